import { describeCorpus } from './measure.js'
import { UI_CORPUS_14, UI_REPORTED_14 } from './ui-corpus-14.js'

describeCorpus('UI phrasing corpus, fourteenth round (unquoted names, subject-first checks)', 'UI', UI_CORPUS_14, UI_REPORTED_14, {
  steps: 85,
  reported: 25,
})
