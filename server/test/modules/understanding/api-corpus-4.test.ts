import { API_CORPUS_4, API_REPORTED_4 } from './api-corpus-4.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API phrasing corpus, part 4: negated absence, literal matches, JSON query lists, curl commands',
  'API',
  API_CORPUS_4,
  API_REPORTED_4,
  { steps: 30, reported: 10 },
)
