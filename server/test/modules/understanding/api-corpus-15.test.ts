import { API_CORPUS_15, API_REPORTED_15 } from './api-corpus-15.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API corpus part 15: shorthand without its verb, .NET typed headers, kotlinx views, learner verb forms, talk around a step',
  'API',
  API_CORPUS_15,
  API_REPORTED_15,
  {
    steps: 43,
    reported: 9,
  },
)
