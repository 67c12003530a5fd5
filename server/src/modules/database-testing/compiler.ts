import type { ResolvedCheck } from './spec-format.js'
import { Params, quoteIdent, quoteTable, type Statement, type TargetDialect } from './sql-dialect.js'

/**
 * Check -> SQL, per dialect. Pure. Every column check of one table is measured by ONE aggregate scan
 * (`compileTableScan`); referential integrity needs its own anti-join; custom SQL runs as written. Failing-row
 * samples are separate, bounded queries run only for failed checks. Identifiers are quoted, values bound.
 */

export const SAMPLE_LIMIT = 5

/** The aggregate scan's output column holding a check's measured count (or age). */
export const metricAlias = (index: number) => `m${index}`
/** The base a percentage is taken of (rows, or non-null values for uniqueness). */
export const baseAlias = (index: number) => `b${index}`

/** The rows that fail a column check, as a WHERE condition (undefined: the check has no failing rows). */
export function failingPredicate(dialect: TargetDialect, check: ResolvedCheck, p: Params, tableAlias?: string): string | undefined {
  if (!check.column) return undefined
  const col = (tableAlias ? `${tableAlias}.` : '') + quoteIdent(dialect, check.column)
  const kind = check.kind
  switch (kind.type) {
    case 'null_rate':
      return `${col} IS NULL`
    case 'range': {
      const parts: string[] = []
      if (kind.min !== null) parts.push(`${col} < ${p.add(kind.min)}`)
      if (kind.max !== null) parts.push(`${col} > ${p.add(kind.max)}`)
      return `(${parts.join(' OR ')})`
    }
    case 'allowed':
      return `(${col} IS NOT NULL AND ${col} NOT IN (${kind.values.map((v) => p.add(v)).join(', ')}))`
    case 'pattern':
      return dialect === 'postgres'
        ? `(${col} IS NOT NULL AND CAST(${col} AS text) !~ ${p.add(kind.regex)})`
        : `(${col} IS NOT NULL AND ${col} NOT REGEXP ${p.add(kind.regex)})`
    case 'referential': {
      const parent = quoteTable(dialect, kind.table)
      return `(${col} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${parent} ref_p WHERE ref_p.${quoteIdent(dialect, kind.column)} = ${col}))`
    }
    default:
      return undefined
  }
}

/**
 * A check's aggregate in the table scan. Percentages are taken of `total_rows` (uniqueness: of its own non-NULL
 * count), so no check repeats `COUNT(*)`: every aggregate costs a call per row. PostgreSQL counts failing rows with
 * `COUNT(*) FILTER (WHERE ...)`, whose transition runs only for the (few) failing rows; MariaDB/MySQL with
 * `COUNT(CASE WHEN ... THEN 1 END)`, an integer count (`SUM` adds DECIMALs: about 20% slower over 1M rows).
 */
function scanExpression(dialect: TargetDialect, check: ResolvedCheck, p: Params, bytewise = false): string[] {
  const m = metricAlias(check.index)
  const b = baseAlias(check.index)
  const kind = check.kind
  if (kind.type === 'row_count') return []
  if (!check.column) return []
  const col = quoteIdent(dialect, check.column)
  if (kind.type === 'uniqueness') {
    const distinct = bytewise && dialect === 'postgres' ? `${col} COLLATE "C"` : col
    return [`COUNT(${col}) - COUNT(DISTINCT ${distinct}) AS ${m}`, `COUNT(${col}) AS ${b}`]
  }
  if (kind.type === 'freshness') {
    return dialect === 'postgres'
      ? [`EXTRACT(EPOCH FROM (CURRENT_TIMESTAMP - MAX(${col}))) AS ${m}`]
      : [`TIMESTAMPDIFF(SECOND, MAX(${col}), NOW()) AS ${m}`]
  }
  const predicate = failingPredicate(dialect, check, p)
  if (!predicate) return []
  return dialect === 'postgres' ? [`COUNT(*) FILTER (WHERE ${predicate}) AS ${m}`] : [`COUNT(CASE WHEN ${predicate} THEN 1 END) AS ${m}`]
}

/** Kinds the one-scan aggregate measures. */
export const SCAN_KINDS = new Set(['null_rate', 'uniqueness', 'freshness', 'range', 'allowed', 'pattern', 'row_count'])

/**
 * Uniqueness is measured apart from the table scan, on every dialect: `COUNT(DISTINCT)` sorts the column, which
 * costs more than the rest of the scan, and as its own statement it runs at the same time as the scan on a second
 * read session (wall time the larger of the two, not the sum). On PostgreSQL an aggregate with DISTINCT cannot run
 * in parallel either, so inside the scan it would make every other check of the table single-threaded.
 */
export const separateUniqueness = (check: ResolvedCheck) => check.kind.type === 'uniqueness'

/** One aggregate scan measuring every scan-kind check of `table` (row count is `total_rows`). */
export function compileTableScan(dialect: TargetDialect, table: string, checks: readonly ResolvedCheck[]): Statement {
  const p = new Params(dialect)
  const expressions = checks
    .filter((c) => c.table === table && SCAN_KINDS.has(c.kind.type) && !separateUniqueness(c))
    .flatMap((c) => scanExpression(dialect, c, p))
  return { sql: `SELECT ${['COUNT(*) AS total_rows', ...expressions].join(', ')} FROM ${quoteTable(dialect, table)}`, params: p.values }
}

/**
 * Duplicates of one column: non-NULL values minus distinct values, the non-NULL count they are a share of, and the
 * table's row count (so the statement needs nothing from the table scan and can run beside it). `bytewise`
 * (PostgreSQL, a column whose equality is byte equality, see `bytewiseColumnsOf`): distinct values are sorted under
 * the "C" collation, same count, cheaper sort.
 */
export function compileUniqueness(dialect: TargetDialect, check: ResolvedCheck, bytewise = false): Statement {
  const p = new Params(dialect)
  const expressions = ['COUNT(*) AS total_rows', ...scanExpression(dialect, check, p, bytewise)]
  return { sql: `SELECT ${expressions.join(', ')} FROM ${quoteTable(dialect, check.table)}`, params: p.values }
}

/** Orphans of a referential-integrity check: non-NULL child values with no parent row. */
export function compileReferential(dialect: TargetDialect, check: ResolvedCheck): Statement {
  const p = new Params(dialect)
  const predicate = failingPredicate(dialect, check, p, 'c')
  return {
    sql: `SELECT COUNT(*) AS ${metricAlias(check.index)}, COUNT(c.${quoteIdent(dialect, check.column ?? '')}) AS ${baseAlias(check.index)} FROM ${quoteTable(dialect, check.table)} c WHERE ${predicate}`,
    params: p.values,
  }
}

/** Up to `limit` failing rows with the primary key columns first; undefined when the check has no row-level failure. */
export function compileSample(
  dialect: TargetDialect,
  check: ResolvedCheck,
  primaryKey: readonly string[],
  limit = SAMPLE_LIMIT,
): Statement | undefined {
  if (!check.column) return undefined
  const p = new Params(dialect)
  const table = quoteTable(dialect, check.table)
  const col = quoteIdent(dialect, check.column)
  const selected = [...primaryKey.filter((k) => k !== check.column), check.column].map((c) => `t.${quoteIdent(dialect, c)}`).join(', ')
  const order = primaryKey.length > 0 ? ` ORDER BY ${primaryKey.map((k) => `t.${quoteIdent(dialect, k)}`).join(', ')}` : ''
  let where: string | undefined
  if (check.kind.type === 'uniqueness') {
    where = `t.${col} IN (SELECT d.${col} FROM ${table} d WHERE d.${col} IS NOT NULL GROUP BY d.${col} HAVING COUNT(*) > 1)`
    return {
      sql: `SELECT ${selected} FROM ${table} t WHERE ${where} ORDER BY t.${col}${order ? `, ${order.slice(10)}` : ''} LIMIT ${limit}`,
      params: p.values,
    }
  }
  where = failingPredicate(dialect, check, p, 't')
  if (!where) return undefined
  return { sql: `SELECT ${selected} FROM ${table} t WHERE ${where}${order} LIMIT ${limit}`, params: p.values }
}

/** Checks whose failing rows `compileSampleBatch` can fetch together: a row-level predicate on the table's own row. */
export const BATCH_SAMPLE_KINDS = new Set(['null_rate', 'range', 'allowed', 'pattern'])

/** One query for the failing rows of several checks of one table; its output columns are all aliases of ours. */
export interface SampleBatch {
  statement: Statement
  /** Alias of each primary-key column, in key order. */
  keys: string[]
  /** Alias of each checked column that is not part of the primary key. */
  columns: Map<string, string>
  /** Alias of each check's flag (true when the row fails that check). */
  flags: Map<number, string>
}

/**
 * Failing rows of every check in `checks` (all of `table`, kinds in `BATCH_SAMPLE_KINDS`) from ONE scan in
 * primary-key order: `WHERE p1 OR p2 ...` with a flag per check, so the rows of all checks come from one pass that
 * stops at `limit` rows instead of one partial scan per check. `after` (the last key of the previous batch) continues
 * where it stopped. Without a primary key the rows come in scan order.
 */
export function compileSampleBatch(
  dialect: TargetDialect,
  table: string,
  checks: readonly ResolvedCheck[],
  primaryKey: readonly string[],
  limit: number,
  after?: readonly unknown[],
): SampleBatch {
  const p = new Params(dialect)
  const ref = (c: string) => `t.${quoteIdent(dialect, c)}`
  const keys = primaryKey.map((_, i) => `k${i}`)
  const columns = new Map<string, string>()
  for (const c of checks)
    if (c.column && !primaryKey.includes(c.column) && !columns.has(c.column)) columns.set(c.column, `v${columns.size}`)
  const flags = new Map(checks.map((c) => [c.index, `f${c.index}`]))
  const selected = [
    ...primaryKey.map((k, i) => `${ref(k)} AS ${keys[i]}`),
    ...[...columns].map(([c, alias]) => `${ref(c)} AS ${alias}`),
    ...checks.map((c) => `${failingPredicate(dialect, c, p, 't')} AS ${flags.get(c.index)}`),
  ]
  const where = checks.map((c) => failingPredicate(dialect, c, p, 't')).join(' OR ')
  let from = ''
  if (after && primaryKey.length > 0) {
    const tuple = (xs: string[]) => (xs.length === 1 ? xs[0]! : `(${xs.join(', ')})`)
    from = ` AND ${tuple(primaryKey.map(ref))} > ${tuple(after.map((v) => p.add(v)))}`
  }
  const order = primaryKey.length > 0 ? ` ORDER BY ${primaryKey.map(ref).join(', ')}` : ''
  return {
    statement: {
      sql: `SELECT ${selected.join(', ')} FROM ${quoteTable(dialect, table)} t WHERE (${where})${from}${order} LIMIT ${limit}`,
      params: p.values,
    },
    keys,
    columns,
    flags,
  }
}

/** Custom SQL whose expectation is in rows: the statement's rows are counted by the database. */
export function compileCustomRowCount(sql: string): Statement {
  return { sql: `SELECT COUNT(*) AS n FROM (${stripTrailingSemicolon(sql)}) custom_q`, params: [] }
}

export function compileCustomSample(sql: string, limit = SAMPLE_LIMIT): Statement {
  return { sql: `SELECT * FROM (${stripTrailingSemicolon(sql)}) custom_q LIMIT ${limit}`, params: [] }
}

export function stripTrailingSemicolon(sql: string): string {
  return sql.trim().replace(/;+\s*$/, '')
}
