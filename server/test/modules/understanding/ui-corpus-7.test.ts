import { describeCorpus } from './measure.js'
import { UI_CORPUS_7, UI_REPORTED_7 } from './ui-corpus-7.js'

describeCorpus('UI phrasing corpus, eighth round', 'UI', UI_CORPUS_7, UI_REPORTED_7, { steps: 90, reported: 4 })
