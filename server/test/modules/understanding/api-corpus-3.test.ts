import { API_CORPUS_3, API_REPORTED_3 } from './api-corpus-3.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API phrasing corpus, part 3: run-on lists, misspellings anywhere, curl and request code',
  'API',
  API_CORPUS_3,
  API_REPORTED_3,
  { steps: 70, reported: 10 },
)
