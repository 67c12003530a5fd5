import { callLiteral } from './code-call-subjects.js'
import { CODE_TYPES, type Idiom, say } from './code-subjects.js'
import { callOf, quoted, splitTopLevel } from './code-syntax.js'
import { normalizeJsonPath } from './json-path.js'
import { STATUS_WORDS } from './status-words.js'

/**
 * Spring's response checks, MockMvc's `.andExpect(status().isCreated())` / `.andExpect(jsonPath("$.id").value(7))` /
 * `.andExpect(jsonPath("$.items", hasSize(3)))` / `.andExpect(header().string("Location", "/x"))` and WebTestClient's
 * `.expectStatus().isCreated()` / `.expectBody().jsonPath("$.id").isEqualTo(7)` / `.expectHeader().valueEquals(…)`.
 * Both name a part of the response (status, header, content, a JSON path) and then a check on it, so one reader walks
 * the links of the chain. A request built in the chain (`mockMvc.perform(…)`, `.exchange()`) is reported: its body is
 * code the rules cannot send.
 */

const SPRING_START =
  /^(?:\.?andExpect(?:All)?\(|\.?(?:expectStatus|expectHeader|expectBody)\(\)|\.jsonPath\(|(?:this\.)?(?:mockMvc|mvc|webTestClient|webClient|client)\.(?:perform\(|(?:get|post|put|patch|delete)\(\)))/

type Part = { kind: 'status' } | { kind: 'header' } | { kind: 'content' } | { kind: 'path'; path: string } | { kind: 'none' }

/** Kotlin's MockMvc DSL: `status { isCreated() }`, `jsonPath("$.id") { value(7) }`, `header { string("X", "v") }`. */
const KOTLIN_DSL = /^(status|content|header|jsonPath\([^{}]*\))\s*\{\s*([^{}]+?)\s*\}$/

export function readSpring(written: string): Idiom | undefined {
  const dsl = KOTLIN_DSL.exec(written.trim())
  if (dsl) {
    const part = dsl[1]!.startsWith('jsonPath') ? dsl[1]! : `${dsl[1]}()`
    return readSpring(`.andExpect(${part}.${dsl[2]})`) ?? { reason: `${written.trim()} has no exact reading; write the check in words` }
  }
  const text = written.trim().replace(/;$/, '').trim()
  if (!SPRING_START.test(text)) return undefined
  if (/\b(?:perform|exchange)\(/.test(text))
    return { reason: 'a request built in code (perform(…), exchange()) is not sent as written; write the request as its own step' }
  const links = splitTopLevel(text.replace(/^\./, ''), '.')
  const texts: string[] = []
  let part: Part = { kind: 'none' }
  for (const link of links) {
    const call = callOf(link) ?? (/^[A-Za-z_]\w*$/.test(link) ? { name: link, args: [] } : undefined)
    if (!call) return unread(link)
    if (call.name === 'andExpect' || call.name === 'andExpectAll') {
      for (const arg of call.args) {
        const read = readSpring(`.${arg.trim()}`.replace(/^\.(status|header|content)\(\)/, (_, name: string) => `.${SPRING_PART[name]}()`))
        if (!read || 'reason' in read) return read ?? unread(arg)
        texts.push(...read.texts)
      }
      continue
    }
    const next = partOf(call)
    if (next) {
      part = next
      if (call.name === 'jsonPath' && call.args.length === 2) {
        const read = pathMatcher((next as { path: string }).path, call.args[1]!)
        if (!read || 'reason' in read) return read ?? unread(link)
        texts.push(...read.texts)
        part = { kind: 'none' }
      }
      continue
    }
    const read = checkOn(part, call.name, call.args)
    if (!read) return unread(link)
    if ('reason' in read) return read
    texts.push(...read.texts)
  }
  return texts.length > 0 ? { texts } : { reason: `${text} names a part of the response but checks nothing` }
}

/** MockMvc's result matchers as WebTestClient names the same parts. */
const SPRING_PART: Record<string, string> = { status: 'expectStatus', header: 'expectHeader', content: 'expectBody' }

const unread = (link: string): Idiom => ({ reason: `${link} has no exact reading; write the check in words` })

function partOf(call: { name: string; args: string[] }): Part | undefined {
  if (call.name === 'expectStatus' && call.args.length === 0) return { kind: 'status' }
  if (call.name === 'expectHeader' && call.args.length === 0) return { kind: 'header' }
  if (call.name === 'expectBody' && call.args.length === 0) return { kind: 'content' }
  if (call.name === 'jsonPath' && call.args.length >= 1 && call.args.length <= 2) {
    const written = quoted(call.args[0]!)
    // Jayway's `length()` is the array's length, as `.length` reads in code.
    const path = written && normalizeJsonPath(written.replace(/\.length\(\)$/, ''))
    if (!path || !written) return undefined
    return { kind: 'path', path: written.endsWith('.length()') ? `${path}.length` : path }
  }
  return undefined
}

/** `isCreated()`, `is2xxSuccessful()`, `isEqualTo(201)`, `is(201)` -> the status. */
function statusOf(name: string, args: string[]): string | undefined {
  if ((name === 'is' || name === 'isEqualTo') && args.length === 1) return /^[1-5]\d\d$/.test(args[0]!.trim()) ? args[0]!.trim() : undefined
  if (args.length !== 0) return undefined
  const range = /^is([1-5])xx[A-Z]\w*$/.exec(name)
  if (range) return `${range[1]}xx`
  return /^is[A-Z]/.test(name) ? STATUS_WORDS[name.slice(2).toLowerCase()] : undefined
}

const MEDIA_TYPES: Record<string, string> = {
  APPLICATION_JSON: 'application/json',
  APPLICATION_PROBLEM_JSON: 'application/problem+json',
  APPLICATION_XML: 'application/xml',
  TEXT_PLAIN: 'text/plain',
  TEXT_HTML: 'text/html',
}

/** `MediaType.APPLICATION_JSON`, its `_VALUE` text or a quoted media type. */
function mediaType(arg: string | undefined): string | undefined {
  const written = (arg ?? '').trim()
  const constant = /^(?:MediaType\.)?([A-Z_]+?)(?:_VALUE)?$/.exec(written)
  return constant ? MEDIA_TYPES[constant[1]!] : quoted(written)
}

/** Jayway / WebTestClient type checks on a JSON path. */
const PATH_TYPES: Record<string, string> = {
  isArray: 'array',
  isMap: 'object',
  isString: 'string',
  isNumber: 'number',
  isBoolean: 'boolean',
}

function checkOn(part: Part, name: string, args: string[]): Idiom | undefined {
  switch (part.kind) {
    case 'status': {
      const code = statusOf(name, args)
      return code ? { texts: [say.status([code])] } : undefined
    }
    case 'header': {
      const header = quoted(args[0] ?? '')
      if ((name === 'contentType' || name === 'contentTypeCompatibleWith') && args.length === 1) {
        const media = mediaType(args[0])
        if (!media) return undefined
        // contentType() compares the whole value, parameters included; CompatibleWith the media type alone.
        return {
          texts: [name === 'contentType' ? say.headerEquals('Content-Type', media) : `Verify header Content-Type equals "${media}"`],
        }
      }
      if (name === 'location' && args.length === 1 && quoted(args[0]!) !== undefined)
        return { texts: [say.headerEquals('Location', quoted(args[0]!)!)] }
      if (!header) return undefined
      if ((name === 'exists' || name === 'doesNotExist') && args.length === 1)
        return { texts: [say.header(header, name === 'exists' ? 'exists' : 'does not exist')] }
      if ((name === 'valueEquals' || name === 'string') && args.length === 2) {
        const value = quoted(args[1]!)
        if (value !== undefined) return { texts: [say.headerEquals(header, value)] }
        const contains = /^(?:Matchers\.)?containsString\(\s*(["'])(.*)\1\s*\)$/.exec(args[1]!.trim())
        return contains ? { texts: [say.header(header, `contains "${contains[2]}"`)] } : undefined
      }
      return undefined
    }
    case 'content': {
      if (name === 'contentType' || name === 'contentTypeCompatibleWith') return checkOn({ kind: 'header' }, name, args)
      const contains = /^(?:Matchers\.)?containsString\(\s*(["'])(.*)\1\s*\)$/.exec((args[0] ?? '').trim())
      if (name === 'string' && args.length === 1 && contains) return { texts: [say.bodyContains(JSON.stringify(contains[2]))] }
      return undefined
    }
    case 'path':
      return pathCheck(part.path, name, args)
    default:
      return undefined
  }
}

/** Hamcrest matchers on a JSON path: `is(x)`, `equalTo(x)`, `hasSize(3)`, `hasItem(x)` (an item of the list), … */
const PATH_MATCHERS: Record<string, (path: string, json: string) => string | undefined> = {
  is: (path, json) => say.equals(path, json),
  equalTo: (path, json) => say.equals(path, json),
  hasItem: (path, json) => say.contains(path, json),
  containsString: (path, json) => (json.startsWith('"') ? say.contains(path, json) : undefined),
  hasSize: (path, json) => (/^\d+$/.test(json) ? say.length(path, '==', json) : undefined),
  greaterThan: (path, json) => (/^-?\d/.test(json) ? say.compare(path, '>', json) : undefined),
  greaterThanOrEqualTo: (path, json) => (/^-?\d/.test(json) ? say.compare(path, '>=', json) : undefined),
  lessThan: (path, json) => (/^-?\d/.test(json) ? say.compare(path, '<', json) : undefined),
  lessThanOrEqualTo: (path, json) => (/^-?\d/.test(json) ? say.compare(path, '<=', json) : undefined),
}

function pathMatcher(path: string, matcher: string): Idiom | undefined {
  const written = matcher.trim().replace(/^(?:Matchers|CoreMatchers)\./, '')
  if (/^notNullValue\(\)$/.test(written)) return { texts: say.notNull(path) }
  if (/^nullValue\(\)$/.test(written)) return { texts: [say.equals(path, 'null')] }
  const call = callOf(written)
  const inner = call?.name === 'is' && call.args.length === 1 ? callOf(call.args[0]!) : undefined
  const used = inner && PATH_MATCHERS[inner.name] ? inner : call
  const json = used?.args.length === 1 ? callLiteral(used.args[0]!) : undefined
  const length = /^(.+)\.length$/.exec(path)?.[1]
  if (length)
    return used && /^(?:is|equalTo)$/.test(used.name) && json && /^\d+$/.test(json)
      ? { texts: [say.length(length, '==', json)] }
      : undefined
  const text = used && json !== undefined ? PATH_MATCHERS[used.name]?.(path, json) : undefined
  return text ? { texts: [text] } : undefined
}

function pathCheck(path: string, name: string, args: string[]): Idiom | undefined {
  const length = /^(.+)\.length$/.exec(path)?.[1]
  if (args.length === 0) {
    if (length) return undefined
    if (name === 'exists' || name === 'hasJsonPath') return { texts: [say.exists(path)] }
    if (name === 'doesNotExist' || name === 'doesNotHaveJsonPath') return { texts: [say.exists(path, true)] }
    if (name === 'isEmpty' || name === 'isNotEmpty') return { texts: [say.length(path, name === 'isEmpty' ? '==' : '>', '0')] }
    if (name === 'isTrue' || name === 'isFalse') return { texts: [say.equals(path, name === 'isTrue' ? 'true' : 'false')] }
    const type = PATH_TYPES[name]
    return type && CODE_TYPES[type] ? { texts: [say.type(path, CODE_TYPES[type]!)] } : undefined
  }
  if (args.length !== 1 || !(name === 'value' || name === 'isEqualTo')) return undefined
  const json = callLiteral(args[0]!)
  // `value(hasSize(3))`: a Hamcrest matcher on the path.
  if (json === undefined) {
    if (name !== 'value') return undefined
    return pathMatcher(length ? `${length}.length` : path, args[0]!)
  }
  if (length) return /^\d+$/.test(json) ? { texts: [say.length(length, '==', json)] } : undefined
  return { texts: [say.equals(path, json)] }
}
