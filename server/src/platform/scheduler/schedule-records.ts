import { FieldValidationError } from '../http/errors.js'
import { type CronSpec, checkCron } from './cron.js'
import type { ExecutionRow, ScheduleRow } from './tables.js'

// What the scheduler stores and hands to features: schedules, executions, and the cron check with a field name.

export const MISFIRE_GRACE_MS = 5 * 60 * 1000
export const EXECUTION_STATUSES = ['queued', 'running', 'completed', 'failed', 'skipped', 'missed'] as const
export type ExecutionStatus = (typeof EXECUTION_STATUSES)[number]

/** A schedule as features see it: its row with `enabled` as a boolean and `payload` parsed. */
export type ScheduleRecord<P = unknown> = Omit<ScheduleRow, 'enabled' | 'payload'> & { enabled: boolean; payload: P }

export interface ExecutionRecord {
  id: string
  schedule_id: string
  project_id: string
  kind: string
  trigger: 'cron' | 'manual'
  scheduled_for: string
  status: ExecutionStatus
  coalesced: number
  result: Record<string, unknown> | null
  error: string | null
  created_at: string
  started_at: string | null
  finished_at: string | null
}

/**
 * What a feature does when its schedule fires. Return `pending: true` when the work goes on elsewhere (a
 * durable job): the execution stays `running` until the feature calls `finishExecution`.
 */
export type ScheduleHandler<P = unknown> = (ctx: {
  schedule: ScheduleRecord<P>
  execution: ExecutionRecord
}) => Promise<{ result?: Record<string, unknown>; pending?: boolean }>

export interface ScheduleInput<P> {
  /** A fixed id (system schedules): creating it again, from any process, returns the existing schedule. */
  id?: string | undefined
  project_id: string
  kind: string
  name: string
  cron_expression: string
  timezone?: string | undefined
  enabled?: boolean | undefined
  payload: P
  created_by?: string | null | undefined
}

export function toScheduleRecord<P>(row: ScheduleRow): ScheduleRecord<P> {
  return { ...row, enabled: row.enabled === 1, payload: JSON.parse(row.payload) as P }
}

export function toExecutionRecord(row: ExecutionRow): ExecutionRecord {
  return {
    id: row.id,
    schedule_id: row.schedule_id,
    project_id: row.project_id,
    kind: row.kind,
    trigger: row.trigger as ExecutionRecord['trigger'],
    scheduled_for: row.scheduled_for,
    status: row.status as ExecutionStatus,
    coalesced: row.coalesced,
    result: row.result ? JSON.parse(row.result) : null,
    error: row.error,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
  }
}

/** 422 naming the field when the expression or zone is not usable. */
export function assertCron(spec: CronSpec, loc: readonly string[] = ['body']): void {
  const check = checkCron(spec)
  if (!check.valid) throw new FieldValidationError([...loc, check.field], check.error)
}
