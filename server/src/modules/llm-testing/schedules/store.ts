import type { Db } from '../../../platform/db/database.js'
import '../../../platform/scheduler/tables.js'

/** The execution still live for a schedule: the scheduler allows at most one, so it is the scheduled run's. */
export function liveExecution(db: Db, scheduleId: string) {
  return db.selectFrom('schedule_executions').selectAll().where('schedule_id', '=', scheduleId).where('live', '=', 1).executeTakeFirst()
}

/** The newest finished execution of every schedule of `kind` (all projects), with the schedule's name. */
export function latestFinished(db: Db, kind: string) {
  return db
    .selectFrom('schedule_executions as e')
    .innerJoin('schedules as s', 's.id', 'e.schedule_id')
    .select(['e.id', 'e.schedule_id', 'e.project_id', 'e.status', 'e.result', 'e.finished_at', 's.name as schedule_name'])
    .where('e.kind', '=', kind)
    .where('e.id', 'in', (eb) =>
      eb
        .selectFrom('schedule_executions as x')
        .select((x) => x.fn.max('x.id').as('id'))
        .where('x.kind', '=', kind)
        .where('x.status', 'in', ['completed', 'failed'])
        .groupBy('x.schedule_id'),
    )
    .execute()
}
