import { describeCorpus } from './measure.js'
import { TRUTH_UI_7, TRUTH_UI_REPORTED_7 } from './truth-corpus-7.js'

describeCorpus('Truth corpus 7: the classes main and held-out set 26 misread in round 14 (UI)', 'UI', TRUTH_UI_7, TRUTH_UI_REPORTED_7, {
  steps: 86,
  reported: 42,
})
