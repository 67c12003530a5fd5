import { jsString } from '../generated-code/literal.js'

/**
 * The JSONPath subset API specs use: a root `$` followed by property names and array indexes
 * (`$.items[0].name`, `$['odd key']`). Wildcards, filters and recursive descent are not supported: every path
 * names exactly one value, so a check on it reads as one `expect`.
 */

export type PathSegment = string | number

export type JsonPathResult = { ok: true; segments: PathSegment[] } | { ok: false; message: string }

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/
const JS_IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/**
 * Parses a path as people write it: `$.a.b[0]`, `a.b[0]`, `items.0.name`, `$.items.[0]`, `$['a b']`,
 * `body.a` / `response.body.a` (the body is the root). Lenient forms are normalized, so the stored path is
 * always canonical (see {@link formatJsonPath}).
 *
 * @example parseJsonPath('items.0.name') // { ok: true, segments: ['items', 0, 'name'] }
 */
export function parseJsonPath(input: string): JsonPathResult {
  let text = input.trim()
  if (text === '') return { ok: false, message: 'empty JSON path' }
  if (text.includes('..')) return { ok: false, message: `recursive descent ("..") is not supported in "${input}"` }
  if (/\[\s*[*?]/.test(text) || /\.\*/.test(text)) {
    return { ok: false, message: `wildcards and filters are not supported in "${input}"; name one value, e.g. $.items[0].id` }
  }
  // Postman's names for the parsed body (`const jsonData = pm.response.json()`) are the root too.
  text = text.replace(/^(?:(?:response\.)?(?:body|json)|jsonData|jsonResponse|responseJson)(?=$|[.[])/, '$')
  if (!text.startsWith('$')) text = text.startsWith('[') ? `$${text}` : `$.${text}`
  const segments: PathSegment[] = []
  let i = 1
  while (i < text.length) {
    const ch = text[i]
    if (ch === '.') {
      i++
      if (text[i] === '[') continue
      const match = /^[^.[\]]+/.exec(text.slice(i))
      if (!match) return { ok: false, message: `expected a property name after "." at position ${i} in "${input}"` }
      const name = match[0]
      segments.push(/^\d+$/.test(name) ? Number(name) : name)
      i += name.length
    } else if (ch === '[') {
      const close = findClosingBracket(text, i)
      if (close < 0) return { ok: false, message: `unclosed "[" in "${input}"` }
      const inner = text.slice(i + 1, close).trim()
      const quoted = /^(['"])(.*)\1$/.exec(inner)
      if (quoted) segments.push(quoted[2]!.replace(/\\(['"\\])/g, '$1'))
      else if (/^\d+$/.test(inner)) segments.push(Number(inner))
      else return { ok: false, message: `"[${inner}]" is neither an index nor a quoted name in "${input}"` }
      i = close + 1
    } else if (segments.length === 0 && i === 1) {
      // "$items" written for "$.items"
      text = `$.${text.slice(1)}`
    } else {
      return { ok: false, message: `unexpected "${ch}" at position ${i} in "${input}"` }
    }
  }
  return { ok: true, segments }
}

function findClosingBracket(text: string, open: number): number {
  let quote: string | undefined
  for (let i = open + 1; i < text.length; i++) {
    const ch = text[i]
    if (quote) {
      if (ch === '\\') i++
      else if (ch === quote) quote = undefined
    } else if (ch === '"' || ch === "'") quote = ch
    else if (ch === ']') return i
  }
  return -1
}

/** Canonical text of a path: `$.items[0].name`, `$['odd key']`. */
export function formatJsonPath(segments: readonly PathSegment[]): string {
  let out = '$'
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`
    else if (IDENTIFIER.test(segment)) out += `.${segment}`
    else out += `['${segment.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`
  }
  return out
}

/** Normalizes a path to its canonical text, or returns undefined when it does not parse. */
export function normalizeJsonPath(input: string): string | undefined {
  const parsed = parseJsonPath(input)
  return parsed.ok ? formatJsonPath(parsed.segments) : undefined
}

/**
 * The JavaScript expression that reads a path from `root` without throwing on a missing value:
 * `$.items[0].name` -> `body?.items?.[0]?.name`.
 */
export function jsAccess(root: string, segments: readonly PathSegment[]): string {
  let out = root
  for (const segment of segments) {
    if (typeof segment === 'number') out += `?.[${segment}]`
    else if (JS_IDENTIFIER.test(segment)) out += `?.${segment}`
    else out += `?.[${jsString(segment, 'double')}]`
  }
  return out
}
