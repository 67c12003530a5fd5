import { describeCorpus } from './measure.js'
import { TRUTH_UI_6, TRUTH_UI_REPORTED_6 } from './truth-corpus-6.js'

describeCorpus('Truth corpus 6: the classes main misread in round 13 (UI)', 'UI', TRUTH_UI_6, TRUTH_UI_REPORTED_6, {
  steps: 25,
  reported: 47,
})
