import { type CallSubject, callLiteral, callSubject, statusValue } from './code-call-subjects.js'
import { readHeaderPresence } from './code-client-subjects.js'
import { readResponsePredicate } from './code-response-predicates.js'
import { readStatusRange } from './code-status-ranges.js'
import { type Idiom, millis, say } from './code-subjects.js'
import { callOf, quoted, splitTopLevel } from './code-syntax.js'

/**
 * One relation between a part of the response and a value (`==`, `>`, contains…) as the grammar's check, whatever
 * library wrote it; and the expressions assertion calls and `if` guards hold (`resp.StatusCode == 201`,
 * `strings.Contains(string(body), "x")`). Which side is the response is decided by what each side names, never by
 * its position.
 */

export type Relation = '==' | '!=' | '>' | '>=' | '<' | '<=' | 'contains' | 'not contains'

const FLIP: Record<string, Relation> = { '>': '<', '>=': '<=', '<': '>', '<=': '>=' }

/** `a REL b` with the response on either side: the check it makes, or why it is reported. */
export function relate(a: string, relation: Relation, b: string): Idiom {
  const [left, right] = [callSubject(a), callSubject(b)]
  if (left && !right) return check(left, relation, b)
  // `201 == resp.StatusCode`: the subject on the right; an order comparison turns round with it.
  if (right && !left) {
    if (relation === 'contains' || relation === 'not contains')
      return { reason: `"${a}" is no part of the HTTP response that contains a value` }
    return check(right, FLIP[relation] ?? relation, a)
  }
  if (left && right) return { reason: `"${a}" and "${b}" are both parts of the response; compare one with a value` }
  return { reason: `neither "${a}" nor "${b}" is a part of the HTTP response (its status, a header, a body field or the body text)` }
}

/** A subject compared with a value written in code. */
export function check(subject: CallSubject, relation: Relation, value: string): Idiom {
  const text = quoted(value.trim())
  switch (subject.kind) {
    case 'status': {
      const code = statusValue(value)
      if (relation === '==' && code) return { texts: [say.status([code])] }
      return { reason: `the status is compared for equality with a code or a status name (got ${relation} ${value})` }
    }
    case 'header':
      // `response.headers["X"] shouldNotBe null`: a header lookup is null only when the header is absent.
      if (callLiteral(value) === 'null' && (relation === '==' || relation === '!='))
        return { texts: [say.header(subject.name, relation === '==' ? 'does not exist' : 'exists')] }
      if (text === undefined) return { reason: `a header is compared with a quoted text` }
      if (relation === '==') return { texts: [say.headerEquals(subject.name, text, subject.media)] }
      if (relation === 'contains') return { texts: [say.header(subject.name, `contains "${text}"`)] }
      return { reason: `a header is checked for equality with a text or for a text it contains` }
    case 'headers':
      if (text !== undefined && (relation === 'contains' || relation === 'not contains'))
        return { texts: [say.header(text, relation === 'contains' ? 'exists' : 'does not exist')] }
      return { reason: 'the headers are checked for a header name they contain' }
    case 'text':
      if (text !== undefined && (relation === 'contains' || relation === 'not contains'))
        return { texts: [say.bodyContains(JSON.stringify(text), relation === 'not contains')] }
      return { reason: 'the body text is checked for a quoted text it contains' }
    case 'length': {
      const n = value.trim()
      if (!/^\d+$/.test(n)) return { reason: `a length is compared with a whole number, not ${value}` }
      if (relation === '!=' && n === '0') return { texts: [say.length(subject.path, '>', '0')] }
      if (relation === '!=' || relation === 'contains' || relation === 'not contains')
        return { reason: `a length is compared with ==, <, <=, > or >=` }
      return { texts: [say.length(subject.path, relation, n)] }
    }
    case 'path':
      return fieldCheck(subject.path, relation, value)
    case 'time': {
      // An upper limit (`elapsed.total_seconds() < 2`) is the grammar's "below"; a lower one checks no speed.
      const ms = millis(value.trim(), subject.unit)
      if ((relation === '<' || relation === '<=') && ms) return { texts: [say.time(ms)] }
      return { reason: 'the response time is checked with an upper limit in words: the response time is below 500 ms' }
    }
    default:
      return { reason: 'the response time is checked with an upper limit in words: the response time is below 500 ms' }
  }
}

function fieldCheck(path: string, relation: Relation, value: string): Idiom {
  const json = callLiteral(value)
  if (json === undefined) return { reason: `"${value}" is no literal value to compare with` }
  if (relation === '==' || relation === '!=') return { texts: [say.equals(path, json, relation === '!=')] }
  if (relation === 'contains' || relation === 'not contains') {
    const key = quoted(value.trim())
    // A key of the whole body (an object), as `assertArrayHasKey` and testify's Contains on a map ask.
    if (path === '$' && key !== undefined && /^[A-Za-z_][\w-]*$/.test(key))
      return { texts: [say.exists(`$.${key}`, relation === 'not contains')] }
    if (key === undefined && relation === 'contains' && path !== '$') return { texts: [say.contains(path, json)] }
    return { reason: `"${value}" in ${path}: a key of an object, an item of a list or a part of a text? write "has a field" or "contains"` }
  }
  return /^-?\d/.test(json) ? { texts: [say.compare(path, relation, json)] } : { reason: `${relation} compares numbers` }
}

/** A key the body has (`assertArrayHasKey('id', $data)`, `Dictionary Should Contain Key`). */
export function hasKey(container: string, key: string, negate: boolean): Idiom {
  const subject = callSubject(container)
  const name = quoted(key.trim()) ?? key.trim()
  if (subject?.kind === 'headers') return { texts: [say.header(name, negate ? 'does not exist' : 'exists')] }
  if (subject?.kind !== 'path' || !/^[A-Za-z_][\w-]*$/.test(name)) return { reason: `"${container}" is no JSON object of the response` }
  return { texts: [say.exists(`${subject.path}.${name}`, negate)] }
}

const NEGATED: Record<string, Relation> = { '==': '!=', '!=': '==', '>': '<=', '>=': '<', '<': '>=', '<=': '>' }

/**
 * An expression that must hold (`resp.StatusCode == 201`, `strings.Contains(string(body), "x")`, `"id" in body`),
 * or must not when `negate` (the condition of an `if` that fails the test). Undefined when it is no such expression.
 */
export function readExpression(written: string, negate = false): Idiom | undefined {
  // C#'s `(bool)` cast of a nullable flag (`(bool)response.IsSuccessful`) changes nothing asked.
  let text = written.trim().replace(/^\(bool\)\s*/, '')
  while (/^\(.*\)$/.test(text) && callOf(`f${text}`)?.args.length === 1) text = text.slice(1, -1).trim()
  if (text.startsWith('!') && !text.startsWith('!=')) return readExpression(text.slice(1), !negate)
  if (/^not\s+/.test(text)) return readExpression(text.replace(/^not\s+/, ''), !negate)
  const ranged = readStatusRange(text, negate)
  if (ranged) return ranged
  const predicate = readResponsePredicate(text, negate) ?? readHeaderPresence(text, negate)
  if (predicate) return predicate
  const compared = splitOperator(text)
  if (compared) {
    if (compared.op === 'in' || compared.op === 'not in') {
      const inside = (compared.op === 'in') !== negate
      return relate(compared.right, inside ? 'contains' : 'not contains', compared.left)
    }
    if (compared.op === '=~')
      return negate ? { reason: '=~ is read as a text the value contains' } : relate(compared.left, 'contains', compared.right)
    const op = compared.op.replace(/^(==|!=)=$/, '$1')
    return relate(compared.left, negate ? NEGATED[op]! : (op as Relation), compared.right)
  }
  // `strings.Contains(haystack, needle)`, `str_contains($haystack, 'x')`, `haystack.includes("x")`.
  const qualified = /^(strings\.Contains|bytes\.Contains|str_contains)\(([\s\S]*)\)$/.exec(text)
  const call = qualified ? callOf(`f(${qualified[2]})`) : undefined
  if (call && call.args.length === 2) return relate(call.args[0]!, negate ? 'not contains' : 'contains', call.args[1]!)
  const method = /^(.+)\.(?:includes|contains|Contains|include\?)\(([^()]*|"[^"]*"|'[^']*')\)$/.exec(text)
  if (method && splitTopLevel(method[2]!, ',').length === 1) return relate(method[1]!, negate ? 'not contains' : 'contains', method[2]!)
  if (SUCCESS_FLAG.test(text))
    return negate ? { reason: `"${text}" false is any status outside 2xx; write the status expected` } : { texts: [say.status(['2xx'])] }
  return undefined
}

/**
 * A client's flag for a 2xx status: RestSharp's `IsSuccessful`, OkHttp's `isSuccessful()`, httpx's `is_success`,
 * Ruby's `success?`, Spring's `is2xxSuccessful()`, reqwest's `status().is_success()`. Never `ok`: requests' `r.ok`
 * holds for any status below 400, fetch's for 2xx only. A `result` may be a service's result, not a response.
 * HttpClient's `IsSuccessStatusCode` and Ktor's `status.isSuccess()` are read in code-response-predicates.ts.
 */
const SUCCESS_FLAG =
  /^(?:response|res|resp|rsp|r|httpResponse|apiResponse)(?:\.|\?\.)(?:IsSuccessful|isSuccessful(?:\(\))?|is_success|successful\?|success\?|(?:getStatusCode\(\)|statusCode|StatusCode)\.is2xxSuccessful\(\)|status\(\)\.is_success\(\))$/

const OPERATORS = ['===', '!==', '==', '!=', '=~', '>=', '<=', '>', '<', ' not in ', ' in ']

/** `a OP b` split at its one operator outside quotes and brackets (`<` and `>` only with spaces, as generics hold them). */
function splitOperator(text: string): { left: string; op: string; right: string } | undefined {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (ch === '"' || ch === "'" || ch === '`') {
      const end = text.indexOf(ch, i + 1)
      if (end < 0) return undefined
      i = end
      continue
    }
    if ('([{'.includes(ch)) depth++
    else if (')]}'.includes(ch)) depth--
    if (depth !== 0) continue
    const op = OPERATORS.find((candidate) => text.startsWith(candidate, i))
    if (!op) continue
    if ((op === '<' || op === '>') && !(text[i - 1] === ' ' && text[i + op.length] === ' ')) continue
    if (op === '>=' && text[i - 1] === '=') continue
    const [left, right] = [text.slice(0, i).trim(), text.slice(i + op.length).trim()]
    if (left === '' || right === '' || splitOperator(right)) return undefined
    return { left, op: op.trim(), right }
  }
  return undefined
}
