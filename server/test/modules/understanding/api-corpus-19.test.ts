import { API_CORPUS_19, API_REPORTED_19 } from './api-corpus-19.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API corpus part 19: tool notations read by their grammar (Frisby, reqwest, XCTest, kotest, JMeter, Step CI, MockMvc, AssertJ, Laravel, jq, RestSharp, Pact, HTTPie, .http, airborne, Artillery, Phoenix, Dredd, Taurus)',
  'API',
  API_CORPUS_19,
  API_REPORTED_19,
  { steps: 176, reported: 46 },
)
