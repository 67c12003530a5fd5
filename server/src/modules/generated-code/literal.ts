/**
 * The one encoder for user text that enters generated test code (UI and API alike): string literals, template
 * literal text, regex literals, object keys and comment text. Everything a spec, an OpenAPI document or a model
 * wrote reaches a test file only through these functions, so a title, name, path, header or body can never end a
 * literal or a comment early and become code.
 *
 * Escaped everywhere: controls (C0, DEL, C1), line and paragraph separators (U+2028 / U+2029 end a `//` comment),
 * format characters (bidi overrides, zero-width joiners, BOM: "Trojan source"), private-use and unassigned code
 * points, lone surrogates and every space but U+0020. Printable text, including non-Latin scripts and emoji, is
 * kept as written so generated tests stay readable.
 */

/** Code points that never appear raw in generated code. Lone surrogates are `\p{Cs}` under the `u` flag. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]|(?! )\p{Zs}/gu

const UNSAFE_CHAR = new RegExp(`^(?:${UNSAFE.source})$`, 'u')

/** Short escapes that mean the same in strings and regexes (`\b` is left out: in a regex it is a word boundary). */
const SHORT: Record<string, string> = { '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v' }

/** `\uXXXX` per UTF-16 unit: valid in strings, templates and regexes with or without the `u` flag. */
function unitEscapes(ch: string): string {
  let out = ''
  for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`
  return out
}

function escapeUnsafe(text: string): string {
  return text.replace(UNSAFE, (ch) => SHORT[ch] ?? unitEscapes(ch))
}

export type QuoteStyle = 'auto' | 'single' | 'double'

/**
 * A string literal. `auto` quotes the way Biome prints (single quotes, double when the text holds more single than
 * double quotes: `it's` -> `"it's"`); `single` and `double` always use that quote.
 *
 * @example jsString('a\u2028b') // "'a\\u2028b'"
 */
export function jsString(text: string, style: QuoteStyle = 'auto'): string {
  const singles = text.split("'").length - 1
  const doubles = text.split('"').length - 1
  const quote = style === 'double' || (style === 'auto' && singles > doubles) ? '"' : "'"
  const body = escapeUnsafe(text.replace(/\\/g, '\\\\').replace(quote === "'" ? /'/g : /"/g, `\\${quote}`))
  return `${quote}${body}${quote}`
}

/** Text between the backticks of a template literal: backslash, backtick and `${` escaped as well. */
export function templateText(text: string): string {
  return escapeUnsafe(text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${'))
}

export interface TemplatePart {
  text: string
  /** When set, the part is an expression (already code, built by the caller from encoded pieces). */
  code?: string
}

/** A template literal from text parts and expression parts. */
export function jsTemplateLiteral(parts: readonly TemplatePart[]): string {
  return `\`${parts.map((part) => (part.code !== undefined ? `\${${part.code}}` : templateText(part.text))).join('')}\``
}

/**
 * Text for a `//` or block comment: whitespace runs (line breaks included) become one space, unsafe code points are
 * written as `\uXXXX` escapes, and `*​/` cannot close a block comment.
 *
 * @example commentText('x\u2028import("fs")') // 'x import("fs")'
 */
export function commentText(text: string): string {
  return escapeUnsafe(text.replace(/[\s\p{Zl}\p{Zp}]+/gu, ' ').trim()).replace(/\*\//g, '*\\/')
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/** An object key: bare when it is a plain identifier, a string literal otherwise. */
export function jsKey(key: string, style: QuoteStyle = 'auto'): string {
  // `__proto__: x` in an object literal sets the prototype instead of a property; a computed key does not.
  if (key === '__proto__') return `[${jsString(key, style)}]`
  return IDENTIFIER.test(key) ? key : jsString(key, style)
}

/**
 * Plain data (JSON) as a JS expression in JSON's own layout (`JSON.stringify(value, null, 2)`), with every string
 * through the encoder and `__proto__` keys computed, so the object built is the data as parsed.
 */
export function jsonLiteral(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'string') return jsString(value, 'double')
    const json = JSON.stringify(value)
    return json === undefined ? 'null' : json
  }
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    return `[\n${value.map((item) => `${inner}${jsonLiteral(item, inner)}`).join(',\n')}\n${indent}]`
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined)
  if (entries.length === 0) return '{}'
  return `{\n${entries.map(([key, item]) => `${inner}${key === '__proto__' ? jsKey(key, 'double') : jsString(key, 'double')}: ${jsonLiteral(item, inner)}`).join(',\n')}\n${indent}}`
}

const REGEX_FLAGS = /^(?!.*(.).*\1)[dgimsuvy]*$/

export class UnsafeRegexError extends Error {
  constructor(message: string) {
    super(message)
    this.name = new.target.name
  }
}

/**
 * A regex literal `/pattern/flags` that matches what `new RegExp(pattern, flags)` matches: every `/` is escaped
 * (inside classes too, valid in all modes), line terminators and other unsafe code points become `\uXXXX`
 * escapes, and the flags are checked against the known set.
 *
 * @throws UnsafeRegexError when the pattern does not compile or the flags are not regex flags.
 */
export function jsRegex(pattern: string, flags: string): string {
  if (!REGEX_FLAGS.test(flags)) throw new UnsafeRegexError(`not regex flags: ${JSON.stringify(flags)}`)
  try {
    new RegExp(pattern, flags)
  } catch (error) {
    throw new UnsafeRegexError(`not a valid regex: ${(error as Error).message}`)
  }
  let out = ''
  const units = [...pattern]
  for (let i = 0; i < units.length; i++) {
    const ch = units[i]!
    if (ch === '\\') {
      const next = units[i + 1]!
      i++
      // An escaped unsafe character means the character itself; write it as a \u escape instead.
      out += UNSAFE_CHAR.test(next) ? (SHORT[next] ?? unitEscapes(next)) : `\\${next}`
    } else if (ch === '/') out += '\\/'
    else out += UNSAFE_CHAR.test(ch) ? (SHORT[ch] ?? unitEscapes(ch)) : ch
  }
  if (out === '') out = '(?:)'
  return `/${out}/${flags}`
}

/** `{{NAME}}` in spec text: a value read when the test runs, never written into the file. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g

/** Text split into plain parts and `{{NAME}}` placeholders (`variable` is the name). */
export function splitPlaceholders(text: string): { text: string; variable?: string }[] {
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
