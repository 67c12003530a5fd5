import { describeCorpus } from './measure.js'
import { UI_CORPUS_10, UI_REPORTED_10 } from './ui-corpus-10.js'

describeCorpus('UI phrasing corpus, eleventh round', 'UI', UI_CORPUS_10, UI_REPORTED_10, { steps: 60, reported: 10 })
