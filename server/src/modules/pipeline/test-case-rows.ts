import type { Note } from '../understanding/sentence.js'
import { summarizeUiAction } from './action-summary.js'
import type { UiAction } from './actions.js'
import { expectedChecks } from './note-lines.js'
import { type Cell, type Filler, type Row, splitRow } from './test-case-cells.js'

/**
 * A test case's row pasted as a step (round 14), read cell by cell (test-case-cells.ts cuts it):
 * - the cells that are no step's words (the step's number, the case id, a status or tick, an empty or N/A cell) are
 *   dropped, each with a note;
 * - the content cells are placed by label (`Action:`, `Test data:`, `Expected result:`), else by position: the first
 *   is the action, a last one the expected result, one between them the data;
 * - the action is read by the whole pipeline; a data cell is its value where it has none (`Enter email | a@b.c`), and
 *   must then be the value the reading types or picks; a data cell next to an action that has a value of its own is
 *   either that value again (dropped) or reported;
 * - the expected result is read as checks the way a test-management row's is (note-lines.ts `expectedChecks`).
 * A row whose cells cannot be placed or read so is reported with the reason, never read some other way: the bars, the
 * arrow and the labels say the line is a row.
 */

interface Read {
  actions: UiAction[]
  notes: Note[]
}
type Understand = (said: string, line: number) => Read

const FILLER_SAYS: Readonly<Record<Filler, string>> = {
  empty: 'an empty cell',
  number: "the step's number",
  'case id': "the test case's id",
  status: 'a status cell',
}
/** Verbs that take the data cell as their value. */
const VALUE_VERB =
  /^(?:enter|type|fill(?:\s+in|\s+out)?|input|write|put|set|key\s+in|select|choose|pick|search(?:\s+for)?|provide|insert|paste|give)\b/i
/** Verbs that open the data cell's address (`Open the login page | {{BASE_URL}}/login`). */
const NAV_VERB = /^(?:open|go\s+to|navigate\s+to|visit|browse\s+to|load|launch)\s+\S/i
const URL_DATA = /^(?:https?:\/\/|\/|\{\{)\S*$/
/** A step's number leading the action cell (`3.`, `Step 4:`). */
const NUMBER_LEAD = /^(?:step\s+)?\d{1,3}\s*[.:)-]\s+(?=\S)/i
/** A data cell that is one value: one quote, a placeholder, or one word. */
const ONE_VALUE = /^(?:"[^"]*"|\{\{[^}]+\}\}\S*|[^\s"]+)$/

const isUnknown = (read: Read) => read.actions.length === 0 || read.actions.some((a) => a.kind === 'unknown')

/** The row read, reported (one `unknown` action) when it is a row that cannot be read, or `undefined` when no row. */
export function readTestCaseRow(raw: string, line: number, understand: Understand): Read | undefined {
  const row = splitRow(raw)
  if (!row) return undefined
  const whole = raw.replace(/\s+/g, ' ').trim()
  const report = (reason: string, notes: Note[] = []): Read => ({
    actions: [{ line, text: whole, kind: 'unknown', reason: `a test case's row: ${reason}` }],
    notes,
  })
  const dropped: Note[] = row.cells
    .filter((cell) => cell.filler !== undefined && (cell.text !== '' || cell.column !== undefined))
    .map((cell) => ({
      kind: 'ignored',
      message: cell.text === '' ? `ignored the empty ${cell.column} cell` : `ignored "${cell.text}" (${FILLER_SAYS[cell.filler!]})`,
    }))
  for (const cell of row.cells.filter((c) => c.column === 'past' && c.filler === undefined))
    dropped.push({ kind: 'ignored', message: `ignored "${cell.text}" (what a run recorded, not the test)` })
  const placed = place(row)
  if (typeof placed === 'string') return report(placed, dropped)
  const lead = NUMBER_LEAD.exec(placed.action)
  const actionText = lead ? placed.action.slice(lead[0].length) : placed.action
  if (lead) dropped.push({ kind: 'ignored', message: `ignored "${lead[0].trim()}" (the step's number)` })
  const cells = asData(placed, actionText, line, understand)
  if (typeof cells === 'string') return report(cells, dropped)
  const { data, expected } = cells
  const action = readAction(actionText, data, line, understand)
  // (A tick or status at a line's end may be a word of the step: a step not understood is left to the other readings.)
  if (typeof action === 'string') return row.by === 'tail' ? undefined : (asAscii(raw, row, line, understand) ?? report(action, dropped))
  let checks: UiAction[] = []
  const notes: Note[] = []
  if (expected !== undefined) {
    const read = expectedChecks(ofTheControl(expected, action.actions), action.actions, (said) => understand(said, line))
    if (!read)
      return (
        asAscii(raw, row, line, understand) ??
        report(`the expected result "${expected}" does not read as a check; write what is shown, e.g. Expected: "Saved" is shown`, dropped)
      )
    checks = read.checks
    notes.push(...read.notes)
  }
  const said = [`action "${actionText}"`, ...action.said, ...(expected !== undefined ? [`expected "${expected}"`] : [])]
  return {
    actions: [...action.actions, ...checks].map((a) => ({ ...a, text: whole })),
    notes: [{ kind: 'split', message: `read the row's cells: ${said.join(', ')}` }, ...dropped, ...action.notes, ...notes],
  }
}

/**
 * `Export btn ⇒ disabled`, `Documents tab → click "X"`: a drawn arrow the row's cells do not read is read as the typed
 * arrow `->` is (checklist-lines.ts), when that reading understands the line.
 */
function asAscii(raw: string, row: Row, line: number, understand: Understand): Read | undefined {
  if (row.by !== 'arrow') return undefined
  const said = raw
    .split(/("[^"]*")/)
    .map((piece, i) => (i % 2 === 0 ? piece.replace(DRAWN_ARROW, ' -> ') : piece))
    .join('')
  const read = understand(said, line)
  if (isUnknown(read)) return undefined
  const whole = raw.replace(/\s+/g, ' ').trim()
  return {
    actions: read.actions.map((a) => ({ ...a, text: whole })),
    notes: [{ kind: 'corrected', message: `read the arrow as "->"` }, ...read.notes],
  }
}

const DRAWN_ARROW = /\s*[⇒→➔➜⟶]\s*/g

/**
 * `Enter email | a@b.c`: of two unlabelled cells the second is the data, not the expected result, when it is one value
 * and the action takes a value it does not have (the action alone is not understood), or when it is the value the
 * action types or picks again. One value after an action that types or picks another may be either: reported.
 */
function asData(placed: Placed, action: string, line: number, understand: Understand): { data?: string; expected?: string } | string {
  const { data, expected } = placed
  if (!placed.second || expected === undefined) return { data, expected }
  const alone = understand(action, line)
  // (`Type "Mo Farah" in Borrower | Mo Farah`: the action's own value again, however many words.)
  if (!isUnknown(alone) && alone.actions.some((a) => holds(a, unquoted(expected)))) return { data: expected }
  if (!ONE_VALUE.test(expected)) return { data, expected }
  if (isUnknown(alone)) return VALUE_VERB.test(action) || NAV_VERB.test(action) ? { data: expected } : { data, expected }
  if (!alone.actions.some((a) => a.kind === 'fill' || a.kind === 'select')) return { data, expected }
  return `"${expected}" after "${action}" may be its data or the text expected; label the cell ("Test data:" or "Expected:")`
}

interface Placed {
  action: string
  data?: string
  expected?: string
  /** The expected result is the second of two unlabelled cells (it may be the data). */
  second?: true
}

/** The content cells in their columns, or why they cannot be placed. */
function place(row: Row): Placed | string {
  const content = row.cells.filter((c) => c.filler === undefined && c.column !== 'past')
  const byLabel = (column: Cell['column']) => content.filter((c) => c.column === column)
  for (const column of ['action', 'data', 'expected'] as const)
    if (byLabel(column).length > 1) return `two cells are labelled as the ${column}; write one step per row`
  const free = content.filter((c) => c.column === undefined).map((c) => c.text)
  const action = byLabel('action')[0]?.text ?? free.shift()
  let data = byLabel('data')[0]?.text
  let expected = byLabel('expected')[0]?.text
  if (action === undefined)
    return expected === undefined ? 'no cell holds an action' : `the expected result "${expected}" has no action before it`
  if (free.length === 2 && data === undefined && expected === undefined) [data, expected] = free
  else if (free.length === 1 && expected === undefined && data === undefined)
    return { action, expected: free[0]!, ...(byLabel('action').length === 0 ? { second: true as const } : {}) }
  else if (free.length === 1 && expected === undefined) expected = free[0]
  else if (free.length === 1 && data === undefined) data = free[0]
  else if (free.length > 0)
    return `its cells ${content.map((c) => `"${c.text}"`).join(', ')} cannot be placed as an action, its data and its expected result`
  return { action, ...(data !== undefined ? { data } : {}), ...(expected !== undefined ? { expected } : {}) }
}

/**
 * The action with its data cell (`Enter email` + `a@b.c`). With two unlabelled cells the second is the data only when
 * the action alone is not understood and takes a value; otherwise the expected result (the caller placed it so).
 */
function readAction(
  action: string,
  data: string | undefined,
  line: number,
  understand: Understand,
): { actions: UiAction[]; notes: Note[]; said: string[] } | string {
  const alone = understand(action, line)
  if (data === undefined) return isUnknown(alone) ? notRead(action, alone) : { ...alone, said: [] }
  if (!isUnknown(alone)) {
    const value = unquoted(data)
    if (alone.actions.some((a) => holds(a, value) || (a.kind === 'navigate' && a.url === value)))
      return { ...alone, said: [`data "${data}" (the action's own value)`] }
    return `the data "${data}" is not the value of "${action}", which has its own; write the value once`
  }
  if (NAV_VERB.test(action) && URL_DATA.test(data)) {
    const read = understand(`${action} at ${data}`, line)
    const opened = !isUnknown(read) && read.actions.length === 1 && read.actions[0]!.kind === 'navigate' && read.actions[0]!.url === data
    return opened ? { ...read, said: [`data "${data}"`] } : `the data "${data}" could not be given to "${action}"`
  }
  if (!VALUE_VERB.test(action) || !/\s/.test(action.trim())) return notRead(action, alone)
  const value = `"${unquoted(data)}"`
  const verb = VALUE_VERB.exec(action)![0]
  const rest = action.slice(verb.length).trim()
  const readings = new Map<string, Read>()
  for (const said of [`${action} ${value}`, `${action} with ${value}`, `${verb} ${value} in ${rest}`]) {
    const read = understand(said, line)
    if (isUnknown(read) || !read.actions.some((a) => holds(a, unquoted(data)))) continue
    readings.set(read.actions.map(summarizeUiAction).join(' | '), read)
  }
  if (readings.size > 1) return `ambiguous: "${action}" with the data "${data}" may mean ${[...readings.keys()].join(' or ')}`
  const [read] = readings.values()
  return read ? { ...read, said: [`data "${data}"`] } : `the data "${data}" could not be given to "${action}"`
}

/**
 * `Type "2.5" in Hours | The field shows "2.5"`: an expected cell about the field (or dropdown) without its name, after
 * an action on exactly one named field, is about that field; its name is put in (`the "Hours" field shows "2.5"`).
 */
function ofTheControl(expected: string, actions: UiAction[]): string {
  if (!NAMELESS_CONTROL.test(expected)) return expected
  const typed = actions.filter((a) => (a.kind === 'fill' || a.kind === 'select') && a.target.name !== '')
  if (typed.length !== 1) return expected
  const one = typed[0] as Extract<UiAction, { kind: 'fill' | 'select' }>
  const role = one.kind === 'fill' ? 'field' : 'dropdown'
  const control = `the ${JSON.stringify(one.target.name)} ${role}`
  const shown = SHOWN_IN.exec(expected)
  if (shown) return `${control} shows ${shown[1]}`
  const says = CONTROL_SAYS.exec(expected)
  return says ? `${control} ${says[1]!.toLowerCase()} ${says[2]}` : expected
}

const NAMELESS_CONTROL = /\b(?:field|input|box|dropdown|it|value)\b/i
/** `The field shows "2.5"`, `Field shows value "2.5"`, `It displays "2.5"`, `Value is "2.5"`. */
const CONTROL_SAYS =
  /^(?:the\s+)?(?:field|input|text\s*box|box|dropdown|it|value)\s+(shows|displays|contains|has|reads|says|is)\s+(?:the\s+)?(?:value\s+)?("[^"]*")\.?$/i
/** `"2.5" appears in the field`, `"2.5" is shown in the box`. */
const SHOWN_IN =
  /^("[^"]*")\s+(?:is\s+)?(?:shown|displayed|appears|visible|present)\s+in\s+(?:the\s+)?(?:field|input|text\s*box|box|dropdown)\.?$/i

/** The reading typed or picked the data cell's value into a named control. */
function holds(action: UiAction, value: string): boolean {
  if (action.kind === 'fill') return action.value === value && !action.target.focused && action.target.name !== ''
  return action.kind === 'select' && action.option === value && action.target.name !== ''
}

function unquoted(data: string): string {
  return /^"[^"]*"$/.test(data) ? data.slice(1, -1) : data
}

function notRead(action: string, read: Read): string {
  const reason = read.actions.find((a) => a.kind === 'unknown')
  return `the action "${action}" is not understood${reason && reason.kind === 'unknown' ? ` (${reason.reason})` : ''}`
}
