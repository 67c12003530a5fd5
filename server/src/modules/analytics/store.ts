import { sql } from 'kysely'
import type { Db } from '../../platform/db/database.js'
import '../regression/tables.js'

const FINISHED = sql`('passed', 'failed', 'error')`

/** UI and API runs of a project since a time, as one relation (each side served by its project index). */
function runsSince(projectId: string, since: string) {
  return sql`(
    select 'ui' as spec_kind, spec_name, status, created_at, duration_ms from runs
      where project_id = ${projectId} and created_at >= ${since} and status in ${FINISHED}
    union all
    select 'api' as spec_kind, spec_name, status, created_at, duration_ms from api_runs
      where project_id = ${projectId} and created_at >= ${since} and status in ${FINISHED}
  )`
}

const n = (v: unknown) => Number(v ?? 0)

export async function passRateByDay(db: Db, projectId: string, since: string) {
  const { rows } = await sql<{ day: string; total: unknown; passed: unknown; failed: unknown; error: unknown }>`
    select substr(created_at, 1, 10) as day, count(*) as total,
      sum(case when status = 'passed' then 1 else 0 end) as passed,
      sum(case when status = 'failed' then 1 else 0 end) as failed,
      sum(case when status = 'error' then 1 else 0 end) as error
    from ${runsSince(projectId, since)} r
    group by substr(created_at, 1, 10) order by day`.execute(db)
  return rows.map((r) => ({ date: r.day, total: n(r.total), passed: n(r.passed), failed: n(r.failed), error: n(r.error) }))
}

export async function flakySpecs(db: Db, projectId: string, since: string, window: number, limit: number) {
  const { rows } = await sql<{ spec_kind: 'ui' | 'api'; spec_name: string; runs: unknown; passed: unknown; flips: unknown }>`
    with ranked as (
      select spec_kind, spec_name, status,
        row_number() over (partition by spec_kind, spec_name order by created_at desc) as rn,
        lag(status) over (partition by spec_kind, spec_name order by created_at) as prev
      from ${runsSince(projectId, since)} r
    )
    select spec_kind, spec_name, count(*) as runs,
      sum(case when status = 'passed' then 1 else 0 end) as passed,
      sum(case when prev is not null and (prev = 'passed') <> (status = 'passed') then 1 else 0 end) as flips
    from ranked where rn <= ${window}
    group by spec_kind, spec_name
    having sum(case when prev is not null and (prev = 'passed') <> (status = 'passed') then 1 else 0 end) >= 2
    order by flips desc, spec_name limit ${limit}`.execute(db)
  return rows.map((r) => ({ spec_kind: r.spec_kind, spec_name: r.spec_name, runs: n(r.runs), passed: n(r.passed), flips: n(r.flips) }))
}

export async function slowestSpecs(db: Db, projectId: string, since: string, limit: number) {
  const { rows } = await sql<{ spec_kind: 'ui' | 'api'; spec_name: string; runs: unknown; avg_ms: unknown; max_ms: unknown }>`
    select spec_kind, spec_name, count(*) as runs, avg(duration_ms) as avg_ms, max(duration_ms) as max_ms
    from ${runsSince(projectId, since)} r
    where duration_ms is not null
    group by spec_kind, spec_name order by avg(duration_ms) desc, spec_name limit ${limit}`.execute(db)
  return rows.map((r) => ({
    spec_kind: r.spec_kind,
    spec_name: r.spec_name,
    runs: n(r.runs),
    avg_ms: Math.round(n(r.avg_ms)),
    max_ms: n(r.max_ms),
  }))
}

export async function failureClasses(db: Db, projectId: string, since: string) {
  return (
    await db
      .selectFrom('regression_batch_items')
      .select(['failure_class', (eb) => eb.fn.countAll().as('count')])
      .where('project_id', '=', projectId)
      .where('finished_at', '>=', since)
      .where('failure_class', 'is not', null)
      .groupBy('failure_class')
      .orderBy('count', 'desc')
      .execute()
  ).map((r) => ({ failure_class: r.failure_class as string, count: n(r.count) }))
}

export async function healStats(db: Db, projectId: string, since: string) {
  const row = await db
    .selectFrom('regression_batch_items')
    .select((eb) => [
      eb.fn.countAll().as('finished'),
      eb.fn.sum(eb.case().when('status', '=', 'passed').then(1).else(0).end()).as('passed'),
      eb.fn
        .sum(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'passed'), eb('attempts', '>', 1)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('healed'),
      eb.fn.sum(eb.case().when('failure_class', '=', 'app_regression').then(1).else(0).end()).as('refused'),
    ])
    .where('project_id', '=', projectId)
    .where('finished_at', '>=', since)
    .where('status', 'in', ['passed', 'failed', 'error'])
    .executeTakeFirstOrThrow()
  return { finished: n(row.finished), passed: n(row.passed), healed: n(row.healed), refused: n(row.refused) }
}
