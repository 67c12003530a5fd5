import { describeCorpus } from './measure.js'
import { UI_CORPUS_20, UI_REPORTED_20 } from './ui-corpus-20.js'

describeCorpus('UI phrasing corpus 20 (browser-test code and developer prose)', 'UI', UI_CORPUS_20, UI_REPORTED_20, {
  steps: 200,
  reported: 45,
})
