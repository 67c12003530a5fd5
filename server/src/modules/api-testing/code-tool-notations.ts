import { readHttpyac, readJqLine, readTaurus } from './code-cli-notations.js'
import { jsonFromLiteral } from './code-literals-json.js'
import { type Idiom, say } from './code-subjects.js'
import { callOf, quoted, splitTopLevel } from './code-syntax.js'
import { normalizeJsonPath } from './json-path.js'
import { STATUS_WORDS } from './status-words.js'
import { parseJsonWithPlaceholders } from './step-values.js'

/**
 * Assertion notations of tools whose lines no other reader knows, each read by its documented grammar:
 * RSpec's airborne (`expect_status(201)`, `expect_json(name: "Lamp")`, `expect_json_types(id: :integer)`,
 * `expect_json_sizes(items: 3)`, `expect_json_keys([:id])`, `expect_header(…)`), Pact consumer expectations
 * (`.willRespondWith({ status, body })`, `.withRequest({ method, path, body })`, PactDslJsonBody's `.stringType("x")`),
 * jq filters run with `-e` (`curl … | jq -e '.items | length == 3'`), httpyac's `?? status == 201` lines, and Taurus'
 * `assert` / `assert-jsonpath` / `extract-jsonpath` entries written as one-line YAML maps.
 */

export function readToolNotation(written: string): Idiom | undefined {
  const text = written.trim().replace(/;$/, '').trim()
  const head = text.slice(0, 2)
  const airborne = head === 'ex' ? readAirborne(text) : undefined
  if (airborne) return airborne
  if (head === '??') return readHttpyac(text.slice(2).trim())
  if (/^(?:\.|new\s|\w+\.)?(?:willRespondWith|withRequest|[a-z]+(?:Type|Value|Matcher)\(|id\(|nullValue\()/.test(text))
    return readPact(text)
  if (/\bjq\b/.test(text)) return readJqLine(text)
  if (/^(?:-\s+)?(?:assert|assert-jsonpath|extract-jsonpath)\s*:/.test(text) || /^-\s+\{\s*(?:subject|contains|jsonpath)\s*:/.test(text))
    return readTaurus(text)
  return undefined
}

const reportedLine = (tool: string, text: string): Idiom => ({
  reason: `${tool}'s ${text} has no exact reading here; write the check in words`,
})

/** A literal of Ruby, JavaScript or Java as JSON text (Ruby's `nil` as null); undefined for anything else. */
function scalarJson(written: string): string | undefined {
  const text = written.trim()
  if (text === 'nil') return 'null'
  if (/^[[{]/.test(text)) return undefined
  return jsonFromLiteral(text.replace(/^(-?\d+)[lL]$/, '$1'))
}

/** `owner.name`, `items.0` -> a JSON path; a wildcard (`*`, `?`) matches every or any item, so none. */
function dottedPath(written: string): string | undefined {
  if (!/^[A-Za-z_][\w-]*(?:\.(?:[A-Za-z_][\w-]*|\d+))*$/.test(written)) return undefined
  return normalizeJsonPath(`$.${written.replace(/\.(\d+)(?=\.|$)/g, '[$1]')}`)
}

/** `name: "x", "a" => 1, :b => 2` or `{ … }` -> its entries; undefined when an entry is no `key: value`. */
function rubyHash(written: string): [string, string][] | undefined {
  const text = written.trim().replace(/^\{([\s\S]*)\}$/, '$1')
  const entries: [string, string][] = []
  for (const entry of splitTopLevel(text, ',')) {
    if (entry === '') continue
    const pair = /^(?:([A-Za-z_]\w*):|:([A-Za-z_]\w*)\s*=>|(["'])([^"']+)\3\s*(?:=>|:))\s*([\s\S]+)$/.exec(entry)
    if (!pair) return undefined
    entries.push([(pair[1] ?? pair[2] ?? pair[4])!, pair[5]!.trim()])
  }
  return entries.length > 0 ? entries : undefined
}

/** airborne's types (`:integer`, `:array`, …) as the grammar's; `:float` (no integer) and `:date` have none. */
const AIRBORNE_TYPES: Record<string, string> = {
  int: 'integer',
  integer: 'integer',
  string: 'string',
  boolean: 'boolean',
  bool: 'boolean',
  object: 'object',
  array: 'array',
}

/** airborne's matchers, one a line, parentheses optional: `expect_json('owner', name: 'Ann')`. */
function readAirborne(text: string): Idiom | undefined {
  const call = /^(expect_(?:status|json|json_types|json_sizes|json_keys|header|header_contains))(?:\(([\s\S]*)\)|\s+([\s\S]+))$/.exec(text)
  if (!call) return undefined
  const name = call[1]!
  const args = splitTopLevel((call[2] ?? call[3])!, ',')
  const reported = reportedLine('airborne', name)
  if (name === 'expect_status') {
    // A Rack status symbol (`:created`) or a code.
    const code = /^:\w+$/.test(args[0] ?? '') ? STATUS_WORDS[args[0]!.slice(1).replace(/_/g, '')] : args[0]
    return args.length === 1 && code && /^[1-5]\d\d$/.test(code) ? { texts: [say.status([code])] } : reported
  }
  if (name.startsWith('expect_header')) {
    const header = quoted(args[0] ?? '') ?? /^:([a-z_]+)$/.exec(args[0] ?? '')?.[1]?.replace(/_/g, '-')
    const value = quoted(args[1] ?? '')
    if (args.length !== 2 || header === undefined || value === undefined || !/^[A-Za-z][\w-]*$/.test(header)) return reported
    return { texts: [name === 'expect_header' ? say.headerEquals(header, value) : say.header(header, `contains "${value}"`)] }
  }
  // A first quoted argument is the path the rest applies to (`expect_json('address.city', 'Roswell')`).
  const first = /^(["'])[^"']*\1$/.test((args[0] ?? '').trim()) ? quoted(args[0]!) : undefined
  const base = first === undefined ? '$' : dottedPath(first)
  if (!base) return reported
  const rest = first === undefined ? args.join(', ') : args.slice(1).join(', ')
  if (name === 'expect_json_keys') {
    const keys = /^\[([\s\S]*)\]$/.exec(rest.trim())?.[1]
    const names = keys === undefined ? [] : splitTopLevel(keys, ',').map((key) => /^:([A-Za-z_]\w*)$/.exec(key)?.[1] ?? quoted(key))
    if (names.length === 0 || names.some((key) => key === undefined || !/^[A-Za-z_][\w-]*$/.test(key))) return reported
    return { texts: names.map((key) => say.exists(`${base === '$' ? '$' : base}.${key}`)) }
  }
  const scalar = first !== undefined && args.length === 2 ? args[1]! : undefined
  const entries: [string, string][] | undefined =
    scalar !== undefined && !/^[A-Za-z_]\w*:|=>/.test(scalar) ? [['', scalar]] : rubyHash(rest)
  if (!entries) return reported
  const texts: string[] = []
  for (const [key, value] of entries) {
    const path = key === '' ? base : normalizeJsonPath(`${base}.${key}`)
    const read = path ? airborneValue(name, path, value) : undefined
    if (!read) return reported
    texts.push(...read)
  }
  return { texts }
}

function airborneValue(name: string, path: string, value: string): string[] | undefined {
  if (name === 'expect_json_sizes') return /^\d+$/.test(value) ? [say.length(path, '==', value)] : undefined
  if (name === 'expect_json_types') {
    const type = /^:([a-z_]+)$/.exec(value)?.[1]
    if (type === 'null') return [say.equals(path, 'null')]
    return type && AIRBORNE_TYPES[type] ? [say.type(path, AIRBORNE_TYPES[type]!)] : undefined
  }
  // A nested hash checks its keys in turn; `regex("…")` matches; a list is compared whole, so it is reported.
  const nested = /^\{[\s\S]*\}$/.test(value) ? rubyHash(value) : undefined
  if (nested) {
    const parts = nested.map(([key, inner]) => airborneValue(name, `${path}.${key}`, inner))
    return parts.every((part) => part !== undefined) ? (parts.flat() as string[]) : undefined
  }
  const pattern = /^regex\(\s*(["'])(.+)\1\s*\)$/.exec(value)
  // Ruby's double quotes take `\\d` for `\d`; its single quotes keep a backslash as written.
  if (pattern) return [say.matches(path, pattern[1] === '"' ? pattern[2]!.replace(/\\\\/g, '\\') : pattern[2]!)]
  const json = scalarJson(value)
  return json === undefined ? undefined : [say.equals(path, json)]
}

/** Pact's matchers as the check they make: a type (`like`, `string`, `integer`, `boolean`), a pattern, or the value. */
const PACT_TYPES: Record<string, string> = { string: 'string', integer: 'integer', boolean: 'boolean', decimal: 'number' }

function pactValue(path: string, written: string): string[] | undefined {
  const text = written.trim()
  const matcher = /^(?:(?:Matchers|MatchersV3|M)\.)?(like|somethingLike|string|integer|boolean|regex|term)\(([\s\S]*)\)$/.exec(text)
  if (matcher) {
    const args = splitTopLevel(matcher[2]!, ',')
    if (matcher[1] === 'regex' && args.length === 2) {
      const pattern = /^\/(.+)\/$/.exec(args[0]!.trim())?.[1] ?? quoted(args[0]!)
      // Pact's regex matches the whole value.
      return pattern ? [say.matches(path, `^(?:${pattern.replace(/^\^|\$$/g, '')})$`)] : undefined
    }
    if (args.length !== 1) return undefined
    const example = scalarJson(args[0]!)
    if (example === undefined) return undefined
    if (matcher[1] === 'like' || matcher[1] === 'somethingLike') {
      const type =
        example === 'null' ? undefined : example.startsWith('"') ? 'string' : /^(?:true|false)$/.test(example) ? 'boolean' : 'number'
      return type ? [say.type(path, type)] : undefined
    }
    return PACT_TYPES[matcher[1]!] ? [say.type(path, PACT_TYPES[matcher[1]!]!)] : undefined
  }
  if (/^\{[\s\S]*\}$/.test(text)) {
    const entries = rubyHash(text)
    if (!entries) return undefined
    const parts = entries.map(([key, value]) => pactValue(`${path}.${key}`, value))
    return parts.every((part) => part !== undefined) ? (parts.flat() as string[]) : undefined
  }
  // A list must match in length and order; a bare value is matched exactly.
  const json = scalarJson(text)
  return json === undefined ? undefined : [say.equals(path, json)]
}

/** PactDslJsonBody's links: `.stringType("name")`, `.stringValue("name", "Lamp")`, `.integerType("id")`, … */
const PACT_DSL: Record<string, string> = {
  stringType: 'string',
  integerType: 'integer',
  numberType: 'number',
  decimalType: 'number',
  booleanType: 'boolean',
  id: 'integer',
}

function readPact(text: string): Idiom | undefined {
  const reported = reportedLine('Pact', text.length > 60 ? `${text.slice(0, 57)}…` : text)
  // Pact JVM: `.willRespondWith().status(201)`.
  const jvm = /^\.?willRespondWith\(\)\s*\.status\(\s*([1-5]\d\d)\s*\)$/.exec(text)
  if (jvm) return { texts: [say.status([jvm[1]!])] }
  const respond = /^\.?willRespondWith\(([\s\S]*)\)$/.exec(text)
  if (respond) {
    const entries = rubyHash(respond[1]!)
    // A bare `willRespondWith(201)` (PactV4's first argument) stays reported, as corpus 12 has it.
    if (!entries) return reported
    const texts: string[] = []
    for (const [key, value] of entries) {
      // Pact's rules for header values (a Content-Type's parameters) changed between versions: no exact reading.
      if (key === 'status' && /^[1-5]\d\d$/.test(value)) texts.push(say.status([value]))
      else if (key === 'body') {
        const checks = /^\{/.test(value.trim()) ? pactValue('$', value) : undefined
        if (!checks) return reported
        texts.push(...checks)
      } else return reported
    }
    return texts.length > 0 ? { texts } : reported
  }
  const request = /^\.?withRequest\(([\s\S]*)\)$/.exec(text)
  if (request) return readPactRequest(request[1]!) ?? reported
  // PactDslJsonBody / LambdaDsl: a chain of links on a body, each a field check.
  const links = splitTopLevel(text.replace(/^(?:new\s+PactDslJsonBody\(\)|\w+)?\./, ''), '.')
  const texts: string[] = []
  const known =
    /^(?:stringType|integerType|numberType|decimalType|booleanType|id|nullValue|stringValue|numberValue|booleanValue|integerValue|stringMatcher|object|array|minArrayLike|eachLike)$/
  if (!known.test(callOf(links[0] ?? '')?.name ?? '')) return undefined
  for (const link of links) {
    const call = callOf(link)
    const name = call ? quoted(call.args[0] ?? '') : undefined
    const path = name !== undefined && /^[A-Za-z_][\w-]*$/.test(name) ? `$.${name}` : undefined
    if (!call || !path)
      return call && /^(?:object|array|closeObject|closeArray|minArrayLike|eachLike)$/.test(call.name)
        ? { reason: 'a nested Pact body has no exact reading here; write each field in words' }
        : undefined
    const type = call.args.length === 1 ? PACT_DSL[call.name] : undefined
    if (type) texts.push(say.type(path, type))
    else if (call.name === 'nullValue' && call.args.length === 1) texts.push(say.equals(path, 'null'))
    else if (/^(?:stringValue|numberValue|booleanValue|integerValue)$/.test(call.name) && call.args.length === 2) {
      const json = scalarJson(call.args[1]!)
      if (json === undefined) return reported
      texts.push(say.equals(path, json))
    } else if (call.name === 'stringMatcher' && call.args.length >= 2) {
      const pattern = quoted(call.args[1]!)
      if (pattern === undefined) return reported
      texts.push(say.matches(path, `^(?:${pattern.replace(/\\\\/g, '\\').replace(/^\^|\$$/g, '')})$`))
    } else return reported
  }
  return texts.length > 0 ? { texts } : undefined
}

/** `withRequest({ method: 'POST', path: '/tasks', headers: {…}, query: {…}, body: {…} })`: the request as the grammar sends it. */
function readPactRequest(inner: string): Idiom | undefined {
  const entries = rubyHash(inner)
  if (!entries) return undefined
  const map = Object.fromEntries(entries)
  const method = quoted(map.method ?? '')?.toUpperCase()
  const path = quoted(map.path ?? '')
  if (!method || !path?.startsWith('/') || entries.some(([key]) => !/^(?:method|path|headers|query|body)$/.test(key))) return undefined
  const texts: string[] = []
  for (const [name, value] of rubyHash(map.headers ?? '{}') ?? [['', '']]) {
    if (!map.headers) break
    const header = quoted(value)
    if (header === undefined || !/^[A-Za-z][\w-]*$/.test(name)) return undefined
    texts.push(`Set header ${name}: ${JSON.stringify(header)}`)
  }
  for (const [name, value] of map.query ? (rubyHash(map.query) ?? [['', '']]) : []) {
    const json = scalarJson(value)
    if (!/^[\w.-]+$/.test(name) || json === undefined || /^[[{]/.test(json)) return undefined
    texts.push(`Query ${name} is ${json.startsWith('"') ? (JSON.parse(json) as string) : json}`)
  }
  const body = map.body === undefined ? undefined : jsonFromLiteral(map.body)
  if (map.body !== undefined && (body === undefined || !parseJsonWithPlaceholders(body).ok)) return undefined
  return { texts: [...texts, `Send a ${method} request to ${path}${body === undefined ? '' : ` with JSON body ${body}`}`] }
}
