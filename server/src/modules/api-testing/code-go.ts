import type { Step } from './api-spec.js'
import { type Idiom, literal, say } from './code-subjects.js'
import { quoted } from './code-syntax.js'
import { normalizeJsonPath } from './json-path.js'
import { STATUS_WORDS } from './status-words.js'
import { parseStep } from './step-grammar.js'

/**
 * Go test prose: the failure messages and table fields of Go's `testing` style. `status: got 404, want 201`,
 * `field "plate": got "", want "X"`, `len($.sessions) = 2, want 1`, `wantStatus: http.StatusNoContent`,
 * `error message: want "plate is required"`, and a table case named by its request (`no auth: want 401`). What is
 * wanted is the check; what was got is only the last run's value and is dropped. A subject the rules do not know is
 * reported.
 */

/** `201`, `2xx`, `http.StatusCreated`, `StatusCreated` -> the code or class; undefined otherwise. */
function goStatus(value: string): string | undefined {
  if (/^[1-5](?:\d\d|xx)$/.test(value)) return value
  const name = /^(?:http\.)?Status([A-Za-z]+)$/.exec(value)?.[1]
  return name ? STATUS_WORDS[name.toLowerCase()] : undefined // Go's names (`StatusNoContent`) are the reason phrases
}

const WANT_FIELD = /^want([A-Z][A-Za-z]*)\s*[:=]\s*(.+)$/
const SUBJECT_WANT = /^(.+?)\s*:\s*(?:got\s+.+?\s*[,;]\s*)?want(?:ed)?\s*:?\s+(.+?)(?:\s*[,;]\s*got\s+.+)?$/
const SUBJECT_IS_WANT = /^(.+?)\s*==?\s*.+?\s*[,;]\s*want(?:ed)?\s*:?\s+(.+)$/

const STATUS_SUBJECT = /^(?:(?:http\s+)?status(?:\s*code)?|code|(?:resp|res|rr|rec|w|response|recorder)\.(?:StatusCode|Code|Status))$/i

export function readGo(written: string): Idiom | undefined {
  const text = written.trim()
  if (!text.includes('want')) return undefined
  const field = WANT_FIELD.exec(text)
  if (field) {
    if (!/^(?:Status|StatusCode|Code)$/.test(field[1]!)) return { reason: `want${field[1]} names no check the rules read` }
    return statusIdiom(field[2]!.trim())
  }
  const match = SUBJECT_WANT.exec(text) ?? SUBJECT_IS_WANT.exec(text)
  if (!match) return undefined
  const subject = match[1]!.trim()
  const want = match[2]!.trim().replace(/[,;.]$/, '')
  if (STATUS_SUBJECT.test(subject)) return statusIdiom(want)
  const length = /^len\(\s*(\S+?)\s*\)$/.exec(subject)
  if (length) {
    const path = pathOf(length[1]!)
    if (!path || !/^\d+$/.test(want)) return { reason: 'a length is wanted as a whole number: len($.items) = 2, want 3' }
    return { texts: [say.length(path, '==', want)] }
  }
  if (/^(?:the\s+)?error(?:\s+message)?$/i.test(subject)) {
    const value = quoted(want)
    return value === undefined
      ? { reason: 'the error message is wanted as a quoted text' }
      : { texts: [`The error message says "${value}"`] }
  }
  const header = /^header\s+(?:"([^"]+)"|([A-Za-z][\w-]*))$/i.exec(subject)
  if (header) {
    const value = quoted(want)
    return value === undefined
      ? { reason: 'a header is wanted as a quoted text' }
      : { texts: [say.headerEquals((header[1] ?? header[2])!, value)] }
  }
  const named = /^(?:field|json|key)\s+(?:"([^"]+)"|(\S+))$/i.exec(subject)
  const path = named ? pathOf(named[1] ?? named[2]!) : /^\$/.test(subject) ? pathOf(subject) : undefined
  if (path) {
    const value = literal(want.replace(/^nil$/, 'null'))
    return value === undefined ? { reason: `"${want}" is no literal value to compare with` } : { texts: [say.equals(path, value)] }
  }
  // A table case named by its request (`no auth: want 401`, `expired token: want 401`): that request, then the status.
  const status = goStatus(want)
  const request = [subject, `with ${subject}`].find((candidate) => REQUEST_CASE.has(requestKind(candidate) ?? ''))
  if (status && request) return { texts: [request, say.status([status])] }
  return { reason: `"${subject}" is no status, field, length, header or error message the rules read` }
}

const REQUEST_CASE = new Set<string>(['no_auth', 'invalid_auth', 'header', 'query'])

function requestKind(text: string): Step['kind'] | undefined {
  const steps = parseStep({ text, line: 1 }).steps
  return steps.length === 1 ? steps[0]!.kind : undefined
}

function statusIdiom(value: string): Idiom {
  const status = goStatus(value)
  return status ? { texts: [say.status([status])] } : { reason: `"${value}" is no status code or http.Status name` }
}

/** `$.a.b`, `"a.b"`, `a.b` -> a normalized path. */
function pathOf(raw: string): string | undefined {
  const text = quoted(raw) ?? raw
  return normalizeJsonPath(/^\$/.test(text) ? text : `$.${text}`)
}
