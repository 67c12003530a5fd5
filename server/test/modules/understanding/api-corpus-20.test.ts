import { API_CORPUS_20, API_REPORTED_20 } from './api-corpus-20.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API corpus part 20: command lines and declarative test files (curl, shell tests, jq, grep, HTTPie, wget, Tavern, apickli, Dredd hooks, Thunder Client, Hoppscotch, SoapUI)',
  'API',
  API_CORPUS_20,
  API_REPORTED_20,
  { steps: 80, reported: 43 },
)
