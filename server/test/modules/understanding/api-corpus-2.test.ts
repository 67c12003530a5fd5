import { API_CORPUS_2, API_REPORTED_2 } from './api-corpus-2.js'
import { describeCorpus } from './measure.js'

describeCorpus('API phrasing corpus, part 2: tool idioms and English classes', 'API', API_CORPUS_2, API_REPORTED_2, {
  steps: 150,
  reported: 20,
})
