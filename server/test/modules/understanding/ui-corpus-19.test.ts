import { describeCorpus } from './measure.js'
import { UI_CORPUS_19, UI_REPORTED_19 } from './ui-corpus-19.js'

describeCorpus('UI phrasing corpus 19 (everyday writing styles of set 25)', 'UI', UI_CORPUS_19, UI_REPORTED_19, { steps: 90, reported: 40 })
