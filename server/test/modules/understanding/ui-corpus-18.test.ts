import { describeCorpus } from './measure.js'
import { UI_CORPUS_18, UI_REPORTED_18 } from './ui-corpus-18.js'

describeCorpus('UI phrasing corpus 18 (ordinals, URL changes, set 23/24 shapes)', 'UI', UI_CORPUS_18, UI_REPORTED_18, {
  steps: 170,
  reported: 38,
})
