import type { JsonValue, RegexSpec } from './api-spec.js'

/**
 * Small readers for the values inside a step: quoted strings, JSON literals, `{{VAR}}` placeholders, regexes and
 * JSON bodies with bare placeholders.
 */

/** `{{NAME}}` anywhere in a string. */
export const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g

/** A variable name as a placeholder or a saved variable may use. */
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/**
 * Marker for a value that is exactly one bare placeholder (`equals {{id}}`, `{"id": {{id}}}`): the compiled test
 * uses the variable with its own type (a saved number stays a number). A quoted `"{{id}}"` is a string.
 */
export const VAR_REF_KEY = '$var'

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string }

/** The variable a marker object refers to, if `value` is one (`{"$var": "id"}`). */
export function varRefName(value: JsonValue): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined
  const keys = Object.keys(value)
  const name = value[VAR_REF_KEY]
  return keys.length === 1 && typeof name === 'string' ? name : undefined
}

/** Names of every `{{VAR}}` in a text, in order of first use. */
export function placeholdersIn(text: string): string[] {
  const names: string[] = []
  for (const match of text.matchAll(PLACEHOLDER)) if (!names.includes(match[1]!)) names.push(match[1]!)
  return names
}

/**
 * Reads a value as written in a step: `"text"` / `'text'` / `` `text` `` are strings (a backticked JSON literal
 * keeps its type), `12`, `true`, `null`, `{...}` and `[...]` are JSON, a lone `{{VAR}}` refers to a variable,
 * and anything else is taken as plain text.
 */
export function parseValue(raw: string): JsonValue {
  const text = raw.trim()
  const bare = /^\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/.exec(text)
  if (bare) return { [VAR_REF_KEY]: bare[1]! }
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    try {
      return JSON.parse(text) as string
    } catch {
      return text.slice(1, -1)
    }
  }
  if (text.length >= 2 && text.startsWith("'") && text.endsWith("'")) return text.slice(1, -1).replace(/\\'/g, "'")
  if (text.length >= 2 && text.startsWith('`') && text.endsWith('`')) {
    const inner = text.slice(1, -1)
    return /^(?:-?\d|true$|false$|null$|\[|\{|")/.test(inner) ? parseValue(inner) : inner
  }
  if (/^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)$/.test(text)) return JSON.parse(text) as JsonValue
  if (text.startsWith('{') || text.startsWith('[')) {
    const parsed = parseJsonWithPlaceholders(text)
    if (parsed.ok) return parsed.value
  }
  return text
}

/** Like {@link parseValue}, for places that hold text (headers, body text): a lone `{{VAR}}` stays a placeholder. */
export function parseTextValue(raw: string): string {
  const value = parseValue(raw)
  if (typeof value === 'string') return value
  const variable = varRefName(value)
  return variable ? `{{${variable}}}` : JSON.stringify(value)
}

/** Removes one level of quotes or backticks around a name or text. */
export function unquote(raw: string): string {
  const text = raw.trim()
  const match = /^(["'`])(.*)\1$/s.exec(text)
  return match ? match[2]! : text
}

/**
 * Parses JSON that may hold bare placeholders (`{"id": {{productId}}}`): each becomes a variable marker, while
 * placeholders inside strings stay text. Errors name the line and column inside the block.
 */
export function parseJsonWithPlaceholders(source: string): Outcome<JsonValue> {
  let out = ''
  let inString = false
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    if (inString) {
      out += ch
      if (ch === '\\') out += source[++i] ?? ''
      else if (ch === '"') inString = false
      continue
    }
    if (ch === '"') {
      inString = true
      out += ch
      continue
    }
    const bare = /^\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/.exec(source.slice(i, i + 80))
    if (bare) {
      out += JSON.stringify({ [VAR_REF_KEY]: bare[1] })
      i += bare[0].length - 1
      continue
    }
    out += ch
  }
  try {
    return { ok: true, value: JSON.parse(out) as JsonValue }
  } catch (error) {
    return { ok: false, message: `invalid JSON: ${jsonErrorPosition(source, error)}` }
  }
}

function jsonErrorPosition(source: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const at = /position (\d+)/.exec(message)
  if (!at) return message
  const before = source.slice(0, Number(at[1]))
  const line = before.split('\n').length
  const column = before.length - before.lastIndexOf('\n')
  return `${message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '')} at line ${line}, column ${column} of the block`
}

/**
 * Reads a regex written as `/pattern/flags` or as a quoted string, and checks that it compiles.
 *
 * @example parseRegex('/^[a-z]+$/i') // { ok: true, value: { pattern: '^[a-z]+$', flags: 'i' } }
 */
export function parseRegex(raw: string): Outcome<RegexSpec> {
  const text = raw.trim()
  const slashed = /^\/(.+)\/([dgimsuvy]*)$/s.exec(text)
  const spec: RegexSpec = slashed ? { pattern: slashed[1]!, flags: slashed[2]!.replace(/g/g, '') } : { pattern: unquote(text), flags: '' }
  if (spec.pattern === '') return { ok: false, message: 'empty pattern' }
  try {
    new RegExp(spec.pattern, spec.flags)
  } catch (error) {
    return { ok: false, message: `invalid pattern: ${(error as Error).message}` }
  }
  return { ok: true, value: spec }
}

/** Reads a variable written as `{{name}}`, `$name`, `"name"` or `name`. */
export function parseVariableName(raw: string): string | undefined {
  const text = unquote(raw.trim())
  const name = /^\{\{\s*(.+?)\s*\}\}$/.exec(text)?.[1] ?? text.replace(/^\$/, '')
  return VARIABLE_NAME.test(name) ? name : undefined
}

/** One query item: `name=value` or HTTPie's `name==value` (no spaces). */
const QUERY_ITEM = /^[^=:\s,]+==?[^=\s,]*$/

/** Splits `a=1&b=2`, `a=1, b=2` or `a = "x y"` into name/value pairs; undefined when a part has no `=`. */
export function parseQueryPairs(raw: string): [string, string][] | undefined {
  const text = raw.trim()
  if (text === '') return []
  // `{"season": "2023", "page": 2}`: a JSON object of plain values is the same list; anything else is no query.
  if (text.startsWith('{')) {
    const parsed = parseJsonWithPlaceholders(text)
    if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return undefined
    const pairs: [string, string][] = []
    for (const [name, value] of Object.entries(parsed.value)) {
      const variable = varRefName(value)
      if (variable) pairs.push([name, `{{${variable}}}`])
      else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') pairs.push([name, String(value)])
      else return undefined
    }
    return pairs
  }
  // HTTPie's query items (`page==2 size==20`) and pairs apart by spaces alone (`page=2 size=20`): one pair each.
  const spaced = text.split(/\s+/)
  const parts = text.includes('&')
    ? text.split('&')
    : spaced.length > 1 && spaced.every((item) => QUERY_ITEM.test(item))
      ? spaced
      : text.split(/\s*(?:,|\band\b)\s*(?=[^=,\s]+\s*[=:])/)
  const pairs: [string, string][] = []
  for (const part of parts) {
    const match = /^\s*([^=:\s]+)\s*(?:==|[=:])\s*(.*?)\s*$/.exec(part)
    // A value running into another `name=` pair (`q=a b=2`), or one that is itself a pair (`tab: page = 2`), is no
    // one value: reported, never sent as one.
    if (!match || (!/^(["'`]).*\1$/.test(match[2]!) && (/\s[^=\s"'`]+==?/.test(match[2]!) || PAIR_VALUE.test(match[2]!)))) return undefined
    pairs.push([unquote(match[1]!), unquote(match[2]!)])
  }
  return pairs
}

/** Splits `Name: value` lines (or a JSON object) into header pairs; undefined when a line has no colon. */
export function parseHeaderLines(lines: readonly string[]): [string, string][] | undefined {
  const joined = lines.join('\n').trim()
  if (joined.startsWith('{')) {
    const parsed = parseJsonWithPlaceholders(joined)
    if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return undefined
    return Object.entries(parsed.value).map(([name, value]) => {
      const variable = varRefName(value)
      return [name, typeof value === 'string' ? value : variable ? `{{${variable}}}` : JSON.stringify(value)]
    })
  }
  const pairs: [string, string][] = []
  for (const line of lines.flatMap(splitHeaderPairs)) {
    if (line.trim() === '') continue
    // `Accept-Language = de-DE` as well as `Accept-Language: de-DE`.
    const match = /^\s*["'`]?([A-Za-z0-9!#$%&'*+.^_`|~-]+)["'`]?\s*[:=]\s*(.*?)\s*$/.exec(line)
    const spread = match ? pairsOf(match[1]!, match[2]!) : undefined
    if (!spread) return undefined
    pairs.push(...spread)
  }
  return pairs
}

/** A header value that reads as a pair of its own: a name, then `: ` or ` = ` (`max-age=60` is a value). */
const PAIR_VALUE = /^["'`]?[A-Za-z][\w-]*["'`]?(?::\s|\s+=\s)/

/** A place in a tool's window at the end of a value: `… in the Headers tab`, `… on the Auth panel`. */
const TOOL_PLACE = /\s(?:in|on|under|from)\s+the\s+(?:[\w-]+\s+){0,2}(?:tab|section|panel|pane|area|window|sidebar)$/i

/** Header names without a hyphen. */
const ONE_WORD_HEADERS = 'accept|authorization|cookie|origin|referer|host|prefer|expect|range|forwarded|via|pragma|connection|dnt'
const PAIR_NAME = String.raw`["'\x60]?[A-Za-z][\w-]*["'\x60]?\s*:\s*\S`

/**
 * Where another `Name: value` pair starts in one line: after "and" (or "and header"), or after a comma or semicolon
 * when the name is a header's (hyphenated, or one of the one-word headers), so `hello, World: x` stays one value.
 */
const NEXT_PAIR = new RegExp(
  String.raw`\s*[,;]?\s+and\s+(?:(?:the|a)\s+)?(?:header\s+)?(?=${PAIR_NAME})|\s+header\s+(?=${PAIR_NAME})|\s*[,;]\s*(?=["'\x60]?(?:[A-Za-z]\w*-[\w-]+|${ONE_WORD_HEADERS})["'\x60]?\s*:\s*\S)`,
  'i',
)

/**
 * `Accept: application/json and X-Trace: abc` -> one text per pair. A value's own commas stay (`Accept: a, b`,
 * `Wed, 21 Oct 2015 07:28:00 GMT`): only a header name followed by a colon starts a pair.
 */
export function splitHeaderPairs(line: string): string[] {
  return line.split(NEXT_PAIR)
}

/** Where an unquoted value runs into another pair: `application/json and the X-Trace header to abc`, `1 & X-B=2`. */
const RUN_ON =
  /\s*(?:,\s*|\s+)(?:and|&|plus)\s+(?:(?:the|a)\s+)?(?:header\s+|param(?:eter)?\s+)?(?=["'`]?[A-Za-z][\w-]*["'`]?(?:\s+header)?\s*(?::|=|\s+to\s|\s+is\s|\s+as\s|\s+with\s))/i
const NEXT_STEP =
  /\s(?:and\s+)?then\s|\s(?:and|&)\s+(?:send|call|make|hit|verify|check|expect|assert|ensure|confirm|save|store|post|put|patch|submit|repeat)\b/i
/** `1 and body {…}`, `1 and query page to 2`: another part of the request, which a value never holds. */
const OTHER_PART =
  /\s(?:and|&|plus)\s+(?:(?:a|an|the|with)\s+)?(?:(?:json|body|payload|data|query|params?|parameters?|headers?|auth\w*|token|bearer)\b|[{[])/i
const MORE_PAIR =
  /^["'`]?([A-Za-z][\w-]*)["'`]?(?:\s+header)?\s*(?::|=|\s+to\s+|\s+is\s+|\s+as\s+|\s+with\s+(?:the\s+)?(?:value\s+)?)\s*(.+)$/i

/**
 * A name and its value as written -> the pairs it holds: `Accept` with `application/json and X-Trace: abc` is two
 * headers, as `page` with `2 and size is 20` is two parameters. A quoted value is one value whatever it holds;
 * undefined when the value runs into words that are no pair, so the step is reported rather than sent with them.
 */
export function pairsOf(name: string, raw: string): [string, string][] | undefined {
  const value = raw.trim()
  if (/^(["'`]).*\1$/.test(value)) return [[name, unquote(value)]]
  // `tab: X-Branch = north`: a value that is itself a `Name = value` pair leaves the pair unclear; reported. So does
  // one that runs into a place in a tool (`text/csv in the Headers tab`, moved there from the sentence's start).
  if (PAIR_VALUE.test(value) || TOOL_PLACE.test(value)) return undefined
  // `X-A: 1 and then send it`: the next step of a compound, not the value's.
  if (NEXT_STEP.test(value)) return undefined
  const [first, ...more] = value.split(RUN_ON)
  if (OTHER_PART.test(first!)) return undefined
  const pairs: [string, string][] = [[name, unquote(first!)]]
  for (const part of more) {
    const pair = MORE_PAIR.exec(part)
    if (!pair || OTHER_PART.test(pair[2]!)) return undefined
    pairs.push([pair[1]!, unquote(pair[2]!.trim())])
  }
  return pairs
}
