import { type Idiom, say } from './code-subjects.js'
import { splitTopLevel } from './code-syntax.js'

/**
 * Tavern's response keys as testers paste them on one line (round 14), beside code-yaml-checks.ts which reads
 * `status_code: 201` and `save: { json: { id: id } }`:
 * - a YAML comment after the value (`status_code: 201  # created`) says nothing to check: it is dropped;
 * - `response: { status_code: 201 }` is the status key inside its response block;
 * - `save: json: { pass_id: id }`, the flow mapping of `save:` / `json:` on two lines written on one, is that save;
 * - `headers: { content-type: application/json, location: !anything }`: Tavern compares each header's value whole,
 *   and `!anything` asks only that the header is there.
 * Other tags (`!anyint`, `!re_match`) and a whole-body `json:` (Tavern's strict key checking) stay reported.
 * Round 15: `headers:`, `json:` and `params:`-like keys are keys of both the `request:` and the `response:` block, so
 * a `headers:` line alone is read as the response's only when a value is a response tag (`!anything`); with plain
 * values it could set the request's headers or check the response's, and is reported. `params:` is a request key
 * only: the query. `status_code: [200, 201]` accepts any code of the list; `verify_response_with:` calls Python the
 * spec cannot see and is reported.
 */

const COMMENT = /^(-?\s*[A-Za-z_][\w-]*:\s*\S.*?)\s+#\s.*$/
const RESPONSE_STATUS = /^response:\s*\{\s*(status_code:\s*\d{3})\s*\}$/
const SAVE_ON_ONE_LINE = /^save:\s*json:\s*(\{.*\})$/
const HEADERS = /^(?:-\s+)?headers:\s*\{(.*)\}$/
const STATUS_LIST = /^status_code:\s*\[\s*(\d{3}(?:\s*,\s*\d{3})*)\s*\]$/
const PARAMS = /^(?:-\s+)?params:\s*\{(.*)\}$/

/** Tavern's request and response keys no other reader knows: a status list, `params:`, `verify_response_with:`. */
export function readTavernKeys(written: string): Idiom | undefined {
  const text = written.trim()
  const list = STATUS_LIST.exec(text)
  if (list) return { texts: [say.status(list[1]!.split(/\s*,\s*/))] }
  if (/^verify_response_with:/.test(text))
    return { reason: 'verify_response_with calls a Python function the spec cannot see; write its checks in words' }
  const params = PARAMS.exec(text)
  if (!params) return undefined
  const texts: string[] = []
  for (const pair of splitTopLevel(params[1]!, ',')) {
    const entry = /^["']?([A-Za-z_][\w.-]*)["']?\s*:\s*(.+)$/.exec(pair.trim())
    if (!entry) return { reason: `${pair.trim()} is not a query parameter and its value` }
    texts.push(`Query ${entry[1]} is ${JSON.stringify(entry[2]!.trim().replace(/^(["'])(.*)\1$/, '$2'))}`)
  }
  return texts.length > 0 ? { texts } : undefined
}

/** The line in the forms code-yaml-checks.ts reads; the line itself when it has none of Tavern's. */
export function tavernForms(line: string): string {
  if (!line.includes(':')) return line
  const text = COMMENT.exec(line)?.[1] ?? line
  const status = RESPONSE_STATUS.exec(text)
  if (status) return status[1]!
  const save = SAVE_ON_ONE_LINE.exec(text)
  return save ? `save: { json: ${save[1]} }` : text
}

export function readTavernHeaders(written: string): Idiom | undefined {
  const headers = HEADERS.exec(written.trim())
  if (!headers) return undefined
  const texts: string[] = []
  // Only a response tag says the block: plain values could be the request's headers as well.
  if (!/:\s*!/.test(headers[1]!))
    return {
      reason: "Tavern's headers: is a key of the request and of the response; say which (Set header X: v, or Verify header X equals v)",
    }
  for (const pair of splitTopLevel(headers[1]!, ',')) {
    const entry = /^["']?([A-Za-z][\w-]*)["']?\s*:\s*(.+)$/.exec(pair.trim())
    if (!entry) return { reason: `${pair.trim()} is not a header and its value` }
    const [, name, raw] = entry
    const value = raw!.trim().replace(/^(["'])(.*)\1$/, '$2')
    if (value === '!anything') texts.push(say.header(name!, 'exists'))
    else if (value.startsWith('!')) return { reason: `Tavern's ${value} has no exact reading here; write the header check in words` }
    else texts.push(say.headerEquals(name!, value))
  }
  return texts.length > 0 ? { texts } : undefined
}

/**
 * A Tavern `request:` or `response:` block written as one flow mapping (`response: {status_code: 201, headers: {…}}`,
 * `request: {url: "{host}/tasks", method: POST, json: {title: x}}`): inside its block a key says which side it is on,
 * so `headers:` sets the request's headers or checks the response's. Each response key is read as its own line
 * (`status_code`, `save`); a whole-body `json:` in the response (strict key checking) and keys with no reading are
 * reported. Tavern's `{host}` format variable before the path is the base URL.
 */
export function readTavernBlock(written: string, read: (line: string) => Idiom | undefined): Idiom | undefined {
  const block = /^(request|response):\s*\{(.*)\}$/.exec(written.trim())
  if (!block) return undefined
  const entries = splitTopLevel(block[2]!, ',').map((pair) => /^\s*([A-Za-z_]\w*)\s*:\s*(.+?)\s*$/.exec(pair))
  if (entries.some((entry) => !entry)) return { reason: `the Tavern ${block[1]} block is no flow mapping of keys` }
  const texts: string[] = []
  let method: string | undefined
  let url: string | undefined
  let body: string | undefined
  for (const [, key, value] of entries as RegExpExecArray[]) {
    const reported: Idiom = { reason: `Tavern's ${block[1]} key ${key}: has no exact reading here; write the step in words` }
    if (key === 'headers') {
      const map = /^\{(.*)\}$/.exec(value!)
      if (!map) return reported
      for (const pair of splitTopLevel(map[1]!, ',')) {
        const entry = /^["']?([A-Za-z][\w-]*)["']?\s*:\s*(.+)$/.exec(pair.trim())
        if (!entry) return reported
        const text = entry[2]!.trim().replace(/^(["'])(.*)\1$/, '$2')
        if (block[1] === 'request') texts.push(`Set header ${entry[1]}: ${JSON.stringify(text)}`)
        else if (text === '!anything') texts.push(say.header(entry[1]!, 'exists'))
        else if (text.startsWith('!')) return reported
        else texts.push(say.headerEquals(entry[1]!, text))
      }
    } else if (block[1] === 'response' && (key === 'status_code' || key === 'save')) {
      const line = read(`${key}: ${value}`)
      if (!line || 'reason' in line) return line ?? reported
      texts.push(...line.texts)
    } else if (block[1] === 'request' && key === 'params') {
      const line = readTavernKeys(`params: ${value}`)
      if (!line || 'reason' in line) return line ?? reported
      texts.push(...line.texts)
    } else if (block[1] === 'request' && key === 'method' && /^[A-Za-z]+$/.test(value!)) method = value!.toUpperCase()
    else if (block[1] === 'request' && key === 'url') url = value!.replace(/^(["'])(.*)\1$/, '$2').replace(/^\{[\w.]+\}/, '')
    else if (block[1] === 'request' && key === 'json') {
      const json = flowJson(value!)
      if (json === undefined) return reported
      body = JSON.stringify(json)
    } else return reported
  }
  if (url !== undefined) {
    if (!/^\/\S*$/.test(url)) return { reason: `Tavern's url: ${url} names no path after the base URL` }
    texts.push(`Send a ${method ?? 'GET'} request to ${url}${body === undefined ? '' : ` with JSON body ${body}`}`)
  } else if (method !== undefined) return { reason: "Tavern's method: without its url: names no request; write the request in words" }
  else if (body !== undefined) texts.push(`Send the request with JSON body ${body}`)
  return texts.length > 0 ? { texts } : undefined
}

/** A YAML flow value as JSON: quoted and plain scalars, numbers, true / false / null, nested maps and lists. */
function flowJson(written: string): unknown {
  const text = written.trim()
  const map = /^\{([\s\S]*)\}$/.exec(text)
  if (map) {
    const out: Record<string, unknown> = {}
    for (const pair of splitTopLevel(map[1]!, ',')) {
      if (pair.trim() === '') continue
      const entry =
        /^\s*("[^"]*"|'[^']*'|[^:\s][^:]*?)\s*:\s+([\s\S]+)$/.exec(pair) ??
        /^\s*("[^"]*"|'[^']*'|[^:\s][^:]*?)\s*:([[{"'][\s\S]*)$/.exec(pair)
      const value = entry && flowJson(entry[2]!)
      if (!entry || value === undefined) return undefined
      out[entry[1]!.replace(/^(["'])(.*)\1$/, '$2')] = value
    }
    return out
  }
  const list = /^\[([\s\S]*)\]$/.exec(text)
  if (list) {
    const items = splitTopLevel(list[1]!, ',')
      .filter((item) => item.trim() !== '')
      .map(flowJson)
    return items.some((item) => item === undefined) ? undefined : items
  }
  if (/^"(?:[^"\\]|\\.)*"$/.test(text)) return JSON.parse(text)
  if (/^'[^']*'$/.test(text)) return text.slice(1, -1)
  if (/^-?\d+(?:\.\d+)?$/.test(text)) return Number(text)
  if (/^(?:true|false)$/.test(text)) return text === 'true'
  if (/^(?:null|~)$/.test(text)) return null
  // A plain scalar that is no YAML indicator or tag is a string.
  return /^[^-?:,[\]{}#&*!|>'"%@`\s][^#,[\]{}]*$/.test(text) ? text.trim() : undefined
}
