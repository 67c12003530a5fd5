import { describeCorpus } from './measure.js'
import { TRUTH_UI_4, TRUTH_UI_REPORTED_4 } from './truth-corpus-4.js'

describeCorpus('Truth corpus 4: the classes set 23 misread (UI)', 'UI', TRUTH_UI_4, TRUTH_UI_REPORTED_4, { steps: 26, reported: 8 })
