import {
  BATCH_SAMPLE_KINDS,
  baseAlias,
  compileCustomRowCount,
  compileReferential,
  compileTableScan,
  compileUniqueness,
  metricAlias,
  SCAN_KINDS,
  separateUniqueness,
  stripTrailingSemicolon,
} from './compiler.js'
import { holds } from './expected.js'
import { type FailingRow, sampleOne, sampleTable } from './samples.js'
import type { ResolvedCheck, Severity } from './spec-format.js'
import { type Row, TargetError, type TargetSession } from './target-session.js'

/**
 * Measures resolved checks on one or more read sessions: one aggregate scan per table, uniqueness, anti-joins and
 * custom SQL, each followed by its failing-row samples. Independent statements run at the same time, one per session.
 */

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

/** table -> columns whose equality is byte equality (`bytewiseColumnsOf`). */
export type BytewiseColumns = ReadonlyMap<string, ReadonlySet<string>>

export interface RunOutcome {
  results: CheckResult[]
  scans: number
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

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

async function runCustomResult(
  session: TargetSession,
  check: ResolvedCheck,
  signal?: AbortSignal,
): Promise<Omit<CheckResult, 'duration_ms'>> {
  const { actual, failing } = await runCustom(session, check, signal)
  return { ...base(check), status: judge(check, actual), actual, failing_count: failing, total_rows: null, error: null }
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

/** A statement and its samples, run on whichever session is free. Never rejects: failures become `error` results. */
type Task = (session: TargetSession) => Promise<void>

/** Runs `tasks` in order, each session taking the next one when it is free, so independent statements overlap. */
async function onSessions(sessions: readonly TargetSession[], tasks: readonly Task[], signal?: AbortSignal): Promise<void> {
  let next = 0
  const worker = async (session: TargetSession) => {
    while (next < tasks.length && !signal?.aborted) await tasks[next++]!(session)
  }
  const settled = await Promise.allSettled(sessions.map(worker))
  for (const s of settled) if (s.status === 'rejected') throw s.reason
}

const failedWithRows = (r: CheckResult | undefined) => r?.status === 'failed' && (r.failing_count ?? 0) > 0

/**
 * Runs every check. `sessions` are read sessions on the same database (one is enough; with two, the uniqueness
 * statements, the table scans, anti-joins and custom SQL run two at a time). `primaryKeys` maps a table (as written
 * in the spec) to its primary-key columns, for samples; `unique` maps it to the columns a unique index proves unique
 * (their uniqueness checks pass without a scan); `bytewise` the columns whose distinct values may be sorted bytewise. A check that fails to execute becomes `error` with the database's
 * sentence; the others still run. When `signal` aborts, the running statements are cancelled by the database and
 * this rejects with the abort reason.
 */
export async function runChecks(
  sessions: TargetSession | readonly TargetSession[],
  checks: readonly ResolvedCheck[],
  primaryKeys: ReadonlyMap<string, readonly string[]>,
  signal?: AbortSignal,
  unique?: UniqueColumns,
  bytewise?: BytewiseColumns,
): Promise<RunOutcome> {
  const pool: readonly TargetSession[] = Array.isArray(sessions) ? sessions : [sessions as TargetSession]
  const results = new Map<number, CheckResult>()
  let scans = 0
  const keysOf = (c: ResolvedCheck) => primaryKeys.get(c.table) ?? []
  const measure = async (check: ResolvedCheck, run: () => Promise<Omit<CheckResult, 'duration_ms'>>, session: TargetSession) => {
    const started = Date.now()
    try {
      const result = { ...(await run()), duration_ms: Date.now() - started }
      results.set(check.index, result)
      if (failedWithRows(result)) result.sample = await sampleOne(session, check, keysOf(check), signal)
    } catch (err) {
      results.set(check.index, errorResult(check, err, Date.now() - started))
    }
  }
  // The longest statements first (uniqueness sorts its column), so the others fill the second session meanwhile.
  const uniqueness: Task[] = []
  const tableScans: Task[] = []
  const others: Task[] = []
  const tables = [...new Set(checks.filter((c) => SCAN_KINDS.has(c.kind.type)).map((c) => c.table))]
  for (const table of tables) {
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
    for (const check of measured.filter(separateUniqueness)) {
      uniqueness.push(async (session) => {
        scans++
        await measure(
          check,
          async () => {
            const statement = compileUniqueness(session.dialect, check, bytewise?.get(table)?.has(check.column ?? '') ?? false)
            const row = (await session.query(statement, signal))[0] ?? {}
            return scanResult(check, row, num(row.total_rows) ?? 0, 0)
          },
          session,
        )
      })
    }
    const inScan = measured.filter((c) => !separateUniqueness(c))
    if (inScan.length === 0) continue
    tableScans.push(async (session) => {
      const started = Date.now()
      scans++
      try {
        const row = (await session.query(compileTableScan(session.dialect, table, inScan), signal))[0] ?? {}
        const total = num(row.total_rows) ?? 0
        const each = Math.round((Date.now() - started) / inScan.length)
        for (const check of inScan) results.set(check.index, scanResult(check, row, total, each))
      } catch (err) {
        for (const check of inScan) results.set(check.index, errorResult(check, err, Date.now() - started))
        return
      }
      const failed = inScan.filter((c) => failedWithRows(results.get(c.index)) && BATCH_SAMPLE_KINDS.has(c.kind.type))
      if (failed.length === 0) return
      const samples = await sampleTable(session, table, failed, primaryKeys.get(table) ?? [], signal)
      for (const [index, sample] of samples) results.get(index)!.sample = sample
    })
  }
  for (const check of checks) {
    if (SCAN_KINDS.has(check.kind.type)) continue
    others.push(async (session) => {
      if (check.kind.type !== 'referential') return measure(check, () => runCustomResult(session, check, signal), session)
      scans++
      await measure(
        check,
        async () => {
          const row = (await session.query(compileReferential(session.dialect, check), signal))[0] ?? {}
          const orphans = num(row[metricAlias(check.index)]) ?? 0
          const actual = inUnit(check, orphans, num(row[baseAlias(check.index)]))
          return { ...base(check), status: judge(check, actual), actual, failing_count: orphans, total_rows: null, error: null }
        },
        session,
      )
    })
  }
  await onSessions(pool, [...uniqueness, ...tableScans, ...others], signal)
  // A cancelled run has no result: partial measurements must not be recorded as if complete.
  signal?.throwIfAborted()
  return { results: checks.map((c) => results.get(c.index)).filter((r): r is CheckResult => r !== undefined), scans }
}
