import type { Insertable, Selectable, Updateable } from 'kysely'

/** A cron schedule of any feature; the feature's own fields live in `payload` (JSON). */
export interface SchedulesTable {
  id: string
  project_id: string
  /** Picks the handler a feature registered (`scheduler.register(kind, …)`). */
  kind: string
  name: string
  cron_expression: string
  timezone: string
  enabled: number
  payload: string
  /** The next due time (ISO UTC); null while disabled. The leader claims a fire by moving it forward. */
  next_run_at: string | null
  /** The due time of the last fire handled (run, skipped or missed). */
  last_scheduled_at: string | null
  created_by: string | null
  created_at: string
  updated_at: string
}

/** One fire of a schedule: queued -> running -> completed | failed; or skipped / missed outright. */
export interface ScheduleExecutionsTable {
  id: string
  schedule_id: string
  project_id: string
  kind: string
  /** `cron` or `manual` (run-now). */
  trigger: string
  scheduled_for: string
  fire_key: string | null
  live: number | null
  status: string
  /** How many due times this execution stands for (missed fires coalesce into one). */
  coalesced: number
  /** JSON: what the handler returned (e.g. `{batch_id}`). */
  result: string | null
  error: string | null
  created_at: string
  started_at: string | null
  finished_at: string | null
}

declare module '../db/database.js' {
  interface Database {
    schedules: SchedulesTable
    schedule_executions: ScheduleExecutionsTable
  }
}

export type ScheduleRow = Selectable<SchedulesTable>
export type NewScheduleRow = Insertable<SchedulesTable>
export type ScheduleRowUpdate = Updateable<SchedulesTable>
export type ExecutionRow = Selectable<ScheduleExecutionsTable>
export type NewExecutionRow = Insertable<ScheduleExecutionsTable>
