/**
 * A row of a test case pasted from a spreadsheet or a test-management tool (Excel, TestRail, Zephyr, Xray, qTest,
 * Azure Test Plans), cut into its cells (round 14). The cells come between bars or tabs (`3 | Select "Marta" … |`),
 * around one drawn arrow (`Click "Save" ⇒ "Saved" is shown`), between spaced slashes after a case id (`TC-12 / step 2 /
 * Enter email / a@b.c / …`), or after labels (`Action: … Expected result: …`); a checklist's last cell may be a tick
 * or a status alone (`Click "Buy" ✓`, `… - PASS`). Separators inside double quotes are the value's.
 * Each cell is then told apart: the step's number, the case id, a status, an empty or N/A cell are no step; a label
 * says which column a cell is; the rest are content, placed by test-case-rows.ts.
 */

export type Column = 'action' | 'data' | 'expected' | 'past'
export type Filler = 'empty' | 'number' | 'case id' | 'status'

export interface Cell {
  /** The cell's text without its label. */
  text: string
  /** The column a label names, if any. */
  column?: Column
  /** A cell that is no step's words. */
  filler?: Filler
}

export interface Row {
  cells: Cell[]
  /** What cut the line: a tick or status cut only at the end of a checklist line. */
  by: 'bar' | 'arrow' | 'slash' | 'label' | 'tail'
}

const SEP = '\u0002'
/** What any row holds: a cheap test before the rest. */
const CHEAP = /[|\t⇒→➔➜⟶✓✔✅☑—–…]|\.\.\.|->|=>| \/ | - |:|\]\s*$|pass|fail|^\s*(?:test\s+)?(?:step|action|description)\b/i
/** A drawn arrow (`->` and `=>` are read by the other readings: `btn Save -> click`, `Export btn -> disabled`). */
const ARROW = /\s*[⇒→➔➜⟶]\s*/g
/** A test case's id (`TC-12`, `TC_12`, `REG-3.1`, `C1234` as TestRail numbers them). */
const CASE_ID = /^(?:[A-Z][A-Z0-9]*[-_]\d+(?:\.\d+)*[a-z]?|C\d{2,})$/
const SLASH_LED = /^(?:[A-Z][A-Z0-9]*[-_]\d+(?:\.\d+)*[a-z]?|C\d{2,}) \/ /
const NUMBER = /^(?:(?:step|#|no\.?)\s*)?\d{1,3}(?:\.\d{1,3})?[.:)]?$/i
const NOTHING = /^(?:|[-–—./]+|n\s*\/\s*a|n\.a\.?|na|none|nil|null|tbd|empty|blank)$/i
const STATUS =
  /^(?:pass(?:ed)?|fail(?:ed)?|ok|done|works|as\s+expected|blocked|skipped|not\s+(?:run|executed|tested)|untested|retest|in\s+progress|[✓✔✅☑✗✘❌]\uFE0F?|\[[xX✓✔ ]?\])$/i
/** A lead naming the cell's column, with its colon. */
const LABEL =
  /^(?:(action|(?:test\s+)?steps?(?:\s+(?:action|description))?|description|step\s+details)|((?:test\s+)?data|input(?:\s+data)?|test\s+input|value)|(expected(?:\s+(?:results?|outcome|behaviou?r))?|results?|er)|(actual(?:\s+results?)?|status|comments?|notes?|remarks?))\s*:\s*/i
/** A line that starts with an action's label (`Action:`, `Test step:`, `Description:`) or a step's (`Step 3:`). */
const ACTION_LED = /^(?:action|test\s+step|step\s+(?:action|description)|description|steps?|step\s+\d{1,3})\s*:/i
/** Where a later label starts its cell in a labelled line (`…. Expected result: …`, `… Test data: …`). */
const LATER_LABEL =
  /(?<!(?:^|\s)(?:test|input))\s*(?:[.;,]|[-–—]+|⇒|→|➔|➜|⟶|-+>|=+>)?\s+(?=(?:(?:test\s+)?data|input(?:\s+data)?|test\s+input|expected(?:\s+(?:results?|outcome|behaviou?r))?|actual(?:\s+results?)?|status)\s*:)/gi
/**
 * A checklist line's last cell: a tick, or a status or a tester's verdict (`works`, `as expected`) after a dash or a
 * colon or in brackets.
 */
const TAIL =
  /^(.*?\S)\s*(?:(?:\s+[-–—]|\s*:|\s*\.{2,})\s*(pass(?:ed)?|fail(?:ed)?|ok|done|n\s*\/\s*a|works(?:\s+(?:fine|ok|okay|as\s+expected))?|as\s+expected|all\s+good|looks\s+good|no\s+issues?)|\s*[([](pass(?:ed)?|fail(?:ed)?|ok)[)\]]|\s+([✓✔✅☑]\uFE0F?|\[[xX✓✔]\]))\s*$/i
/** The tail words that must be capitals to be a status (`Click OK` names a button; `- OK` may be a value). */
const CAPITAL_ONLY = /^(?:ok|done)$/i

/** The row's cells, or `undefined` when the line has no row notation. */
export function splitRow(line: string): Row | undefined {
  if (!CHEAP.test(line)) return undefined
  // Quoted values keep their separators: only the words between quotes are cut.
  const pieces = line
    .trim()
    .replace(/\t/g, ' | ')
    .split(/("[^"]*")/)
  const outside = pieces.filter((_, i) => i % 2 === 0).join(' ')
  const cut = (change: (words: string) => string, by: Row['by']): Row => {
    const text = pieces.map((piece, i) => (i % 2 === 0 ? change(piece) : piece)).join('')
    return { cells: text.split(SEP).map(readCell), by }
  }
  if (outside.includes('|')) return cut((words) => words.replace(/\s*\|\s*/g, SEP), 'bar')
  if (ACTION_LED.test(line.trim()) && hasLaterLabel(outside)) return cut((words) => words.replace(LATER_LABEL, SEP), 'label')
  const arrows = outside.match(ARROW)
  if (arrows?.length === 1) return cut((words) => words.replace(ARROW, SEP), 'arrow')
  if (SLASH_LED.test(line.trim()) && (outside.match(/ \/ /g)?.length ?? 0) >= 2) return cut((words) => words.replace(/ \/ /g, SEP), 'slash')
  return tailed(line.trim())
}

function hasLaterLabel(words: string): boolean {
  LATER_LABEL.lastIndex = 0
  return LATER_LABEL.test(words)
}

function tailed(line: string): Row | undefined {
  if (/"[^"]*$/.test(line.replace(/"[^"]*"/g, ''))) return undefined
  const found = TAIL.exec(line)
  if (!found) return undefined
  const status = found[2] ?? found[3] ?? found[4]!
  if (CAPITAL_ONLY.test(status) && status !== status.toUpperCase()) return undefined
  return { cells: [readCell(found[1]!), { text: status, filler: 'status' }], by: 'tail' }
}

function readCell(raw: string): Cell {
  const text = raw.trim()
  const label = LABEL.exec(text)
  if (label) {
    const column: Column = label[1] ? 'action' : label[2] ? 'data' : label[3] ? 'expected' : 'past'
    const rest = text.slice(label[0].length).trim()
    return NOTHING.test(rest) ? { text: rest, column, filler: 'empty' } : { text: rest, column }
  }
  if (NOTHING.test(text)) return { text, filler: 'empty' }
  if (NUMBER.test(text)) return { text, filler: 'number' }
  if (CASE_ID.test(text)) return { text, filler: 'case id' }
  if (STATUS.test(text)) return { text, filler: 'status' }
  return { text }
}
