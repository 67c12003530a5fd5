import { readPython } from './code-python.js'
import { type Idiom, say } from './code-subjects.js'
import { normalizeJsonPath } from './json-path.js'

/**
 * SoapUI / ReadyAPI assertions as their names and settings are copied out of the assertion list
 * (`Valid HTTP Status Codes: 200, 202`, `JsonPath Match: $.a = X`, `Response SLA: 500 ms`, `Property Transfer:
 * $.id -> id`). A JsonPath RegEx Match must match the whole value (Java's matches()), so an unanchored pattern is
 * anchored; a Script Assertion is read as the Groovy `assert` it holds; an assertion with no exact reading is reported.
 */

const ASSERTION =
  /^(valid http status codes|invalid http status codes|not contains|contains|jsonpath match|jsonpath existence match|jsonpath count|jsonpath regex match|response sla|script assertion|property transfer)(?:\s*:\s*|\s+[-–]\s+|\s*=\s*|\s+(?=[$\d<]|assert\b))(.+)$/i
/** `$.a = X`, and the assertion's two fields as its dialog names them: `$.a, Expected Result: X`. */
const PATH_VALUE = /^(\$[^\s=,;]*)\s*(?:(?:=|[,;]\s*expected(?:\s+result|\s+value)?\s*[:=])\s*(.*))?$/i
/** The assertion's options written after the token (`(ignore case)`, `(regex)`): a match that is no plain text test. */
const OPTION = /\(\s*(?:ignore\s+case|case\s+insensitive|regex|regular\s+expression|use\s+token\s+as\s+regular\s+expression)\s*\)$/i

export function readSoapUi(written: string): Idiom | undefined {
  const assertion = ASSERTION.exec(written.trim())
  if (!assertion) return undefined
  // Bare `Contains X` is plain English; only the copied `Contains: X` is the assertion.
  const kind = assertion[1]!.toLowerCase()
  if (/contains$/.test(kind) && !/:/.test(written)) return undefined
  const setting = assertion[2]!.trim()
  const reported: Idiom = { reason: `the SoapUI assertion "${assertion[1]}: ${setting}" has no exact reading; write the check in words` }
  if (OPTION.test(setting)) return reported
  switch (kind) {
    case 'valid http status codes': {
      const codes = setting.split(/\s*,\s*/)
      return codes.every((code) => /^\d{3}$/.test(code)) ? { texts: [say.status(codes)] } : reported
    }
    case 'contains':
    case 'not contains':
      return { texts: [say.bodyContains(JSON.stringify(unquoted(setting)), kind === 'not contains')] }
    case 'response sla': {
      const sla = /^(?:<=?\s*)?(\d+)\s*(?:ms)?$/i.exec(setting)
      return sla ? { texts: [say.time(Number(sla[1]))] } : reported
    }
    case 'script assertion': {
      // Groovy's `list.size()` is Python's `len(list)`; the rest of a plain `assert` reads the same.
      const groovy = setting.replace(/^assert\s+([\w.$[\]"']+)\.size\(\)\s*/, 'assert len($1) ')
      return readPython(groovy) ?? reported
    }
    case 'property transfer': {
      const transfer = /^(\$\S+)\s*(?:->|→|=>|\bto\b)\s*\{{0,2}([A-Za-z_]\w*)\}{0,2}$/.exec(setting)
      const path = transfer ? normalizeJsonPath(transfer[1]!) : undefined
      return path ? { texts: [say.save(path, transfer![2]!)] } : reported
    }
    case 'invalid http status codes':
      return reported
  }
  const pair = PATH_VALUE.exec(setting)
  const path = pair ? normalizeJsonPath(pair[1]!) : undefined
  if (!pair || !path) return reported
  const value = pair[2]?.trim()
  switch (kind) {
    case 'jsonpath existence match':
      if (value === undefined || /^true$/i.test(value)) return { texts: [say.exists(path)] }
      return /^false$/i.test(value) ? { texts: [say.exists(path, true)] } : reported
    case 'jsonpath count':
      return value !== undefined && /^\d+$/.test(value) ? { texts: [say.length(path, '==', value)] } : reported
    case 'jsonpath regex match': {
      if (!value) return reported
      const anchored = /^\^.*\$$/.test(value) ? value : `^(?:${value})$`
      return { texts: [say.matches(path, anchored)] }
    }
    default:
      return value === undefined || value === '' ? reported : { texts: [say.equals(path, expected(value))] }
  }
}

/** A value as SoapUI's settings hold it: unquoted text, so a number, true / false or null is that JSON value. */
export function expected(value: string): string {
  if (/^(?:-?\d+(?:\.\d+)?|true|false|null)$/.test(value)) return value
  return JSON.stringify(unquoted(value))
}

function unquoted(value: string): string {
  return value.replace(/^(["'])(.*)\1$/, '$2')
}
