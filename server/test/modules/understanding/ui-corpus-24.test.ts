import { describeCorpus } from './measure.js'
import { UI_CORPUS_24, UI_REPORTED_24 } from './ui-corpus-24.js'

describeCorpus(
  "UI phrasing corpus 24 (a learner's English by linguistic phenomenon, across first languages)",
  'UI',
  UI_CORPUS_24,
  UI_REPORTED_24,
  {
    steps: 75,
    reported: 20,
  },
)
