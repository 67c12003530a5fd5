import { API_CORPUS_10, API_REPORTED_10 } from './api-corpus-10.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API phrasing corpus, part 10: Insomnia and .http handler wrappers, assert messages, bodies parsed in place, 2xx success flags, Robot list items, elapsed-time limits, Karate !contains, base-URL paths, status class names, passive statuses, named requests and empty JSON bodies',
  'API',
  API_CORPUS_10,
  API_REPORTED_10,
  { steps: 35, reported: 17 },
)
