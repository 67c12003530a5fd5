import { type Idiom, literal, say, subjectOf } from './code-subjects.js'
import { quoted } from './code-syntax.js'
import { normalizeJsonPath } from './json-path.js'

/**
 * Karate lines: `status 201`, `match response.id == '#number'`, `match response contains { name: 'x' }`,
 * `match header Content-Type contains 'json'`, `def id = response.id`, `param page = 2`, `params { … }`,
 * `header Accept = 'application/json'`, `request { … }`, `method post`, `assert responseTime < 1000`. Fuzzy markers
 * the notation can carry (`#number`, `#notnull`, `#[3]`, `#regex …`) are read; the others (`#ignore`, `#? expr`,
 * optional `##…`, embedded `#(…)`) are reported naming the line.
 */

const KEYWORD = /^(?:(?:\*|given|when|then|and|but)\s+)?(status|match|def|param|params|header|headers|request|method|assert)\s+(.+)$/i

const TYPES: Record<string, string> = {
  '#number': 'number',
  '#string': 'string',
  '#boolean': 'boolean',
  '#array': 'array',
  '#object': 'object',
  '#[]': 'array',
}
/** In Karate `response` is the JSON body, so `response.status` is a field (the HTTP status is `responseStatus`). */
function karateSubject(code: string) {
  return subjectOf(code.trim().replace(/^response(?=[.[]|$)/, '$'))
}

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'

export function readKarate(written: string): Idiom | undefined {
  const line = KEYWORD.exec(written.trim())
  if (!line) return undefined
  const keyword = line[1]!.toLowerCase()
  const rest = line[2]!.trim()
  switch (keyword) {
    case 'status':
      return /^\d{3}$/.test(rest) ? { texts: [say.status([rest])] } : undefined
    case 'method':
      return /^(?:get|post|put|patch|delete|head|options)$/i.test(rest) ? { texts: [`Send a ${rest.toUpperCase()} request`] } : undefined
    case 'def': {
      const def = /^([A-Za-z_]\w*)\s*=\s*(.+)$/.exec(rest)
      if (!def) return undefined
      const subject = karateSubject(def[2]!)
      if (subject?.kind === 'path' && subject.path !== '$') return { texts: [say.save(subject.path, def[1]!)] }
      if (subject?.kind === 'header') return { texts: [say.save(`header ${subject.name}`, def[1]!)] }
      return { reason: `def ${def[1]} is not given a value of the response; only those are saved` }
    }
    case 'param':
    case 'header': {
      const pair = /^([A-Za-z0-9_.-]+)\s*=\s*(.+)$/.exec(rest)
      const value = pair ? (quoted(pair[2]!) ?? literal(pair[2]!)) : undefined
      if (!pair || value === undefined || /^[{[]/.test(value)) return undefined
      return { texts: [keyword === 'param' ? `Query ${pair[1]}=${value}` : `Set header ${pair[1]}: ${value}`] }
    }
    case 'params':
    case 'headers': {
      const object = objectOf(rest)
      if (!object) return { reason: `${keyword} is read with an object literal: ${keyword} { a: 1 }` }
      const pairs = Object.entries(object).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)])
      if (keyword === 'headers') return { texts: pairs.map(([name, value]) => `Set header ${name}: ${value}`) }
      return { texts: [`Query ${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`] }
    }
    case 'request': {
      const json = literal(rest)
      return json && /^[{[]/.test(json) ? { texts: [`Body ${json}`] } : { reason: 'request is read with a JSON literal on the line' }
    }
    case 'assert':
      return readAssert(rest)
    case 'match':
      return readMatch(rest)
  }
  return undefined
}

function objectOf(text: string): Record<string, unknown> | undefined {
  const json = literal(text)
  const value = json === undefined ? undefined : (JSON.parse(json.replace(/\{\{\s*(\w+)\s*\}\}/g, '"{{$1}}"')) as unknown)
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
}

function readAssert(expression: string): Idiom | undefined {
  const time = /^responseTime\s*(<|<=)\s*(\d+)$/.exec(expression)
  if (time) return { texts: [say.time(Number(time[2]))] }
  const compared = /^(\S+)\s*(==|!=|>=|<=|>|<)\s*(.+)$/.exec(expression)
  if (!compared) return undefined
  const length = /^(.+)\.length$/.exec(compared[1]!)
  // `assert` lines are also Python's: `response.status_code` there is the status, so the shared reading is used.
  const subject = subjectOf(length ? length[1]! : compared[1]!)
  const value = literal(compared[3]!)
  if (subject?.kind === 'status' && compared[2] === '==' && value && /^\d{3}$/.test(value)) return { texts: [say.status([value])] }
  // Anything else after "assert" may be Python or words (code-python.ts, the grammar).
  if (subject?.kind !== 'path' || value === undefined) return undefined
  if (length) return /^\d+$/.test(value) && compared[2] !== '!=' ? { texts: [say.length(subject.path, compared[2]!, value)] } : undefined
  if (compared[2] === '==' || compared[2] === '!=') return { texts: [say.equals(subject.path, value, compared[2] === '!=')] }
  return /^-?\d/.test(value) ? { texts: [say.compare(subject.path, compared[2]!, value)] } : undefined
}

function readMatch(expression: string): Idiom | undefined {
  if (/^each\s/i.test(expression)) return { reason: '"match each" checks every item; the rules check one value per step' }
  const header = /^header\s+([A-Za-z0-9_-]+)\s*(==|contains)\s*(.+)$/i.exec(expression)
  if (header) {
    const text = quoted(header[3]!)
    if (text === undefined) return { reason: 'a header is matched with a quoted text' }
    return { texts: [header[2] === '==' ? say.headerEquals(header[1]!, text) : say.header(header[1]!, `contains "${text}"`)] }
  }
  const match = /^(\S+(?:\[[^\]]*\])*)\s+(==|!=|contains\s+only|contains\s+any|contains\s+deep|!contains|contains)\s+(.+)$/.exec(expression)
  if (!match) return undefined
  const op = match[2]!.replace(/\s+/g, ' ')
  const subject = karateSubject(match[1]!)
  if (!subject) return { reason: `"${match[1]}" is not the response, its status or a header` }
  if (subject.kind === 'status')
    return op === '==' && /^\d{3}$/.test(match[3]!.trim()) ? { texts: [say.status([match[3]!.trim()])] } : undefined
  if (subject.kind === 'header') {
    const text = quoted(match[3]!)
    if (text === undefined || (op !== '==' && op !== 'contains'))
      return { reason: 'a header is matched with == or contains and a quoted text' }
    return { texts: [op === '==' ? say.headerEquals(subject.name, text) : say.header(subject.name, `contains "${text}"`)] }
  }
  if (subject.kind !== 'path') return { reason: `"${match[1]}" is not matched by the rules` }
  if (op.startsWith('contains ')) return { reason: `"${op}" has no exact reading; check the fields one by one` }
  return op === '!contains' ? readNotContains(subject.path, match[3]!) : readValue(subject.path, op, match[3]!)
}

/**
 * `!contains 'x'`: on the response, its text lacks x; on a field, a list lacks the item or a text the part (as the
 * grammar's "does not contain" checks). A list or an object on the right is matched deeply by Karate, so reported.
 */
function readNotContains(path: string, raw: string): Idiom {
  const value = literal(raw)
  if (value && /^"/.test(value)) return { texts: [path === '$' ? say.bodyContains(value, true) : say.contains(path, value, true)] }
  if (value && /^-?\d/.test(value) && path !== '$') return { texts: [say.contains(path, value, true)] }
  return { reason: '!contains is read with a quoted text or a number' }
}

/** `== '#number'`, `== 'x'`, `contains { name: 'x' }` on a path. */
function readValue(path: string, op: string, raw: string): Idiom {
  const marker = quoted(raw)
  if (marker?.startsWith('#'))
    return op === '==' ? readMarker(path, marker) : { reason: `a fuzzy marker after "${op}" has no exact reading` }
  const value = literal(raw)
  if (value === undefined) return { reason: `"${raw}" is no literal value` }
  if (op !== 'contains') {
    if (/#/.test(value)) return { reason: 'an object holding fuzzy markers is matched loosely; match its fields one by one' }
    return { texts: [say.equals(path, value, op === '!=')] }
  }
  if (!value.startsWith('{')) return { texts: [say.contains(path, value)] }
  // `match response contains { name: 'x' }`: each key of the body equals its value (Karate's contains is one level deep).
  if (path !== '$') return { reason: `"contains {…}" on ${path} may be a list item or some keys; match the fields one by one` }
  const texts: string[] = []
  for (const [key, item] of Object.entries(objectOf(raw) ?? {})) {
    const sub = /^[A-Za-z_]\w*$/.test(key) ? `$.${key}` : normalizeJsonPath(`$['${key}']`)!
    const read =
      typeof item === 'string' && item.startsWith('#') ? readMarker(sub, item) : { texts: [say.equals(sub, JSON.stringify(item))] }
    if ('reason' in read) return read
    texts.push(...read.texts)
  }
  return texts.length > 0 ? { texts } : { reason: 'contains {} checks nothing' }
}

/** Karate's fuzzy markers, where the grammar has the same check. */
function readMarker(path: string, marker: string): Idiom {
  const type = TYPES[marker]
  if (type) return { texts: [say.type(path, type)] }
  if (marker === '#null') return { texts: [say.equals(path, 'null')] }
  if (marker === '#notnull') return { texts: say.notNull(path) }
  if (marker === '#present') return { texts: [say.exists(path)] }
  if (marker === '#notpresent') return { texts: [say.exists(path, true)] }
  if (marker === '#uuid') return { texts: [say.matches(path, UUID)] }
  const count = /^#\[(\d+)\]$/.exec(marker)
  if (count) return { texts: [say.length(path, '==', count[1]!)] }
  const regex = /^#regex\s+(.+)$/.exec(marker)
  if (regex) return { texts: [say.matches(path, `^(?:${regex[1]})$`)] }
  return { reason: `the Karate marker '${marker}' has no exact reading in the rules; write the check in words` }
}
