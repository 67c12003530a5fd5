import { API_CORPUS_6, API_REPORTED_6 } from './api-corpus-6.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API phrasing corpus, part 6: a type glued to `is` is the type check, any other glued word reported',
  'API',
  API_CORPUS_6,
  API_REPORTED_6,
  { steps: 8, reported: 4 },
)
