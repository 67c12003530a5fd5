import { describeCorpus } from './measure.js'
import { UI_CORPUS_16, UI_REPORTED_16 } from './ui-corpus-16.js'

describeCorpus('UI phrasing corpus, sixteenth round (developer words, checklists)', 'UI', UI_CORPUS_16, UI_REPORTED_16, {
  steps: 110,
  reported: 30,
})
