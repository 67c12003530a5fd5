/** A problem the server found in a spec, on a 1-based line (API and UI specs report the same shape). */
export interface TextIssue {
  line: number
  message: string
}

export function lineCount(text: string): number {
  let n = 1
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) n++
  return n
}

/** Characters in the longest line (a tab counts as 2, the editor's tab size). */
export function longestLine(text: string): number {
  let longest = 0
  for (const line of text.split('\n')) {
    const width = line.length + (line.match(/\t/g)?.length ?? 0)
    if (width > longest) longest = width
  }
  return longest
}

/** Character offsets of a 1-based line (end excludes the newline); clamped to the text. */
export function lineRange(text: string, line: number): { start: number; end: number } {
  let start = 0
  for (let n = 1; n < line; n++) {
    const next = text.indexOf('\n', start)
    if (next === -1) return { start: text.length, end: text.length }
    start = next + 1
  }
  const end = text.indexOf('\n', start)
  return { start, end: end === -1 ? text.length : end }
}

export type IssueSeverity = 'error' | 'warning'

export interface LineIssues {
  severity: IssueSeverity
  messages: string[]
}

/** The problems of each line (errors outrank warnings), for the editor's gutter and line highlights. */
export function issuesByLine(errors: readonly TextIssue[], warnings: readonly TextIssue[]): Map<number, LineIssues> {
  const byLine = new Map<number, LineIssues>()
  const add = (issue: TextIssue, severity: IssueSeverity) => {
    const entry = byLine.get(issue.line)
    if (!entry) byLine.set(issue.line, { severity, messages: [issue.message] })
    else {
      entry.messages.push(issue.message)
      if (severity === 'error') entry.severity = 'error'
    }
  }
  for (const e of errors) add(e, 'error')
  for (const w of warnings) add(w, 'warning')
  return byLine
}
