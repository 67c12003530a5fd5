import { describeCorpus } from './measure.js'
import { UI_CORPUS_9, UI_REPORTED_9 } from './ui-corpus-9.js'

describeCorpus('UI phrasing corpus, tenth round', 'UI', UI_CORPUS_9, UI_REPORTED_9, { steps: 20, reported: 4 })
