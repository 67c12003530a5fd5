import type { SpecIssue } from './queries.js'

/** What "New spec" starts from: a small spec that parses, following docs/ui-spec-format.md. */
export const NEW_SPEC_TEMPLATE = `# Test: My test

## Description

What a person does and what they should see.

## Steps

1. Navigate to {{BASE_URL}}/
2. Click "Sign in"
3. Verify the text "Welcome" is visible

## Expected Outcome

- The visitor sees the welcome page.
`

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

/** Problems by line for the editor's gutter: an error wins over a warning on the same line. */
export function issuesByLine(errors: readonly SpecIssue[], warnings: readonly SpecIssue[]): Map<number, LineIssues> {
  const map = new Map<number, LineIssues>()
  const add = (issue: SpecIssue, severity: IssueSeverity) => {
    const entry = map.get(issue.line)
    if (!entry) map.set(issue.line, { severity, messages: [issue.message] })
    else {
      entry.messages.push(issue.message)
      if (severity === 'error') entry.severity = 'error'
    }
  }
  for (const e of errors) add(e, 'error')
  for (const w of warnings) add(w, 'warning')
  return map
}

const OUTCOME_HEADING = /^##\s+expected(\s+(outcome|results?))?\s*$/i

/**
 * The `## Expected Outcome` section (also `Expected Result(s)`, `Expected`) as items: bullets become one item each,
 * paragraphs one item per paragraph. The validation answer has no outcome, so the preview reads it from the text.
 */
export function expectedOutcome(markdown: string): string[] {
  const items: string[] = []
  let inside = false
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length > 0) items.push(paragraph.join(' '))
    paragraph = []
  }
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim()
    if (/^#{1,2}\s/.test(line)) {
      flush()
      inside = OUTCOME_HEADING.test(line)
      continue
    }
    if (!inside) continue
    if (line === '') flush()
    else if (/^[-*+]\s+/.test(line)) {
      flush()
      paragraph.push(line.replace(/^[-*+]\s+/, ''))
    } else paragraph.push(line)
  }
  flush()
  return items
}

/** Tags typed as "smoke, checkout": trimmed, lowercased, deduplicated (the API does the same). */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].sort()
}

/** The last segment of a spec name (`checkout/guest pays` → `guest pays`). */
export function baseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1)
}
