import { describeCorpus } from './measure.js'
import { UI_CORPUS_13, UI_REPORTED_13 } from './ui-corpus-13.js'

describeCorpus('UI phrasing corpus, thirteenth round (writing styles)', 'UI', UI_CORPUS_13, UI_REPORTED_13, { steps: 200, reported: 40 })
