import { expected } from './code-soapui.js'
import { type Idiom, say } from './code-subjects.js'
import { normalizeJsonPath } from './json-path.js'

/**
 * Thunder Client's test rows pasted as text: `ResponseCode equal 200`, `Response Code | equal | 201`,
 * `json.items | count | 3`, `ResponseBody contains ok`, `Set Env Variable {{id}} from json.id`. The subject
 * (`ResponseCode`, `ResponseTime`, `ResponseBody`, `json.<path>`, `Content-Type`) and the action are Thunder's own
 * words, so a row reads exactly; a value is unquoted text (a number, true / false or null is that JSON value).
 */

const SUBJECT = String.raw`response\s?code|response\s?time|response\s?body|content-type|json(?:\.[\w.[\]-]+)?`
const ACTION = 'equal|equals|notequal|contains|notcontains|count|isnumber|isstring|isboolean|isarray|isobject|isnull|>=|<=|>|<'
const ROW = new RegExp(String.raw`^(${SUBJECT})(?:\s*\|\s*|\s+)(${ACTION})(?:(?:\s*\|\s*|\s+)(\S.*))?$`, 'i')
const SET_ENV =
  /^set\s+env(?:ironment)?\s+var(?:iable)?\s+(?:\{\{\s*([A-Za-z_]\w*)\s*\}\}|([A-Za-z_]\w*))\s+(?:from|=|to)\s+json\.([\w.[\]-]+)$/i
const TYPES: Record<string, string> = { isnumber: 'number', isstring: 'string', isboolean: 'boolean', isarray: 'array', isobject: 'object' }

export function readThunder(written: string): Idiom | undefined {
  const text = written.trim()
  const env = SET_ENV.exec(text)
  if (env) {
    const path = normalizeJsonPath(`$.${env[3]}`)
    return path ? { texts: [say.save(path, env[1] ?? env[2]!)] } : { reason: `json.${env[3]} is no JSON path` }
  }
  const row = ROW.exec(text)
  if (!row) return undefined
  const subject = row[1]!.toLowerCase().replace(/\s/g, '')
  const action = row[2]!.toLowerCase()
  const value = row[3]?.trim()
  const reported: Idiom = { reason: `the Thunder Client test "${text}" has no exact reading; write the check in words` }
  // A bare `json.x isNumber` was read by the grammar already; here only what it left.
  if (subject === 'responsecode') {
    const codes = value?.split(/\s*,\s*/)
    return (action === 'equal' || action === 'equals') && codes?.every((code) => /^\d{3}$/.test(code))
      ? { texts: [say.status(codes)] }
      : reported
  }
  if (subject === 'responsetime')
    return (action === '<' || action === '<=') && value && /^\d+$/.test(value) ? { texts: [say.time(Number(value))] } : reported
  if (subject === 'responsebody') {
    if ((action === 'contains' || action === 'notcontains') && value)
      return { texts: [say.bodyContains(JSON.stringify(unquoted(value)), action === 'notcontains')] }
    return reported
  }
  if (subject === 'content-type') {
    if ((action === 'equal' || action === 'equals') && value && /^[\w.+-]+\/[\w.+-]+$/.test(value))
      return { texts: [`Verify content type is ${value}`] }
    if (action === 'contains' && value) return { texts: [say.header('Content-Type', `contains "${unquoted(value)}"`)] }
    return reported
  }
  // `json.items.length equal 3`: JavaScript's length of the array, as `count` says it.
  const lengthOf = /^(json(?:\.[\w.[\]-]+)?)\.length$/.exec(row[1]!)
  if (lengthOf) {
    const list = normalizeJsonPath(`$${lengthOf[1]!.slice('json'.length)}`)
    const op = { equal: '==', equals: '==', '>': '>', '>=': '>=', '<': '<', '<=': '<=' }[action]
    return list && op && value && /^\d+$/.test(value) ? { texts: [say.length(list, op, value)] } : reported
  }
  const path = normalizeJsonPath(`$${row[1]!.slice('json'.length)}`)
  if (!path) return reported
  if (TYPES[action] && value === undefined) return { texts: [say.type(path, TYPES[action]!)] }
  if (action === 'isnull' && value === undefined) return { texts: [say.equals(path, 'null')] }
  if (value === undefined) return reported
  switch (action) {
    case 'equal':
    case 'equals':
    case 'notequal':
      return { texts: [say.equals(path, expected(value), action === 'notequal')] }
    case 'contains':
    case 'notcontains':
      return { texts: [say.contains(path, JSON.stringify(unquoted(value)), action === 'notcontains')] }
    case 'count':
      return /^\d+$/.test(value) ? { texts: [say.length(path, '==', value)] } : reported
    default:
      return /^-?\d+(?:\.\d+)?$/.test(value) && /^[<>]/.test(action) ? { texts: [say.compare(path, action, value)] } : reported
  }
}

function unquoted(value: string): string {
  return value.replace(/^(["'])(.*)\1$/, '$2')
}
