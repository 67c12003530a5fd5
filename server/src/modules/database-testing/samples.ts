import { BATCH_SAMPLE_KINDS, compileCustomSample, compileSample, compileSampleBatch, SAMPLE_LIMIT } from './compiler.js'
import type { ResolvedCheck } from './spec-format.js'
import type { Row, TargetSession } from './target-session.js'

/** Failing-row samples: up to `SAMPLE_LIMIT` rows per failed check, primary-key columns apart from the values. */

export interface FailingRow {
  primary_key: Record<string, unknown>
  values: Record<string, unknown>
}

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

/** A flag column as the driver returns it: boolean (PostgreSQL) or 1/0 (MariaDB/MySQL); NULL is not failing. */
const failing = (v: unknown) => v === true || Number(v) === 1

/** One check's own sample query (uniqueness, referential integrity, custom SQL, or a batch's leftover). */
export async function sampleOne(
  session: TargetSession,
  check: ResolvedCheck,
  pk: readonly string[],
  signal?: AbortSignal,
): Promise<FailingRow[]> {
  const statement = check.kind.type === 'custom_sql' ? compileCustomSample(check.sql ?? '') : compileSample(session.dialect, check, pk)
  if (!statement) return []
  try {
    return (await session.query(statement, signal)).map((r) => toFailingRow(r, pk))
  } catch {
    return []
  }
}

/**
 * Samples of several failed checks of one table (kinds in `BATCH_SAMPLE_KINDS`) from one query in primary-key order
 * that stops after `SAMPLE_LIMIT` rows per check: the same rows per check as one query per check, in one pass.
 * When that batch is full and a check still lacks rows, the next batch continues after the last key with only the
 * checks still short (each full batch completes at least one check, so there are at most as many batches as checks).
 */
export async function sampleTable(
  session: TargetSession,
  table: string,
  checks: readonly ResolvedCheck[],
  pk: readonly string[],
  signal?: AbortSignal,
): Promise<Map<number, FailingRow[]>> {
  const out = new Map<number, FailingRow[]>(checks.map((c) => [c.index, []]))
  const short = new Map(checks.filter((c) => BATCH_SAMPLE_KINDS.has(c.kind.type)).map((c) => [c.index, c]))
  for (const c of checks) if (!short.has(c.index)) out.set(c.index, await sampleOne(session, c, pk, signal))
  let after: unknown[] | undefined
  try {
    while (short.size > 0) {
      const open = [...short.values()]
      const limit = SAMPLE_LIMIT * open.length
      const batch = compileSampleBatch(session.dialect, table, open, pk, limit, after)
      const rows = await session.query(batch.statement, signal)
      for (const row of rows) {
        const primary_key = Object.fromEntries(pk.map((k, i) => [k, jsonSafe(row[batch.keys[i]!])]))
        for (const c of open) {
          const taken = out.get(c.index)!
          if (taken.length >= SAMPLE_LIMIT || !failing(row[batch.flags.get(c.index)!])) continue
          const column = c.column ?? ''
          const values = pk.includes(column) ? {} : { [column]: jsonSafe(row[batch.columns.get(column)!]) }
          taken.push({ primary_key, values })
        }
      }
      // Fewer rows than asked: the table has no more failing rows for these checks.
      if (rows.length < limit) break
      for (const c of open) if (out.get(c.index)!.length >= SAMPLE_LIMIT) short.delete(c.index)
      if (short.size === 0) break
      if (pk.length === 0) {
        // No key to continue after: the checks still short get their own queries.
        for (const c of short.values()) out.set(c.index, await sampleOne(session, c, pk, signal))
        break
      }
      const last = rows[rows.length - 1]!
      after = batch.keys.map((k) => last[k])
    }
  } catch {
    // A sample is illustration: a failing sample query leaves what was found, never fails the check.
  }
  return out
}
