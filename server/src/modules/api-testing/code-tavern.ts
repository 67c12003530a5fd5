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
