import { ri } from '../understanding/regex-cache.js'
import type { RoleHint, TargetKind, TargetRef, UiAction } from './actions.js'
import { QUOTED } from './target-phrase.js'

/**
 * Steps about list rows and the element that has focus, the way people write them on real pages:
 * - a role noun alone (`Tick the checkbox`, `Click the button`) names the one control of that role in the row the
 *   step's qualifier gives (`next to "Buy milk"`); without a row or region it names nothing;
 * - the row's own text as the object (`Mark "Buy milk" as done`, `Delete "Buy milk"`, `Edit "Buy milk"`);
 * - a row's state as a check (`"Buy milk" is marked as done` = its checkbox is checked);
 * - the focused element (`Type "x"`, `Replace the text with "x"`, `Clear the field`) after a step opened an inline
 *   editor;
 * - field checks as people see them (`the "New item" field is empty`, `… contains "x"`, `… has placeholder "x"`).
 * Each returns `undefined` when the step is not of its class.
 */

type Base = { line: number; text: string }
const Q = QUOTED
const VERIFY = /^(?:verify|assert|ensure|expect|confirm|validate|check|make\s+sure)(?:\s+(?:that|whether|if))?\s+/i

/** Role nouns a nameless target may have; `the delete button` is a purpose name, not nameless. */
const NAMELESS_NOUNS: [string, TargetKind, RoleHint | undefined][] = [
  ['check\\s*box', 'toggle', 'checkbox'],
  ['tick\\s*box', 'toggle', 'checkbox'],
  ['box', 'toggle', 'checkbox'],
  ['toggle', 'toggle', 'checkbox'],
  ['switch', 'toggle', undefined],
  ['radio(?:\\s+button)?', 'toggle', 'radio'],
  ['button', 'clickable', 'button'],
  ['icon', 'clickable', 'button'],
  ['link', 'clickable', 'link'],
  ['(?:edit\\s+|text\\s+|input\\s+)?(?:field|input|text\\s*box|editor)', 'field', undefined],
]

function namelessNoun(noun: string): TargetRef | undefined {
  for (const [pattern, kind, role] of NAMELESS_NOUNS) {
    if (ri`^${pattern}$`.test(noun.trim())) return { kind, name: '', ...(role ? { role } : {}) }
  }
  return undefined
}

const DONE_WORDS = '(?:done|complete|completed|finished|checked|ticked|bought|read|resolved)'
const OPEN_WORDS =
  '(?:not\\s+done|undone|not\\s+complete|not\\s+completed|incomplete|unfinished|unchecked|unticked|not\\s+checked|active|open|to\\s*do|pending|not\\s+bought)'
const ROW_WORD = '(?:item|task|todo|to-do|row|entry|line|record)'

export function parseRowPhrase(step: string, base: Base): UiAction[] | undefined {
  for (const parse of [parseNamelessAction, parseRowVerb, parseFocused, parseRowState, parseNamelessState, parseFieldCheck]) {
    const actions = parse(step, base)
    if (actions) return actions
  }
  return undefined
}

/** `Tick the checkbox`, `Click the button`, `Uncheck the box`, `Double-click the edit field` (the row comes from a qualifier). */
function parseNamelessAction(step: string, base: Base): UiAction[] | undefined {
  const match =
    /^(check|tick|uncheck|untick|toggle|select|deselect|click|tap|press|double[-\s]click|hover(?:\s+over)?)(?:s|es)?(?:\s+on)?\s+(?:the|its|that)\s+(.+)$/i.exec(
      step,
    )
  if (!match) return undefined
  const target = namelessNoun(match[2]!)
  if (!target) return undefined
  const verb = match[1]!.toLowerCase().replace(/\s+/, '-')
  if (target.kind === 'toggle' && /^(?:check|tick|select)$/.test(verb)) return [{ ...base, kind: 'check', target }]
  if (target.kind === 'toggle' && /^(?:uncheck|untick|deselect)$/.test(verb)) return [{ ...base, kind: 'uncheck', target }]
  if (/^(?:check|tick|select|uncheck|untick|deselect)$/.test(verb)) return undefined
  if (verb.startsWith('hover')) return [{ ...base, kind: 'hover', target }]
  return [{ ...base, kind: 'click', target, ...(verb === 'double-click' ? { double: true } : {}) }]
}

/** The row's checkbox ticked or cleared (a module function: a closure per call cost a name and an allocation). */
function rowToggle(base: Base, on: boolean, within: string): UiAction[] {
  return [{ ...base, kind: on ? 'check' : 'uncheck', target: { kind: 'toggle', name: '', role: 'checkbox', within } }]
}

/** `Mark "X" as done`, `Complete "X"`, `Delete "X"`, `Remove the "X" item`, `Edit "X"`. */
function parseRowVerb(step: string, base: Base): UiAction[] | undefined {
  const row = `(?:the\\s+)?(?:${ROW_WORD}\\s+)?${Q}(?:\\s+${ROW_WORD})?`
  let match = ri`^(?:mark|set|flag)(?:s)?\\s+${row}\\s+as\\s+(${DONE_WORDS}|${OPEN_WORDS})$`.exec(step)
  if (match) return rowToggle(base, ri`^${DONE_WORDS}$`.test(match[2]!), match[1]!)
  match = ri`^(?:complete|finish|tick\\s+off|check\\s+off)(?:s)?\\s+${row}$`.exec(step)
  if (match) return rowToggle(base, true, match[1]!)
  match = ri`^(?:unmark|uncomplete|reopen)(?:s)?\\s+${row}$`.exec(step)
  if (match) return rowToggle(base, false, match[1]!)
  match = ri`^(delete|remove|destroy|trash|discard|erase|edit|rename)(?:s)?\\s+${row}$`.exec(step)
  if (match) {
    const verb = match[1]!.toLowerCase()
    return [{ ...base, kind: 'click', target: { kind: 'clickable', name: verb, role: 'button', within: match[2]! } }]
  }
  return undefined
}

/** Text typed into the element that has focus. */
function focusedFill(base: Base, value: string): UiAction[] {
  return [{ ...base, kind: 'fill', target: { kind: 'field', name: '', focused: true }, value }]
}

/** `Type "x"`, `Replace the text with "x"`, `Clear the field`, `Clear it`: the element that has focus. */
function parseFocused(step: string, base: Base): UiAction[] | undefined {
  let match = ri`^(?:type|enter|write|input|key\\s+in)(?:s)?\\s+${Q}(?:\\s+(?:instead|there|into\\s+it|in\\s+it))?$`.exec(step)
  if (match) return focusedFill(base, match[1]!)
  match =
    ri`^(?:replace|change|overwrite)(?:s)?\\s+(?:it|the\\s+(?:text|value|contents?|title|name)(?:\\s+of\\s+(?:the\\s+)?(?:field|input|editor))?)\\s+(?:with|to)\\s+${Q}$`.exec(
      step,
    )
  if (match) return focusedFill(base, match[1]!)
  if (/^(?:clear|empty|erase)(?:s)?\s+(?:it|the\s+(?:field|input|text|editor|text\s*box|value|contents?))$/i.test(step))
    return focusedFill(base, '')
  if (/^(?:select\s+all(?:\s+the\s+text)?\s+and\s+delete\s+it)$/i.test(step)) return focusedFill(base, '')
  return undefined
}

/** `"X" is marked as done`, `the "X" item is completed`, `"X" is not done`: the row's checkbox state. */
function parseRowState(step: string, base: Base): UiAction[] | undefined {
  const body = step.replace(VERIFY, '')
  const match =
    ri`^(?:the\\s+)?(?:${ROW_WORD}\\s+)?${Q}(?:\\s+${ROW_WORD})?\\s+(?:is|should\\s+be|has\\s+been|appears|shows\\s+as|is\\s+shown\\s+as)\\s+(?:marked\\s+(?:as\\s+)?)?(${OPEN_WORDS}|${DONE_WORDS})$`.exec(
      body,
    )
  if (!match) return undefined
  const done = ri`^${DONE_WORDS}$`.test(match[2]!)
  return [
    {
      ...base,
      kind: 'verify_element',
      target: { kind: 'toggle', name: '', role: 'checkbox', within: match[1]! },
      state: done ? 'checked' : 'unchecked',
    },
  ]
}

/** `the checkbox is checked` (with a row qualifier), `the edit field is visible`. */
function parseNamelessState(step: string, base: Base): UiAction[] | undefined {
  const body = step.replace(VERIFY, '')
  const match =
    ri`^(?:the|its)\\s+(.+?)(?:\\s+(?:next\\s+to|beside|for|of|in\\s+the\\s+(?:row|item|line)\\s+(?:containing|with|for))\\s+${Q})?\\s+(?:is|should\\s+be)\\s+(checked|ticked|unchecked|unticked|not\\s+checked|visible|shown|hidden|not\\s+visible|enabled|disabled|focused)$`.exec(
      body,
    )
  if (!match) return undefined
  const noun = namelessNoun(match[1]!)
  if (!noun) return undefined
  const target: TargetRef = match[2] !== undefined ? { ...noun, within: match[2] } : noun
  const word = match[3]!.toLowerCase().replace(/\s+/g, ' ')
  const state =
    word === 'checked' || word === 'ticked'
      ? 'checked'
      : ['unchecked', 'unticked', 'not checked'].includes(word)
        ? 'unchecked'
        : word === 'shown'
          ? 'visible'
          : word === 'not visible'
            ? 'hidden'
            : (word as 'visible' | 'hidden' | 'enabled' | 'disabled' | 'focused')
  return [{ ...base, kind: 'verify_element', target, state }]
}

const FIELD = '(?:field|input|box|text\\s*box|search\\s+box|text\\s+area|textarea)'

/** The field a check's name group holds: quoted (group 1) or as written (group 2). */
function fieldTarget(m: RegExpExecArray): TargetRef {
  return { kind: 'field', name: (m[1] ?? m[2]!).trim() }
}

/** `the "New item" field is empty`, `… contains "x"`, `… equals "x"`, `… has placeholder "x"`. */
function parseFieldCheck(step: string, base: Base): UiAction[] | undefined {
  const body = step.replace(VERIFY, '')
  const name = `(?:the\\s+)?(?:${Q}|([A-Za-z][\\w '?-]{0,40}?))\\s+${FIELD}`
  let match = ri`^${name}\\s+(?:is|should\\s+be|stays|remains|is\\s+now)\\s+(?:empty|blank|cleared)$`.exec(body)
  if (match) return [{ ...base, kind: 'verify_value', target: fieldTarget(match), value: '' }]
  match = ri`^${name}\\s+(?:contains|includes|should\\s+contain|shows\\s+text\\s+containing)\\s+${Q}$`.exec(body)
  if (match) return [{ ...base, kind: 'verify_value', target: fieldTarget(match), value: match[3]!, op: 'contains' }]
  match = ri`^${name}\\s+(?:has|shows|should\\s+have)\\s+(?:the\\s+)?placeholder(?:\\s+text)?\\s+${Q}$`.exec(body)
  if (match) return [{ ...base, kind: 'verify_value', target: fieldTarget(match), value: match[3]!, of: 'placeholder' }]
  match = ri`^(?:the\\s+)?placeholder\\s+(?:text\\s+)?of\\s+${name}\\s+(?:is|equals|reads)\\s+${Q}$`.exec(body)
  if (match) return [{ ...base, kind: 'verify_value', target: fieldTarget(match), value: match[3]!, of: 'placeholder' }]
  return undefined
}
