import type { Diagnostic } from '@codemirror/lint'
import type { Text } from '@codemirror/state'
import type { IssueSeverity, SpecIssue } from '../types.js'

/**
 * The server's line-numbered problems as CodeMirror diagnostics: each underlines its line from the first
 * non-blank character to the end (an empty line gets a zero-width mark, which the gutter still shows). Lines past
 * the end of the text (the text changed since it was checked) land on the last line.
 */
export function toDiagnostics(doc: Text, errors: readonly SpecIssue[], warnings: readonly SpecIssue[]): Diagnostic[] {
  const one = (issue: SpecIssue, severity: IssueSeverity): Diagnostic => {
    const line = doc.line(Math.min(Math.max(1, Math.trunc(issue.line)), doc.lines))
    const indent = line.text.length - line.text.trimStart().length
    return { from: line.from + indent, to: line.to, severity, message: `Line ${issue.line}: ${issue.message}`, source: 'spec' }
  }
  return [...errors.map((e) => one(e, 'error')), ...warnings.map((w) => one(w, 'warning'))].sort((a, b) => a.from - b.from)
}

/** The worst problem per line number (errors outrank warnings), for the line marks the e2e tests and users read. */
export function severityByLine(doc: Text, diagnostics: readonly Pick<Diagnostic, 'from' | 'severity'>[]): Map<number, IssueSeverity> {
  const byLine = new Map<number, IssueSeverity>()
  for (const d of diagnostics) {
    if (d.severity !== 'error' && d.severity !== 'warning') continue
    const line = doc.lineAt(Math.min(d.from, doc.length)).number
    if (byLine.get(line) !== 'error') byLine.set(line, d.severity)
  }
  return byLine
}
