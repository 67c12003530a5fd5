import { describeCorpus } from './measure.js'
import { UI_CORPUS_22, UI_REPORTED_22 } from './ui-corpus-22.js'

describeCorpus('UI phrasing corpus 22 (second-language orders and everyday voices of set 26)', 'UI', UI_CORPUS_22, UI_REPORTED_22, {
  steps: 100,
  reported: 30,
})
