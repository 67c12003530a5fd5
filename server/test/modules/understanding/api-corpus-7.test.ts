import { API_CORPUS_7, API_REPORTED_7 } from './api-corpus-7.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API phrasing corpus, part 7: k6, Laravel, xUnit/RestSharp, SoapUI and Thunder Client rows, Bruno, Hoppscotch, curl and plain tester English',
  'API',
  API_CORPUS_7,
  API_REPORTED_7,
  { steps: 120, reported: 20 },
)
