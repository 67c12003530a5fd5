import {
  atxHeadings,
  type LineIssue,
  normalizeHeading,
  type OutlineItem,
  type OutlineSection,
  readOutline,
} from '../../platform/markdown/outline.js'
import type { Assertion } from './assertion-parse.js'
import { type LlmCase, type LlmSuite, type ParsedSuite, parseSuite, readCase, readDefaults } from './suite-parser.js'

/**
 * A suite read one case at a time. The markdown parser allocates about 15 KB per case and a whole-suite parse keeps
 * every case, so a 20,000-case suite grew the heap by ~300 MB; here only the suite's head (prompt, variables,
 * defaults) is parsed at once, and each `### case` is parsed when it is asked for, then dropped. Cases and issues are
 * the same as `parseSuite`'s (the test compares them); an unusual layout (setext headings, odd nesting in the cases
 * section) falls back to the whole parse.
 */
export interface SuiteStream {
  /** Title, prompt, variables and defaults; `cases` is empty (see `cases()`). */
  suite: LlmSuite
  total: number
  /** The cases in order, each parsed on demand; `issues` (when given) receives their errors and warnings. */
  cases(issues?: { errors: LineIssue[]; warnings: LineIssue[] }): Generator<LlmCase>
  /** Errors and warnings of the head (prompt, variables, defaults, sections), by line of the whole document. */
  headErrors: LineIssue[]
  headWarnings: LineIssue[]
}

export function streamSuite(markdown: string): SuiteStream {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n')
  const region = caseRegion(lines)
  if (!region) return wholeParse(parseSuite(markdown))
  const { starts, end } = region
  const first = starts[0]!
  // The head is the document without the case chunks; its lines after the cut map back by the cut's length.
  const headText = [...lines.slice(0, first), ...lines.slice(end)].join('\n')
  const head = parseSuite(headText)
  const back = (issue: LineIssue) => (issue.line > first ? { ...issue, line: issue.line + (end - first) } : issue)
  const headErrors = head.errors.filter((e) => !e.message.startsWith('No test cases')).map(back)
  const suite = head.suite
  const outline = readOutline(headText)
  const top = outline.sections.find((s) => s.depth === 1)
  const defaultsSection = top?.sections.find((s) => normalizeHeading(s.heading) === 'defaults')
  const defaultAssertions: Assertion[] = (defaultsSection ? readDefaults(defaultsSection, () => {}).assertions : []).map((a) =>
    a.line > first ? { ...a, line: a.line + (end - first) } : a,
  )
  return {
    suite,
    total: starts.length,
    headErrors,
    headWarnings: head.warnings.map(back),
    *cases(issues) {
      const names = new Map<string, number>()
      for (let i = 0; i < starts.length; i++) {
        const from = starts[i]!
        const to = starts[i + 1] ?? end
        const section = plainCase(lines, from, to) ?? markdownCase(lines, from, to)
        const err = (line: number, message: string) => issues?.errors.push({ line, message })
        const c = readCase(section, i, suite, defaultAssertions, err)
        if (issues) {
          const seen = names.get(c.name.toLowerCase())
          if (seen !== undefined) issues.warnings.push({ line: c.line, message: `Case name "${c.name}" repeats line ${seen}` })
          else names.set(c.name.toLowerCase(), c.line)
        }
        yield c
      }
    },
  }
}

/** Errors and warnings of a whole suite, by streaming it (same as `parseSuite`'s, without holding its cases). */
export function checkSuite(markdown: string, onCase?: (c: LlmCase) => void): Omit<ParsedSuite, 'suite'> & { stream: SuiteStream } {
  const stream = streamSuite(markdown)
  const issues = { errors: [] as LineIssue[], warnings: [] as LineIssue[] }
  for (const c of stream.cases(issues)) onCase?.(c)
  const errors = [...stream.headErrors, ...issues.errors].sort((a, b) => a.line - b.line)
  return { errors, warnings: [...issues.warnings, ...stream.headWarnings], stream }
}

function wholeParse(parsed: ParsedSuite): SuiteStream {
  const { suite, errors, warnings } = parsed
  return {
    suite: { ...suite, cases: [] },
    total: suite.cases.length,
    headErrors: errors,
    headWarnings: warnings,
    *cases() {
      yield* suite.cases
    },
  }
}

const CASES_HEADINGS = new Set(['test cases', 'tests', 'cases'])

/**
 * Where the `### case` chunks of `## Test Cases` start (0-based lines) and where the section ends, for the layout
 * the format describes; undefined for anything else (the caller parses the whole document then).
 */
function caseRegion(lines: string[]): { starts: number[]; end: number } | undefined {
  const headings = atxHeadings(lines)
  if (headings[0]?.depth !== 1 || headings.slice(1).some((h) => h.depth === 1)) return undefined
  const firstSub = headings.findIndex((h) => h.depth >= 2)
  if (firstSub >= 0 && headings[firstSub]!.depth !== 2) return undefined
  const at = headings.findIndex((h) => h.depth === 2 && CASES_HEADINGS.has(headingName(lines[h.index]!)))
  if (at < 0) return undefined
  const after = headings.slice(at + 1)
  const stop = after.findIndex((h) => h.depth <= 2)
  const inside = stop < 0 ? after : after.slice(0, stop)
  const end = stop < 0 ? lines.length : after[stop]!.index
  if (inside.length === 0 || inside[0]!.depth !== 3) return undefined
  const from = inside[0]!.index
  for (let i = from; i < end; i++) if (/^ {0,3}(?:=+|-+)[ \t]*$/.test(lines[i]!)) return undefined
  return { starts: inside.filter((h) => h.depth === 3).map((h) => h.index), end }
}

function headingName(line: string): string {
  return normalizeHeading(
    line
      .replace(/^#{1,6}/, '')
      .replace(/[ \t]+#+[ \t]*$/, '')
      .trim(),
  )
}

/** One `### case` chunk through the markdown parser, moved to the lines of the whole document. */
function markdownCase(lines: string[], from: number, to: number): OutlineSection {
  const chunk = readOutline(lines.slice(from, to).join('\n'))
  const section = chunk.sections[0]
  if (!section || chunk.sections.length !== 1 || section.depth !== 3)
    throw new Error(`the case at line ${from + 1} could not be read on its own`)
  shiftLines(section, from)
  return section
}

const PLAIN_HEADING = /^### +([^\s#\\<`][^\t#\\<`]*)$/
const PLAIN_ITEM = /^( {2})?- ([A-Za-z][^\t\\<`]*)$/

/**
 * The outline of a case written the plain way (a `### name` line, `- Key: value` items, `  - assertion` items
 * two spaces in, blank lines), read line by line: what the markdown parser gives for these lines, at a hundredth of
 * its cost. Anything else (continuation lines, code, quotes, other indentation or bullets, backslashes, HTML,
 * backticks) returns undefined and goes through the parser.
 */
function plainCase(lines: string[], from: number, to: number): OutlineSection | undefined {
  const heading = PLAIN_HEADING.exec(lines[from]!)
  if (!heading) return undefined
  const items: OutlineItem[] = []
  let bodyLine = 0
  for (let i = from + 1; i < to; i++) {
    const line = lines[i]!
    if (line.trim() === '') continue
    const item = PLAIN_ITEM.exec(line)
    if (!item) return undefined
    bodyLine ||= i + 1
    const entry: OutlineItem = { text: item[2]!.trim(), line: i + 1, items: [] }
    if (item[1] === undefined) items.push(entry)
    else if (items.length > 0) items[items.length - 1]!.items.push(entry)
    else return undefined
  }
  const name = heading[1]!.trim().replace(/:$/, '').trim()
  return { heading: name, depth: 3, line: from + 1, body: '', bodyLine: bodyLine || from + 2, blocks: [], items, sections: [] }
}

/** Moves a chunk's section to the lines of the whole document. */
function shiftLines(section: OutlineSection, by: number): void {
  section.line += by
  section.bodyLine += by
  for (const block of section.blocks) block.line += by
  const items = (list: OutlineItem[]) => {
    for (const item of list) {
      item.line += by
      items(item.items)
    }
  }
  items(section.items)
  for (const sub of section.sections) shiftLines(sub, by)
}
