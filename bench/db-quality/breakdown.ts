/**
 * Where a database quality run's time goes: every part measured alone on the same read sessions, as a ratio to one
 * `SELECT COUNT(*)` of the same table measured in the same round. Used by run.ts.
 */
import { loadavg } from 'node:os'
import {
  BATCH_SAMPLE_KINDS,
  compileSample,
  compileTableScan,
  compileUniqueness,
} from '../../server/src/modules/database-testing/compiler.js'
import { bytewiseColumnsOf, primaryKeysOf, uniqueColumnsOf } from '../../server/src/modules/database-testing/introspect.js'
import { runChecks } from '../../server/src/modules/database-testing/runner.js'
import { sampleTable } from '../../server/src/modules/database-testing/samples.js'
import type { ResolvedCheck } from '../../server/src/modules/database-testing/spec-format.js'
import type { Statement } from '../../server/src/modules/database-testing/sql-dialect.js'
import type { TargetSession } from '../../server/src/modules/database-testing/target-session.js'

export interface Part {
  name: string
  ms: number
}

export interface Breakdown {
  count: number
  /** The whole run: introspection, then every check with samples, on two sessions. */
  run: number
  /** The same run on one session (every statement one after another). */
  runSerial: number
  parts: Part[]
  failed: number
  proven: boolean
  plan: string
  load: string
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now()
  await fn()
  return performance.now() - t
}

const checkLabel = (c: ResolvedCheck) => `${c.kind.type} ${c.column}`

/** The parts of one run, each a function timed alone (sessions[0] unless it says otherwise). */
function partsOf(
  sessions: [TargetSession, TargetSession],
  table: string,
  checks: readonly ResolvedCheck[],
  pk: string[],
  failedIdx: Set<number>,
  bytewise: ReadonlySet<string>,
) {
  const [a] = sessions
  const q = (s: Statement) => () => a.query(s)
  const scanned = checks.filter((c) => c.kind.type !== 'uniqueness')
  const uniq = checks.filter((c) => c.kind.type === 'uniqueness')
  const failedRows = scanned.filter((c) => failedIdx.has(c.index) && BATCH_SAMPLE_KINDS.has(c.kind.type))
  const parts: [string, () => Promise<unknown>][] = [
    [
      'introspection (keys, collations | unique indexes; 2 sessions)',
      () => Promise.all([primaryKeysOf(a, [table]).then(() => bytewiseColumnsOf(a, [table])), uniqueColumnsOf(sessions[1], [table])]),
    ],
    [`aggregate scan (${scanned.length} checks, one statement)`, q(compileTableScan(a.dialect, table, scanned))],
    ...scanned.map((c): [string, () => Promise<unknown>] => [
      `  COUNT(*) + ${checkLabel(c)} alone`,
      q(compileTableScan(a.dialect, table, [c])),
    ]),
    ...uniq.flatMap((c): [string, () => Promise<unknown>][] => {
      const own: [string, () => Promise<unknown>] = [
        `uniqueness ${c.column} (COUNT DISTINCT, own statement)`,
        q(compileUniqueness(a.dialect, c, bytewise.has(c.column ?? ''))),
      ]
      if (!bytewise.has(c.column ?? '')) return [own]
      return [own, ["  the same sorted in the column's collation (before)", q(compileUniqueness(a.dialect, c))]]
    }),
  ]
  if (failedRows.length > 0) {
    parts.push([`samples of ${failedRows.length} failed checks, one query`, () => sampleTable(a, table, failedRows, pk)])
    parts.push([
      `samples of ${failedRows.length} failed checks, one query each (before)`,
      async () => {
        for (const c of failedRows) await a.query(compileSample(a.dialect, c, pk)!)
      },
    ])
  }
  return parts
}

/** PostgreSQL: whether the aggregate scan gets a parallel plan (EXPLAIN), else the engine's plain scan. */
async function planOf(session: TargetSession, table: string, checks: readonly ResolvedCheck[]): Promise<string> {
  if (session.dialect !== 'postgres') return 'single-threaded scan (MariaDB has no parallel query)'
  const s = compileTableScan('postgres', table, checks)
  const rows = await session.query({ sql: `EXPLAIN ${s.sql}`, params: s.params })
  const text = rows.map((r) => String(Object.values(r)[0])).join('\n')
  const workers = /Workers Planned: (\d+)/.exec(text)?.[1]
  return workers ? `parallel aggregate, ${workers} workers planned` : 'NOT parallel'
}

/** Rounds of: COUNT(*), the whole run (2 sessions, then 1), every part alone; medians. */
export async function breakdown(
  sessions: [TargetSession, TargetSession],
  table: string,
  checks: readonly ResolvedCheck[],
  rounds: number,
): Promise<Breakdown> {
  const [a, b] = sessions
  const counts: number[] = []
  const runs: number[] = []
  const serial: number[] = []
  const partTimes = new Map<string, number[]>()
  let failed = 0
  let proven = false
  let failedIdx = new Set<number>()
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')
  for (let i = 0; i < rounds; i++) {
    counts.push(await timed(() => a.query({ sql: `SELECT COUNT(*) AS n FROM ${table}`, params: [] })))
    for (const [pool, into] of [
      [[a, b], runs],
      [[a], serial],
    ] as const) {
      const t = performance.now()
      // As a run does: one statement at a time per session (on one session, all in turn).
      const [[keys, bytewise], unique] = await Promise.all([
        (async () => [await primaryKeysOf(a, [table]), await bytewiseColumnsOf(a, [table])] as const)(),
        pool.length > 1 ? uniqueColumnsOf(b, [table]) : undefined,
      ])
      const { results } = await runChecks(pool, checks, keys, undefined, unique ?? (await uniqueColumnsOf(a, [table])), bytewise)
      into.push(performance.now() - t)
      if (results.some((r) => r.status === 'error')) throw new Error(results.find((r) => r.error)?.error ?? 'error')
      failed = results.filter((r) => r.status === 'failed').length
      failedIdx = new Set(results.filter((r) => r.status === 'failed').map((r) => r.index))
      proven = results.some((r) => r.proven_by)
    }
    const pk = (await primaryKeysOf(a, [table])).get(table) ?? []
    const unique = (await uniqueColumnsOf(a, [table])).get(table)
    const measured = checks.filter((c) => !(c.kind.type === 'uniqueness' && unique?.has(c.column ?? '')))
    const bytewise = (await bytewiseColumnsOf(a, [table])).get(table) ?? new Set<string>()
    for (const [name, fn] of partsOf(sessions, table, measured, pk, failedIdx, bytewise)) {
      const list = partTimes.get(name) ?? []
      list.push(await timed(fn))
      partTimes.set(name, list)
    }
  }
  return {
    count: median(counts),
    run: median(runs),
    runSerial: median(serial),
    parts: [...partTimes].map(([name, ms]) => ({ name, ms: median(ms) })),
    failed,
    proven,
    plan: await planOf(
      a,
      table,
      checks.filter((c) => c.kind.type !== 'uniqueness'),
    ),
    load,
  }
}
