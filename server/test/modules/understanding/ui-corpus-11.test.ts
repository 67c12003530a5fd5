import { describeCorpus } from './measure.js'
import { UI_CORPUS_11, UI_REPORTED_11 } from './ui-corpus-11.js'

describeCorpus('UI phrasing corpus, twelfth round', 'UI', UI_CORPUS_11, UI_REPORTED_11, { steps: 38, reported: 18 })
