import { API_CORPUS_5, API_REPORTED_5 } from './api-corpus-5.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API phrasing corpus, part 5: every word of the step accounted for, or the step reported',
  'API',
  API_CORPUS_5,
  API_REPORTED_5,
  { steps: 30, reported: 15 },
)
