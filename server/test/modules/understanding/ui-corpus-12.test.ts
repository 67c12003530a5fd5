import { describeCorpus } from './measure.js'
import { UI_CORPUS_12, UI_REPORTED_12 } from './ui-corpus-12.js'

describeCorpus('UI phrasing corpus, thirteenth round', 'UI', UI_CORPUS_12, UI_REPORTED_12, { steps: 80, reported: 20 })
