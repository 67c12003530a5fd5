import { readJsCode } from './code-checks.js'
import { jsonFromLiteral } from './code-literals-json.js'
import { type Idiom, say } from './code-subjects.js'
import { quoted, splitTopLevel } from './code-syntax.js'

/**
 * A Laravel HTTP test line (`$response->assertStatus(201);`, `$this->withHeaders([...])`): each assertion of
 * Laravel's TestResponse as the grammar's check. Paths are Laravel's dotted keys (`data.level`, `items.0.id`); a
 * wildcard (`data.*.id`), a closure or a PHP array where one value is meant is reported, never guessed.
 */

const ASSERTION = /^\$[A-Za-z_]\w*\s*->\s*(assert\w+)\s*\(([\s\S]*)\)\s*;?$/
const WITH_HEADERS = /^\$this\s*->\s*(withHeaders?|withToken)\s*\(([\s\S]*)\)\s*;?$/
const REQUEST = /^(?:\$[A-Za-z_]\w*\s*=\s*)?\$this\s*->\s*(get|post|put|patch|delete|options)(Json)?\s*\(([\s\S]*)\)\s*;?$/i
const DOTTED = /^[A-Za-z_][\w-]*(?:\.(?:[A-Za-z_][\w-]*|\d+))*$/

/** The statuses Laravel's named assertions check (TestResponse::assertOk() and its siblings). */
const NAMED: Record<string, string> = {
  assertOk: '200',
  assertCreated: '201',
  assertAccepted: '202',
  assertNoContent: '204',
  assertMovedPermanently: '301',
  assertFound: '302',
  assertBadRequest: '400',
  assertUnauthorized: '401',
  assertPaymentRequired: '402',
  assertForbidden: '403',
  assertNotFound: '404',
  assertMethodNotAllowed: '405',
  assertNotAcceptable: '406',
  assertRequestTimeout: '408',
  assertConflict: '409',
  assertGone: '410',
  assertUnsupportedMediaType: '415',
  assertUnprocessable: '422',
  assertTooManyRequests: '429',
  assertInternalServerError: '500',
  assertServiceUnavailable: '503',
  assertSuccessful: '2xx',
  assertClientError: '4xx',
  assertServerError: '5xx',
}

export function readLaravel(written: string): Idiom | undefined {
  const text = written.trim()
  if (text.startsWith('expect($')) return readPest(text)
  const headers = WITH_HEADERS.exec(text)
  if (headers) return readHeaders(headers[1]!, headers[2]!)
  const request = REQUEST.exec(text)
  if (request) return readRequest(request[1]!.toUpperCase(), request[3]!, request[2] !== undefined)
  const assertion = ASSERTION.exec(text)
  if (!assertion) return undefined
  const name = assertion[1]!
  const args = assertion[2]!.trim() === '' ? [] : splitTopLevel(assertion[2]!, ',')
  const reported: Idiom = { reason: `${name}(${assertion[2]}) has no exact reading; write the check in words` }
  const [first, second] = args
  const key = quoted(first ?? '')
  const path = key !== undefined && DOTTED.test(key) ? laravelPath(key) : undefined

  if (NAMED[name] && (args.length === 0 || (name === 'assertNoContent' && first === '204'))) return { texts: [say.status([NAMED[name]!])] }
  if (name === 'assertStatus' && args.length === 1 && /^\d{3}$/.test(first!)) return { texts: [say.status([first!])] }
  if (name === 'assertJsonPath' && path && args.length === 2) {
    const value = jsonFromLiteral(second!)
    return value === undefined || /^[{[]/.test(value) ? reported : { texts: [say.equals(path, value)] }
  }
  if (name === 'assertJsonCount' && /^\d+$/.test(first ?? '') && args.length <= 2) {
    const counted = args.length === 1 ? '$' : laravelPath(quoted(second!) ?? '')
    return counted && (args.length === 1 || DOTTED.test(quoted(second!)!)) ? { texts: [say.length(counted, '==', first!)] } : reported
  }
  if ((name === 'assertJsonMissingPath' || name === 'assertJsonMissingValidationErrors') && path && args.length === 1)
    return { texts: [say.exists(name === 'assertJsonMissingPath' ? path : `$.errors.${key}`, true)] }
  if (name === 'assertJsonStructure' || name === 'assertJsonValidationErrors') {
    // A flat list of keys; nested structures (`'data' => [...]`, `'*'`) are reported.
    const keys = args.length === 1 ? stringList(first!) : undefined
    if (!keys?.every((k) => /^[A-Za-z_][\w-]*$/.test(k))) return reported
    const root = name === 'assertJsonStructure' ? '$' : '$.errors'
    return { texts: keys.map((k) => say.exists(`${root}.${k}`)) }
  }
  if ((name === 'assertSee' || name === 'assertDontSee') && key !== undefined && args.length === 1)
    return { texts: [say.bodyContains(JSON.stringify(key), name === 'assertDontSee')] }
  if (name === 'assertHeader' && key !== undefined && args.length <= 2) {
    if (args.length === 1) return { texts: [say.header(key, 'exists')] }
    const value = quoted(second!) ?? (/^-?\d+$/.test(second!) ? second : undefined)
    return value === undefined ? reported : { texts: [say.headerEquals(key, value)] }
  }
  if (name === 'assertHeaderMissing' && key !== undefined && args.length === 1) return { texts: [say.header(key, 'does not exist')] }
  // assertJsonIsArray('data') / assertJsonIsObject(): the type at a key, or of the whole body.
  const typed = /^assertJsonIs(Array|Object)$/.exec(name)
  if (typed && args.length <= 1 && (args.length === 0 || path)) return { texts: [say.type(path ?? '$', typed[1]!.toLowerCase())] }
  // assertJson([...]): the given keys hold these values, other keys may be there too; a list is compared whole.
  if (name === 'assertJson' && args.length === 1) {
    const checks = subset('$', first!)
    return checks ? { texts: checks } : reported
  }
  return reported
}

/** A PHP array of `'key' => value` pairs as the field checks assertJson makes; undefined for a list or no literal. */
function subset(base: string, written: string): string[] | undefined {
  const inner = /^\[([\s\S]*)\]$/.exec(written.trim())?.[1]
  if (inner === undefined) return undefined
  const texts: string[] = []
  for (const entry of splitTopLevel(inner, ',')) {
    if (entry === '') continue
    const pair = /^(["'])([A-Za-z_][\w-]*)\1\s*=>\s*([\s\S]+)$/.exec(entry)
    if (!pair) return undefined
    const path = `${base}.${pair[2]}`
    const value = pair[3]!.trim()
    if (value.startsWith('[')) {
      const nested = subset(path, value)
      if (!nested) return undefined
      texts.push(...nested)
      continue
    }
    const json = jsonFromLiteral(value)
    if (json === undefined) return undefined
    texts.push(say.equals(path, json))
  }
  return texts.length > 0 ? texts : undefined
}

/** `data.items.0.id` -> `$.data.items[0].id`. */
function laravelPath(key: string): string | undefined {
  return DOTTED.test(key) ? `$.${key.replace(/\.(\d+)(?=\.|$)/g, '[$1]')}` : undefined
}

/** `['id', 'title']` or `'email'` -> the strings; undefined for anything else. */
function stringList(arg: string): string[] | undefined {
  const one = quoted(arg)
  if (one !== undefined) return [one]
  const list = /^\[([\s\S]*)\]$/.exec(arg.trim())
  if (!list) return undefined
  const items = splitTopLevel(list[1]!, ',').map((item) => quoted(item))
  return items.length > 0 && items.every((item) => item !== undefined) ? (items as string[]) : undefined
}

/** `withHeaders(['X-Tenant' => 'a'])`, `withHeader('X-Tenant', 'a')`, `withToken('t')` as request headers. */
function readHeaders(name: string, inner: string): Idiom {
  const reason: Idiom = { reason: `${name}() is read with quoted names and values` }
  const args = splitTopLevel(inner, ',')
  if (name === 'withToken') {
    const token = args.length === 1 ? quoted(args[0]!) : undefined
    return token === undefined ? reason : { texts: [`Set header Authorization: Bearer ${token}`] }
  }
  if (name === 'withHeader') {
    const [header, value] = args.map((arg) => quoted(arg))
    return args.length === 2 && header && value !== undefined ? { texts: [`Set header ${header}: ${value}`] } : reason
  }
  const array = /^\[([\s\S]*)\]$/.exec(inner.trim())
  if (!array || args.length !== 1) return reason
  const texts: string[] = []
  for (const pair of splitTopLevel(array[1]!, ',')) {
    const [header, value] = pair.split(/\s*=>\s*/).map((side) => quoted(side))
    if (!header || value === undefined) return reason
    texts.push(`Set header ${header}: ${value}`)
  }
  return texts.length > 0 ? { texts } : reason
}

/** `$this->postJson('/api/x', ['a' => 1])`: the request, its path checked against the test's heading by the grammar. */
function readRequest(method: string, inner: string, json: boolean): Idiom {
  const [url, data, ...rest] = splitTopLevel(inner, ',')
  const path = quoted(url ?? '')
  if (path === undefined || rest.length > 0) return { reason: 'a Laravel request is read with a quoted path and a flat array of data' }
  if (data === undefined) return { texts: [`Send a ${method} request to ${path}`] }
  // `$this->post('/x', [...])` sends form fields, which the rules do not send.
  if (!json) return { reason: `${method.toLowerCase()}() sends its data as a form; write postJson() or the body in words` }
  const body = phpArray(data)
  return body === undefined
    ? { reason: `${data} is no flat PHP array of plain values to send` }
    : { texts: [`Send a ${method} request to ${path} with JSON body ${body}`] }
}

/** `['a' => 1, 'b' => 'x']` -> `{"a":1,"b":"x"}`; undefined unless every key is quoted and every value a plain literal. */
function phpArray(arg: string): string | undefined {
  const array = /^\[([\s\S]*)\]$/.exec(arg.trim())
  if (!array) return undefined
  const out: Record<string, unknown> = {}
  for (const pair of splitTopLevel(array[1]!, ',')) {
    const [key, value, ...more] = pair.split(/\s*=>\s*/)
    const name = quoted(key ?? '')
    const json = value === undefined ? undefined : jsonFromLiteral(value)
    if (name === undefined || json === undefined || more.length > 0 || /^[{[]/.test(json)) return undefined
    out[name] = JSON.parse(json)
  }
  return JSON.stringify(out)
}

/** Pest's expectations' names as Jest's, where they mean the same. */
const PEST: Record<string, string> = {
  toBe: 'toBe',
  toEqual: 'toEqual',
  toContain: 'toContain',
  toHaveCount: 'toHaveLength',
  toBeGreaterThan: 'toBeGreaterThan',
  toBeGreaterThanOrEqual: 'toBeGreaterThanOrEqual',
  toBeLessThan: 'toBeLessThan',
  toBeLessThanOrEqual: 'toBeLessThanOrEqual',
  toMatch: 'toMatch',
}
const PEST_TYPES: Record<string, string> = {
  toBeArray: 'array',
  toBeString: 'string',
  toBeInt: 'integer',
  toBeBool: 'boolean',
  toBeFloat: '',
}

/**
 * Pest's `expect($response->status())->toBe(201)` on a Laravel TestResponse: `status()`, `json('a.b')` (a dotted key),
 * `json()`, `headers->get('X')`, `getContent()`, read as the Jest expectation it mirrors. `json('x')` gives null for a
 * missing key too, so `toBeNull()` is reported and `not->toBeNull()` is present and not null.
 */
function readPest(text: string): Idiom | undefined {
  const pest = /^expect\((\$[\s\S]+?)\)\s*((?:->\s*not\s*)?)->\s*(\w+)\(([\s\S]*)\)\s*;?$/.exec(text)
  if (!pest) return undefined
  const [, subject, not, name, args] = pest
  const reported: Idiom = { reason: `${text} has no exact reading; write the check in words` }
  const key = /^\$response->json\(\s*(?:(["'])([^"']*)\1)?\s*\)$/.exec(subject!.trim())
  const header = /^\$response->headers->get\(\s*(["'])([A-Za-z][\w-]*)\1\s*\)$/.exec(subject!.trim())
  const path = key ? (key[2] === undefined ? '$' : laravelPath(key[2])) : undefined
  const js = /^\$response->(?:status|getStatusCode)\(\)$/.test(subject!.trim())
    ? 'response.status'
    : /^\$response->(?:getContent|content)\(\)$/.test(subject!.trim())
      ? 'response.text'
      : header
        ? `response.headers["${header[2]}"]`
        : path
          ? `response.body${path.slice(1)}`
          : undefined
  if (!js) return reported
  if (name === 'toBeNull') return not && path ? { texts: say.notNull(path) } : reported
  const type = PEST_TYPES[name!]
  if (type !== undefined) return path && type && !not ? { texts: [say.type(path, type)] } : reported
  if (name === 'toHaveKey' && path && !not) {
    const k = quoted(args!.trim())
    return k !== undefined && /^[A-Za-z_][\w-]*$/.test(k) ? { texts: [say.exists(`${path}.${k}`)] } : reported
  }
  if (name === 'toBeTrue' || name === 'toBeFalse')
    return readJsCode(`expect(${js})${not ? '.not' : ''}.toBe(${name === 'toBeTrue'})`) ?? reported
  const jest = PEST[name!]
  return jest ? (readJsCode(`expect(${js})${not ? '.not' : ''}.${jest}(${args})`) ?? reported) : reported
}
