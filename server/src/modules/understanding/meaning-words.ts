import { COMMON_WORDS, KEYWORDS, VERBS } from './lexicon.js'

/**
 * The words a misspelling outside quotes may be read as when a reading would otherwise drop it (stray-words.ts):
 * words whose loss changes what a step does. Verbs and the grammars' keywords, the states a check or a wait keys on,
 * ordinals, role nouns, keys and the joints of checks. Words of four letters or more only: shorter typos are too
 * near too many words to say which was meant.
 */
const STATES =
  'appear appears appeared disappear disappears disappeared vanish vanishes vanished visible invisible hidden ' +
  'displayed shown enabled disabled checked unchecked selected unselected focused empty present absent exist exists ' +
  'loaded loading editable readonly required valid invalid expanded collapsed active inactive highlighted greyed'
const ORDINALS = 'first second third fourth fifth sixth seventh eighth ninth tenth last final previous bottom middle'
const ROLES =
  'button buttons link links field fields checkbox checkboxes dropdown dropdowns radio option options heading headings ' +
  'dialog modal popup tooltip toast banner alert notification message messages error errors table column columns ' +
  'section panel sidebar header footer navigation menu item items image icon label labels placeholder value title ' +
  'textbox textarea input card cards list lists tab tabs page window frame form'
const KEYS = 'enter escape space backspace delete insert arrow home page tab return'
const JOINTS =
  'contains contain containing equals equal matches starts ends begins before after above below within inside ' +
  'should must until while without between least most more less than count number seconds minutes'

export const MEANING_WORDS: readonly string[] = [
  ...new Set(
    [...VERBS, ...KEYWORDS, ...COMMON_WORDS, ...`${STATES} ${ORDINALS} ${ROLES} ${KEYS} ${JOINTS}`.split(/\s+/)].filter(
      (w) => w.length >= 4,
    ),
  ),
]
