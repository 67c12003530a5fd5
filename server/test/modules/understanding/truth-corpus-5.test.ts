import { describeCorpus } from './measure.js'
import { TRUTH_API_5, TRUTH_UI_5, TRUTH_UI_REPORTED_5 } from './truth-corpus-5.js'

describeCorpus('Truth corpus 5: the classes set 25 misread (UI)', 'UI', TRUTH_UI_5, TRUTH_UI_REPORTED_5, { steps: 13, reported: 5 })
describeCorpus('Truth corpus 5: the classes set 25 misread (API)', 'API', TRUTH_API_5, [], { steps: 5, reported: 0 })
