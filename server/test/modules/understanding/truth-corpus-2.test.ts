import { describeCorpus } from './measure.js'
import { TRUTH_UI_2, TRUTH_UI_REPORTED_2 } from './truth-corpus-2.js'

describeCorpus('Truth corpus 2: the classes sets 16 and 19 misread, read or reported', 'UI', TRUTH_UI_2, TRUTH_UI_REPORTED_2, {
  steps: 40,
  reported: 8,
})
