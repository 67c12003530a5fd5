import { describeCorpus } from './measure.js'
import { UI_CORPUS_17, UI_REPORTED_17 } from './ui-corpus-17.js'

describeCorpus('UI phrasing corpus, seventeenth round (second-language grammar)', 'UI', UI_CORPUS_17, UI_REPORTED_17, {
  steps: 121,
  reported: 31,
})
