import {
  baseAlias,
  compileCustomRowCount,
  compileCustomSample,
  compileReferential,
  compileSample,
  compileTableScan,
  compileUniqueness,
  metricAlias,
  SCAN_KINDS,
  separateUniqueness,
  stripTrailingSemicolon,
} from './compiler.js'
import { holds } from './expected.js'
import type { ResolvedCheck, Severity } from './spec-format.js'
import { type Row, TargetError, type TargetSession } from './target-session.js'

/** Measures resolved checks on a read session: one aggregate scan per table, then anti-joins, custom SQL, samples. */

export interface FailingRow {
  primary_key: Record<string, unknown>
  values: Record<string, unknown>
}

export interface CheckResult {
  index: number
  name: string
  table: string | null
  column: string | null
  check_type: string
  status: 'passed' | 'failed' | 'error'
  /** The measured value in the unit of `expected` (percent, count/rows, or seconds). */
  actual: number | null
  /** The failing-row count behind a percentage (null rate, duplicates, orphans, out of range). */
  failing_count: number | null
  total_rows: number | null
  expected: string | null
  unit: string | null
  severity: Severity
  sample: FailingRow[]
  /** Set when a constraint proves the result without measuring (e.g. `unique index customers_email_key`). */
  proven_by?: string | null
  error: string | null
  duration_ms: number
}

/** table -> column -> the name of the unique index that proves the column unique. */
export type UniqueColumns = ReadonlyMap<string, ReadonlyMap<string, string>>

export interface RunOutcome {
  results: CheckResult[]
  scans: number
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

function jsonSafe(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString()
  if (value instanceof Date) return value.toISOString()
  if (Buffer.isBuffer(value)) return `0x${value.toString('hex').slice(0, 64)}`
  return value
}

function toFailingRow(row: Row, primaryKey: readonly string[]): FailingRow {
  const pk: Record<string, unknown> = {}
  const values: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(row)) (primaryKey.includes(k) ? pk : values)[k] = jsonSafe(v)
  return { primary_key: pk, values }
}

function base(check: ResolvedCheck): Omit<CheckResult, 'status' | 'actual' | 'failing_count' | 'total_rows' | 'error' | 'duration_ms'> {
  return {
    index: check.index,
    name: check.name,
    table: check.table || null,
    column: check.column,
    check_type: check.kind.type,
    expected: check.expected?.text ?? null,
    unit: check.expected?.unit ?? null,
    severity: check.severity,
    sample: [],
    proven_by: null,
  }
}

/** The measured value in the expectation's unit: percent of `of`, else the count itself. */
function inUnit(check: ResolvedCheck, count: number, of: number | null): number {
  if (check.expected?.unit !== 'percent') return count
  if (!of) return 0
  return Math.round((count / of) * 100 * 1e6) / 1e6
}

function judge(check: ResolvedCheck, actual: number | null): 'passed' | 'failed' {
  if (actual === null) return 'failed'
  return check.expected ? (holds(check.expected, actual) ? 'passed' : 'failed') : 'passed'
}

async function sampleFor(session: TargetSession, check: ResolvedCheck, pk: readonly string[], signal?: AbortSignal): Promise<FailingRow[]> {
  const statement = check.kind.type === 'custom_sql' ? compileCustomSample(check.sql ?? '') : compileSample(session.dialect, check, pk)
  if (!statement) return []
  try {
    return (await session.query(statement, signal)).map((r) => toFailingRow(r, pk))
  } catch {
    return []
  }
}

async function runCustom(
  session: TargetSession,
  check: ResolvedCheck,
  signal?: AbortSignal,
): Promise<{ actual: number; failing: number | null }> {
  if (check.expected?.unit === 'rows' || !check.expected) {
    const rows = await session.query(compileCustomRowCount(check.sql ?? ''), signal)
    const n = num(rows[0]?.n) ?? 0
    return { actual: n, failing: n }
  }
  const rows = await session.query({ sql: stripTrailingSemicolon(check.sql ?? ''), params: [] }, signal)
  const first = rows[0]
  if (!first) throw new TargetError('query_error', 'The custom SQL returned no rows; compare a row count with "Expected: 0 rows"')
  const value = Object.values(first)[0]
  const n = num(value)
  if (n === null || Number.isNaN(n)) throw new TargetError('query_error', `The custom SQL returned "${String(value)}", not a number`)
  return { actual: n, failing: null }
}

function errorResult(check: ResolvedCheck, err: unknown, ms: number): CheckResult {
  return {
    ...base(check),
    status: 'error',
    actual: null,
    failing_count: null,
    total_rows: null,
    error: err instanceof Error ? err.message : String(err),
    duration_ms: ms,
  }
}

/** A scan-kind check's result from the aggregate row that measured it. */
function scanResult(check: ResolvedCheck, row: Row, total: number, ms: number): CheckResult {
  const type = check.kind.type
  const measured = type === 'row_count' ? total : num(row[metricAlias(check.index)])
  if (type === 'freshness' && measured === null)
    return {
      ...base(check),
      status: 'failed',
      actual: null,
      failing_count: null,
      total_rows: total,
      error: 'The column has no values',
      duration_ms: ms,
    }
  const of = type === 'uniqueness' ? num(row[baseAlias(check.index)]) : total
  const countsRows = type !== 'freshness' && type !== 'row_count'
  const actual = countsRows ? inUnit(check, measured ?? 0, of) : (measured ?? 0)
  return {
    ...base(check),
    status: judge(check, actual),
    actual,
    failing_count: countsRows ? (measured ?? 0) : null,
    total_rows: total,
    error: null,
    duration_ms: ms,
  }
}

/**
 * Runs every check. `primaryKeys` maps a table (as written in the spec) to its primary-key columns, for samples;
 * `unique` maps it to the columns a unique index proves unique (their uniqueness checks pass without a scan).
 * A check that fails to execute becomes `error` with the database's sentence; the others still run. When
 * `signal` aborts, the running statement is cancelled by the database and this rejects with the abort reason.
 */
export async function runChecks(
  session: TargetSession,
  checks: readonly ResolvedCheck[],
  primaryKeys: ReadonlyMap<string, readonly string[]>,
  signal?: AbortSignal,
  unique?: UniqueColumns,
): Promise<RunOutcome> {
  const results = new Map<number, CheckResult>()
  let scans = 0
  const tables = [...new Set(checks.filter((c) => SCAN_KINDS.has(c.kind.type)).map((c) => c.table))]
  for (const table of tables) {
    if (signal?.aborted) break
    const tableChecks = checks.filter((c) => c.table === table && SCAN_KINDS.has(c.kind.type))
    const provenBy = (c: ResolvedCheck) => (c.kind.type === 'uniqueness' && c.column ? unique?.get(table)?.get(c.column) : undefined)
    // A valid, non-partial unique index on exactly this column proves uniqueness: no scan needed.
    for (const check of tableChecks.filter((c) => provenBy(c) !== undefined)) {
      const actual = 0
      results.set(check.index, {
        ...base(check),
        status: judge(check, actual),
        actual,
        failing_count: 0,
        total_rows: null,
        proven_by: `unique index ${provenBy(check)}`,
        error: null,
        duration_ms: 0,
      })
    }
    const measured = tableChecks.filter((c) => provenBy(c) === undefined)
    if (measured.length === 0) continue
    const inScan = measured.filter((c) => !separateUniqueness(session.dialect, c))
    const started = Date.now()
    try {
      scans++
      const row = (await session.query(compileTableScan(session.dialect, table, inScan), signal))[0] ?? {}
      const total = num(row.total_rows) ?? 0
      const each = Math.round((Date.now() - started) / Math.max(1, inScan.length))
      for (const check of inScan) results.set(check.index, scanResult(check, row, total, each))
      for (const check of measured.filter((c) => separateUniqueness(session.dialect, c))) {
        const t = Date.now()
        scans++
        try {
          const own = (await session.query(compileUniqueness(session.dialect, check), signal))[0] ?? {}
          results.set(check.index, scanResult(check, own, total, Date.now() - t))
        } catch (err) {
          results.set(check.index, errorResult(check, err, Date.now() - t))
        }
      }
    } catch (err) {
      for (const check of measured) if (!results.has(check.index)) results.set(check.index, errorResult(check, err, Date.now() - started))
    }
  }
  for (const check of checks) {
    if (SCAN_KINDS.has(check.kind.type) || signal?.aborted) continue
    const started = Date.now()
    try {
      if (check.kind.type === 'referential') {
        scans++
        const row = (await session.query(compileReferential(session.dialect, check), signal))[0] ?? {}
        const orphans = num(row[metricAlias(check.index)]) ?? 0
        const actual = inUnit(check, orphans, num(row[baseAlias(check.index)]))
        results.set(check.index, {
          ...base(check),
          status: judge(check, actual),
          actual,
          failing_count: orphans,
          total_rows: null,
          error: null,
          duration_ms: Date.now() - started,
        })
      } else {
        const { actual, failing } = await runCustom(session, check, signal)
        results.set(check.index, {
          ...base(check),
          status: judge(check, actual),
          actual,
          failing_count: failing,
          total_rows: null,
          error: null,
          duration_ms: Date.now() - started,
        })
      }
    } catch (err) {
      results.set(check.index, {
        ...base(check),
        status: 'error',
        actual: null,
        failing_count: null,
        total_rows: null,
        error: err instanceof Error ? err.message : String(err),
        duration_ms: Date.now() - started,
      })
    }
  }
  for (const check of checks) {
    const result = results.get(check.index)
    if (result?.status === 'failed' && (result.failing_count ?? 0) > 0)
      result.sample = await sampleFor(session, check, primaryKeys.get(check.table) ?? [], signal)
  }
  // A cancelled run has no result: partial measurements must not be recorded as if complete.
  signal?.throwIfAborted()
  return { results: checks.map((c) => results.get(c.index)).filter((r): r is CheckResult => r !== undefined), scans }
}
