import { API_CORPUS_14, API_REPORTED_14 } from './api-corpus-14.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  "API phrasing corpus, part 14: lists of checks, items by position, presence, bare patterns, counts in a path, the caller's error, charsets, payloads, header lists and code constants, in many testers' styles",
  'API',
  API_CORPUS_14,
  API_REPORTED_14,
  { steps: 110, reported: 30 },
)
