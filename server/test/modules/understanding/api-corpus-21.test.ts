import { API_CORPUS_21, API_REPORTED_21 } from './api-corpus-21.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API corpus part 21: long plain-English API checks (a story after the request is sent, hedged checks, a field received with the status, business names the path spells, a status by its name)',
  'API',
  API_CORPUS_21,
  API_REPORTED_21,
  { steps: 31, reported: 14 },
)
