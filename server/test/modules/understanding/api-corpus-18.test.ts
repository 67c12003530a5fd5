import { API_CORPUS_18, API_REPORTED_18 } from './api-corpus-18.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  "API corpus part 18: plain English API steps in everyday and second-language voices (leads, quotes, Expect X to V, the response's names, comparatives, time, descriptions beside a path, the request told plainly)",
  'API',
  API_CORPUS_18,
  API_REPORTED_18,
  { steps: 83, reported: 34 },
)
