import { jsonFromLiteral } from './code-literals-json.js'
import { type Idiom, say } from './code-subjects.js'
import { splitTopLevel } from './code-syntax.js'
import { normalizeJsonPath } from './json-path.js'

/**
 * Checks written as YAML keys by the tools whose tests are YAML files, one line each: Tavern's `status_code: 201`,
 * Artillery's expect plugin (`- statusCode: 201`, `- hasProperty: id`, `- hasHeader: location`, `- contentType: json`,
 * `expect: { statusCode: 201 }`, `capture: { json: "$.id", as: "id" }`), Step CI's `jsonpath: { $.id: 7 }` and a
 * `$.path: value` line of its jsonpath map, Tavern's `save: { json: { task_id: id } }`; and Hurl's lines the grammar does
 * not read (`jsonpath "$.x" not exists`, a capture `id: jsonpath "$.id"`, `duration < 1000`). A whole-body match
 * (`json: {…}`, `equals:`) and a value that reads as a check word (`$.items: not empty`) are reported.
 */

const ITEM = /^(?:-\s+)?([A-Za-z_][\w]*)\s*:\s*(.+)$/

export function readYamlCheck(written: string): Idiom | undefined {
  const text = written.trim()
  return readHurl(text) ?? readPathLine(text) ?? readVenom(text) ?? readHttpRunner(text) ?? readKeyLine(text)
}

/** What Venom's and HttpRunner's names of the response are: the status, a body path, the text, a header. */
type Named = { kind: 'status' } | { kind: 'path'; path: string } | { kind: 'text' } | { kind: 'header'; name: string }

/**
 * Venom's assertions: `- result.statuscode ShouldEqual 201`, `- result.bodyjson.title ShouldEqual "x"`,
 * `ShouldNotBeNil`, `ShouldHaveLength 3`, `- result.body ShouldContainSubstring x`.
 */
function readVenom(text: string): Idiom | undefined {
  const line = /^(?:-\s+)?result\.(\S+)\s+(Should[A-Za-z]+)(?:\s+(.+))?$/.exec(text)
  if (!line) return undefined
  const [, subject, assertion, raw] = line
  const reported: Idiom = { reason: `the Venom assertion ${text.replace(/^-\s+/, '')} has no exact reading; write the check in words` }
  const named: Named | undefined =
    subject === 'statuscode'
      ? { kind: 'status' }
      : subject === 'body'
        ? { kind: 'text' }
        : /^headers\.[A-Za-z][\w-]*$/.test(subject!)
          ? { kind: 'header', name: subject!.slice(8) }
          : /^bodyjson(?:\.[A-Za-z_]\w*)*$/.test(subject!)
            ? { kind: 'path', path: `$${subject!.slice(8)}` }
            : undefined
  if (!named) return reported
  const value = raw === undefined ? undefined : scalar(raw)
  return compare(named, VENOM[assertion!], value) ?? reported
}

const VENOM: Record<string, string> = {
  ShouldEqual: 'eq',
  ShouldNotEqual: 'ne',
  ShouldNotBeNil: 'notNull',
  ShouldBeNil: 'null',
  ShouldHaveLength: 'length',
  ShouldContainSubstring: 'substring',
  ShouldBeGreaterThan: 'gt',
  ShouldBeLessThan: 'lt',
  ShouldBeTrue: 'true',
  ShouldBeFalse: 'false',
}

/** HttpRunner's validators: `- eq: ["status_code", 201]`, `- eq: ["body.title", "x"]`, `- length_equals: ["body.items", 3]`. */
function readHttpRunner(text: string): Idiom | undefined {
  const line = /^-\s+([a-z_]+)\s*:\s*\[\s*("[^"]*"|'[^']*'|[\w.-]+)\s*,\s*(.+?)\s*\]$/.exec(text)
  if (!line) return undefined
  const [, comparator, target, raw] = line
  const reported: Idiom = { reason: `the HttpRunner validator ${text.replace(/^-\s+/, '')} has no exact reading; write the check in words` }
  const name = unquote(target!)
  const named: Named | undefined =
    name === 'status_code'
      ? { kind: 'status' }
      : /^headers\.[A-Za-z][\w-]*$/.test(name)
        ? { kind: 'header', name: name.slice(8) }
        : /^body(?:\.[A-Za-z_]\w*|\.\d+)*$/.test(name)
          ? { kind: 'path', path: `$${name.slice(4).replace(/\.(\d+)(?=\.|$)/g, '[$1]')}` }
          : undefined
  const op = HTTPRUNNER[comparator!]
  return named && op ? (compare(named, op, scalar(raw!)) ?? reported) : reported
}

const HTTPRUNNER: Record<string, string> = {
  eq: 'eq',
  equal: 'eq',
  equals: 'eq',
  ne: 'ne',
  not_equal: 'ne',
  lt: 'lt',
  less_than: 'lt',
  gt: 'gt',
  greater_than: 'gt',
  length_equals: 'length',
  len_eq: 'length',
  startswith: 'startswith',
}

/** A YAML scalar as JSON text: a quoted text, a number, a boolean, null, or a plain word as text. */
function scalar(raw: string): string | undefined {
  const value = raw.trim()
  if (/^(?:-?\d+(?:\.\d+)?|true|false|null)$/.test(value)) return value
  if (/^(["']).*\1$/.test(value)) return jsonFromLiteral(value)
  return /^[\w@./+-]+(?: [\w@./+-]+)*$/.test(value) ? JSON.stringify(value) : undefined
}

function compare(named: Named, op: string | undefined, value: string | undefined): Idiom | undefined {
  const text = value?.startsWith('"') ? (JSON.parse(value) as string) : value
  switch (named.kind) {
    case 'status':
      return op === 'eq' && value && /^[1-5]\d\d$/.test(value) ? { texts: [say.status([value])] } : undefined
    case 'text':
      return op === 'substring' && text !== undefined ? { texts: [say.bodyContains(JSON.stringify(text))] } : undefined
    case 'header':
      if (op === 'eq' && text !== undefined) return { texts: [say.headerEquals(named.name, text)] }
      return op === 'substring' && text !== undefined ? { texts: [say.header(named.name, `contains "${text}"`)] } : undefined
    case 'path': {
      const path = normalizeJsonPath(named.path)
      if (!path) return undefined
      if (op === 'notNull' && value === undefined) return { texts: say.notNull(path) }
      if (op === 'null' && value === undefined) return { texts: [say.equals(path, 'null')] }
      if ((op === 'true' || op === 'false') && value === undefined) return { texts: [say.equals(path, op)] }
      if (value === undefined) return undefined
      if (op === 'eq' || op === 'ne') return { texts: [say.equals(path, value, op === 'ne')] }
      if (op === 'length' && /^\d+$/.test(value)) return { texts: [say.length(path, '==', value)] }
      if ((op === 'gt' || op === 'lt') && /^-?\d/.test(value)) return { texts: [say.compare(path, op === 'gt' ? '>' : '<', value)] }
      if (op === 'substring' && text !== undefined && value.startsWith('"')) return { texts: [say.contains(path, value)] }
      return undefined
    }
  }
}

function readKeyLine(text: string): Idiom | undefined {
  const item = ITEM.exec(text)
  if (!item) return undefined
  const [, key, raw] = item
  const value = raw!.trim()
  switch (key) {
    case 'status_code':
    case 'statusCode':
      return /^[1-5]\d\d$/.test(value) ? { texts: [say.status([value])] } : undefined
    case 'hasProperty':
    case 'notHasProperty': {
      const path = yamlPath(unquote(value))
      return path ? { texts: [say.exists(path, key === 'notHasProperty')] } : undefined
    }
    case 'headerEquals': {
      // Artillery's `- headerEquals: ["x-cache", "HIT"]`: the header's value whole.
      const pair = /^\[\s*("[^"]+"|'[^']+'|[A-Za-z][\w-]*)\s*,\s*("[^"]*"|'[^']*'|[^,\]]+?)\s*\]$/.exec(value)
      const name = pair ? unquote(pair[1]!) : undefined
      return pair && /^[A-Za-z][\w-]*$/.test(name!) ? { texts: [say.headerEquals(name!, unquote(pair[2]!))] } : undefined
    }
    case 'hasHeader':
      return /^[A-Za-z][\w-]*$/.test(unquote(value)) ? { texts: [say.header(unquote(value), 'exists')] } : undefined
    case 'contentType':
      return unquote(value) === 'json' ? { texts: ['Verify the response is JSON'] } : undefined
    case 'expect':
    case 'jsonpath':
    case 'capture':
    case 'save':
      return readFlow(key, value)
    case 'json':
    case 'equals':
      return { reason: `${key}: matches the whole value; check its fields one by one` }
    case 'check':
    case 'captures':
      return readStepCi(key, value)
    default:
      return undefined
  }
}

/** A flow map on the key's line: `{ statusCode: 201 }`, `{ $.id: 7 }`, `{ json: "$.id", as: "id" }`. */
function readFlow(key: string, value: string): Idiom | undefined {
  const inner = /^\{([\s\S]*)\}$/.exec(value)?.[1]
  if (inner === undefined) return undefined
  const pairs = splitTopLevel(inner, ',').map((pair) => /^\s*("[^"]+"|'[^']+'|[^:\s]+)\s*:\s*([\s\S]+)$/.exec(pair))
  if (pairs.some((pair) => !pair) || pairs.length === 0) return { reason: `${key}: {…} is read as a map of plain values` }
  const entries = pairs.map((pair) => [unquote(pair![1]!), pair![2]!.trim()] as const)
  if (key === 'capture' || key === 'save') return readCapture(key, entries)
  const texts: string[] = []
  for (const [name, item] of entries) {
    const read = key === 'jsonpath' ? readPathLine(`${name}: ${item}`) : readKeyLine(`${name}: ${item}`)
    if (!read || 'reason' in read) return read ?? { reason: `${name}: ${item} has no exact reading; write the check in words` }
    texts.push(...read.texts)
  }
  return { texts }
}

/** Artillery's `{ json: "$.id", as: "id" }`, Tavern's `{ json: { task_id: id } }` (variable: dotted path). */
function readCapture(key: string, entries: (readonly [string, string])[]): Idiom | undefined {
  const map = Object.fromEntries(entries)
  if (key === 'capture' && entries.length === 2 && map.json && map.as) {
    const path = normalizeJsonPath(unquote(map.json))
    return path ? { texts: [say.save(path, unquote(map.as))] } : undefined
  }
  const nested = key === 'save' && entries.length === 1 && map.json ? /^\{\s*([A-Za-z_]\w*)\s*:\s*([\w.[\]]+)\s*\}$/.exec(map.json) : null
  const path = nested ? yamlPath(nested[2]!) : undefined
  return nested && path ? { texts: [say.save(path, nested[1]!)] } : { reason: `${key}: {…} names no value the rules save` }
}

/** Values that read as a check, not as the value a path equals (`$.items: not empty`, `$.id: number`). */
const CHECK_WORDS =
  /^(?:not|non-empty|empty|exists?|present|missing|absent|defined|undefined|array|list|string|number|integer|object|boolean|any|is|has|contains?|matches|[<>=!~])/i

/** Step CI's `$.title: Buy milk` (one entry of its jsonpath map): the path equals the YAML value. */
function readPathLine(text: string): Idiom | undefined {
  const line = /^(\$[^\s:]*)\s*:\s*(.+)$/.exec(text)
  if (!line) return undefined
  const path = normalizeJsonPath(line[1]!)
  const value = line[2]!.trim()
  // A YAML scalar: quoted, or plain words with no punctuation that would make it a sentence (`got false, want true`).
  if (!path || CHECK_WORDS.test(value) || !/^(?:"[^"]*"|'[^']*'|[\w@./+-]+(?: [\w@./+-]+)*)$/.test(value)) return undefined
  const json = /^(?:-?\d+(?:\.\d+)?|true|false|null)$/.test(value) ? value : (jsonFromLiteral(value) ?? JSON.stringify(value))
  return { texts: [say.equals(path, json)] }
}

function readHurl(text: string): Idiom | undefined {
  const missing = /^(jsonpath|header)\s+"([^"]+)"\s+not\s+exists$/.exec(text)
  if (missing) {
    if (missing[1] === 'header') return { texts: [say.header(missing[2]!, 'does not exist')] }
    const path = normalizeJsonPath(missing[2]!)
    return path ? { texts: [say.exists(path, true)] } : undefined
  }
  // Code compares a header's whole value: `header "Cache-Control" == "no-store"`.
  const header = /^header\s+"([^"]+)"\s+==\s+"([^"]*)"$/.exec(text)
  if (header) return { texts: [say.headerEquals(header[1]!, header[2]!)] }
  const capture = /^([A-Za-z_][\w-]*)\s*:\s*(jsonpath|header)\s+"([^"]+)"$/.exec(text)
  if (capture) {
    const [, variable, query, name] = capture
    if (query === 'header') return { texts: [say.save(`header ${name}`, variable!)] }
    const path = normalizeJsonPath(name!)
    return path ? { texts: [say.save(path, variable!)] } : undefined
  }
  // Hurl's `duration` query is the response time in ms.
  const duration = /^duration\s*<=?\s*(\d+)$/.exec(text)
  return duration && Number(duration[1]) > 0 ? { texts: [say.time(Number(duration[1]))] } : undefined
}

const unquote = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, '$2')

/** `id`, `data.id`, `items[0].id`, `$.id` -> a JSON path. */
function yamlPath(written: string): string | undefined {
  if (!/^\$?[A-Za-z_$][\w.[\]$-]*$/.test(written)) return undefined
  return normalizeJsonPath(written.startsWith('$') ? written : `$.${written}`)
}

/** A YAML flow map's entries (`{ a: 1, b: { c: 2 } }`), keys unquoted; undefined when it is none. */
function flowEntries(value: string): [string, string][] | undefined {
  const inner = /^\{([\s\S]*)\}$/.exec(value.trim())?.[1]
  if (inner === undefined) return undefined
  const pairs = splitTopLevel(inner, ',').map((pair) => /^\s*("[^"]+"|'[^']+'|[^:\s]+)\s*:\s*([\s\S]+)$/.exec(pair))
  if (pairs.length === 0 || pairs.some((pair) => !pair)) return undefined
  return pairs.map((pair) => [unquote(pair![1]!), pair![2]!.trim()])
}

/** Step CI's matchers (`{ lte: 600 }`, `{ isArray: true }`) on a body path, as the grammar's checks. */
const STEPCI_TYPES: Record<string, string> = {
  isNumber: 'number',
  isString: 'string',
  isBoolean: 'boolean',
  isObject: 'object',
  isArray: 'array',
}
const STEPCI_ORDER: Record<string, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' }

function stepCiPath(path: string, value: string): Idiom | undefined {
  const matcher = flowEntries(value)
  if (!matcher) {
    const json = scalar(value)
    return json === undefined ? undefined : { texts: [say.equals(path, json)] }
  }
  if (matcher.length !== 1) return undefined
  const [name, raw] = matcher[0]!
  const json = scalar(raw)
  if (json === undefined) return undefined
  if (name === 'eq' || name === 'ne') return { texts: [say.equals(path, json, name === 'ne')] }
  if (STEPCI_ORDER[name] && /^-?\d/.test(json)) return { texts: [say.compare(path, STEPCI_ORDER[name]!, json)] }
  if (json !== 'true') return undefined
  if (STEPCI_TYPES[name]) return { texts: [say.type(path, STEPCI_TYPES[name]!)] }
  if (name === 'isDefined') return { texts: [say.exists(path)] }
  return name === 'isNull' ? { texts: [say.equals(path, 'null')] } : undefined
}

/**
 * Step CI's `check: { status: 201, jsonpath: { $.id: 7 }, headers: { X: v }, performance: { total: { lte: 600 } } }`
 * and `captures: { ID: { jsonpath: $.id } }` written on one line. Other checks (body, schema, selectors, ssl) are reported.
 */
function readStepCi(key: string, value: string): Idiom | undefined {
  const entries = flowEntries(value)
  const reported: Idiom = { reason: `Step CI's ${key}: ${value} has no exact reading here; write the check in words` }
  if (!entries) return undefined
  const texts: string[] = []
  for (const [name, raw] of entries) {
    let read: Idiom | undefined
    if (key === 'captures') {
      const source = flowEntries(raw)
      const [kind, where] = source?.length === 1 ? source[0]! : []
      const path = kind === 'jsonpath' ? normalizeJsonPath(unquote(where!)) : undefined
      read = !/^[A-Za-z_]\w*$/.test(name)
        ? undefined
        : path
          ? { texts: [say.save(path, name)] }
          : kind === 'header'
            ? { texts: [say.save(`header ${unquote(where!)}`, name)] }
            : undefined
    } else if (name === 'status') {
      const code = flowEntries(raw)?.find(([op]) => op === 'eq')?.[1] ?? raw
      read = /^[1-5]\d\d$/.test(code.trim()) ? { texts: [say.status([code.trim()])] } : undefined
    } else if (name === 'jsonpath') {
      const paths = flowEntries(raw) ?? []
      const parts = paths.map(([where, expected]) => {
        const path = normalizeJsonPath(where)
        return path ? stepCiPath(path, expected) : undefined
      })
      read =
        parts.length > 0 && parts.every((part) => part && 'texts' in part)
          ? { texts: parts.flatMap((part) => (part as { texts: string[] }).texts) }
          : undefined
    } else if (name === 'headers') {
      const headers = flowEntries(raw) ?? []
      read =
        headers.length > 0 && headers.every(([header, expected]) => /^[A-Za-z][\w-]*$/.test(header) && scalar(expected)?.startsWith('"'))
          ? { texts: headers.map(([header, expected]) => say.headerEquals(header, JSON.parse(scalar(expected)!) as string)) }
          : undefined
    } else if (name === 'performance') {
      const total = flowEntries(raw)
      const limit = total?.length === 1 && total[0]![0] === 'total' ? flowEntries(total[0]![1]) : undefined
      const [op, ms] = limit?.length === 1 ? limit[0]! : []
      read = (op === 'lt' || op === 'lte') && Number(ms) > 0 ? { texts: [say.time(Number(ms))] } : undefined
    }
    if (!read || 'reason' in read) return read ?? reported
    texts.push(...read.texts)
  }
  return texts.length > 0 ? { texts } : reported
}
