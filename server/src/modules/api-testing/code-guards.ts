import { closingParen } from './code-assert-calls.js'
import { callSubject } from './code-call-subjects.js'
import { jsonFromLiteral } from './code-literals-json.js'
import { readExpression } from './code-relations.js'
import { type Idiom, readStatements, say } from './code-subjects.js'
import { callOf, quoted, splitTopLevel } from './code-syntax.js'
import { parseJsonWithPlaceholders } from './step-values.js'

/**
 * Checks written as control flow or client scripts: an `if` that fails the test (`if resp.StatusCode != 201 {
 * t.Fatalf(…) }`, `if (res.status !== 201) throw …`, `if r.status_code != 201: raise …`, Ruby's `raise … unless …`),
 * where the check is the condition turned round; the JetBrains HTTP client's `client.assert(cond, "msg")`,
 * `client.test("name", function() {…})` and `client.global.set("id", response.body.id)`; and Frisby's
 * `.expect('status', 201)` / `.expect('json', 'a.b', value)`. An `if` on something else (`err != nil`) is reported.
 */

/** Statements that fail a test: Go's t.Fatal family, throw / raise, fail(), XCTFail, panic, exit. */
const FAILS =
  /^(?:\{\s*)?(?:(?:t|b|tb|s\.T\(\))\.(?:Fatal|Fatalf|Error|Errorf|FailNow|Fail)\(|panic\(|log\.Fatal(?:f|ln)?\(|throw\b|raise\b|fail\(|(?:Assert|Assertions|ClassicAssert)\.[Ff]ail\(|XCTFail\(|pytest\.fail\(|self\.fail\(|assert\s+False\b|fatalError\(|sys\.exit\(|process\.exit\(|die\(|abort\()/

export function readGuard(line: string): Idiom | undefined {
  const text = line.trim().replace(/;$/, '')
  const unless = /^(?:raise|fail)\b.*?\s+unless\s+(.+)$/.exec(text)
  if (unless) return conditions(unless[1]!, false)
  if (!/^if\b/.test(text)) return undefined
  let condition: string | undefined
  let body: string | undefined
  const paren = /^if\s*\(/.exec(text)
  if (paren) {
    const close = closingParen(text, paren[0].length - 1)
    if (close > 0) [condition, body] = [text.slice(paren[0].length, close), text.slice(close + 1).trim()]
  }
  if (condition === undefined) {
    const go = /^if\s+(.+?)\s*(\{.*)$/.exec(text) ?? /^if\s+(.+?):\s*(.+)$/.exec(text)
    if (!go) return undefined
    ;[condition, body] = [go[1]!, go[2]!]
  }
  if (!FAILS.test(body!.replace(/^:\s*/, ''))) return undefined
  return conditions(condition, true)
}

/** The checks a condition makes: each part of `a || b` fails the test on its own, so each must hold. */
function conditions(condition: string, failsWhenTrue: boolean): Idiom {
  const parts = failsWhenTrue ? orParts(condition) : [condition]
  const texts: string[] = []
  for (const part of parts) {
    if (/&&|\band\b/.test(part)) return { reason: `"${condition}" fails only when all its parts hold; write each check alone` }
    const read = readExpression(part, failsWhenTrue) ?? { reason: `"${part}" is no comparison of the HTTP response the rules read` }
    if ('reason' in read) return read
    texts.push(...read.texts)
  }
  return { texts }
}

function orParts(condition: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < condition.length; i++) {
    const ch = condition[i]!
    if (ch === '"' || ch === "'") i = Math.max(i, condition.indexOf(ch, i + 1))
    else if ('([{'.includes(ch)) depth++
    else if (')]}'.includes(ch)) depth--
    else if (depth === 0 && (condition.startsWith('||', i) || condition.startsWith(' or ', i))) {
      parts.push(condition.slice(start, i))
      i += condition[i] === '|' ? 1 : 3
      start = i + 1
    }
  }
  return [...parts, condition.slice(start)].map((part) => part.trim())
}

/** JetBrains HTTP client scripts and Frisby's typed expectations. */
export function readClientScript(line: string): Idiom | undefined {
  // A response handler as written in a .http file: `> {% client.test(…); %}`.
  const text = line
    .trim()
    .replace(/^>\s*\{%([\s\S]*)%\}$/, '$1')
    .trim()
    .replace(/;$/, '')
    .trim()
  const test = /^client\.test\(\s*(["'])[\s\S]*?\1\s*,\s*(?:function\s*\(\s*\)|\(\s*\)\s*=>)\s*\{([\s\S]*)\}\s*\)$/.exec(text)
  if (test) {
    return readStatements(splitTopLevel(test[2]!, ';'), readClientScript, 'the test holds no check')
  }
  const assert = /^client\.assert\(([\s\S]*)\)$/.exec(text)
  if (assert) {
    const args = callOf(`f(${assert[1]})`)?.args
    if (!args || args.length < 1 || args.length > 2) return { reason: 'client.assert() is read as client.assert(condition, "message")' }
    return readExpression(args[0]!) ?? { reason: `"${args[0]}" is no comparison of the HTTP response the rules read` }
  }
  const set = /^client\.(?:global|globals)\.set\(([\s\S]*)\)$/.exec(text)
  if (set) {
    const args = callOf(`f(${set[1]})`)?.args ?? []
    const name = quoted(args[0] ?? '')
    const subject = args.length === 2 ? callSubject(args[1]!) : undefined
    if (name && subject?.kind === 'path' && subject.path !== '$') return { texts: [say.save(subject.path, name)] }
    if (name && subject?.kind === 'header') return { texts: [say.save(`header ${subject.name}`, name)] }
    return { reason: `"${args[1] ?? ''}" is no value of the response; only values the response gives are saved` }
  }
  return readFrisby(text)
}

/** Frisby's paths: dotted keys and indexes (`owner.name`, `items.0.id`); a wildcard (`*`, `?`) matches loosely. */
const FRISBY_PATH = /^[A-Za-z_]\w*(?:\.(?:[A-Za-z_]\w*|\d+))*$/
const frisbyPath = (path: string) => `$.${path.replace(/\.(\d+)(?=\.|$)/g, '[$1]')}`

/** Joi's type schemas as JSON types: `Joi.number().integer()`, `Joi.array()`, `frisby.Joi.string().required()`. */
const JOI_TYPES: Record<string, string> = {
  number: 'number',
  string: 'string',
  boolean: 'boolean',
  bool: 'boolean',
  array: 'array',
  object: 'object',
}

function joiType(schema: string): string | undefined {
  const joi = /^(?:frisby\.)?Joi\.(\w+)\(\)((?:\.(?:integer|required)\(\))*)$/.exec(schema.trim())
  const type = joi ? JOI_TYPES[joi[1]!] : undefined
  if (!type) return undefined
  if (joi![2]!.includes('integer')) return type === 'number' ? 'integer' : undefined
  return type
}

/**
 * Frisby's typed expectations, whose first argument names what is checked (never a header, as supertest's), the
 * `setup({ request: { headers } })` of a spec, and Frisby 0.x's named expectations (`expectStatus(201)`,
 * `expectHeaderContains('content-type', 'json')`, `expectJSONLength('items', 3)`, `expectMaxResponseTime(500)`).
 */
export function readFrisby(text: string): Idiom | undefined {
  if (!/^\.?(?:frisby\.)?(?:expect|setup)/.test(text)) return undefined
  const setup = /^\.?(?:frisby\.)?setup\(([\s\S]*)\)$/.exec(text)
  if (setup) return readFrisbySetup(setup[1]!)
  // One call closed at the line's end (`.expectStatus().isOk()` is WebTestClient's chain, `.expectStatus(201).expectJson(…)` Pactum's).
  const legacy =
    /^\.?(expectStatus|expectHeader|expectHeaderContains|expectBodyContains|expectJSONLength|expectJSON|expectMaxResponseTime)\(([\s\S]*)\)$/.exec(
      text,
    )
  if (legacy && legacy[2]!.trim() !== '' && closingParen(text, text.indexOf('(')) === text.length - 1)
    return readFrisbyLegacy(legacy[1]!, callOf(`f(${legacy[2]})`)?.args ?? [])
  const expect = /^\.?expect\(\s*(["'])(status|json|jsonStrict|bodyContains|header|jsonTypes|jsonTypesStrict)\1\s*,([\s\S]*)\)$/.exec(text)
  if (!expect) return undefined
  const args = callOf(`f(${expect[3]})`)?.args ?? []
  const reported: Idiom = { reason: `Frisby's expect('${expect[2]}', …) has no exact reading here; write the check in words` }
  switch (expect[2]) {
    case 'status':
      return args.length === 1 && /^[1-5]\d\d$/.test(args[0]!) ? { texts: [say.status([args[0]!])] } : reported
    case 'bodyContains': {
      const value = quoted(args[0] ?? '')
      return args.length === 1 && value !== undefined ? { texts: [say.bodyContains(JSON.stringify(value))] } : reported
    }
    case 'header':
      return frisbyHeader(args, 'equals') ?? reported
    case 'json':
    case 'jsonStrict': {
      // A path and a scalar: the value there (a wildcard path or an object is matched loosely, so reported).
      const path = quoted(args[0] ?? '')
      if (args.length !== 2 || path === undefined || /^[[{]/.test(args[1]!) || !FRISBY_PATH.test(path)) return reported
      return readExpression(`json.${path.replace(/\.(\d+)/g, '[$1]')} == ${args[1]}`) ?? reported
    }
    default: {
      // `jsonTypes` with a path and one Joi type; a schema object or a wildcard path is matched loosely, so reported.
      const path = quoted(args[0] ?? '')
      const type = args.length === 2 ? joiType(args[1]!) : undefined
      return path !== undefined && FRISBY_PATH.test(path) && type ? { texts: [say.type(frisbyPath(path), type)] } : reported
    }
  }
}

/** `('Location')`: present; `('Vary', 'Accept-Encoding')`: that value (Frisby ignores its case); a `/regex/`: matched. */
function frisbyHeader(args: string[], valued: 'equals' | 'contains'): Idiom | undefined {
  const name = quoted(args[0] ?? '')
  if (name === undefined || !/^[A-Za-z][\w-]*$/.test(name) || args.length > 2) return undefined
  if (args.length === 1) return valued === 'equals' ? { texts: [say.header(name, 'exists')] } : undefined
  const pattern = /^\/(.+)\/([a-z]*)$/.exec(args[1]!.trim())
  if (pattern) return { texts: [say.header(name, `matches /${pattern[1]}/${pattern[2]}`)] }
  const value = quoted(args[1]!)
  // Frisby compares the whole value ignoring case, and a Content-Type's charset is written in either case.
  if (value === undefined || (valued === 'equals' && /^content-type$/i.test(name))) return undefined
  return { texts: [valued === 'equals' ? say.headerEquals(name, value) : say.header(name, `contains "${value}"`)] }
}

/** Frisby 0.x: `frisby.create(…).expectStatus(201).expectHeaderContains(…)`, one expectation a line. */
function readFrisbyLegacy(name: string, args: string[]): Idiom {
  const reported: Idiom = { reason: `Frisby's ${name}(…) has no exact reading here; write the check in words` }
  const path = quoted(args[0] ?? '')
  switch (name) {
    case 'expectStatus':
      return args.length === 1 && /^[1-5]\d\d$/.test(args[0]!) ? { texts: [say.status([args[0]!])] } : reported
    case 'expectHeader':
      return (args.length === 2 && frisbyHeader(args, 'equals')) || reported
    case 'expectHeaderContains':
      return (args.length === 2 && frisbyHeader(args, 'contains')) || reported
    case 'expectBodyContains':
      return path !== undefined && args.length === 1 ? { texts: [say.bodyContains(JSON.stringify(path))] } : reported
    case 'expectJSONLength': {
      // `expectJSONLength(3)` counts the body; `expectJSONLength('items', 3)` a path.
      const [where, n] =
        args.length === 1 ? ['$', args[0]!] : [path !== undefined && FRISBY_PATH.test(path) ? frisbyPath(path) : undefined, args[1] ?? '']
      return where && args.length <= 2 && /^\d+$/.test(n.trim()) ? { texts: [say.length(where, '==', n.trim())] } : reported
    }
    case 'expectMaxResponseTime':
      return args.length === 1 && /^\d+$/.test(args[0]!.trim()) && Number(args[0]) > 0 ? { texts: [say.time(Number(args[0]))] } : reported
    default:
      // expectJSON('path', scalar): that value; an object is matched as a subset, so reported.
      if (args.length !== 2 || path === undefined || !FRISBY_PATH.test(path) || /^[[{]/.test(args[1]!.trim())) return reported
      return readExpression(`json.${path.replace(/\.(\d+)/g, '[$1]')} == ${args[1]}`) ?? reported
  }
}

/** `setup({ request: { headers: { 'X-Api-Key': '{{KEY}}' } } })`: headers of this spec's request, nothing else. */
function readFrisbySetup(inner: string): Idiom {
  const reported: Idiom = { reason: "Frisby's setup() is read with request headers only: setup({ request: { headers: {…} } })" }
  const json = jsonFromLiteral(inner)
  const parsed = json === undefined ? undefined : parseJsonWithPlaceholders(json)
  const value = parsed?.ok ? (parsed.value as { request?: { headers?: Record<string, unknown> } } | null) : undefined
  const headers = value?.request?.headers
  if (!value || Object.keys(value).join() !== 'request' || Object.keys(value.request ?? {}).join() !== 'headers' || !headers)
    return reported
  const entries = Object.entries(headers)
  if (entries.length === 0 || entries.some(([name, v]) => typeof v !== 'string' || !/^[A-Za-z][\w-]*$/.test(name))) return reported
  return { texts: entries.map(([name, v]) => `Set header ${name}: ${JSON.stringify(v)}`) }
}
