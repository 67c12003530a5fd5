import { describeCorpus } from './measure.js'
import { UI_CORPUS_8, UI_REPORTED_8 } from './ui-corpus-8.js'

describeCorpus('UI phrasing corpus, ninth round', 'UI', UI_CORPUS_8, UI_REPORTED_8, { steps: 20, reported: 4 })
