import { describeCorpus } from './measure.js'
import { UI_CORPUS_21, UI_REPORTED_21 } from './ui-corpus-21.js'

describeCorpus('UI phrasing corpus 21 (test case rows from spreadsheets and test tools)', 'UI', UI_CORPUS_21, UI_REPORTED_21, {
  steps: 50,
  reported: 18,
})
