import { readAssertCall } from './code-assert-calls.js'
import { callLiteral, callSubject, statusValue } from './code-call-subjects.js'
import { relate } from './code-relations.js'
import { CODE_TYPES, type Idiom, say } from './code-subjects.js'
import { callOf, quoted, splitTopLevel } from './code-syntax.js'
import { normalizeJsonPath } from './json-path.js'

/**
 * readPesterHttpexpect's first test (code-idioms.ts): Pester's line needs its pipe `|`, and every httpexpect form is a
 * chain of calls (`Status(`, `Header(`, links read by callOf), so it needs a `(`.
 */
export function mayBePesterHttpexpect(text: string): boolean {
  return text.includes('(') || text.includes('|')
}

/**
 * Two assertion shapes of their own. Pester (PowerShell): `$resp.StatusCode | Should -Be 201`, `-Not -Be`,
 * `-Contain` (an item of a list), `-BeGreaterThan`, `-HaveCount 3`, `-Match 're'`; `-BeNullOrEmpty` is reported. Go's httpexpect:
 * `resp.Status(http.StatusCreated)`, `obj.Value("title").String().IsEqual("x")`, `obj.ContainsKey("id")`,
 * `obj.Value("tags").Array().Length().IsEqual(3)`, `resp.Header("Location").NotEmpty()`.
 */

export function readPesterHttpexpect(written: string): Idiom | undefined {
  const text = written.trim().replace(/;$/, '').trim()
  return readPester(text) ?? readHttpexpect(text)
}

const PESTER = /^(\$[^|]+?)\s*\|\s*Should\s+(-Not\s+)?-(\w+)(?:\s+(.+))?$/i

function readPester(text: string): Idiom | undefined {
  const line = PESTER.exec(text)
  if (!line) return undefined
  const [, actual, not, operator, raw] = line
  const negate = not !== undefined
  const value = raw?.trim()
  const reported: Idiom = { reason: `${text} has no exact reading; write the check in words` }
  const op = operator!.toLowerCase()
  // -BeNullOrEmpty also holds for an empty text or list, which no single check says.
  if (op === 'benullorempty')
    return { reason: `${text}: -BeNullOrEmpty covers null, an empty text and an empty list; write the check in words` }
  if (value === undefined) return reported
  switch (op) {
    case 'be':
    case 'beexactly':
      return relate(actual!, negate ? '!=' : '==', value)
    case 'contain': {
      // Pester's -Contain is membership in a collection, never a part of a text.
      const subject = callSubject(actual!)
      const json = callLiteral(value)
      if (subject?.kind === 'path' && json !== undefined) return { texts: [say.contains(subject.path, json, negate)] }
      return relate(actual!, negate ? 'not contains' : 'contains', value)
    }
    case 'begreaterthan':
      return negate ? reported : relate(actual!, '>', value)
    case 'belessthan':
      return negate ? reported : relate(actual!, '<', value)
    case 'havecount':
      return negate ? reported : (readAssertCall(`assert.Len(${actual}, ${value})`) ?? reported)
    case 'match': {
      const pattern = quoted(value)
      const subject = callSubject(actual!)
      if (negate || pattern === undefined) return reported
      // -Match is case-insensitive, as PowerShell's -match operator.
      return subject?.kind === 'path' ? { texts: [say.matches(subject.path, pattern, 'i')] } : reported
    }
    default:
      return reported
  }
}

const ROOT = /^(?:obj|object|body|json|root|(?:resp|res|response|r)\.JSON\(\)\.Object\(\))$/
const TYPES = new Set(['String', 'Number', 'Boolean', 'Array', 'Object', 'Raw'])

function readHttpexpect(text: string): Idiom | undefined {
  const status = /^(?:resp|res|response|r)\.(Status|StatusRange)\(([^()]+(?:\(\))?)\)$/.exec(text)
  if (status) {
    const range = /^httpexpect\.Status([1-5])xx$/.exec(status[2]!.trim())
    if (status[1] === 'StatusRange') return range ? { texts: [say.status([`${range[1]}xx`])] } : undefined
    const code = statusValue(status[2]!)
    return code ? { texts: [say.status([code])] } : { reason: `${text}: the status is read as a code or a net/http constant` }
  }
  const header = /^(?:resp|res|response|r)\.Header\(\s*"([^"]+)"\s*\)\.(NotEmpty|IsEmpty|Empty|IsEqual|Equal|Contains)\(([^()]*)\)$/.exec(
    text,
  )
  if (header) {
    const [, name, check, arg] = header
    if (check === 'NotEmpty') return { texts: [say.header(name!, 'exists')] }
    if (check === 'IsEmpty' || check === 'Empty') return { texts: [say.header(name!, 'does not exist')] }
    const value = quoted(arg!)
    if (value === undefined) return undefined
    return { texts: [check === 'Contains' ? say.header(name!, `contains "${value}"`) : say.headerEquals(name!, value)] }
  }
  const links = splitTopLevel(text, '.')
  let root = links.shift()
  // `resp.JSON().Object()` splits in three links.
  if (root && /^(?:resp|res|response|r)$/.test(root) && links[0] === 'JSON()' && links[1] === 'Object()')
    root = `${root}.${links.shift()}.${links.shift()}`
  if (!root || !ROOT.test(root) || links.length === 0) return undefined
  let path = '$'
  let type: string | undefined
  let counted = false
  for (const [index, link] of links.entries()) {
    const call = callOf(link)
    if (!call) return undefined
    const last = index === links.length - 1
    const [arg] = call.args
    if (!last) {
      if ((call.name === 'Value' || call.name === 'Path') && call.args.length === 1 && quoted(arg!)) {
        const key = quoted(arg!)!
        const next = call.name === 'Path' ? normalizeJsonPath(key) : /^[A-Za-z_][\w-]*$/.test(key) ? `${path}.${key}` : undefined
        if (!next || (call.name === 'Path' && path !== '$')) return undefined
        path = next
      } else if (TYPES.has(call.name) && call.args.length === 0) type = call.name
      else if (call.name === 'Length' && call.args.length === 0) counted = true
      else return undefined
      continue
    }
    return finalCheck(path, call.name, call.args, counted, type)
  }
  return undefined
}

function finalCheck(path: string, name: string, args: string[], counted: boolean, type: string | undefined): Idiom | undefined {
  const [arg] = args
  const normalized = normalizeJsonPath(path)
  if (!normalized) return undefined
  if ((name === 'ContainsKey' || name === 'NotContainsKey') && args.length === 1 && !counted) {
    const key = quoted(arg!)
    return key && /^[A-Za-z_][\w-]*$/.test(key)
      ? { texts: [say.exists(`${normalized === '$' ? '$' : normalized}.${key}`, name === 'NotContainsKey')] }
      : undefined
  }
  if (args.length === 0) {
    if (name === 'IsTrue' || name === 'True' || name === 'IsFalse' || name === 'False')
      return counted ? undefined : { texts: [say.equals(normalized, /True/.test(name) ? 'true' : 'false')] }
    if (name === 'NotEmpty' || name === 'IsEmpty' || name === 'Empty')
      return { texts: [say.length(normalized, name === 'NotEmpty' ? '>' : '==', '0')] }
    if (name === 'IsNull') return { texts: [say.equals(normalized, 'null')] }
    if (name === 'NotNull') return { texts: say.notNull(normalized) }
    return undefined
  }
  if (args.length !== 1) return undefined
  const json = callLiteral(arg!)
  if (json === undefined) return undefined
  const ops: Record<string, string> = { IsEqual: '==', Equal: '==', NotEqual: '!=', Gt: '>', Ge: '>=', Lt: '<', Le: '<=' }
  const op = ops[name]
  if (counted) return op && op !== '!=' && /^\d+$/.test(json) ? { texts: [say.length(normalized, op, json)] } : undefined
  if (name === 'Contains' && type === 'Array') return { texts: [say.contains(normalized, json)] }
  if (!op) return undefined
  if (op === '==' || op === '!=') {
    // A typed value (`String()`) and a literal of another type is a failing check, not a reading.
    if (type && CODE_TYPES[type.toLowerCase()] && type !== 'Raw' && !matchesType(type, json)) return undefined
    return { texts: [say.equals(normalized, json, op === '!=')] }
  }
  return /^-?\d/.test(json) ? { texts: [say.compare(normalized, op, json)] } : undefined
}

function matchesType(type: string, json: string): boolean {
  if (type === 'String') return json.startsWith('"')
  if (type === 'Number') return /^-?\d/.test(json)
  if (type === 'Boolean') return json === 'true' || json === 'false'
  return true
}
