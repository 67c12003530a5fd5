import { escapeRegExp } from '../../platform/regex.js'
import { statusValue } from './code-call-subjects.js'
import { type Idiom, literal, millis, say } from './code-subjects.js'
import { callOf, quoted, splitTopLevel } from './code-syntax.js'
import { normalizeJsonPath } from './json-path.js'

/**
 * REST-assured chains with Hamcrest matchers: `.then().statusCode(201).body("name", equalTo("x"))`,
 * `body("items", hasSize(3))`, `body("id", notNullValue())`, `contentType(ContentType.JSON)`,
 * `header("X", containsString("y"))`, `time(lessThan(500L))`, `String id = … .extract().path("id")`. Matchers
 * whose meaning the grammar cannot carry exactly (`nullValue()` also passes on a missing field, `containsInAnyOrder`)
 * are reported.
 */

/** Calls of a chain that only start, log or join it. */
const NOISE = /^(?:then|assertThat|and|given|when|log|all|ifValidationFails|statusLine|response|spec)$/

const VERIFIERS = /^(?:statusCode|body|contentType|header|time)\s*\(/

type Target = { kind: 'path'; path: string } | { kind: 'length'; path: string } | { kind: 'header'; name: string } | { kind: 'text' }

/**
 * readHamcrest's first test (code-idioms.ts), from its patterns: the extraction needs `path(` or `jsonPath()`, the chain
 * after `then()` needs it, and a chain without it starts (after a dot) with one of VERIFIERS or `then()` /
 * `assertThat()`.
 */
const HAMCREST_FIRST = /^\s*\.?(?:statusCode|body|contentType|header|time)\s*\(|then\(\)|assertThat\(\)|path\(|jsonPath\(\)/

export function mayBeHamcrest(text: string): boolean {
  return HAMCREST_FIRST.test(text)
}

export function readHamcrest(written: string): Idiom | undefined {
  const text = written.trim().replace(/;$/, '')
  const saved =
    /^(?:final\s+)?(?:String|int|Integer|long|Long|var|Object|double|Double|boolean|Boolean|float|def)\s+([A-Za-z_]\w*)\s*=\s*(.+)$/.exec(
      text,
    )
  const extract =
    /(?:\.|^)(?:extract\(\)\s*\.\s*)?(?:path|jsonPath\(\)\s*\.\s*(?:get|getString|getInt|getLong|getDouble|getBoolean))\(\s*"([^"]*)"\s*\)$/.exec(
      saved?.[2] ?? text,
    )
  if (extract) {
    const path = normalizeJsonPath(extract[1]!)
    if (!saved)
      return /extract\(\)/.test(text) ? { reason: 'an extracted value is saved as: String name = … .extract().path("x")' } : undefined
    return path ? { texts: [say.save(path, saved[1]!)] } : { reason: `"${extract[1]}" is not a JSON path` }
  }
  // `response.then().statusCode(200)`: the checks after then(); a chain that also makes a request names another one.
  const afterThen = /^(?:[A-Za-z_]\w*\.)?(?:given\(\)[\s\S]*?\.)?then\(\)\.([\s\S]+)$/.exec(text.replace(/^\./, ''))
  if (afterThen && /\.(?:get|post|put|patch|delete|head|options)\(/i.test(text.slice(0, text.indexOf('then()'))))
    return { reason: "the request is the test's heading; write only the checks after then()" }
  const chain = afterThen ? afterThen[1]! : text.replace(/^\./, '')
  if (!VERIFIERS.test(chain) && !/^(?:then|assertThat)\(\)/.test(chain)) return undefined
  const texts: string[] = []
  for (const link of splitTopLevel(chain, '.')) {
    const call = callOf(link)
    if (!call) return { reason: `"${link}" is not a REST-assured call the rules read` }
    if (NOISE.test(call.name)) continue
    const read = readVerifier(call.name, call.args)
    if ('reason' in read) return read
    texts.push(...read.texts)
  }
  return texts.length > 0 ? { texts } : undefined
}

function readVerifier(name: string, args: string[]): Idiom {
  if (name === 'statusCode' && args.length === 1) {
    // `statusCode(HttpStatus.SC_BAD_REQUEST)`, `statusCode(HttpStatus.CREATED.value())`: a constant names its code.
    const code = statusValue(unwrapEquals(args[0]!)) ?? unwrapEquals(args[0]!)
    const any = callOf(code)
    const codes =
      any?.name === 'anyOf' || any?.name === 'oneOf' || any?.name === 'isOneOf'
        ? any.args.map((item) => statusValue(unwrapEquals(item)) ?? unwrapEquals(item))
        : undefined
    if (codes?.every((item) => /^\d{3}$/.test(item))) return { texts: [say.status(codes)] }
    return /^\d{3}$/.test(code) ? { texts: [say.status([code])] } : { reason: 'statusCode() is read with a code: statusCode(201)' }
  }
  if (name === 'contentType' && args.length === 1) {
    const constant = /^ContentType\.(JSON|XML|HTML|TEXT)$/.exec(args[0]!)
    if (constant) return { texts: [`Verify content type is ${constant[1]!.toLowerCase()}`] }
    const media = quoted(args[0]!)
    if (media) return { texts: [`Verify content type is ${media}`] }
    return matcher({ kind: 'header', name: 'Content-Type' }, args[0]!)
  }
  if (name === 'header' && args.length === 2 && quoted(args[0]!)) {
    const value = quoted(args[1]!)
    const header = quoted(args[0]!)!
    return value !== undefined ? { texts: [say.headerEquals(header, value)] } : matcher({ kind: 'header', name: header }, args[1]!)
  }
  if (name === 'time' && args.length >= 1) {
    const unit = args[1] === undefined || /MILLISECONDS$/.test(args[1]) ? 'ms' : /SECONDS$/.test(args[1]) ? 's' : undefined
    const limit = /^(?:lessThan|lessThanOrEqualTo)\(\s*([\d.]+[lL]?)\s*\)$/.exec(args[0]!)
    const ms = limit && unit ? millis(limit[1]!, unit) : undefined
    return ms ? { texts: [say.time(ms)] } : { reason: 'time() is read with an upper limit: time(lessThan(500L))' }
  }
  if (name === 'body' && args.length === 1) return matcher({ kind: 'text' }, args[0]!)
  if (name === 'body' && args.length % 2 === 0) {
    const texts: string[] = []
    for (let i = 0; i < args.length; i += 2) {
      const target = gpath(args[i]!)
      if (!target) return { reason: `${args[i]} is not a path the rules read` }
      const read = matcher(target, args[i + 1]!)
      if ('reason' in read) return read
      texts.push(...read.texts)
    }
    return { texts }
  }
  return { reason: `${name}() is not a REST-assured check the rules read` }
}

/** A GPath as written to body(): `"items[0].id"`, `"items.size()"` (a length), `""` / `"$"` (the body). */
function gpath(raw: string): Target | undefined {
  const text = quoted(raw)
  if (text === undefined) return undefined
  const size = /^(.*?)\.?size\(\)$/.exec(text)
  const path = normalizeJsonPath(size ? size[1]! || '$' : text || '$')
  if (!path) return undefined
  return size ? { kind: 'length', path } : { kind: 'path', path }
}

function unwrapEquals(arg: string): string {
  const call = callOf(arg)
  return call && (call.name === 'equalTo' || call.name === 'is') && call.args.length === 1 ? unwrapEquals(call.args[0]!) : arg.trim()
}

const COMPARE: Record<string, string> = { greaterThan: '>', greaterThanOrEqualTo: '>=', lessThan: '<', lessThanOrEqualTo: '<=' }

/** A Hamcrest matcher applied to what body()/header() names. */
function matcher(target: Target, written: string): Idiom {
  const call = callOf(written)
  const reported: Idiom = { reason: `${call?.name ?? written} has no exact reading here; write the check in words` }
  if (!call) return reported
  const [first] = call.args
  const value = first === undefined ? undefined : literal(first)
  const text = first === undefined ? undefined : quoted(first)
  const name = call.name
  if ((name === 'equalTo' || name === 'is') && first && callOf(first) && name === 'is') return matcher(target, first)
  if (target.kind === 'text') {
    if (name === 'containsString' && value && text !== undefined) return { texts: [say.bodyContains(value)] }
    if (name === 'not' && first && callOf(first)?.name === 'containsString') {
      const inner = literal(callOf(first)!.args[0] ?? '')
      if (inner) return { texts: [say.bodyContains(inner, true)] }
    }
    return reported
  }
  if (target.kind === 'header') {
    if ((name === 'equalTo' || name === 'is') && text !== undefined) return { texts: [say.headerEquals(target.name, text)] }
    if (name === 'containsString' && text !== undefined) return { texts: [say.header(target.name, `contains "${text}"`)] }
    if (name === 'startsWith' && text !== undefined) return { texts: [say.header(target.name, `matches /^${escapeRegExp(text)}/`)] }
    if (name === 'endsWith' && text !== undefined) return { texts: [say.header(target.name, `matches /${escapeRegExp(text)}$/`)] }
    if (name === 'notNullValue') return { texts: [say.header(target.name, 'exists')] }
    // A missing header reads as null, so nullValue() is exactly "absent".
    if (name === 'nullValue') return { texts: [say.header(target.name, 'does not exist')] }
    return reported
  }
  if (target.kind === 'length') {
    const n = unwrapEquals(first ?? '')
    if ((name === 'equalTo' || name === 'is') && /^\d+$/.test(n)) return { texts: [say.length(target.path, '==', n)] }
    const op = COMPARE[name]
    return op && /^\d+$/.test(first ?? '') ? { texts: [say.length(target.path, op, first!)] } : reported
  }
  const path = target.path
  switch (name) {
    case 'equalTo':
    case 'is':
      return value === undefined ? reported : { texts: [say.equals(path, value)] }
    case 'not': {
      const inner = first ? callOf(first) : undefined
      if (inner?.name === 'nullValue') return { texts: say.notNull(path) }
      if ((inner?.name === 'hasItem' || inner?.name === 'containsString') && inner.args.length === 1) {
        const item = literal(inner.args[0]!)
        if (item !== undefined) return { texts: [say.contains(path, item, true)] }
      }
      if (inner && /^(?:empty|emptyIterable|emptyCollection)$/.test(inner.name)) return { texts: [say.length(path, '>', '0')] }
      const negated = inner && (inner.name === 'equalTo' || inner.name === 'is') ? literal(inner.args[0] ?? '') : value
      return negated === undefined || (inner && inner.name !== 'equalTo' && inner.name !== 'is')
        ? reported
        : { texts: [say.equals(path, negated, true)] }
    }
    case 'notNullValue':
      return { texts: say.notNull(path) }
    case 'hasSize': {
      const inner = first ? callOf(first) : undefined
      const op = inner ? COMPARE[inner.name] : '=='
      const n = inner ? inner.args[0] : unwrapEquals(first ?? '')
      return op && n && /^\d+$/.test(n) ? { texts: [say.length(path, op, n)] } : reported
    }
    case 'containsString':
    case 'hasItem':
      return value === undefined ? reported : { texts: [say.contains(path, value)] }
    case 'hasItems': {
      const items = call.args.map(literal)
      return items.every((item) => item !== undefined) ? { texts: items.map((item) => say.contains(path, item!)) } : reported
    }
    case 'startsWith':
    case 'endsWith':
    case 'equalToIgnoringCase': {
      if (text === undefined) return reported
      const escaped = escapeRegExp(text)
      const pattern = name === 'startsWith' ? `^${escaped}` : name === 'endsWith' ? `${escaped}$` : `^${escaped}$`
      return { texts: [say.matches(path, pattern, name === 'equalToIgnoringCase' ? 'i' : '')] }
    }
    case 'matchesPattern':
    case 'matchesRegex':
      return text === undefined ? reported : { texts: [say.matches(path, `^(?:${text})$`)] }
    case 'hasKey':
      return text === undefined ? reported : { texts: [say.exists(/^[A-Za-z_]\w*$/.test(text) ? `${path}.${text}` : `${path}['${text}']`)] }
    case 'empty':
    case 'emptyIterable':
    case 'emptyCollection':
    case 'anEmptyMap':
      return { texts: [say.length(path, '==', '0')] }
    case 'emptyString':
      return { texts: [say.equals(path, '""')] }
    case 'contains': {
      // Hamcrest's contains(a, b) is the whole list, in order.
      const items = call.args.map(literal)
      return items.every((item) => item !== undefined) ? { texts: [say.equals(path, `[${items.join(', ')}]`)] } : reported
    }
  }
  const op = COMPARE[name]
  if (op && value && /^-?\d/.test(value)) return { texts: [say.compare(path, op, value)] }
  return reported
}
