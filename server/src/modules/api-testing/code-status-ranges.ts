import { callSubject } from './code-call-subjects.js'
import { type Idiom, say } from './code-subjects.js'

/**
 * A status inside a range, as languages write it: Swift `(200...299).contains(response.statusCode)` and
 * `(200..<300).contains(…)`, Kotlin `status in 200..299` / `200 until 300`, Python `200 <= r.status_code < 300` and
 * `r.status_code in range(200, 300)`, Ruby `(200..299).include?(code)` (Ruby's `...` leaves its end out, Swift's keeps
 * it). A range of whole status classes (2xx, or 2xx and 3xx) is those classes; any other range is reported, as no
 * step names it.
 * Also a value's presence as Rust says it: `body.get("id").is_some()` / `.is_none()`.
 */

type Range = { from: number; to: number }

export function readStatusRange(text: string, negate: boolean): Idiom | undefined {
  const option = /^(.+)\.(is_some|is_none)\(\)$/.exec(text)
  if (option) {
    const subject = callSubject(option[1]!.replace(/\.get\(\s*("[^"]+")\s*\)$/, '[$1]'))
    if (subject?.kind !== 'path') return undefined
    return { texts: [say.exists(subject.path, (option[2] === 'is_none') !== negate)] }
  }
  const found = rangeOf(text)
  if (!found) return undefined
  if (callSubject(found.subject)?.kind !== 'status') return undefined
  const { from, to } = found.range
  // Whole classes only: 200-299 is 2xx, 200-399 is 2xx or 3xx.
  const [first, last] = [from / 100, (to + 1) / 100 - 1]
  if (negate || !Number.isInteger(first) || !Number.isInteger(last) || first < 1 || last > 5 || last < first)
    return { reason: `the status range ${from}-${to} is no status class; write the statuses expected` }
  return { texts: [say.status(Array.from({ length: last - first + 1 }, (_, i) => `${first + i}xx`))] }
}

function rangeOf(text: string): { subject: string; range: Range } | undefined {
  const contains = /^\(\s*(\d{3})\s*(\.\.\.|\.\.<|\.\.)\s*(\d{3})\s*\)\.(contains|include\?|cover\?)\(\s*([^()]+(?:\(\))?)\s*\)$/.exec(text)
  if (contains) {
    const [, from, dots, to, method, subject] = contains
    // Swift's `...` keeps its end; Ruby's leaves it out.
    const exclusive = dots === '..<' || (dots === '...' && method !== 'contains')
    return { subject: subject!, range: { from: Number(from), to: Number(to) - (exclusive ? 1 : 0) } }
  }
  const within = /^(.+?)\s+in\s+(?:(\d{3})\s*(\.\.<|\.\.|\s+until\s+)\s*(\d{3})|range\(\s*(\d{3})\s*,\s*(\d{3})\s*\))$/.exec(text)
  if (within) {
    const [, subject, from, dots, to, start, end] = within
    if (start !== undefined) return { subject: subject!, range: { from: Number(start), to: Number(end) - 1 } }
    return { subject: subject!, range: { from: Number(from), to: Number(to) - (dots === '..' ? 0 : 1) } }
  }
  const between = /^(\d{3})\s*(<=?)\s*(.+?)\s*(<=?)\s*(\d{3})$/.exec(text)
  if (between) {
    const [, from, low, subject, high, to] = between
    return { subject: subject!, range: { from: Number(from) + (low === '<' ? 1 : 0), to: Number(to) - (high === '<' ? 1 : 0) } }
  }
  return undefined
}
