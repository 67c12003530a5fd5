import { lemma } from '../understanding/lexicon.js'
import type { Note } from '../understanding/sentence.js'
import { mask, tidy, unmask } from '../understanding/sentence.js'
import type { UiAction } from './actions.js'
import { normalizeKey } from './keys.js'

/**
 * Lines led by a label and a separator (`:`, `=`, `->`, `=>`), as test cases pasted from spreadsheets and forms
 * are written:
 * - a value alone after the label fills the field of that name (`amount: 0.25`, `Trip name: "Lisbon weekend"`,
 *   `Flight number = TP1351`, `Unit price field -> 150`), or chooses the option of a dropdown (`Role dropdown: Admin`);
 *   a state word (`Remember me: yes`) is reported: it does not say whether to tick the box or check it;
 * - an action that names no control of its own gets the label as its control (`Customer: pick "Acme GmbH" from the
 *   dropdown`, `Country: select "Spain"`);
 * - before an action that names its own target the label is a title, dropped with a note (`Scan barcode: type … in
 *   the Barcode field`, `BUG: the error "X" appears`).
 * An expectation label (`Expected:`, `Result:`), a message label (`Error: "X"`) or a table's rows (`Orders table rows = 4`,
 * a count) is never a field: the grammar reads
 * those lines as checks. Used only when the grammar reads the line no other way.
 */

interface Read {
  actions: UiAction[]
  notes: Note[]
}

const LABEL = /^((?:[A-Za-z][\w'/-]*)(?:\s+[A-Za-z0-9][\w'/-]*){0,3})\s*(?:->|=>|→|:|=)\s*(\S.*)$/
const NOT_A_FIELD =
  /^(?:expected(?:\s+results?)?|results?|outcome|actual|then|verify|check|assert|note|notes|bug|step|steps|precondition|preconditions|scenario|test|case|title|summary|description|total|subtotal|sum|balance|count)$|\b(?:error|message|warning|notice|toast|alert|banner|heading|text|placeholder|tooltip|hint|table\s+rows?|table\s+row\s+count)$/i
/** Verbs that lead an action written under a title (`Action: Click Next`). */
const ACTION_LEADS = new Set([
  'click',
  'tap',
  'press',
  'hover',
  'enter',
  'type',
  'fill',
  'select',
  'choose',
  'pick',
  'open',
  'navigate',
  'go',
  'visit',
  'scroll',
  'verify',
  'check',
  'tick',
  'submit',
])
/** A label naming a tab or menu, the way to what the arrow leads to. */
const WAY_THERE = /^([A-Z][\w'/-]*(?:\s+[A-Za-z0-9][\w'/-]*){0,2})\s+(tab|menu)$/
const STATE_VALUE = /^(?:yes|no|true|false|on|off|checked|unchecked|ticked|unticked|selected|enabled|disabled)$/i
const EXPECTATION = /^(?:expected(?:\s+results?)?|results?|outcome|actual|then|verify|check|assert)$/i
const DROPDOWN_NOUN = /\s+(?:dropdown|drop-down|select|combo\s*box|list\s*box|selector)$/i
const FIELD_NOUN = /\s+(?:field|input|box|text\s*box|textbox|text\s+area|textarea)$/i
/** A value written bare: one token, or a few words each capitalised or holding a digit ("John Smith", "Room 12"). */
const BARE_VALUE = /^(?:\uE000\d+\uE001|[^\s\uE000]+|(?:[A-Z0-9][^\s\uE000]*)(?:\s+[A-Z0-9][^\s\uE000]*){1,3})$/
/** A nameless control the action works on: the label names it. */
const NAMELESS = /(?<=\b(?:from|in|into|on|using|via)\s+)the\s+(dropdown|field|box|input|list|select|menu|combo\s*box|text\s*box)\b/i

export function readLabelLine(raw: string, line: number, understand: (text: string) => Read): Read | undefined {
  const masked = mask(tidy(raw).replace(/^(?:step\s+)?\d+\s*[:.)-]\s+/i, ''))
  const found = LABEL.exec(masked.text)
  if (!found) return undefined
  const label = found[1]!
  const rest = found[2]!.replace(/[.;]+$/, '').trim()
  if (/^step\s+\d/i.test(label)) return undefined
  // `Action: Click Next`, `Step: Press Enter` (test-case columns): a bare value led by a capitalised verb of the
  // grammar is the action under a title, never a text to type into a field of that name.
  const leads = /^([A-Z][a-z]+)\s+\S/.exec(rest)?.[1]
  const spoken = leads !== undefined && ACTION_LEADS.has(lemma(leads.toLowerCase()) ?? leads.toLowerCase())
  const value = BARE_VALUE.test(rest) && !spoken ? unmask(masked, rest).replace(/^"(.*)"$/, '$1') : undefined
  // A label led by a verb is an action written with a separator: `Enter name: John`, `Select country: Spain` name
  // the field or dropdown after the verb; `Click: Save` and `Click Login -> Dashboard` (an action and its result, as
  // spreadsheets write them) are no label lines. `Start date`, `Search term` stay labels: only an arrow or a lone
  // verb says so.
  const verb = /^(\S+)(?:\s+(.+))?$/.exec(label) ?? [label, label]
  const base = lemma(verb[1]!.toLowerCase())
  // `Set Country = Spain`: after a verb of setting the name and the value split on the separator (round 13); a state
  // word is no text to type (`Set Newsletter = yes`), and a dropdown noun chooses the option.
  if (value !== undefined && verb[2] && /^(?:set|sets|change|changes|update|updates)$/i.test(verb[1]!)) {
    if (STATE_VALUE.test(value)) return undefined
    const name = verb[2].replace(/^(?:the|a|an)\s+/i, '')
    return fillOrSelect(DROPDOWN_NOUN.test(name) ? 'select' : 'fill', name, value, raw, line)
  }
  if (base && value !== undefined && verb[2] && /^(?:enter|type|input|write|fill|put|provide|insert)$/.test(base))
    return fillOrSelect('fill', verb[2], value, raw, line)
  if (base && value !== undefined && verb[2] && /^(?:select|choose|pick)$/.test(base))
    return fillOrSelect('select', verb[2].replace(/^(?:the|a|an)\s+/i, ''), value, raw, line)
  if (base && !EXPECTATION.test(label) && (verb[2] === undefined || /^\s*(?:->|=>|→)/.test(masked.text.slice(label.length))))
    return undefined
  // `Verify total = 30`, `Click Save = ok`: a check or a click is never a field's label.
  if (
    base &&
    !EXPECTATION.test(label) &&
    /^(?:verify|assert|ensure|expect|validate|see|confirm|click|tap|press|hit|hover|navigate|go|visit|open|scroll|wait)$/.test(base)
  )
    return undefined
  // `browser confirm: OK`, `Alert -> Cancel`: the answer to a browser dialog, never a field of that name.
  if (DIALOG_LABEL.test(label)) return value === undefined ? undefined : dialogAnswer(value, raw, line)
  // A URL is no field's value (`Login page: /login`); a placeholder alone is (`Password: {{PASSWORD}}`).
  if (value !== undefined && /^(?:\/|https?:|\{\{[^}]*\}\}\/|\{\{\s*\w*URL\w*\s*\}\}$)/i.test(value)) return undefined
  // `Total: "$30.00"`: a value under a label that is no field may be a check as well; the line is reported.
  if (value !== undefined && NOT_A_FIELD.test(label) && !EXPECTATION.test(label)) return undefined
  // `Country: select`, `Orders -> open`: a verb alone, unquoted, is the action without its value, not a text to type.
  if (value !== undefined && !/^\uE000/.test(rest) && ACTION_LEADS.has(value.toLowerCase())) return undefined
  // `Remember me: yes`: a state word is no text to type; whether to tick a box or check it is not said.
  if (value !== undefined && STATE_VALUE.test(value)) return undefined
  if (value !== undefined && !NOT_A_FIELD.test(label)) {
    // `Role dropdown: Admin`: a label ending in a dropdown noun chooses the option.
    return fillOrSelect(DROPDOWN_NOUN.test(label) ? 'select' : 'fill', label, value, raw, line)
  }
  const restText = unmask(masked, rest)
  const arrowed = /^\s*(?:->|=>|→)/.test(masked.text.slice(label.length))
  if (arrowed && pressedKey(label)) return keyThenResult(label, restText, raw, understand)
  const given = givenTarget(restText, label)
  if (given) {
    const read = understand(given)
    if (understood(read)) return withText(read, raw, { kind: 'reordered', message: `read as "${given}"` })
  }
  // `Documents tab -> click "Lease.pdf"`: an arrow after a tab or menu is the way there, opened first.
  const way = arrowed ? WAY_THERE.exec(label) : null
  if (way) {
    const opened = understand(`click the "${way[1]}" ${way[2]}`)
    const then = understand(restText)
    if (!understood(opened) || !understood(then)) return undefined
    const actions = [...opened.actions, ...then.actions].map((a) => ({ ...a, text: raw.replace(/\s+/g, ' ').trim() }))
    return {
      actions,
      notes: [{ kind: 'split', message: `split into 2 steps: open the ${way[1]} ${way[2]}, then "${restText}"` }, ...then.notes],
    }
  }
  const read = understand(restText)
  if (!understood(read)) return undefined
  return withText(read, raw, { kind: 'ignored', message: `ignored "${label}:" (a title; the action names its own target)` })
}

/**
 * The key a label is led by (`Esc in product drawer`, `Ctrl+S`): only keys no page names a control or a page after
 * (`Home ->`, `Delete ->`, `End ->` are a page or a button as often), never a single character (`A` may be a name).
 */
function pressedKey(label: string): string | undefined {
  const first = /^[A-Za-z][\w+]*/.exec(label)?.[0] ?? ''
  const key = first.length > 1 ? normalizeKey(first) : undefined
  return key && (key.includes('+') || LABEL_KEYS.has(key)) ? key : undefined
}

const LABEL_KEYS = new Set(['Escape', 'Enter', 'Tab', 'Backspace', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'])

/**
 * `Esc in product drawer -> "Edit product" heading gone`: a key's name before an arrow is the key pressed, then what
 * it leads to; it is never a title to drop. The words after the key say where the focus is, which the press keeps.
 */
function keyThenResult(label: string, result: string, raw: string, understand: (text: string) => Read): Read | undefined {
  const key = /^[A-Za-z][\w+]*/.exec(label)![0]
  const pressed = understand(`press ${key}`)
  const then = understand(result)
  if (!understood(pressed) || !understood(then)) return undefined
  const text = raw.replace(/\s+/g, ' ').trim()
  const place = label.slice(key.length).trim()
  const notes: Note[] = [{ kind: 'split', message: `split into 2 steps: press ${key}, then "${result}"` }, ...then.notes]
  if (place) notes.push({ kind: 'ignored', message: `ignored "${place}" (the key goes where the focus is)` })
  return { actions: [...pressed.actions, ...then.actions].map((a) => ({ ...a, text })), notes }
}

const DIALOG_LABEL = /\b(?:confirm|confirmation|alert|dialog|dialogue|prompt|pop-?up)$/i
const ACCEPT = /^(?:ok|okay|yes|accept|confirm)$/i
const DISMISS = /^(?:cancel|no|dismiss|close)$/i

function dialogAnswer(value: string, raw: string, line: number): Read | undefined {
  const accept = ACCEPT.test(value) ? true : DISMISS.test(value) ? false : undefined
  if (accept === undefined) return undefined
  const text = raw.replace(/\s+/g, ' ').trim()
  return {
    actions: [{ line, text, kind: 'dialog', accept }],
    notes: [{ kind: 'reordered', message: `read "${value}" as the answer to the browser dialog` }],
  }
}

function fillOrSelect(kind: 'fill' | 'select', label: string, value: string, raw: string, line: number): Read {
  const text = raw.replace(/\s+/g, ' ').trim()
  if (kind === 'select') {
    const name = label.replace(DROPDOWN_NOUN, '')
    return {
      actions: [{ line, text, kind: 'select', target: { kind: 'dropdown', name }, option: value }],
      notes: [{ kind: 'reordered', message: `read "${name}" as the dropdown's label and "${value}" as the option` }],
    }
  }
  const name = label.replace(FIELD_NOUN, '')
  return {
    actions: [{ line, text, kind: 'fill', target: { kind: 'field', name }, value }],
    notes: [{ kind: 'reordered', message: `read "${name}" as the field's label and "${value}" as its value` }],
  }
}

/** The action with the label as its control, when it names none: `pick "X" from the dropdown`, `select "X"`. */
function givenTarget(rest: string, label: string): string | undefined {
  if (NAMELESS.test(rest)) return rest.replace(NAMELESS, `the "${label}" $1`)
  if (/^(?:select|choose|pick)\s+"[^"]*"$/i.test(rest)) return `${rest} from the "${label}" dropdown`
  if (/^(?:enter|type|input|write|fill\s+in)\s+(?:"[^"]*"|\S+)$/i.test(rest)) return `${rest} into the "${label}" field`
  return undefined
}

function understood(read: Read): boolean {
  return read.actions.length > 0 && read.actions.every((a) => a.kind !== 'unknown')
}

function withText(read: Read, raw: string, note: Note): Read {
  const text = raw.replace(/\s+/g, ' ').trim()
  return { actions: read.actions.map((a) => ({ ...a, text })), notes: [...read.notes, note] }
}
