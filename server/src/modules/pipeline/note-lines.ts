import { mask, type Note, tidy, unmask } from '../understanding/sentence.js'
import { summarizeUiAction } from './action-summary.js'
import type { UiAction } from './actions.js'
import { desktopWording, hasGesture } from './touch-gestures.js'

/**
 * Line notations of test notes (round 10), read as the steps they hold:
 * - a charter's arrow bullet (`-> click "New booking"`, `=> open /x`): a bullet, not a word of the step;
 * - a test-management row pasted as one line (`Description: Click Save Expected Result: "Saved" is shown`, as HP ALM
 *   and Xray export it): the action, then its expected result as a check. An empty result (`-`, `N/A`, `none`) adds
 *   nothing; a result that only restates the action (`Screenshot is attached` after a screenshot, `Order is correct`
 *   after an order check) adds nothing either; a result naming the action's own control in a state (`Checkbox is
 *   checked` after ticking one) checks that control. Any other result must read as checks, never as an action.
 * - a mobile tester's gestures in desktop words (touch-gestures.ts).
 * Each part is read by the whole pipeline (`understand`); a part not understood leaves the line to the other readers.
 */

interface Read {
  actions: UiAction[]
  notes: Note[]
}

const ARROW_BULLET = /^\s*(?:->|=>|→|»)\s*(?=\S)/
const COLUMNS = /^(?:(?:test\s+)?step\s+)?(?:description|action)\s*:\s*(.+?)\s+(expected(?:\s+results?)?)\s*:\s*(.*)$/i
const NOTHING_EXPECTED = /^(?:[-–—.]*|n\s*\/\s*a|none|nothing|no\s+change)\.?$/i
/** `Order is correct`, `Screenshot is attached`: the thing the action made or checked, said to be as it should. */
const RESTATED =
  /^(?:the\s+)?(order|sort\s+order|sorting|screenshot|checkbox|check\s*box|radio(?:\s+button)?|switch|toggle)\s+is\s+(correct|right|attached|taken|saved|ok|fine|as\s+expected|checked|ticked|selected|unchecked|unticked|on|off)\.?$/i

/** `Save btn enabled?`, `Mileage field = "120000"?`: a question with no auxiliary verb, a charter's way to note a check. */
const TERSE_QUESTION = /^(?!(?:is|are|was|were|does|do|did|has|have|can|could|will|would|should|shall|may|must)\b)(.+?)\s*\?+$/i
/**
 * `… is disabled while there are conflicts`, `… is enabled after both items are added`: a condition after a check says
 * when it holds (the steps before bring that about); the check is read without it, with a note. Only a check, and
 * only a clause with no quoted value.
 */
const CONDITION =
  /^(.+?\S)\s+((?:while|as\s+long\s+as|after|once|when|since)\s+(?:there|the|both|all|it|its|no|a|an|i|we|you|they|this|that|these|those|every|each|[a-z]+ing)\b[^\uE000]*)$/i

/** `type "x" in Search + enter`: a key pressed after the action, written with a plus (`Ctrl + Enter` is one chord). */
const PLUS_KEY = /^(.+?)(?<!\b(?:ctrl|control|shift|alt|option|cmd|command|meta))\s+\+\s*(enter|return|tab|esc|escape)$/i

const isUnknown = (read: Read) => read.actions.some((a) => a.kind === 'unknown')
const isCheck = (a: UiAction) => a.kind.startsWith('verify_')
const CONDITION_WORD = /\s(?:while|as\s+long\s+as|after|once|when|since)\s/i
const cheap = /->|=>|→|»|expected|\?\s*$|\s\+\s*[a-z]+$/i

/** The line read through its notation, or undefined when it has none or a part of it is not understood. */
export function readNoteLine(raw: string, understand: (said: string) => Read): Read | undefined {
  const whole = raw.replace(/\s+/g, ' ').trim()
  const gestured = hasGesture(raw) ? readGestures(raw, whole, understand) : undefined
  if (gestured) return gestured
  if (!cheap.test(raw)) return undefined
  const bullet = ARROW_BULLET.exec(raw)
  if (bullet) {
    const rest = understand(raw.slice(bullet[0].length))
    if (isUnknown(rest)) return undefined
    const notes: Note[] = [{ kind: 'ignored', message: `ignored "${bullet[0].trim()}" (a bullet)` }, ...rest.notes]
    return { actions: rest.actions.map((a) => ({ ...a, text: whole })), notes }
  }
  return readColumns(raw, whole, understand) ?? readTerseQuestion(raw, whole, understand) ?? readPlusKey(raw, whole, understand)
}

/** The check without its condition clause, or undefined (not a check, or the clause holds a value). */
export function readCondition(raw: string, understand: (said: string) => Read): Read | undefined {
  if (!CONDITION_WORD.test(raw)) return undefined
  const masked = mask(tidy(raw))
  const found = CONDITION.exec(masked.text.replace(/[.;]+$/, ''))
  if (!found) return undefined
  const read = understand(unmask(masked, found[1]!))
  if (isUnknown(read) || !read.actions.every(isCheck)) return undefined
  const whole = raw.replace(/\s+/g, ' ').trim()
  const note: Note = { kind: 'ignored', message: `ignored "${found[2]}" (when the check holds; the steps before bring it about)` }
  return { actions: read.actions.map((a) => ({ ...a, text: whole })), notes: [...read.notes, note] }
}

/**
 * `Save btn enabled?` -> `Verify Save btn enabled`; `click Check availability, "3 slots free" shown?` -> the action,
 * then the check after its last comma. The question part must read as checks only.
 */
function readTerseQuestion(raw: string, whole: string, understand: (said: string) => Read): Read | undefined {
  const masked = mask(tidy(raw))
  const found = TERSE_QUESTION.exec(masked.text)
  if (!found) return undefined
  const body = found[1]!.replace(/\s+=\s+/g, ' is ')
  const comma = body.lastIndexOf(', ')
  const before = comma > 0 ? understand(unmask(masked, body.slice(0, comma))) : undefined
  if (before && (isUnknown(before) || before.actions.every(isCheck))) return undefined
  const asked = understand(unmask(masked, `Verify ${comma > 0 ? body.slice(comma + 2) : body}`))
  if (isUnknown(asked) || !asked.actions.every(isCheck)) return undefined
  const actions = [...(before?.actions ?? []), ...asked.actions].map((a) => ({ ...a, text: whole }))
  const note: Note = { kind: 'reordered', message: `read the question as a check: ${asked.actions.map(summarizeUiAction).join(' | ')}` }
  return { actions, notes: [...(before?.notes ?? []), ...asked.notes, note] }
}

function readGestures(raw: string, whole: string, understand: (said: string) => Read): Read | undefined {
  const masked = mask(tidy(raw))
  const changed: string[] = []
  const text = desktopWording(masked.text, changed)
  if (changed.length === 0) return undefined
  const read = understand(unmask(masked, text))
  if (isUnknown(read)) return undefined
  const note: Note = { kind: 'corrected', message: `read ${changed.join(', ')}` }
  return { actions: read.actions.map((a) => ({ ...a, text: whole })), notes: [note, ...read.notes] }
}

function readPlusKey(raw: string, whole: string, understand: (said: string) => Read): Read | undefined {
  const masked = mask(tidy(raw))
  const found = PLUS_KEY.exec(masked.text)
  if (!found) return undefined
  const said = unmask(masked, `${found[1]} and press ${found[2]}`)
  const read = understand(said)
  if (isUnknown(read)) return undefined
  return {
    actions: read.actions.map((a) => ({ ...a, text: whole })),
    notes: [...read.notes, { kind: 'reordered', message: `read as "${said}"` }],
  }
}

function readColumns(raw: string, whole: string, understand: (said: string) => Read): Read | undefined {
  const masked = mask(tidy(raw))
  const found = COLUMNS.exec(masked.text)
  if (!found) return undefined
  const actionText = unmask(masked, found[1]!.replace(/[.;]+$/, ''))
  const expectedText = unmask(masked, found[3]!.trim())
  const label = found[2]!.replace(/\s+/g, ' ')
  const action = understand(actionText)
  if (isUnknown(action)) return undefined
  const expected = expectedChecks(expectedText, action.actions, understand)
  if (!expected) return undefined
  return {
    actions: [...action.actions, ...expected.checks].map((a) => ({ ...a, text: whole })),
    notes: [
      { kind: 'split', message: `split into the action and its expected result (${label}): "${actionText}", ${expected.said}` },
      ...action.notes,
      ...expected.notes,
    ],
  }
}

/**
 * What an expected result adds after the action's `actions`: nothing (`N/A`, a restated result), checks of the
 * action's own control, or the result read as checks; `undefined` when it reads as an action or not at all.
 */
export function expectedChecks(
  expectedText: string,
  actions: UiAction[],
  understand: (said: string) => Read,
): { checks: UiAction[]; said: string; notes: Note[] } | undefined {
  if (NOTHING_EXPECTED.test(expectedText)) return { checks: [], said: 'none expected', notes: [] }
  const restated = RESTATED.exec(expectedText)
  if (restated) {
    const checks = restatedChecks(restated[1]!.toLowerCase(), restated[2]!.toLowerCase(), actions.at(-1))
    if (checks)
      return {
        checks,
        said: `"${expectedText}" (${checks.length ? checks.map(summarizeUiAction).join(' | ') : 'what the action does'})`,
        notes: [],
      }
  }
  const expected = asCheck(ofTheField(expectedText, actions), understand)
  return expected && { checks: expected.actions, said: `"${expectedText}"`, notes: expected.notes }
}

/**
 * `Enter "North Meadow" in Field name` / `Field name shows "North Meadow"`: a result led by the label of the field the
 * action typed into is about that field's value (the label may be any words, so it is quoted for the reader).
 */
function ofTheField(expected: string, actions: UiAction[]): string {
  for (const a of actions) {
    if ((a.kind !== 'fill' && a.kind !== 'select') || a.target.name === '') continue
    const name = a.target.name
    const led = expected.slice(0, name.length).toLowerCase() === name.toLowerCase() ? expected.slice(name.length) : undefined
    const rest = led === undefined ? undefined : FIELD_SAYS.exec(led)
    if (rest) return `the "${name}" ${a.kind === 'fill' ? 'field' : 'dropdown'} ${rest[1]}`
  }
  return expected
}

const FIELD_SAYS = /^(?:\s+(?:field|dropdown))?\s+((?:still\s+)?(?:shows|displays|reads|says|contains|has|is)\s.+)$/i

/** The expected result as checks: as written, else after `Verify`; undefined when it reads as an action or not at all. */
function asCheck(text: string, understand: (said: string) => Read): Read | undefined {
  for (const said of [text, `Verify ${text}`]) {
    const read = understand(said)
    if (!isUnknown(read) && read.actions.every((a) => a.kind.startsWith('verify_') || a.kind === 'wait')) return read
  }
  return undefined
}

const CHECKED = new Set(['checked', 'ticked', 'selected', 'on'])
const UNCHECKED = new Set(['unchecked', 'unticked', 'off'])

/** What a restated result adds after `last`: nothing, a state check of its control, or undefined (not that action's). */
function restatedChecks(noun: string, state: string, last: UiAction | undefined): UiAction[] | undefined {
  if (last === undefined) return undefined
  if (/order|sorting/.test(noun)) return last.kind === 'verify_order' && !CHECKED.has(state) ? [] : undefined
  if (noun === 'screenshot') return last.kind === 'screenshot' && /attached|taken|saved/.test(state) ? [] : undefined
  if ((last.kind !== 'check' && last.kind !== 'uncheck') || last.target.kind !== 'toggle') return undefined
  const want = CHECKED.has(state) ? 'checked' : UNCHECKED.has(state) ? 'unchecked' : undefined
  if (want === undefined || (want === 'checked') !== (last.kind === 'check')) return undefined
  return [{ line: last.line, text: last.text, kind: 'verify_element', target: last.target, state: want }]
}
