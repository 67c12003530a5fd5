import { escapeRegExp } from '../../platform/regex.js'
import { CODE_TYPES, type Idiom, literal, millis, type Subject, say, subjectOf } from './code-subjects.js'
import { callOf, quoted, splitTopLevel } from './code-syntax.js'

/**
 * Checks written as pytest / requests code: `assert r.status_code == 201`, `assert body["a"]["b"] == 1`,
 * `assert "id" in body`, `assert len(body["items"]) == 3`, `assert isinstance(body["tags"], list)`,
 * `assert r.elapsed.total_seconds() < 0.3`, `assert x is None`, `assert x.startswith("a")`, `re.match(…)`, and
 * saves `token = r.json()["token"]`. Each is read as Python means it; what Python leaves open (`"a" in x` for a
 * field that may be an object or a list) is reported.
 */

const COMPARISON = /^(.+?)\s*(==|!=|>=|<=|>|<|\bis\s+not\b|\bis\b|\bnot\s+in\b|\bin\b)\s*(.+)$/

/**
 * readPython's first test (code-idioms.ts): an assignment needs its `=`, unittest's `self.assert…(` its `(`, and an
 * assertion starts with `assert` (the step reaches the readers trimmed).
 */
export function mayBePython(text: string): boolean {
  return text.includes('=') || text.includes('(') || /^\s*assert\s/.test(text)
}

export function readPython(written: string): Idiom | undefined {
  const text = written.trim().replace(/;$/, '')
  // `token = r.json()["token"]` (and JavaScript's `const id = res.body.id`) saves a value of the response.
  const assigned = /^(?:const\s+|let\s+|var\s+)?([A-Za-z_]\w*)\s*=\s*(?!=)(.+)$/.exec(text)
  if (assigned) return readAssignment(assigned[1]!, assigned[2]!)
  const unit = unittest(text)
  if (unit) return readPython(unit)
  const assert = /^assert\s+(.+)$/.exec(text)
  if (!assert) return undefined
  // `assert cond, r.text`: what follows the top-level comma is the message shown on failure, of any kind.
  const parts = splitTopLevel(assert[1]!, ',')
  if (parts.length > 2) return undefined
  const expression = parts[0]!.trim()
  const unary = readUnary(expression)
  if (unary) return unary
  const range = readRange(expression)
  if (range) return range
  const compared = splitComparison(expression)
  // Words after "assert" that are not code (`Assert the status is 200`) are the grammar's to read.
  if (!compared || !looksLikeCode(compared.left)) return undefined
  return readComparison(compared.left, compared.op, compared.right)
}

/** unittest's `self.assertEqual(a, b)` family as the `assert` it makes (the message argument left out). */
const UNITTEST: Record<string, (a: string, b: string) => string> = {
  assertEqual: (a, b) => `${a} == ${b}`,
  assertNotEqual: (a, b) => `${a} != ${b}`,
  assertIn: (a, b) => `${a} in ${b}`,
  assertNotIn: (a, b) => `${a} not in ${b}`,
  assertIsNone: (a) => `${a} is None`,
  assertIsNotNone: (a) => `${a} is not None`,
  assertGreater: (a, b) => `${a} > ${b}`,
  assertGreaterEqual: (a, b) => `${a} >= ${b}`,
  assertLess: (a, b) => `${a} < ${b}`,
  assertLessEqual: (a, b) => `${a} <= ${b}`,
  assertIsInstance: (a, b) => `isinstance(${a}, ${b})`,
}

function unittest(text: string): string | undefined {
  const call = /^self\.(assert\w+)\(([\s\S]*)\)$/.exec(text)
  const make = call ? UNITTEST[call[1]!] : undefined
  if (!call || !make) return undefined
  const args = splitTopLevel(call[2]!, ',')
  // `assertEqual(200, r.status_code)`: the expected value may come first.
  const [a, b] =
    args.length >= 2 &&
    /^(?:-?\d|["'[{]|True|False|None)/.test(args[0]!) &&
    !/^(?:-?\d|["'[{])/.test(args[1]!) &&
    /^assert(?:Not)?Equal$/.test(call[1]!)
      ? [args[1]!, args[0]!]
      : [args[0] ?? '', args[1] ?? '']
  return `assert ${make(a, b)}`
}

/** `200 <= r.status_code < 300` (a status class), `0 < body["n"] <= 10` (two comparisons). */
function readRange(expression: string): Idiom | undefined {
  const range = /^(-?[\d.]+)\s*(<=|<)\s*(.+?)\s*(<=|<)\s*(-?[\d.]+)$/.exec(expression)
  if (!range) return undefined
  const [, low, lowOp, middle, highOp, high] = range
  const subject = subjectOf(middle!)
  if (subject?.kind === 'status') {
    const hundred = Number(low) / 100
    const exact = lowOp === '<=' && highOp === '<' && Number.isInteger(hundred) && Number(high) === Number(low) + 100
    return exact ? { texts: [say.status([`${hundred}xx`])] } : { reason: 'a status range is written 200 <= r.status_code < 300' }
  }
  if (subject?.kind !== 'path') return undefined
  return { texts: [say.compare(subject.path, lowOp === '<' ? '>' : '>=', low!), say.compare(subject.path, highOp!, high!)] }
}

/** A left side written as code: a subject of the response, a call, or a quoted literal (`"id" in body`). */
function looksLikeCode(left: string): boolean {
  return subjectOf(left) !== undefined || callOf(left) !== undefined || quoted(left) !== undefined || /^-?\d/.test(left)
}

function readAssignment(name: string, value: string): Idiom | undefined {
  const subject = subjectOf(value)
  if (subject?.kind === 'path' && !subject.whole && subject.path !== '$') return { texts: [say.save(subject.path, name)] }
  if (subject?.kind === 'header') return { texts: [say.save(`header ${subject.name}`, name)] }
  return undefined
}

/** `a == b` split at its one top-level operator (Python's `0 < x < 10` chains are not read). */
function splitComparison(expression: string): { left: string; op: string; right: string } | undefined {
  const match = COMPARISON.exec(expression)
  if (!match) return undefined
  if (splitTopLevel(match[1]!, ',').length !== 1 || COMPARISON.test(match[3]!.replace(/(["'])[\s\S]*?\1/g, '""'))) return undefined
  return { left: match[1]!.trim(), op: match[2]!.replace(/\s+/g, ' '), right: match[3]!.trim() }
}

/** `isinstance(x, list)`, `x.startswith("a")`, `re.match(r"…", x)`, `r.ok`. */
function readUnary(expression: string): Idiom | undefined {
  const call = callOf(expression)
  if (call?.name === 'isinstance' && call.args.length === 2) {
    const subject = subjectOf(call.args[0]!)
    const names = call.args[1]!.replace(/^\(|\)$/g, '').split(/\s*,\s*/)
    const types = new Set(names.map((name) => CODE_TYPES[name.toLowerCase()]))
    // `(int, float)` is any number.
    const type = types.size === 1 ? [...types][0] : types.has('integer') && types.has('number') && types.size === 2 ? 'number' : undefined
    if (subject?.kind === 'path' && type) return { texts: [say.type(subject.path, type)] }
    return { reason: `isinstance() is read on a field of the body with list, dict, str, int, float or bool` }
  }
  const regex = /^re\.(match|search|fullmatch)\(\s*r?(["'])(.+?)\2\s*,\s*(.+)\)$/.exec(expression)
  if (regex) {
    const subject = subjectOf(regex[4]!)
    const anchored = (source: string) => (source.startsWith('^') ? source : `^(?:${source})`)
    const pattern = regex[1] === 'search' ? regex[3]! : regex[1] === 'match' ? anchored(regex[3]!) : `${anchored(regex[3]!)}$`
    return subject?.kind === 'path' ? { texts: [say.matches(subject.path, pattern)] } : { reason: 're.* is read on a field of the body' }
  }
  const affix = /^(.+)\.(startswith|endswith)\(\s*(["'])(.*)\3\s*\)$/.exec(expression)
  if (affix) {
    const subject = subjectOf(affix[1]!)
    const text = escapeRegExp(affix[4]!)
    if (subject?.kind === 'path') return { texts: [say.matches(subject.path, affix[2] === 'startswith' ? `^${text}` : `${text}$`)] }
    if (subject?.kind === 'header')
      return { texts: [say.header(subject.name, `matches /${affix[2] === 'startswith' ? `^${text}` : `${text}$`}/`)] }
    return { reason: `${affix[2]}() is read on a field of the body or a header` }
  }
  if (/^(?:response|res|resp|r)\.ok$/.test(expression)) return { texts: [say.status(['2xx', '3xx'])] }
  if (subjectOf(expression)) return { reason: `"assert ${expression}" only asks that a value be true-ish; compare it with a value` }
  return undefined
}

function readComparison(left: string, op: string, right: string): Idiom {
  if (op === 'in' || op === 'not in') return readMembership(left, right, op === 'not in')
  const length = callOf(left)
  // `type(body["tags"]) is list`
  const type = length?.name === 'type' && (op === 'is' || op === '==') ? CODE_TYPES[right.toLowerCase()] : undefined
  const typed = type ? subjectOf(length!.args[0] ?? '') : undefined
  if (typed?.kind === 'path') return { texts: [say.type(typed.path, type!)] }
  if (length?.name === 'len' && length.args.length === 1) {
    const subject = subjectOf(length.args[0]!)
    if (subject?.kind !== 'path' || !/^\d+$/.test(right) || op === '!=' || op.startsWith('is'))
      return { reason: 'len() is compared with a whole number on a list of the body' }
    return { texts: [say.length(subject.path, op, right)] }
  }
  const subject = subjectOf(left)
  if (!subject) return { reason: `"${left}" is not the response, its body, status, text, a header or the elapsed time` }
  const value = literal(right)
  if (op === 'is' || op === 'is not') {
    if (right === 'None' && subject.kind === 'path')
      return { texts: op === 'is' ? [say.equals(subject.path, 'null')] : say.notNull(subject.path) }
    if ((right === 'True' || right === 'False') && subject.kind === 'path')
      return { texts: [say.equals(subject.path, right.toLowerCase(), op === 'is not')] }
    return { reason: `"is" compares identity; write == for a value` }
  }
  return compareSubject(subject, op, right, value)
}

function compareSubject(subject: Subject, op: string, right: string, value: string | undefined): Idiom {
  switch (subject.kind) {
    case 'status':
      return op === '==' && /^\d{3}$/.test(right)
        ? { texts: [say.status([right])] }
        : { reason: 'the status is compared with == and a code' }
    case 'time': {
      const ms = millis(right, subject.unit)
      return (op === '<' || op === '<=') && ms
        ? { texts: [say.time(ms)] }
        : { reason: 'the elapsed time is checked with an upper limit (< 0.5)' }
    }
    case 'header': {
      const text = quoted(right)
      if (text === undefined || (op !== '==' && op !== '!=')) return { reason: 'a header is compared with == and a quoted text' }
      return op === '=='
        ? { texts: [say.headerEquals(subject.name, text, subject.media)] }
        : { reason: 'a header is compared with == and a quoted text' }
    }
    case 'path': {
      if (value === undefined) return { reason: `"${right}" is no literal value to compare with` }
      if (op === '==' || op === '!=') return { texts: [say.equals(subject.path, value, op === '!=')] }
      return /^-?\d/.test(value) ? { texts: [say.compare(subject.path, op, value)] } : { reason: `${op} compares numbers` }
    }
    default:
      return { reason: 'the body text is checked with "x" in r.text' }
  }
}

/** `"id" in body` (a key of the body), `"ok" in r.text` (a text), `"X-Trace" in r.headers`, `code in (200, 201)`. */
function readMembership(left: string, right: string, negate: boolean): Idiom {
  const container = subjectOf(right)
  const needle = literal(left)
  const key = quoted(left)
  if (container === undefined) {
    const codes = /^[([]\s*(\d{3}(?:\s*,\s*\d{3})*)\s*,?\s*[)\]]$/.exec(right)
    if (subjectOf(left)?.kind === 'status' && codes && !negate) return { texts: [say.status(codes[1]!.split(/\s*,\s*/))] }
    return { reason: `"${right}" is not the response, its body, text or headers` }
  }
  if (container.kind === 'text' && needle && key !== undefined) return { texts: [say.bodyContains(needle, negate)] }
  if (container.kind === 'headers' && key !== undefined) return { texts: [say.header(key, negate ? 'does not exist' : 'exists')] }
  if (container.kind === 'header' && key !== undefined && !negate) return { texts: [say.header(container.name, `contains "${key}"`)] }
  if (container.kind !== 'path' || needle === undefined) return { reason: `"${left} in ${right}" has no exact reading` }
  // A key of the whole body (an object), as `"id" in r.json()` asks.
  if (container.path === '$' && key !== undefined && /^[A-Za-z_][\w-]*$/.test(key)) return { texts: [say.exists(`$.${key}`, negate)] }
  // A number or an object is never a key of a JSON object: it is an item of the list.
  if (key === undefined && !negate) return { texts: [say.contains(container.path, needle)] }
  return { reason: `"${left} in ${right}": a key of an object or an item of a list? write "${right} has a field" or "contains"` }
}
