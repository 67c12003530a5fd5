import { describeCorpus } from './measure.js'
import { TRUTH_API_3, TRUTH_API_REPORTED_3, TRUTH_UI_3, TRUTH_UI_REPORTED_3 } from './truth-corpus-3.js'

describeCorpus('Truth corpus 3: the classes set 24 misread or reported (UI)', 'UI', TRUTH_UI_3, TRUTH_UI_REPORTED_3, {
  steps: 30,
  reported: 6,
})
describeCorpus('Truth corpus 3: response time names (API)', 'API', TRUTH_API_3, TRUTH_API_REPORTED_3, { steps: 5, reported: 3 })
