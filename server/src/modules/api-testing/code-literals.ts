import type { JsonValue, RegexSpec } from './api-spec.js'
import { PLACEHOLDER, varRefName } from './step-values.js'

/**
 * JavaScript source for values in generated tests: single-quoted strings, object literals, regex literals and
 * `{{VAR}}` placeholders turned into `v('VAR')` reads (the value is looked up at run time, never inlined).
 */

/** `it's` -> `'it\'s'`; escapes backslashes, quotes, line breaks and the JS-only line terminators. */
export function jsString(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `'${escaped}'`
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
  return `\`${parts
    .map((part) =>
      part.variable
        ? `\${${wrap(`v(${jsString(part.variable)})`)}}`
        : part.text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${').replace(/\n/g, '\\n'),
    )
    .join('')}\``
}

function splitPlaceholders(text: string): { text: string; variable?: string }[] {
  const parts: { text: string; variable?: string }[] = []
  let last = 0
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) })
    parts.push({ text: match[0], variable: match[1]! })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

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
  return IDENTIFIER.test(key) ? key : jsString(key)
}

/** `/pattern/flags` with unescaped slashes and line breaks escaped. */
export function jsRegex(regex: RegexSpec): string {
  let pattern = ''
  let inClass = false
  for (let i = 0; i < regex.pattern.length; i++) {
    const ch = regex.pattern[i]!
    if (ch === '\\') {
      pattern += ch + (regex.pattern[i + 1] ?? '')
      i++
      continue
    }
    if (ch === '[') inClass = true
    else if (ch === ']') inClass = false
    if (ch === '/' && !inClass) pattern += '\\/'
    else if (ch === '\n') pattern += '\\n'
    else pattern += ch
  }
  return `/${pattern}/${regex.flags}`
}
