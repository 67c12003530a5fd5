import { API_CORPUS_15, API_REPORTED_15 } from './api-corpus-15.js'
import { describeCorpus } from './measure.js'

describeCorpus('API corpus part 15: shorthand without its verb', 'API', API_CORPUS_15, API_REPORTED_15, { steps: 32, reported: 8 })
