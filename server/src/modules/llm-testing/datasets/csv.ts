import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import type { CaseInput } from './store.js'

/** Most cases one version holds (a 5 MB file of short rows stays under it). */
export const MAX_CASES = 20_000
export const MAX_FIELD_CHARS = 100_000

/** Header names recognised without a mapping, compared lower-case with spaces and dashes as "_". */
const ALIASES = {
  input: ['input', 'prompt', 'question', 'query', 'user_input', 'message'],
  expected: ['expected', 'expected_output', 'expected_answer', 'answer', 'reference', 'output', 'ideal'],
  tags: ['tags', 'tag', 'labels', 'categories'],
} as const

export interface ColumnMapping {
  input: string
  expected: string | null
  tags: string | null
}

export interface RowError {
  /** 1-based row of the file as a spreadsheet shows it: the header is row 1. */
  row: number
  /** 1-based line where the record starts (differs from row when quoted fields span lines). */
  line: number
  message: string
}

export interface ParsedCsv {
  headers: string[]
  mapping: ColumnMapping
  cases: (CaseInput & { row: number })[]
  errors: RowError[]
}

export class CsvMappingError extends Error {}

const norm = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')

function pick(headers: string[], asked: string | undefined, aliases: readonly string[], what: string): string | null {
  if (asked !== undefined) {
    const found = headers.find((h) => h === asked) ?? headers.find((h) => norm(h) === norm(asked))
    if (!found) throw new CsvMappingError(`The ${what} column "${asked}" is not in the header (${headers.map((h) => `"${h}"`).join(', ')})`)
    return found
  }
  return headers.find((h) => aliases.includes(norm(h) as never)) ?? null
}

/** Tags: split on ";" or "|" (a comma would need quoting in CSV), trimmed, empty ones dropped, 20 at most. */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[;|]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20)
}

/**
 * Reads a cases CSV: a UTF-8 BOM is dropped, CRLF or LF line ends, RFC 4180 quoting (fields may hold commas, quotes
 * doubled, line breaks). The first row is the header; columns are found by the mapping or by the aliases above.
 * Every bad row is reported with its row number; a file that cannot be read at all throws with its line.
 */
export function parseCasesCsv(text: string, asked: Partial<Record<keyof ColumnMapping, string>> = {}): ParsedCsv {
  let records: { record: string[]; info: { bytes: number } }[]
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      trim: false,
    }) as unknown as typeof records
  } catch (err) {
    const e = err as { lines?: number; message: string }
    throw new CsvMappingError(`The CSV cannot be read near line ${e.lines ?? '?'}: ${e.message.replace(/^Invalid Record Length: /, '')}`)
  }
  const header = records[0]
  if (!header) throw new CsvMappingError('The file is empty: the first row must name the columns (e.g. input,expected,tags)')
  const headers = header.record.map((h) => h.trim())
  const input = pick(headers, asked.input, ALIASES.input, 'input')
  if (!input)
    throw new CsvMappingError(
      `No input column: name one "input" (or ${ALIASES.input.slice(1).join(', ')}) or map it with input_column; the header is ${headers.map((h) => `"${h}"`).join(', ')}`,
    )
  const mapping: ColumnMapping = {
    input,
    expected: pick(headers, asked.expected, ALIASES.expected, 'expected'),
    tags: pick(headers, asked.tags, ALIASES.tags, 'tags'),
  }
  const col = (name: string | null) => (name === null ? -1 : headers.indexOf(name))
  const [iIn, iExp, iTags] = [col(mapping.input), col(mapping.expected), col(mapping.tags)]
  const cases: ParsedCsv['cases'] = []
  const errors: RowError[] = []
  // Lines are counted from byte offsets (info.bytes: where the record ends): csv-parse's own line count counts a
  // CRLF inside a quoted field twice. Counted incrementally, so a large file stays linear.
  const bytes = Buffer.from(text)
  let offset = 0
  let line = 1
  const lineAt = (end: number) => {
    for (; offset < end; offset++) if (bytes[offset] === 0x0a) line++
    return line
  }
  lineAt(header.info.bytes)
  for (const [k, { record, info }] of records.slice(1).entries()) {
    const row = k + 2
    const start = line
    lineAt(info.bytes)
    const value = record[iIn] ?? ''
    const expected = iExp >= 0 ? (record[iExp] ?? '') : ''
    const problem =
      record.length !== headers.length
        ? `has ${record.length} field(s), the header has ${headers.length} (an unquoted comma?)`
        : value.trim() === ''
          ? `"${mapping.input}" is empty: every case needs an input`
          : value.length > MAX_FIELD_CHARS || expected.length > MAX_FIELD_CHARS
            ? `a field is longer than ${MAX_FIELD_CHARS} characters`
            : cases.length >= MAX_CASES
              ? `more than ${MAX_CASES} cases in one file`
              : null
    if (problem) {
      errors.push({ row, line: start, message: problem })
      continue
    }
    cases.push({ row, input: value, expected: expected === '' ? null : expected, tags: iTags >= 0 ? splitTags(record[iTags] ?? '') : [] })
  }
  return { headers, mapping, cases, errors }
}

/** The export: a header `input,expected,tags` and one row per case (tags joined by ";"), CRLF as RFC 4180 says. */
export function casesToCsv(cases: CaseInput[]): string {
  return stringify(
    cases.map((c) => [c.input, c.expected ?? '', c.tags.join(';')]),
    { header: true, columns: ['input', 'expected', 'tags'], record_delimiter: 'windows' },
  )
}
