import { describeCorpus } from './measure.js'
import { UI_CORPUS_23, UI_REPORTED_23 } from './ui-corpus-23.js'

describeCorpus("UI phrasing corpus 23 (set 27's developer, passive, numbered and verbose voices)", 'UI', UI_CORPUS_23, UI_REPORTED_23, {
  steps: 73,
  reported: 20,
})
