import { readCurl } from './code-curl.js'
import { readHttpie } from './code-httpie.js'
import { type Idiom, say } from './code-subjects.js'
import { quoted, splitTopLevel } from './code-syntax.js'
import { normalizeJsonPath } from './json-path.js'

/**
 * Check lines of command-line and file-based tools, each read by its documented grammar: jq filters run with `-e`
 * (`curl … | jq -e '.items | length == 3'`), httpyac's `?? status == 201` lines in `.http` files, and Taurus'
 * `assert` / `assert-jsonpath` / `extract-jsonpath` entries written as one-line YAML maps. Dispatched by
 * code-tool-notations.ts.
 */

const reportedLine = (tool: string, text: string): Idiom => ({
  reason: `${tool}'s ${text} has no exact reading here; write the check in words`,
})

/** jq's types as the grammar's. */
const JQ_TYPES = new Set(['object', 'array', 'string', 'number', 'boolean'])

/**
 * `curl … | jq -e 'FILTER'`, `http … | jq -e 'FILTER'` or `jq -e 'FILTER'` alone: with `-e` jq fails when the filter
 * gives false or null, so the filter is a check. Without `-e` jq only prints, and the line checks nothing.
 */
export function readJqLine(text: string): Idiom | undefined {
  const piped = /^(.*?)\s*\|\s*(jq\s[\s\S]*)$/.exec(text)
  const [client, jq] = piped ? [piped[1]!, piped[2]!] : ['', text]
  // Output sent nowhere (`> /dev/null`, `2>&1`) changes no exit status.
  const call = /^jq\s+((?:-[a-zA-Z]+\s+|--[a-z-]+\s+)*)(["'])([\s\S]+)\2$/.exec(
    jq.trim().replace(/(?:\s+(?:\d?>\s*\/dev\/null|2>&1))+$/, ''),
  )
  if (!call)
    return piped && /^(?:curl|http|https)\s/.test(client) ? { reason: "the jq part of the command is read as jq -e 'FILTER'" } : undefined
  if (!/(?:^|\s)(?:-[a-zA-Z]*e[a-zA-Z]*|--exit-status)\s/.test(`${call[1]} `))
    return { reason: 'jq without -e (--exit-status) prints the value and fails on nothing: the line checks nothing' }
  // In the shell's double quotes `\"` is a quote.
  const checks = jqFilter((call[2] === '"' ? call[3]!.replace(/\\"/g, '"') : call[3]!).trim())
  if (!checks) return { reason: `the jq filter ${call[3]} has no exact reading here; write the check in words` }
  // `curl … | jq -e …`: the request left out is the test's own.
  if (client === '' || /^curl\s+(?:\.{3}|…)$/.test(client)) return { texts: checks }
  const request = /^curl\s/.test(client) ? readCurl(client) : /^https?\s/.test(client) ? readHttpie(client) : undefined
  if (!request || 'reason' in request) return request ?? undefined
  return { texts: [...request.texts, ...checks] }
}

/** `.a.b`, `.items[0].id`, `.["x-y"]`, `.` -> a JSON path. */
function jqPath(written: string): string | undefined {
  const text = written.trim()
  if (text === '.') return '$'
  if (!/^(?:\.(?:[A-Za-z_]\w*|\["[^"]+"\])|\[\d+\])+$/.test(text)) return undefined
  return normalizeJsonPath(`$${text.replace(/^\.\[/, '[').replace(/\.\[/g, '[')}`)
}

const JQ_OPS = ['==', '!=', '>=', '<=', '>', '<'] as const

function jqFilter(filter: string): string[] | undefined {
  const parts = filter.split(/\s+and\s+/)
  if (parts.length > 1) {
    const all = parts.map(jqFilter)
    return all.every((part) => part !== undefined) ? (all.flat() as string[]) : undefined
  }
  const text = filter.replace(/^\((.*)\)$/, '$1').trim()
  const has = /^(?:(\.[^|]*?)\s*\|\s*)?has\("([A-Za-z_][\w-]*)"\)(\s*\|\s*not)?$/.exec(text)
  if (has) {
    const base = has[1] ? jqPath(has[1]) : '$'
    return base ? [say.exists(`${base}.${has[2]}`, has[3] !== undefined)] : undefined
  }
  const op = JQ_OPS.map((candidate) => [candidate, text.lastIndexOf(` ${candidate} `)] as const).find(([, at]) => at > 0)
  if (op) {
    const [relation, at] = op
    const left = text
      .slice(0, at)
      .trim()
      .replace(/^\((.*)\)$/, '$1')
      .trim()
    const value = text.slice(at + relation.length + 2).trim()
    const piped = /^(.+?)\s*\|\s*(length|type)$/.exec(left)
    const path = jqPath(piped ? piped[1]! : left)
    if (!path) return undefined
    if (piped?.[2] === 'length')
      return /^\d+$/.test(value) && relation !== '!='
        ? [say.length(path, relation, value)]
        : relation === '!=' && value === '0'
          ? [say.length(path, '>', '0')]
          : undefined
    if (piped?.[2] === 'type') {
      const type = quoted(value)
      return relation === '==' && type && JQ_TYPES.has(type) ? [say.type(path, type)] : undefined
    }
    const json = /^(?:-?\d+(?:\.\d+)?|true|false|null)$/.test(value) ? value : /^"[^"\\]*"$/.test(value) ? value : undefined
    if (json === undefined) return undefined
    // jq gives null for a missing key: `.id != null` is present and not null; `== null` holds for a missing key too.
    if (json === 'null') return relation === '!=' ? say.notNull(path) : undefined
    if (relation === '==' || relation === '!=') return [say.equals(path, json, relation === '!=')]
    return /^-?\d/.test(json) ? [say.compare(path, relation, json)] : undefined
  }
  const test = /^(\.[^|]*?)\s*\|\s*(test|startswith|endswith)\("([^"\\]+)"\)$/.exec(text)
  if (test) {
    const path = jqPath(test[1]!)
    const literal = test[3]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const pattern = test[2] === 'test' ? test[3]! : test[2] === 'startswith' ? `^${literal}` : `${literal}$`
    return path ? [say.matches(path, pattern)] : undefined
  }
  return undefined
}

/**
 * httpyac's assertions: `?? status == 201`, `?? header content-type includes json`, `?? duration < 300`,
 * `?? body includes x`, `?? js response.parsedBody.id == 7` (a JavaScript expression on the parsed body).
 */
export function readHttpyac(text: string): Idiom {
  const reported = reportedLine('httpyac', `?? ${text}`)
  const line =
    /^(status|duration|body|header\s+[A-Za-z][\w-]*|js\s+response\.parsedBody(?:\.[A-Za-z_]\w*|\[\d+\])*)\s+(==|equals|!=|>=|<=|>|<|includes|contains|exists|startsWith|endsWith|isArray|isString|isNumber|isBoolean)(?:\s+(.+))?$/.exec(
      text,
    )
  if (!line) return reported
  const [, field, condition, raw] = line
  const value = raw?.trim()
  if (field === 'status') return condition === '==' && value && /^[1-5]\d\d$/.test(value) ? { texts: [say.status([value])] } : reported
  if (field === 'duration')
    return (condition === '<' || condition === '<=') && Number(value) > 0 ? { texts: [say.time(Number(value))] } : reported
  if (field === 'body')
    return (condition === 'includes' || condition === 'contains') && value ? { texts: [say.bodyContains(JSON.stringify(value))] } : reported
  if (field!.startsWith('header')) {
    const name = field!.split(/\s+/)[1]!
    if (condition === 'exists') return { texts: [say.header(name, 'exists')] }
    if (!value) return reported
    if (condition === '==' || condition === 'equals') return { texts: [say.headerEquals(name, value)] }
    return condition === 'includes' || condition === 'contains' ? { texts: [say.header(name, `contains "${value}"`)] } : reported
  }
  // JavaScript's `.length` of a list is its length.
  const counted = /\.length$/.test(field!)
  const path = normalizeJsonPath(`$${field!.replace(/^js\s+response\.parsedBody/, '').replace(/\.length$/, '')}`)
  if (!path) return reported
  if (counted)
    return value && /^\d+$/.test(value) && /^(?:==|equals|[<>]=?)$/.test(condition!)
      ? { texts: [say.length(path, condition === 'equals' ? '==' : condition!, value)] }
      : reported
  if (condition === 'exists') return { texts: [say.exists(path)] }
  const type = /^is(Array|String|Number|Boolean)$/.exec(condition!)?.[1]
  if (type && value === undefined) return { texts: [say.type(path, type.toLowerCase())] }
  const json =
    value === undefined ? undefined : /^(?:-?\d+(?:\.\d+)?|true|false|null)$/.test(value) ? value : JSON.stringify(quoted(value) ?? value)
  if (json === undefined) return reported
  if (condition === '==' || condition === '!=') return { texts: [say.equals(path, json, condition === '!=')] }
  if (/^[<>]=?$/.test(condition!) && /^-?\d/.test(json)) return { texts: [say.compare(path, condition!, json)] }
  return reported
}

/** A YAML flow map's or list's items, keys unquoted. */
function flow(value: string): { map?: [string, string][]; list?: string[] } | undefined {
  const text = value.trim()
  const list = /^\[([\s\S]*)\]$/.exec(text)
  if (list) return { list: splitTopLevel(list[1]!, ',').filter((item) => item !== '') }
  const map = /^\{([\s\S]*)\}$/.exec(text)
  if (!map) return undefined
  const entries = splitTopLevel(map[1]!, ',').map((pair) => /^\s*("[^"]+"|'[^']+'|[^:\s]+)\s*:\s*([\s\S]+)$/.exec(pair))
  if (entries.some((entry) => !entry)) return undefined
  return { map: entries.map((entry) => [entry![1]!.replace(/^(["'])(.*)\1$/, '$2'), entry![2]!.trim()]) }
}

const yamlText = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, '$2')

/**
 * Taurus (bzt) request checks: `assert: [{subject: http-code, contains: [201]}]` (Taurus' `contains` finds a regular
 * expression in the body by default), `assert-jsonpath: [{jsonpath: $.id, validate: true, expected-value: 7}]` (the value
 * is compared only with `validate: true`; without it only the path's presence is checked), `extract-jsonpath: {ID: $.id}`.
 */
export function readTaurus(text: string): Idiom | undefined {
  const line = /^(?:-\s+)?(?:(assert|assert-jsonpath|extract-jsonpath)\s*:\s*)?([\s\S]+)$/.exec(text)!
  const key = line[1] ?? (/^-\s+\{\s*jsonpath\s*:/.test(text) ? 'assert-jsonpath' : 'assert')
  const value = flow(line[2]!)
  const reported = reportedLine('Taurus', text)
  if (!value) return line[1] ? reported : undefined
  if (key === 'extract-jsonpath') {
    if (!value.map) return reported
    const texts = value.map.map(([name, where]) => {
      const source = flow(where)?.map?.find(([k]) => k === 'jsonpath')?.[1] ?? where
      const path = normalizeJsonPath(yamlText(source))
      return path && /^[A-Za-z_]\w*$/.test(name) ? say.save(path, name) : undefined
    })
    return texts.every((t) => t !== undefined) ? { texts: texts as string[] } : reported
  }
  const items = value.list ? value.list.map((item) => (flow(item)?.map ? flow(item)! : { plain: item })) : [value]
  const texts: string[] = []
  for (const item of items) {
    const read =
      'plain' in item
        ? taurusPlain(key, (item as { plain: string }).plain)
        : taurusEntry(key, Object.fromEntries((item as { map: [string, string][] }).map))
    if (!read) return reported
    texts.push(...read)
  }
  return texts.length > 0 ? { texts } : reported
}

/** `assert: [Milk]`: texts the body contains; `assert-jsonpath: [$.id]`: paths that exist. */
function taurusPlain(key: string, item: string): string[] | undefined {
  const value = yamlText(item)
  if (key === 'assert-jsonpath') {
    const path = normalizeJsonPath(value)
    return path ? [say.exists(path)] : undefined
  }
  return /^[\w ,:@!-]+$/.test(value) ? [say.bodyContains(JSON.stringify(value))] : undefined
}

function taurusEntry(key: string, map: Record<string, string>): string[] | undefined {
  const negate = map.not === 'true' || map.invert === 'true'
  if (key === 'assert-jsonpath') {
    const path = map.jsonpath ? normalizeJsonPath(yamlText(map.jsonpath)) : undefined
    if (!path || Object.keys(map).some((k) => !/^(?:jsonpath|validate|expected-value|expect-null|invert|regexp)$/.test(k))) return undefined
    if (map.validate !== 'true')
      return map['expected-value'] === undefined && map['expect-null'] !== 'true' ? [say.exists(path, negate)] : undefined
    const expected = map['expected-value']
    const json =
      expected === undefined ? undefined : /^(?:-?\d+(?:\.\d+)?|true|false)$/.test(expected) ? expected : JSON.stringify(yamlText(expected))
    // A regular expression by default: a value with no pattern characters matches only itself.
    if (json === undefined || (map.regexp !== 'false' && /[.*+?^${}()|[\]\\]/.test(yamlText(expected!)))) return undefined
    return [say.equals(path, json, negate)]
  }
  const subject = yamlText(map.subject ?? 'body')
  const found = map.contains ? flow(map.contains)?.list?.map(yamlText) : undefined
  if (!found || found.length === 0 || Object.keys(map).some((k) => !/^(?:subject|contains|not|regexp)$/.test(k))) return undefined
  if (subject === 'http-code') return found.length === 1 && /^[1-5]\d\d$/.test(found[0]!) && !negate ? [say.status([found[0]!])] : undefined
  if (subject !== 'body') return undefined
  if (map.regexp !== 'false' && found.some((text) => /[.*+?^${}()|[\]\\]/.test(text))) return undefined
  return found.map((text) => say.bodyContains(JSON.stringify(text), negate))
}
