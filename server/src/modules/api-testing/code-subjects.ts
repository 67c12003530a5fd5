import { jsonFromLiteral } from './code-literals-json.js'
import { normalizeJsonPath } from './json-path.js'

/**
 * What a piece of test code names, across the tools testers bring (Postman, Jest/supertest/Chai, Python requests,
 * Karate, REST-assured): a field of the JSON body, the HTTP status, the body text, a response header or the response
 * time. The readers of each tool (code-*.ts) turn a check on it into the grammar's own words ({@link say}).
 */

export type Subject =
  | { kind: 'path'; path: string; whole: boolean }
  | { kind: 'status' }
  | { kind: 'text' }
  /** `media`: a property holding only the media type of Content-Type (`res.type`), not the header's whole value. */
  | { kind: 'header'; name: string; media?: boolean }
  | { kind: 'headers' }
  | { kind: 'time'; unit: 'ms' | 's' }

/** A tool idiom read: the steps in the grammar's words, or why it cannot be carried out (reported on its line). */
/** A reading, or why the line has none; a `firm` reason is kept even when the grammar could read the words. */
export type Idiom = { texts: string[] } | { reason: string; firm?: boolean }

/**
 * The statements of a block (`a; b; c`), each read by `read`, their steps in order. The first that is no check, or
 * says why it cannot be carried out, ends the reading; a block that reads to no step says `empty` (when given).
 */
export function readStatements(statements: string[], read: (statement: string) => Idiom | undefined, empty?: string): Idiom {
  const texts: string[] = []
  for (const statement of statements) {
    if (statement === '') continue
    const idiom = read(statement)
    if (!idiom) return { reason: `"${statement}" is no check the rules read` }
    if ('reason' in idiom) return idiom
    texts.push(...idiom.texts)
  }
  return texts.length > 0 || empty === undefined ? { texts } : { reason: empty }
}

const RESPONSE = String.raw`(?:pm\.response|response|res|resp|r|result)`
/**
 * The JSON body: `pm.response.json()`, `res.body`, `response.data`, `r.json()`, `jsonData`, Karate's `response`, and a
 * body text parsed in place (`JSON.parse(response.data)`, Postman's old `JSON.parse(responseBody)`).
 */
const BODY_ROOT = new RegExp(
  String.raw`^(?:${RESPONSE}\.json\(\)|res\.getBody\(\)|(?:response|res|resp)\.(?:body|data)|JSON\.parse\((?:(?:response|res|resp)\.(?:body|data|text)|responseBody)\)|body|data|json|jsonData|jsonResponse|payload|responseJson)(?=[.[]|$)`,
)
/** The response object itself (`expect(res).to.have.status(200)`); as a path root it is the body too. */
const WHOLE_ROOT = /^(?:pm\.response|response|res|resp)(?=[.[]|$)/

const QUOTED = String.raw`\s*["'\x60]([^"'\x60]+)["'\x60]\s*`

// Playwright's response has methods where other clients have properties: `status()`, `headers()`, `json()`, `text()`.
// Bruno's response object has getters: `res.getStatus()`, `res.getBody()`, `res.getResponseTime()`.
const STATUS = new RegExp(
  String.raw`^${RESPONSE}\.(?:status|statusCode|status_code|status\(\)|getStatus\(\))$|^pm\.response\.code$|^responseStatus$`,
)
/** Properties of a client's response object that are no body fields (`res.ok`, `r.url`). */
const NOT_BODY = new RegExp(
  String.raw`^${RESPONSE}\.(?:ok|charset|redirect|redirects|error|clientError|serverError|links|noContent|notFound|accepted|badRequest|forbidden|unauthorized|info|statusType|statusText|url|reason|cookies|encoding|history|raw|request|config)$`,
)
const TEXT = new RegExp(String.raw`^${RESPONSE}\.(?:text(?:\(\))?|content|body\.toString\(\))$|^responseText$`)
const ELAPSED = new RegExp(String.raw`^${RESPONSE}\.elapsed(?:\.total_seconds\(\))?$`)
/** .NET's typed headers: `response.Headers.Location`, `response.Content.Headers.ContentLength` (round 13: read as a body field). */
const DOTNET_HEADER = new RegExp(String.raw`^${RESPONSE}\.(?:Content\.)?Headers\.([A-Z][A-Za-z]*)$`)
const HEADERS = new RegExp(String.raw`^${RESPONSE}\.(?:headers?|headers\(\))$|^responseHeaders$`)
const HEADER = [
  new RegExp(String.raw`^(?:${RESPONSE}\.(?:headers?|headers\(\))|responseHeaders)\[${QUOTED}\](?:\[0\])?$`),
  new RegExp(String.raw`^${RESPONSE}\.(?:headers\.get|header|get|getHeader)\(${QUOTED}\)$`),
  new RegExp(String.raw`^${RESPONSE}\.headers\.([A-Za-z][\w]*)$`),
]

export function subjectOf(written: string): Subject | undefined {
  // `(await response.json()).id`, `await response.text()`: the awaited body is the body.
  // Dredd's hooks: the response is `transaction.real`, whose body is the text.
  const code = written
    .trim()
    .replace(/^transaction\.real\.body(?=$|\))/, 'response.text')
    .replace(/^JSON\.parse\(transaction\.real\.body\)/, 'JSON.parse(response.text)')
    .replace(/^transaction\.real\.(?=statusCode$|headers\[)/, 'response.')
    .replace(/^\(\s*await\s+([\w.]+\.(?:json|text)\(\))\s*\)/, '$1')
    .replace(/^await\s+([\w.]+\.(?:json|text)\(\))$/, '$1')
  if (STATUS.test(code)) return { kind: 'status' }
  // supertest's `res.type` is the media type.
  if (/^(?:res|response|resp)\.(?:type|contentType)$/.test(code)) return { kind: 'header', name: 'Content-Type', media: true }
  if (NOT_BODY.test(code)) return undefined
  if (TEXT.test(code)) return { kind: 'text' }
  // Only Postman's and Karate's names: `response.time` may as well be a field of the body. Cypress's response object
  // has its time as `duration` (its body is `response.body`, so `response.duration` is no body field there).
  if (/^(?:pm\.response\.responseTime|responseTime|(?:response|res|resp)\.duration|res\.getResponseTime\(\))$/.test(code))
    return { kind: 'time', unit: 'ms' }
  if (ELAPSED.test(code)) return { kind: 'time', unit: 's' }
  // Cypress's response carries its time in ms as `duration`.
  if (/^(?:response|res|resp)\.duration$/.test(code)) return { kind: 'time', unit: 'ms' }
  if (HEADERS.test(code)) return { kind: 'headers' }
  const typed = DOTNET_HEADER.exec(code)
  if (typed) return { kind: 'header', name: headerOfConstant(typed[1]!) }
  for (const pattern of HEADER) {
    const header = pattern.exec(code)
    if (header) return { kind: 'header', name: header[1]! }
  }
  // RestSharp's `response.Data` is the body deserialized into a class: its properties' JSON names are not written.
  if (/^(?:response|res|resp)\.Data(?=[.[]|$)/.test(code)) return undefined
  const root = BODY_ROOT.exec(code) ?? WHOLE_ROOT.exec(code) ?? /^\$(?=[.[]|$)/.exec(code)
  if (!root) return undefined
  const rest = code
    .slice(root[0].length)
    .replace(/\[\s*["']([^"']+)["']\s*\]/g, (_, key: string) => (/^[A-Za-z_][\w]*$/.test(key) ? `.${key}` : `['${key}']`))
  if (rest !== '' && !/^(?:\.[A-Za-z_$][\w$-]*|\.\d+|\[\d+\]|\['[^']+'\])+$/.test(rest)) return undefined
  const path = normalizeJsonPath(`$${rest}`)
  return path ? { kind: 'path', path, whole: WHOLE_ROOT.test(code) && rest === '' } : undefined
}

/** A value written in code as the grammar's value text (JSON), or undefined when it is no literal. */
export function literal(code: string): string | undefined {
  return jsonFromLiteral(code)
}

const OPS: Record<string, string> = {
  '==': 'is',
  '===': 'is',
  '>': 'is greater than',
  '>=': 'is at least',
  '<': 'is less than',
  '<=': 'is at most',
}

/** The grammar's words for each check (what docs/api-testing-specs.md documents for plain steps). */
export const say = {
  status: (codes: readonly (number | string)[]) => `Verify status is ${codes.join(' or ')}`,
  equals: (path: string, json: string, negate = false) => `${path} ${negate ? '!=' : '=='} ${json}`,
  compare: (path: string, op: string, n: string) => `${path} ${op} ${n}`,
  exists: (path: string, negate = false) => `Verify ${path} ${negate ? 'does not exist' : 'exists'}`,
  /** Present and not null, as `notNullValue()`, `is not None` and `#notnull` require. */
  notNull: (path: string) => [`Verify ${path} exists`, `${path} != null`],
  type: (path: string, type: string) => `Verify ${path} has type ${type}`,
  matches: (path: string, pattern: string, flags = '') => `Verify ${path} matches /${pattern}/${flags}`,
  contains: (path: string, json: string, negate = false) => `Verify ${path} ${negate ? 'does not contain' : 'contains'} ${json}`,
  length: (path: string, op: string, n: string) => `Verify the length of ${path} ${OPS[op] ?? op} ${n}`,
  bodyContains: (json: string, negate = false) => `Verify the body ${negate ? 'does not contain' : 'contains'} ${json}`,
  header: (name: string, rest: string) => `Verify header ${name} ${rest}`,
  /**
   * A header's value compared whole, as code compares it. The grammar reads `Content-Type equals x` as the media type
   * alone, so a Content-Type says `is exactly` (`"application/json"` fails on `…; charset=utf-8`); a property that
   * holds only the media type (`res.type`) compares that.
   */
  headerEquals: (name: string, value: string, media = false) =>
    `Verify header ${name} ${/^content-type$/i.test(name) && !media ? 'is exactly' : 'equals'} "${value}"`,
  time: (ms: number) => `Verify response time is below ${ms} ms`,
  save: (source: string, variable: string) => `Save ${source} as {{${variable}}}`,
}

/** Milliseconds from a time limit in the subject's unit; undefined when it is no positive number. */
export function millis(raw: string, unit: 'ms' | 's'): number | undefined {
  const n = Number(raw.replace(/[lL]$/, ''))
  if (!(n > 0)) return undefined
  return unit === 's' ? Math.round(n * 1000) : n
}

/** Type names of JavaScript, Python and Java/Hamcrest as the grammar's JSON types. */
export const CODE_TYPES: Record<string, string> = {
  array: 'array',
  list: 'array',
  tuple: 'array',
  object: 'object',
  dict: 'object',
  map: 'object',
  string: 'string',
  str: 'string',
  number: 'number',
  float: 'number',
  int: 'integer',
  integer: 'integer',
  boolean: 'boolean',
  bool: 'boolean',
}

/** Ktor's `HttpHeaders` constant names as header names: `AcceptLanguage` -> Accept-Language, `XForwardedFor` -> X-Forwarded-For. */
export function headerOfConstant(name: string): string {
  if (name === 'ETag') return name
  return name.replace(/([a-z])(?=[A-Z])/g, '$1-').replace(/([A-Z])(?=[A-Z][a-z])/g, '$1-')
}
