import { API_CORPUS_5B, API_REPORTED_5B } from './api-corpus-5b.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API phrasing corpus, part 5b: HTTPie, tool tabs, RSpec, JS type tests, axios, Go prose, plain English',
  'API',
  API_CORPUS_5B,
  API_REPORTED_5B,
  { steps: 60, reported: 15 },
)
