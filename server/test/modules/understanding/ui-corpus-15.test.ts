import { describeCorpus } from './measure.js'
import { UI_CORPUS_15, UI_REPORTED_15 } from './ui-corpus-15.js'

describeCorpus('UI phrasing corpus, fifteenth round (keyboard, focus and accessibility)', 'UI', UI_CORPUS_15, UI_REPORTED_15, {
  steps: 120,
  reported: 40,
})
