import {
  baseAlias,
  compileCustomRowCount,
  compileCustomSample,
  compileReferential,
  compileSample,
  compileTableScan,
  metricAlias,
  SCAN_KINDS,
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
  error: string | null
  duration_ms: number
}

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

/**
 * Runs every check. `primaryKeys` maps a table (as written in the spec) to its primary-key columns, for samples.
 * A check that fails to execute becomes `error` with the database's sentence; the others still run. When
 * `signal` aborts, the running statement is cancelled by the database and this rejects with the abort reason.
 */
export async function runChecks(
  session: TargetSession,
  checks: readonly ResolvedCheck[],
  primaryKeys: ReadonlyMap<string, readonly string[]>,
  signal?: AbortSignal,
): Promise<RunOutcome> {
  const results = new Map<number, CheckResult>()
  let scans = 0
  const tables = [...new Set(checks.filter((c) => SCAN_KINDS.has(c.kind.type)).map((c) => c.table))]
  for (const table of tables) {
    if (signal?.aborted) break
    const tableChecks = checks.filter((c) => c.table === table && SCAN_KINDS.has(c.kind.type))
    const started = Date.now()
    try {
      scans++
      const row = (await session.query(compileTableScan(session.dialect, table, tableChecks), signal))[0] ?? {}
      const total = num(row.total_rows) ?? 0
      const each = Math.round((Date.now() - started) / tableChecks.length)
      for (const check of tableChecks) {
        const measured = num(row[metricAlias(check.index)])
        const of = check.kind.type === 'uniqueness' ? num(row[baseAlias(check.index)]) : total
        if (check.kind.type === 'freshness' && measured === null) {
          results.set(check.index, {
            ...base(check),
            status: 'failed',
            actual: null,
            failing_count: null,
            total_rows: total,
            error: 'The column has no values',
            duration_ms: each,
          })
          continue
        }
        const actual =
          check.kind.type === 'freshness' || check.kind.type === 'row_count' ? (measured ?? 0) : inUnit(check, measured ?? 0, of)
        const failing = check.kind.type === 'freshness' || check.kind.type === 'row_count' ? null : (measured ?? 0)
        results.set(check.index, {
          ...base(check),
          status: judge(check, actual),
          actual,
          failing_count: failing,
          total_rows: total,
          error: null,
          duration_ms: each,
        })
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      for (const check of tableChecks)
        results.set(check.index, {
          ...base(check),
          status: 'error',
          actual: null,
          failing_count: null,
          total_rows: null,
          error: message,
          duration_ms: Date.now() - started,
        })
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
