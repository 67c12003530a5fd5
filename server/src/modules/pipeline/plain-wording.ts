import { mask, type Note, tidy, unmask } from '../understanding/sentence.js'
import { everydayWording } from './everyday-style-rules.js'
import { learnerWording } from './learner-english.js'
import { secondLanguageWording } from './second-language-words.js'
import { styleWording } from './writer-style-words.js'

/**
 * Words writers use that the grammar reads under another spelling, rewritten before the step is read (round 9), so
 * that no reader keeps them in an element's name:
 * - a dropdown's other names after its label (`the Bike type pulldown`, `the Country list box`, `the Size
 *   drop-down list`, `the Colour combo box`, `the Plan select box`, `the Milk combo list`): the role, `dropdown` (a `picker` may be a
 *   calendar or a colour well, so name-guards.ts reports a name ending in one instead);
 * - a role noun or function word with two letters swapped (`the applications tabel`, `the feild Title`, `taht`), the
 *   slip people make most: only a lowercase word of four letters or more that is no word of its own, and only into a
 *   word of the list below (a name never holds one: read as written it would become part of the element's name);
 * - a comma between a check's verb and its `that` / `whether` / `if` (`Check, that the field E-Mail …`, as German and
 *   Scandinavian writers punctuate): the introducer, not part of a name.
 * Quoted values are masked first, so no rule touches one. `text field` / `text box` stay as written: before them
 * an unquoted name may or may not hold "text" (step-understanding.ts reports that).
 */

/**
 * After a label word, a dropdown's other names (`roll-down list`: Swedish and German writers' rullgardin, Rollliste);
 * the lookbehind keeps a verb at the start (`Pull down …`) out.
 */
const DROPDOWN =
  /(?<=[\w\uE001]\s+)(?:(?:pull|roll)-?down(?:\s+(?:list|menu|box))?|drop-?down\s+(?:list|box)|(?<!\b(?:the|a|an|this)\s+)drop-?down\s+menu|(?:list|combo|select)\s*box|combobox|listbox|(?:combo|select|selection)\s+list)\b/gi
/** What every match of DROPDOWN holds: a cheaper test, run first (the lookbehind is tried at every position). */
const DROPDOWN_WORD = /pull|drop|roll|box|list/i
/** `Check, that …`: a check verb (or two words ending in one), a comma, the joint. */
const COMMA_THAT =
  /^((?:(?:please|kindly|now|then|and)\s+)?(?:check|verify|assert|ensure|confirm|validate|test|control|make\s+sure|see|expect))\s*,\s*(that|whether|if)\b/i

/** Role nouns and function words a name never holds, the words a swapped-letter slip is read as. */
const SLIP_TARGETS = [
  'table',
  'field',
  'button',
  'list',
  'link',
  'menu',
  'icon',
  'checkbox',
  'dropdown',
  'column',
  'dialog',
  'heading',
  'radio',
  'toggle',
  'switch',
  'textbox',
  'that',
  'with',
  'into',
  'then',
]
/** Words that are a swap of a target's letters and a word of their own. */
const REAL_WORDS = new Set(['form', 'fidel', 'lits', 'hten'])

/** `tabel` -> `table`: the target whose letters the word holds with one neighbouring pair swapped. */
export function swappedSlip(word: string): string | undefined {
  if (word.length < 4 || word !== word.toLowerCase() || REAL_WORDS.has(word)) return undefined
  return SLIP_TARGETS_BY_LENGTH.get(word.length)?.find((target) => {
    let at = 0
    while (at < word.length && word[at] === target[at]) at++
    if (at >= word.length - 1) return false
    return word[at] === target[at + 1] && word[at + 1] === target[at] && word.slice(at + 2) === target.slice(at + 2)
  })
}

/** The targets by length: every word of every step is looked up, so only same-length targets are compared. */
const SLIP_TARGETS_BY_LENGTH = new Map<number, string[]>()
for (const target of SLIP_TARGETS) SLIP_TARGETS_BY_LENGTH.set(target.length, [...(SLIP_TARGETS_BY_LENGTH.get(target.length) ?? []), target])

export interface PlainWording {
  /** The step rewritten, quoted values as written. */
  text: string
  note: Note
  /** The step with a learner's phenomena normalised too (learner-english.ts), read first and kept when understood. */
  learnt?: PlainWording
  /** Only `learnt` changed the step: read as written otherwise. */
  unchanged?: boolean
}

/** The step with its writer's words rewritten, or `undefined` when none is in it. */
export function plainWording(raw: string): PlainWording | undefined {
  const masked = mask(tidy(raw))
  const changed: string[] = []
  let text = masked.text.replace(/\b[a-z]{4,}\b/g, (word) => {
    const meant = swappedSlip(word)
    if (meant === undefined) return word
    changed.push(`"${word}" as "${meant}"`)
    return meant
  })
  if (DROPDOWN_WORD.test(text))
    text = text.replace(DROPDOWN, (word) => {
      changed.push(`"${word}" as "dropdown"`)
      return 'dropdown'
    })
  if (text.includes(','))
    text = text.replace(COMMA_THAT, (_all, verb: string, joint: string) => {
      changed.push(`"${verb}, ${joint}" as "${verb} ${joint}"`)
      return `${verb} ${joint}`
    })
  text = secondLanguageWording(everydayWording(styleWording(text, changed), changed), masked.spans, changed)
  // A learner's English (learner-english.ts) is offered as a reading of its own: kept only when understood whole.
  const learnerChanged: string[] = []
  const learnerText = learnerWording(text, learnerChanged)
  const learnt: PlainWording | undefined =
    learnerChanged.length === 0
      ? undefined
      : { text: unmask(masked, learnerText), note: { kind: 'corrected', message: `read ${[...changed, ...learnerChanged].join(', ')}` } }
  if (changed.length === 0) return learnt && { text: raw, note: learnt.note, learnt, unchanged: true }
  return { text: unmask(masked, text), note: { kind: 'corrected', message: `read ${changed.join(', ')}` }, learnt }
}
