import { API_CORPUS_17, API_REPORTED_17 } from './api-corpus-17.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API corpus part 17: HTTP client libraries and test tools across languages (java.net.http, Apache HttpClient, reqwest, URLSession, node:assert, Chakram, Frisby, Test::More, Test::Mojo, clojure.test, .http lines)',
  'API',
  API_CORPUS_17,
  API_REPORTED_17,
  { steps: 108, reported: 29 },
)
