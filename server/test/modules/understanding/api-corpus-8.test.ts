import { API_CORPUS_8, API_REPORTED_8 } from './api-corpus-8.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API phrasing corpus, part 8: fields named with an article, bodies sent "as the body", headers compared whole by code, concise Postman tests, curl fragments, arrows, remarks, comparison slips, counts in a path, "With X expect N" and status class names',
  'API',
  API_CORPUS_8,
  API_REPORTED_8,
  { steps: 55, reported: 20 },
)
