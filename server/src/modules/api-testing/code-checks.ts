import { escapeRegExp } from '../../platform/regex.js'
import { jsTypeTest } from './code-js-types.js'
import { CODE_TYPES, type Idiom, literal, millis, readStatements, type Subject, say, subjectOf } from './code-subjects.js'
import { callOf, quoted, regexLiteral, splitTopLevel } from './code-syntax.js'
import { STATUS_WORDS } from './status-words.js'

/**
 * Checks written as JavaScript test code (issue 11): Jest/Vitest `expect(x).toBe(v)`, Chai / Postman
 * `pm.expect(x).to.eql(v)`, chai-http `expect(res).to.have.status(200)`, Postman `pm.response.to.have.status(201)`,
 * `pm.environment.set("id", json.id)` and `pm.test("…", () => { … })` (Insomnia's `insomnia.*` alike), supertest
 * `.expect(200)`. Each becomes the
 * grammar's own words; a matcher with no exact reading (`toBeTruthy`, `toMatchSnapshot`) is reported, never guessed.
 */

/** Chai's chain words that carry no meaning (`to.be.an`, `to.have.been`). */
const FILLER = new Set([
  'to',
  'be',
  'been',
  'is',
  'that',
  'which',
  'and',
  'has',
  'have',
  'with',
  'at',
  'of',
  'same',
  'but',
  'does',
  'deep',
  'own',
])

/** Postman's named statuses (`pm.response.to.be.notFound`). */
const NAMED_STATUS: Record<string, string[]> = {
  ok: ['200'],
  accepted: ['202'],
  created: ['201'],
  badRequest: ['400'],
  unauthorized: ['401'],
  unauthorised: ['401'],
  forbidden: ['403'],
  notFound: ['404'],
  rateLimited: ['429'],
  info: ['1xx'],
  success: ['2xx'],
  redirection: ['3xx'],
  clientError: ['4xx'],
  serverError: ['5xx'],
  error: ['4xx', '5xx'],
}

const COMPARE: Record<string, string> = {
  toBeGreaterThan: '>',
  above: '>',
  gt: '>',
  greaterThan: '>',
  toBeGreaterThanOrEqual: '>=',
  least: '>=',
  gte: '>=',
  toBeLessThan: '<',
  below: '<',
  lt: '<',
  lessThan: '<',
  toBeLessThanOrEqual: '<=',
  most: '<=',
  lte: '<=',
}
const EQUALS = new Set(['toBe', 'toEqual', 'toStrictEqual', 'eql', 'equal', 'equals', 'eq', 'eqls'])
const CONTAINS = new Set(['toContain', 'toContainEqual', 'include', 'includes', 'contain', 'contains'])

/**
 * readJsCode's first test (code-idioms.ts), from its patterns: all but two are anchored at the start, on `pm.` (the
 * Postman forms), `insomnia.` (rewritten to them), `test(` / `it(` (the wrappers), `expect(` (Jest, Chai and the type
 * tests) or supertest's `.expect(`; the other two need a comparison's `=`, `<` or `>`, or Chai's `.should.`.
 */
const JS_FIRST = /[=<>]|\.should\.|^\s*(?:pm\.|insomnia\.|(?:test|it)\s*\(|\.?expect\()/

export function mayBeJsCode(text: string): boolean {
  return JS_FIRST.test(text)
}

/** A line of JavaScript test code -> the grammar's steps, a reason it is reported, or undefined when it is no code. */
export function readJsCode(written: string): Idiom | undefined {
  // Insomnia's script API is Postman's under another name (`insomnia.test`, `insomnia.expect`, `insomnia.response`).
  const text = written
    .trim()
    .replace(/;+$/, '')
    .trim()
    .replace(/\binsomnia\.(?=test\(|expect\(|response\b|environment\.|collectionVariables\.|globals\.|variables\.)/g, 'pm.')
  const wrapped =
    /^(?:pm\.test|test|it)\s*\(\s*(["'`])[\s\S]*?\1\s*,\s*(?:async\s+)?(?:function\s*\(\s*\)|\(\s*\)\s*=>)\s*\{([\s\S]*)\}\s*\)$/.exec(text)
  if (wrapped) return readTestBody(wrapped[2]!)
  // `pm.test("201", () => pm.response.to.have.status(201))`: an arrow function's expression body is its one statement.
  const concise = /^(?:pm\.test|test|it)\s*\(\s*(["'`])[\s\S]*?\1\s*,\s*(?:async\s+)?\(\s*\)\s*=>\s*(?!\{)([\s\S]+?)\s*\)$/.exec(text)
  if (concise) return readTestBody(concise[2]!)
  const saved = /^pm\.(?:environment|collectionVariables|globals|variables|iterationData)\.set\(([\s\S]*)\)$/.exec(text)
  if (saved) return readSave(splitTopLevel(saved[1]!, ','))
  // `response.headers['x-total-count'] == 42`: a header (status, time, text) compared as in code, not a body field.
  const compared = /^(\S+)\s*(===?|!==?|>=|<=|>|<)\s*(.+)$/.exec(text)
  const named = compared ? subjectOf(compared[1]!) : undefined
  if (compared && named && named.kind !== 'path' && named.kind !== 'headers') return readComparison(named, compared[2]!, compared[3]!)
  const supertest = /^\.expect\(([\s\S]*)\)$/.exec(text)
  if (supertest) return readSupertest(splitTopLevel(supertest[1]!, ','))
  // Chai's should style: `res.body.should.have.property('id')`, `res.should.have.status(200)`.
  const should = /^(.+?)\.should\.(.+)$/.exec(text)
  if (should) {
    const subject = subjectOf(should[1]!)
    return subject
      ? readMatcher(subject, should[2]!)
      : { reason: `"${should[1]}" is not the response, its body, status, text, a header or the response time` }
  }
  const typeTest = jsTypeTest(text)
  if (typeTest) return readJsCode(typeTest)
  const pm = /^(pm\.response)\.((?:to|not)\..+)$/.exec(text)
  const call =
    pm ??
    /^(?:pm\.)?expect\(([\s\S]*?)\)\.((?:to|not|toBe|toEqual|toStrictEqual|toContain|toMatch|toHave|toBeGreater|toBeLess|toBeDefined|toBeUndefined|toBeNull|toBeTruthy|toBeFalsy|toBeInstanceOf|toMatchObject|toMatchSnapshot|resolves|rejects)[\s\S]*)$/.exec(
      text,
    )
  if (!call) return undefined
  const subject = subjectOf(call[1]!)
  if (!subject) return { reason: `"${call[1]}" is not the response, its body, status, text, a header or the response time` }
  return readMatcher(subject, call[2]!)
}

/** The statements of a `pm.test` body, each read; a line that only names the body (`const json = pm.response.json()`) adds nothing. */
function readTestBody(body: string): Idiom {
  const read = (statement: string): Idiom | undefined => {
    const assigned = /^(?:const|let|var)\s+[A-Za-z_$][\w$]*\s*=\s*(.+)$/.exec(statement)
    return assigned && subjectOf(assigned[1]!)?.kind === 'path' ? { texts: [] } : readJsCode(statement)
  }
  return readStatements(splitTopLevel(body, ';'), read, 'the test holds no check')
}

/** `x OP value` on what the code names, as the matcher it makes (`===` toBe, `<` below). */
export function readComparison(subject: Subject, op: string, value: string): Idiom {
  const matcher = op.startsWith('=')
    ? 'toBe'
    : op.startsWith('!')
      ? 'not.toBe'
      : { '>': 'above', '>=': 'least', '<': 'below', '<=': 'most' }[op]!
  const literalValue = subject.kind === 'header' && /^-?\d+(?:\.\d+)?$/.test(value.trim()) ? `"${value.trim()}"` : value
  return readMatcher(subject, `${matcher}(${literalValue})`)
}

function readSave(args: string[]): Idiom {
  const name = quoted(args[0] ?? '')
  const subject = subjectOf(args[1] ?? '')
  if (!name || args.length !== 2) return { reason: 'a variable is set as set("name", value)' }
  if (subject?.kind === 'path') return { texts: [say.save(subject.path, name)] }
  if (subject?.kind === 'header') return { texts: [say.save(`header ${subject.name}`, name)] }
  return { reason: `"${args[1]}" is not a value of the response; only values the response gives are saved` }
}

function readSupertest(args: string[]): Idiom {
  const [first, second] = args
  if (args.length === 1 && /^\d{3}$/.test(first!)) return { texts: [say.status([first!])] }
  const name = quoted(first ?? '')
  if (args.length !== 2 || !name) return { reason: 'supertest .expect() is read with a status or a header name and value' }
  return headerCheck(name, 'eq', second!, false)
}

/**
 * Code compares a header's whole value (`is exactly`), so `"application/json"` fails on `…; charset=utf-8`; a property
 * that holds only the media type (`res.type`, `response.media_type`) compares the media type.
 */
function headerCheck(name: string, op: string, arg: string, negate: boolean, media = false): Idiom {
  const regex = regexLiteral(arg)
  if (regex && !negate) return { texts: [say.header(name, `matches /${regex.pattern}/${regex.flags}`)] }
  const value = quoted(arg)
  if (value === undefined || negate) return { reason: `a header is checked against a quoted text or a /regex/` }
  return { texts: [op === 'contains' ? say.header(name, `contains "${value}"`) : say.headerEquals(name, value, media)] }
}

/** `.to.have.status(200)`, `.not.toBe(3)`, … on what the code names. */
export function readMatcher(subject: Subject, chain: string): Idiom {
  // `nested.property('a.b')` names a dotted path, as toHaveProperty does.
  const words = splitTopLevel(chain.replace(/^\./, '').replace(/\bnested\.property\(/, 'toHaveProperty('), '.').filter(
    (word) => !FILLER.has(word),
  )
  // `.to.be.an('array').that.is.not.empty`: Chai chains several assertions; each call ends one.
  const segments: string[][] = [[]]
  for (const word of words) {
    if (segments[segments.length - 1]!.some((done) => done.includes('('))) segments.push([])
    segments[segments.length - 1]!.push(word)
  }
  if (segments.length > 1) {
    const texts: string[] = []
    for (const segment of segments) {
      const read = readMatcher(subject, segment.join('.'))
      if ('reason' in read) return read
      texts.push(...read.texts)
    }
    return { texts }
  }
  const negate = words.filter((word) => word === 'not').length % 2 === 1
  const rest = words.filter((word) => word !== 'not')
  const counted = rest[0] === 'length' && rest.length === 2
  const last = rest[rest.length - 1] ?? ''
  const call = callOf(last) ?? { name: last, args: [] }
  if (rest.length !== 1 && !counted) return { reason: `"${chain}" is no matcher the rules read` }
  const { name, args } = call
  const reported: Idiom = { reason: `the matcher ${name}() has no exact reading; write the check in words` }

  if (subject.kind === 'path' && subject.whole) {
    // `expect(res).to.have.property('status', 201)`: a property of the response object, not a field of its body.
    const own = (name === 'property' || name === 'toHaveProperty') && quoted(args[0] ?? '')
    if (own && /^(?:status|statusCode|headers|header|body|text|type|ok|code|data|duration)$/.test(own)) {
      const part = subjectOf(`response.${own}`)
      return part?.kind === 'status' && args.length === 2 && !negate
        ? readMatcher(part, `equal(${args[1]})`)
        : { reason: `the response's own ${own} is checked by what it holds; write the check in words` }
    }
    if (name === 'status' && /^\d{3}$/.test(args[0] ?? '') && !negate) return { texts: [say.status([args[0]!])] }
    // Postman's `to.have.status("Created")`: the reason phrase.
    const phrase =
      name === 'status' && args.length === 1 && !negate
        ? STATUS_WORDS[(quoted(args[0]!) ?? '').replace(/[^A-Za-z]/g, '').toLowerCase()]
        : undefined
    if (phrase) return { texts: [say.status([phrase])] }
    if (name === 'header' && quoted(args[0] ?? '')) {
      const header = quoted(args[0]!)!
      if (args.length === 1) return { texts: [say.header(header, negate ? 'does not exist' : 'exists')] }
      return headerCheck(header, 'eq', args[1]!, negate)
    }
    // chai-http's `to.be.json` takes no argument; chakram's `to.have.json(path, value)` checks a field, not the type.
    if (name === 'json' && !negate && args.length === 0) return { texts: ['Verify the response is JSON'] }
    // Postman's `jsonBody("a.b")` / `jsonBody("a.b", value)`.
    if (name === 'jsonBody' && quoted(args[0] ?? '') && args.length <= 2) return readProperty('$', 'toHaveProperty', args, negate)
    if (NAMED_STATUS[name] && !negate && args.length === 0) return { texts: [say.status(NAMED_STATUS[name]!)] }
  }
  if (subject.kind === 'status') {
    const value = args[0] ?? ''
    if (EQUALS.has(name) && /^\d{3}$/.test(value) && !negate) return { texts: [say.status([value])] }
    const list = /^\[([\d\s,]+)\]$/.exec(value)
    if (name === 'oneOf' && list && !negate) return { texts: [say.status(list[1]!.split(',').map((code) => code.trim()))] }
    return { reason: 'the status is checked with a code (toBe(201)) or a list (oneOf([200, 201]))' }
  }
  if (subject.kind === 'text') {
    const value = literal(args[0] ?? '')
    if ((CONTAINS.has(name) || name === 'toMatch') && value && /^"/.test(value)) return { texts: [say.bodyContains(value, negate)] }
    return { reason: 'the body text is checked for a quoted text it contains' }
  }
  if (subject.kind === 'time') {
    const op = COMPARE[name]
    const ms = millis(args[0] ?? '', subject.unit)
    if ((op === '<' || op === '<=') && ms && !negate) return { texts: [say.time(ms)] }
    return { reason: 'the response time is checked with an upper limit (below(500))' }
  }
  if (subject.kind === 'header') {
    if (name === 'toBeDefined' || name === 'exist') return { texts: [say.header(subject.name, negate ? 'does not exist' : 'exists')] }
    if (name === 'toBeUndefined' || name === 'undefined') return { texts: [say.header(subject.name, negate ? 'exists' : 'does not exist')] }
    if (EQUALS.has(name)) return headerCheck(subject.name, 'eq', args[0] ?? '', negate, subject.media)
    if (CONTAINS.has(name)) return headerCheck(subject.name, 'contains', args[0] ?? '', negate)
    if (name === 'toMatch' || name === 'match') {
      if (quoted(args[0] ?? '') !== undefined) return headerCheck(subject.name, 'contains', args[0]!, negate)
      return headerCheck(subject.name, 'matches', args[0] ?? '', negate)
    }
    return reported
  }
  if (subject.kind === 'headers') {
    const header = quoted(args[0] ?? '')
    if ((name === 'toHaveProperty' || name === 'property' || CONTAINS.has(name) || name === 'key') && header && args.length === 1)
      return { texts: [say.header(header, negate ? 'does not exist' : 'exists')] }
    return reported
  }
  if (subject.kind !== 'path') return reported
  return counted ? readLength(subject.path, name, args, negate) : readField(subject.path, name, args, negate)
}

function readLength(path: string, name: string, args: string[], negate: boolean): Idiom {
  const op = EQUALS.has(name) ? '==' : COMPARE[name]
  const n = args[0] ?? ''
  if (!op || negate || !/^\d+$/.test(n)) return { reason: 'a length is compared with a whole number (length.above(2))' }
  return { texts: [say.length(path, op, n)] }
}

function readField(written: string, name: string, args: string[], negate: boolean): Idiom {
  // `expect(body.items.length).toBe(3)`: the `.length` of a path is the array's length.
  const lengthOf = /^(\$.*)\.length$/.exec(written)
  if (lengthOf && (EQUALS.has(name) || COMPARE[name])) return readLength(lengthOf[1]!, name, args, negate)
  const path = written
  const value = args.length > 0 ? literal(args[0]!) : undefined
  const noLiteral: Idiom = { reason: `"${args[0]}" is no literal value to compare with` }
  if (EQUALS.has(name)) return value === undefined ? noLiteral : { texts: [say.equals(path, value, negate)] }
  const op = COMPARE[name]
  if (op) return !negate && value && /^-?\d/.test(value) ? { texts: [say.compare(path, op, value)] } : noLiteral
  if (name === 'within' && args.length === 2 && !negate && /^-?\d/.test(args[0]!) && /^-?\d/.test(args[1]!))
    return { texts: [say.compare(path, '>=', args[0]!), say.compare(path, '<=', args[1]!)] }
  if (CONTAINS.has(name)) return value === undefined ? noLiteral : { texts: [say.contains(path, value, negate)] }
  if (name === 'toBeDefined' || name === 'exist') return { texts: [say.exists(path, negate)] }
  if (name === 'toBeUndefined' || name === 'undefined') return { texts: [say.exists(path, !negate)] }
  if (name === 'toBeNull' || name === 'null') return negate ? { texts: say.notNull(path) } : { texts: [say.equals(path, 'null')] }
  if (name === 'true' || name === 'false') return { texts: [say.equals(path, name, negate)] }
  if (name === 'empty') return { texts: [say.length(path, negate ? '>' : '==', '0')] }
  if ((name === 'toHaveLength' || name === 'lengthOf' || name === 'length') && /^\d+$/.test(args[0] ?? '') && !negate)
    return { texts: [say.length(path, '==', args[0]!)] }
  if ((name === 'toMatch' || name === 'match' || name === 'matches') && !negate) {
    const regex = regexLiteral(args[0] ?? '')
    if (regex) return { texts: [say.matches(path, regex.pattern, regex.flags)] }
    const text = quoted(args[0] ?? '')
    if (text !== undefined && name === 'toMatch') return { texts: [say.matches(path, escapeRegExp(text))] }
    return noLiteral
  }
  if (name === 'toHaveProperty' || name === 'property') return readProperty(path, name, args, negate)
  if ((name === 'a' || name === 'an' || name === 'toBeInstanceOf') && !negate && args.length === 1) {
    const type = CODE_TYPES[(quoted(args[0]!) ?? args[0]!).toLowerCase()]
    return type ? { texts: [say.type(path, type)] } : { reason: `"${args[0]}" is no JSON type` }
  }
  if (name === 'toMatchObject' && !negate) return readSubset(path, value)
  // `oneOf(["open", "closed"])`: one of these texts, as an anchored pattern (numbers have no such check).
  const texts = /^\[(.*)\]$/.exec(value ?? '')?.[1]
  const items = texts === undefined ? undefined : (JSON.parse(`[${texts}]`) as unknown[])
  if (name === 'oneOf' && !negate && items && items.length > 0 && items.every((item) => typeof item === 'string'))
    return { texts: [say.matches(path, `^(?:${(items as string[]).map(escapeRegExp).join('|')})$`)] }
  return { reason: `the matcher ${name}() has no exact reading; write the check in words` }
}

/** `toHaveProperty('a.b', 1)` (a dotted path) or Chai's `property('id')` (one key). */
function readProperty(path: string, name: string, args: string[], negate: boolean): Idiom {
  const key = quoted(args[0] ?? '')
  if (!key || args.length > 2) return { reason: `${name}() names a property with a quoted key` }
  const keys = name === 'toHaveProperty' ? key.split('.') : [key]
  const sub = path + keys.map((k) => (/^[A-Za-z_]\w*$/.test(k) ? `.${k}` : /^\d+$/.test(k) ? `[${k}]` : `['${k}']`)).join('')
  if (args.length === 1) return { texts: [say.exists(sub, negate)] }
  const value = literal(args[1]!)
  return value === undefined ? { reason: `"${args[1]}" is no literal value to compare with` } : { texts: [say.equals(sub, value, negate)] }
}

/** `toMatchObject({ a: 1, b: "x" })`: each key equals its value; a nested object or array is matched loosely, so reported. */
function readSubset(path: string, json: string | undefined): Idiom {
  const object = json === undefined ? undefined : (JSON.parse(json.replace(/\{\{\s*(\w+)\s*\}\}/g, '"{{$1}}"')) as unknown)
  if (object === null || typeof object !== 'object' || Array.isArray(object) || json === undefined)
    return { reason: 'toMatchObject() is read with an object literal' }
  const texts: string[] = []
  for (const [key, value] of Object.entries(object)) {
    if (value !== null && typeof value === 'object')
      return { reason: `toMatchObject() matches "${key}" loosely; check its fields one by one` }
    const sub = /^[A-Za-z_]\w*$/.test(key) ? `${path}.${key}` : `${path}['${key}']`
    texts.push(say.equals(sub, typeof value === 'string' && /^\{\{\w+\}\}$/.test(value) ? value : JSON.stringify(value)))
  }
  return texts.length > 0 ? { texts } : { reason: 'toMatchObject({}) checks nothing' }
}

/** Header names a bare `Name: value` pair may use: any hyphenated name (`X-Api-Key`) or one of these. */
const BARE_HEADERS = /^(?:[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+|Authorization|Accept|Cookie|Origin|Referer|Host)$/

/**
 * `Use Authorization: Bearer {{TOKEN}}`: a `Name: value` pair after use / set / send / add is a request header;
 * `There should be no X-Powered-By header in the response`: the header is absent.
 */
export function headerRewrite(text: string): string | undefined {
  const pair = /^(?:use|set|send|add|pass|include)\s+(?:(?:it\s+|the\s+request\s+)?with\s+)?(?:the\s+)?([A-Za-z][\w-]*)\s*:\s*(.+)$/i.exec(
    text,
  )
  if (pair && BARE_HEADERS.test(pair[1]!)) return `Set header ${pair[1]}: ${pair[2]}`
  const none = /^there\s+(?:is|should\s+be|must\s+be)\s+no\s+(?:"([^"]+)"|([A-Za-z][\w-]*))\s+header(?:\s+in\s+the\s+response)?$/i.exec(
    text,
  )
  if (none) return `The response has no ${none[1] ?? none[2]} header`
  // `Given the header "X-Tenant" is "gym-42"`: a Gherkin Given arranges the request, so the header is sent, not checked.
  const given =
    /^given\s+(?:that\s+)?(?:the\s+)?(?:request\s+)?header\s+(?:"([^"]+)"|'([^']+)'|([A-Za-z][\w-]*))\s+(?:is|=|equals|is\s+set\s+to)\s+(.+)$/i.exec(
      text,
    )
  if (given) return `Set header ${given[1] ?? given[2] ?? given[3]}: ${given[4]!.replace(/^(["'])(.*)\1$/, '$2')}`
  return undefined
}
