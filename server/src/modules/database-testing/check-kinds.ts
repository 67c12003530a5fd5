/**
 * What a check's `Check:` text asks for. Pure: `null rate`, `uniqueness`, `referential integrity customers.id`,
 * `row count`, `freshness`, `value range 0 to 100`, `allowed values pending, paid`, `format email`,
 * `regex ^[A-Z]{3}$`. Custom SQL is its own kind (no `Check:` text).
 */

export type CheckKind =
  | { type: 'null_rate' }
  | { type: 'uniqueness' }
  | { type: 'referential'; table: string; column: string }
  | { type: 'row_count' }
  | { type: 'freshness' }
  | { type: 'range'; min: number | null; max: number | null }
  | { type: 'allowed'; values: string[] }
  | { type: 'pattern'; regex: string; format?: string }
  | { type: 'custom_sql' }

export const CHECK_TYPES = [
  'null_rate',
  'uniqueness',
  'referential',
  'row_count',
  'freshness',
  'range',
  'allowed',
  'pattern',
  'custom_sql',
] as const

/** Kinds measured on one column (they need `Column:`). */
export const COLUMN_KINDS = new Set(['null_rate', 'uniqueness', 'referential', 'freshness', 'range', 'allowed', 'pattern'])

/** Named formats; each regex is valid in PostgreSQL (ARE) and MariaDB/MySQL (PCRE) alike. */
export const FORMATS: Record<string, string> = {
  email: '^[^@[:space:]]+@[^@[:space:]]+\\.[^@[:space:]]+$',
  uuid: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  digits: '^[0-9]+$',
  'iso date': '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  'country code': '^[A-Z]{2}$',
}

const NUM = '-?\\d+(?:\\.\\d+)?'
const IDENT = '[A-Za-z_][A-Za-z0-9_$]*'

function parseRange(text: string): CheckKind | string {
  const t = text.trim()
  let m =
    new RegExp(`^(${NUM})\\s*(?:to|-|\\.\\.)\\s*(${NUM})$`).exec(t) ?? new RegExp(`^between\\s+(${NUM})\\s+and\\s+(${NUM})$`, 'i').exec(t)
  if (m) {
    const min = Number(m[1])
    const max = Number(m[2])
    if (min > max) return `Value range "${t}": the lower bound is above the upper bound`
    return { type: 'range', min, max }
  }
  m = new RegExp(`^(>=|<=)\\s*(${NUM})$`).exec(t)
  if (m) return m[1] === '>=' ? { type: 'range', min: Number(m[2]), max: null } : { type: 'range', min: null, max: Number(m[2]) }
  return `Cannot read value range "${t}": write "0 to 100", ">= 0" or "<= 100"`
}

function splitValues(text: string): string[] {
  return text
    .split(',')
    .map((v) => v.trim().replace(/^(['"`])(.*)\1$/, '$2'))
    .filter((v) => v !== '')
}

/** Reads `Check:` text; a string is the reason it could not be read. */
export function parseCheckKind(raw: string): CheckKind | string {
  const text = raw.trim().replace(/\s+/g, ' ')
  const lower = text.toLowerCase()
  if (/^(null rate|null ratio|nulls?|not null|completeness)$/.test(lower)) return { type: 'null_rate' }
  if (/^(unique|uniqueness|no duplicates)$/.test(lower)) return { type: 'uniqueness' }
  if (/^row count$/.test(lower)) return { type: 'row_count' }
  if (/^(freshness|fresh|latest value age)$/.test(lower)) return { type: 'freshness' }
  const ref = new RegExp(
    `^(?:referential integrity|references|foreign key)(?:\\s+(?:with|to|->|on))?\\s*:?\\s*(${IDENT}(?:\\.${IDENT})?)\\.(${IDENT})$`,
    'i',
  ).exec(text)
  if (ref) return { type: 'referential', table: ref[1]!, column: ref[2]! }
  if (/^(referential integrity|references|foreign key)\b/.test(lower))
    return `Referential integrity needs the referenced column as <table>.<column>, e.g. "referential integrity customers.id"`
  const range = /^(?:value range|range)\s*:?\s*(.+)$/i.exec(text)
  if (range) return parseRange(range[1]!)
  const allowed = /^(?:allowed values?|accepted values?|one of)\s*:?\s*(.+)$/i.exec(text)
  if (allowed) {
    const values = splitValues(allowed[1]!)
    return values.length > 0 ? { type: 'allowed', values } : 'Allowed values needs at least one value'
  }
  const format = /^format\s*:?\s*(.+)$/i.exec(text)
  if (format) {
    const name = format[1]!.trim().toLowerCase()
    const regex = FORMATS[name]
    return regex
      ? { type: 'pattern', regex, format: name }
      : `Unknown format "${format[1]}" (known: ${Object.keys(FORMATS).join(', ')}; or write "regex <pattern>")`
  }
  const regex = /^(?:regex|pattern|matches)\s*:?\s*(.+)$/i.exec(text)
  if (regex) {
    const pattern = regex[1]!.trim().replace(/^`(.*)`$/, '$1')
    try {
      new RegExp(pattern)
    } catch {
      return `Invalid regular expression "${pattern}"`
    }
    return { type: 'pattern', regex: pattern }
  }
  return `Unknown check "${text}" (known: null rate, uniqueness, referential integrity <table>.<column>, row count, freshness, value range, allowed values, format, regex; or use Custom SQL)`
}

/** The expectation a kind has when the spec gives none. */
export function defaultExpected(kind: CheckKind): string | undefined {
  if (kind.type === 'row_count' || kind.type === 'freshness' || kind.type === 'custom_sql') return undefined
  return '0'
}
