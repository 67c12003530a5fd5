import { ri } from '../understanding/regex-cache.js'
import type { RoleHint, TargetKind, TargetRef } from './actions.js'

/**
 * How steps name elements: `the Username field`, `"Gift wrap"`, `the "Sign in" button`, `Color`. The trailing noun
 * (field, dropdown, checkbox, button, table, …) is dropped from the name and decides the target kind or role.
 */

/** A quoted value: straight double quotes (curly ones and backticks are normalised to them first). */
export const QUOTED = '"([^"]*)"'

interface Noun {
  kind?: TargetKind
  role?: RoleHint
}

/** Longest first, so "text box" wins over "box". */
const NOUNS: [string, Noun][] = [
  ['radio button', { kind: 'toggle', role: 'radio' }],
  ['menu item', { kind: 'clickable', role: 'menuitem' }],
  ['check box', { kind: 'toggle', role: 'checkbox' }],
  ['checkbox', { kind: 'toggle', role: 'checkbox' }],
  ['text field', { kind: 'field' }],
  ['text box', { kind: 'field' }],
  ['text area', { kind: 'field' }],
  ['input field', { kind: 'field' }],
  ['search box', { kind: 'field' }],
  ['textbox', { kind: 'field' }],
  ['textarea', { kind: 'field' }],
  ['field', { kind: 'field' }],
  ['input', { kind: 'field' }],
  ['box', { kind: 'field' }],
  ['select box', { kind: 'dropdown' }],
  ['drop-down', { kind: 'dropdown' }],
  ['dropdown', { kind: 'dropdown' }],
  ['combo box', { kind: 'dropdown' }],
  ['combobox', { kind: 'dropdown' }],
  ['combo', { kind: 'dropdown' }],
  ['list box', { kind: 'dropdown' }],
  ['listbox', { kind: 'dropdown' }],
  ['select', { kind: 'dropdown' }],
  ['selector', { kind: 'dropdown' }],
  ['menu', { kind: 'dropdown' }],
  ['radio', { kind: 'toggle', role: 'radio' }],
  ['toggle', { kind: 'toggle' }],
  ['switch', { kind: 'toggle' }],
  ['option', { kind: 'toggle' }],
  ['button', { kind: 'clickable', role: 'button' }],
  ['link', { kind: 'clickable', role: 'link' }],
  ['tab', { kind: 'clickable', role: 'tab' }],
  ['icon', { kind: 'clickable', role: 'img' }],
  ['image', { kind: 'clickable', role: 'img' }],
  ['heading', { kind: 'element', role: 'heading' }],
  ['card', { kind: 'element' }],
  ['table', { kind: 'table' }],
  ['grid', { kind: 'list' }],
  ['list', { kind: 'list' }],
  ['element', {}],
]

const DESCRIPTIVE =
  'task|entry|row|file|folder|record|tile|label|chip|tag|thumbnail|item|text|message|product|section|panel|area|region|block|widget|column\\s+header|header|cell'

/** A time (`10:30`, `9:15 am`) or a plain number named as an element. */
const NUMBER_NAME = '\\d{1,2}:\\d{2}(?:\\s*[ap]\\.?m\\.?)?|\\d{1,2}\\s*[ap]\\.?m\\.?|\\d+'
/** Nouns that only describe a time or a number (`the 10:30 slot`, `the 14 seat`). */
const NUMBER_NOUNS = 'slot|time\\s+slot|time|seat|day|date|option|card'

/** `10:30 slot` -> `10:30`: after a time or a number a noun only describes it; the number is the name. */
export function numberedName(phrase: string): string | undefined {
  return ri`^(${NUMBER_NAME})\\s+(?:${DESCRIPTIVE}|${NUMBER_NOUNS})$`.exec(phrase.trim())?.[1]
}

export const ROLE_NOUNS = NOUNS.map(([noun]) => noun)
/** `(button|link|…)` for patterns that need the noun itself. */
export const NOUN_PATTERN = `(${ROLE_NOUNS.map((noun) => noun.replace(/[-\s]/g, (c) => (c === ' ' ? '\\s+' : '\\-'))).join('|')})`

export function nounInfo(noun: string | undefined): Noun {
  if (!noun) return {}
  const key = noun.toLowerCase().replace(/\s+/g, ' ')
  return NOUNS.find(([word]) => word === key)?.[1] ?? {}
}

/**
 * `the "Username" field` / `the Username field` / `"Gift wrap"` / `Color` -> a target, or `undefined` when no name
 * is left. `fallback` is the kind when the phrase names none; `allowed` limits which nouns may be stripped (a
 * select step's "list" means the dropdown, not a list element).
 */
export function parseTargetPhrase(raw: string, fallback: TargetKind, nounKinds?: readonly TargetKind[]): TargetRef | undefined {
  let phrase = raw
    .trim()
    // `the My slots list`: after an article a capitalised "My" starts a label; `my cart` is the tester's (round 13).
    .replace(/^(?:[Tt]he|[Aa]n?)\s+(?=(?:My|Your)\s)|^(?:the|a|an|my|your)\s+/i, '')
    // `from the Vehicle type dropdown only`: "only" after the role noun restricts nothing the noun does not.
    .replace(ri`\\s+${NOUN_PATTERN}\\s+only$`, ' $1')
  // `the 10:30 slot`, `the 12 tile`: after a time or a number a noun only describes it; the number is the name.
  const numbered = numberedName(phrase)
  if (numbered) return { kind: fallback, name: numbered }
  let noun: Noun = {}
  // A quoted name followed by a noun that only describes it (`the "Report.pdf" file`, `the "Walk dog" task`).
  // `the "13:00–20:00" shift card`: a lower-case word between the name and the noun only says what it is.
  // (The word is tried last: in `the "X" radio button` the noun is "radio button", not "button".)
  const quoted = ri`^${QUOTED}(?:\\s+(?:[a-z][a-z-]*\\s+)??${NOUN_PATTERN}|\\s+(?:[a-z][a-z-]*\\s+)?(?:${DESCRIPTIVE}))?$`.exec(phrase)
  if (quoted) {
    noun = nounInfo(quoted[2])
    phrase = quoted[1]!
  } else {
    for (const [word, info] of NOUNS) {
      const match = ri`^(.+?)\\s+${word.replace(/\s+/g, '\\s+').replace('-', '\\-')}$`.exec(phrase)
      if (match && (!nounKinds || (info.kind && nounKinds.includes(info.kind)))) {
        noun = info
        phrase = match[1]!.replace(/^(?:the|a|an)\s+/i, '')
        break
      }
    }
    phrase = phrase.replace(/^"(.*)"$/, '$1')
  }
  const name = phrase.trim()
  // `from the dropdown`, `into the field`: a role noun alone names no element (a quoted "Menu" is a name).
  if (!quoted && ROLE_NOUNS.includes(name.toLowerCase())) return undefined
  // A name never holds a quote of its own: `"A" with "B" and "C"` is several values, not one label.
  if (name === '' || name.includes('"')) return undefined
  const kind = noun.kind && (!nounKinds || nounKinds.includes(noun.kind)) ? noun.kind : fallback
  return { kind, name, ...(noun.role ? { role: noun.role } : {}) }
}
