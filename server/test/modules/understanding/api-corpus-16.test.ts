import { API_CORPUS_16, API_REPORTED_16 } from './api-corpus-16.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API corpus part 16: schema and contract wording, learner auxiliaries, conversational checks, Go httptest/testify, Tavern one-liners',
  'API',
  API_CORPUS_16,
  API_REPORTED_16,
  { steps: 146, reported: 48 },
)
