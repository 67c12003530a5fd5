import {
  jsKey as encodeKey,
  jsRegex as encodeRegex,
  jsString as encodeString,
  jsTemplateLiteral,
  splitPlaceholders,
} from '../generated-code/literal.js'
import type { JsonValue, RegexSpec } from './api-spec.js'
import { varRefName } from './step-values.js'

/**
 * JavaScript source for values in generated tests: single-quoted strings, object literals, regex literals and
 * `{{VAR}}` placeholders turned into `v('VAR')` reads (the value is looked up at run time, never inlined).
 */

/** A single-quoted string literal through the shared encoder (generated-code/literal.ts). */
export function jsString(text: string): string {
  return encodeString(text, 'single')
}

/**
 * A string that may hold placeholders: `'plain'`, `String(v('TOKEN'))` when it is one placeholder, or a template
 * literal `` `Bearer ${v('TOKEN')}` `` when placeholders are mixed with text. `wrap` encodes each value (for paths).
 */
export function jsTemplate(text: string, wrap: (read: string) => string = (read) => read): string {
  const parts = splitPlaceholders(text)
  if (!parts.some((part) => part.variable)) return jsString(text)
  if (parts.length === 1) {
    const read = `v(${jsString(parts[0]!.variable!)})`
    const wrapped = wrap(read)
    return wrapped === read ? `String(${read})` : wrapped
  }
  return jsTemplateLiteral(
    parts.map((part) => (part.variable ? { text: '', code: wrap(`v(${jsString(part.variable)})`) } : { text: part.text })),
  )
}

/**
 * A JSON value as a JS literal. Variable markers become `v('name')` (the variable's own type), strings with
 * placeholders become templates. Short values stay on one line; longer ones are indented from `indent`.
 */
export function jsValue(value: JsonValue, indent = ''): string {
  const flat = jsValueFlat(value)
  if (flat.length + indent.length <= 100 || value === null || typeof value !== 'object' || varRefName(value)) return flat
  const inner = `${indent}  `
  if (Array.isArray(value)) return `[\n${value.map((item) => `${inner}${jsValue(item, inner)},`).join('\n')}\n${indent}]`
  const entries = Object.entries(value).map(([key, item]) => `${inner}${jsKey(key)}: ${jsValue(item, inner)},`)
  return `{\n${entries.join('\n')}\n${indent}}`
}

function jsValueFlat(value: JsonValue): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return JSON.stringify(value)
  if (typeof value === 'string') return jsTemplate(value)
  const variable = varRefName(value)
  if (variable) return `v(${jsString(variable)})`
  if (Array.isArray(value)) return `[${value.map(jsValueFlat).join(', ')}]`
  const entries = Object.entries(value)
  return entries.length === 0 ? '{}' : `{ ${entries.map(([key, item]) => `${jsKey(key)}: ${jsValueFlat(item)}`).join(', ')} }`
}

/** An object key: bare when it is an identifier, quoted otherwise. */
export function jsKey(key: string): string {
  return encodeKey(key, 'single')
}

/** `/pattern/flags` through the shared encoder: slashes and line terminators escaped, flags checked. */
export function jsRegex(regex: RegexSpec): string {
  return encodeRegex(regex.pattern, regex.flags)
}
