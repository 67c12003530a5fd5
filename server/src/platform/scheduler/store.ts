import type { Db } from '../db/database.js'
import { toCount } from '../db/errors.js'
import type { ExecutionRow, NewExecutionRow, NewScheduleRow, ScheduleRow, ScheduleRowUpdate } from './tables.js'
import './tables.js'

export const LIVE_STATUSES = ['queued', 'running'] as const

export function insertSchedule(db: Db, row: NewScheduleRow): Promise<ScheduleRow> {
  return db.insertInto('schedules').values(row).returningAll().executeTakeFirstOrThrow()
}

/** Inserts unless a schedule with the row's id exists (fixed ids make creation idempotent across processes). */
export function insertScheduleIfAbsent(db: Db, row: NewScheduleRow): Promise<ScheduleRow | undefined> {
  return db
    .insertInto('schedules')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst()
}

export function findSchedule(db: Db, projectId: string | undefined, id: string): Promise<ScheduleRow | undefined> {
  let q = db.selectFrom('schedules').selectAll().where('id', '=', id)
  if (projectId !== undefined) q = q.where('project_id', '=', projectId)
  return q.executeTakeFirst()
}

export function updateSchedule(db: Db, projectId: string, id: string, patch: ScheduleRowUpdate): Promise<ScheduleRow | undefined> {
  return db.updateTable('schedules').set(patch).where('id', '=', id).where('project_id', '=', projectId).returningAll().executeTakeFirst()
}

export async function deleteSchedule(db: Db, projectId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('schedules').where('id', '=', id).where('project_id', '=', projectId).executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}

export async function listSchedules(
  db: Db,
  projectId: string,
  kind: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ScheduleRow[]; total: number }> {
  const base = db.selectFrom('schedules').where('project_id', '=', projectId).where('kind', '=', kind)
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number) }
}

/** Enabled schedules whose next due time has come, oldest first (uses schedules_due_idx). */
export function dueSchedules(db: Db, nowIso: string, limit: number): Promise<ScheduleRow[]> {
  return db
    .selectFrom('schedules')
    .selectAll()
    .where('enabled', '=', 1)
    .where('next_run_at', '<=', nowIso)
    .orderBy('next_run_at')
    .limit(limit)
    .execute()
}

/** Claims a fire: moves `next_run_at` on only if nobody else did first (compare-and-set). */
export async function claimFire(db: Db, row: ScheduleRow, nextRunAt: string | null, lastScheduledAt: string): Promise<boolean> {
  const res = await db
    .updateTable('schedules')
    .set({ next_run_at: nextRunAt, last_scheduled_at: lastScheduledAt })
    .where('id', '=', row.id)
    .where('enabled', '=', 1)
    .where('next_run_at', '=', row.next_run_at as string)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

export function insertExecution(db: Db, row: NewExecutionRow): Promise<ExecutionRow> {
  return db.insertInto('schedule_executions').values(row).returningAll().executeTakeFirstOrThrow()
}

export function findExecution(db: Db, id: string): Promise<ExecutionRow | undefined> {
  return db.selectFrom('schedule_executions').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findFire(db: Db, scheduleId: string, fireKey: string): Promise<ExecutionRow | undefined> {
  return db
    .selectFrom('schedule_executions')
    .selectAll()
    .where('schedule_id', '=', scheduleId)
    .where('fire_key', '=', fireKey)
    .executeTakeFirst()
}

export function updateExecution(db: Db, id: string, patch: Partial<NewExecutionRow>): Promise<ExecutionRow | undefined> {
  return db.updateTable('schedule_executions').set(patch).where('id', '=', id).returningAll().executeTakeFirst()
}

/** Ends a live execution; a second call (or one for a finished execution) changes nothing. */
export function finishLive(db: Db, id: string, patch: Partial<NewExecutionRow>): Promise<ExecutionRow | undefined> {
  return db
    .updateTable('schedule_executions')
    .set({ ...patch, live: null })
    .where('id', '=', id)
    .where('live', '=', 1)
    .returningAll()
    .executeTakeFirst()
}

/** Live executions that never got a result from their handler (their process died before it answered). */
export function staleLive(db: Db, createdBefore: string): Promise<ExecutionRow[]> {
  return db
    .selectFrom('schedule_executions')
    .selectAll()
    .where('live', '=', 1)
    .where('result', 'is', null)
    .where('created_at', '<', createdBefore)
    .execute()
}

export async function listExecutions(
  db: Db,
  filter: { projectId: string; scheduleId?: string | undefined; kind?: string | undefined; status?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: (ExecutionRow & { schedule_name: string })[]; total: number }> {
  let base = db
    .selectFrom('schedule_executions as e')
    .innerJoin('schedules as s', 's.id', 'e.schedule_id')
    .where('e.project_id', '=', filter.projectId)
  if (filter.scheduleId) base = base.where('e.schedule_id', '=', filter.scheduleId)
  if (filter.kind) base = base.where('e.kind', '=', filter.kind)
  if (filter.status) base = base.where('e.status', '=', filter.status)
  const [rows, count] = await Promise.all([
    base
      .selectAll('e')
      .select('s.name as schedule_name')
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number) }
}

/** The last finished-or-running execution of each of the given schedules. */
export async function lastExecutions(db: Db, scheduleIds: readonly string[]): Promise<Map<string, ExecutionRow>> {
  if (scheduleIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('schedule_executions')
    .selectAll()
    .where('schedule_id', 'in', scheduleIds)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('schedule_executions as x')
        .select((x) => x.fn.max('x.id').as('id'))
        .where('x.schedule_id', 'in', scheduleIds)
        .groupBy('x.schedule_id'),
    )
    .execute()
  return new Map(rows.map((r) => [r.schedule_id, r]))
}
