import { API_CORPUS_11, API_REPORTED_11 } from './api-corpus-11.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API phrasing corpus, part 11: which side of the exchange test code is on (Ktor request builders, request-only REST-assured calls, request headers of Go, .NET and Postman, expect() as then()), response success flags and header predicates, PHPUnit assertions',
  'API',
  API_CORPUS_11,
  API_REPORTED_11,
  { steps: 80, reported: 20 },
)
