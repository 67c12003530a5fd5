import cronstrue from 'cronstrue'
import type { AppDeps } from '../../app-deps.js'
import { FieldValidationError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import { checkCron, nextTimes } from '../../platform/scheduler/cron.js'
import { KindSchedules } from '../../platform/scheduler/kind-schedules.js'
import { type ExecutionRecord, type ScheduleRecord, toExecutionRecord } from '../../platform/scheduler/scheduler.js'
import * as schedStore from '../../platform/scheduler/store.js'
import type { ExecutionRow } from '../../platform/scheduler/tables.js'
import type { BatchDeps } from '../regression/batch-job.js'
import { batchSummaries, checkSpecRefs, createBatch } from '../regression/service.js'
import type { CreateScheduleBody, Execution, Schedule, UpdateScheduleBody } from './schemas.js'

/** The scheduler kind of project regression schedules: each fire runs a batch of the schedule's specs. */
export const REGRESSION_SCHEDULE = 'regression.batch'
interface Payload {
  spec_ids: string[]
  max_parallel: number | null
}
type Deps = BatchDeps

/** The expression in words ("At 08:00, Monday through Friday"); cron semantics match the scheduler's (0 = Sunday). */
export function describeCron(expression: string): string {
  try {
    return cronstrue.toString(expression, { use24HourTimeFormat: true, throwExceptionOnParseError: true })
  } catch {
    return expression
  }
}

function toExecution(row: ExecutionRecord & { schedule_name?: string }, scheduleName: string): Omit<Execution, 'batch'> {
  const batchId = typeof row.result?.batch_id === 'string' ? row.result.batch_id : null
  return {
    id: row.id,
    schedule_id: row.schedule_id,
    schedule_name: row.schedule_name ?? scheduleName,
    project_id: row.project_id,
    trigger: row.trigger,
    scheduled_for: row.scheduled_for,
    status: row.status,
    coalesced: row.coalesced,
    error: row.error,
    batch_id: batchId,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
  }
}

function toSchedule(s: ScheduleRecord<Payload>, last: ExecutionRow | undefined): Schedule {
  return {
    id: s.id,
    project_id: s.project_id,
    name: s.name,
    cron_expression: s.cron_expression,
    timezone: s.timezone,
    description: describeCron(s.cron_expression),
    enabled: s.enabled,
    spec_ids: s.payload.spec_ids,
    max_parallel: s.payload.max_parallel,
    next_run_at: s.next_run_at,
    last_execution: last ? toExecution(toExecutionRecord(last), s.name) : null,
    created_by: s.created_by,
    created_at: s.created_at,
    updated_at: s.updated_at,
  }
}

const schedules = new KindSchedules<Payload, Schedule>(REGRESSION_SCHEDULE, toSchedule)

/** `POST /scheduling/validate-cron`: never an error status, the answer says what is wrong. */
export function validateCron(deps: Pick<AppDeps, 'clock'>, expression: string, timezone: string) {
  const check = checkCron({ expression, timezone })
  if (!check.valid) {
    return {
      valid: false,
      field: check.field === 'timezone' ? ('timezone' as const) : ('expression' as const),
      error: check.error,
      description: null,
      next_runs: [],
    }
  }
  const next = nextTimes({ expression: expression.trim(), timezone }, deps.clock.now(), 5).map((d) => d.toISOString())
  return { valid: true, field: null, error: null, description: describeCron(expression.trim()), next_runs: next }
}

export function listSchedules(deps: Pick<AppDeps, 'db'>, projectId: string, page: Page): Promise<PageResult<Schedule>> {
  return schedules.list(deps, projectId, page)
}

export function getSchedule(deps: Deps, projectId: string, id: string): Promise<Schedule> {
  return schedules.get(deps, projectId, id)
}

export async function createSchedule(deps: Deps, projectId: string, body: CreateScheduleBody, createdBy: string | null): Promise<Schedule> {
  await checkSpecRefs(deps, projectId, body.spec_ids)
  const created = await deps.scheduler.create<Payload>({
    project_id: projectId,
    kind: REGRESSION_SCHEDULE,
    name: body.name,
    cron_expression: body.cron_expression,
    timezone: body.timezone,
    enabled: body.enabled,
    payload: { spec_ids: body.spec_ids, max_parallel: body.max_parallel ?? null },
    created_by: createdBy,
  })
  return toSchedule(created, undefined)
}

export async function updateSchedule(deps: Deps, projectId: string, id: string, body: UpdateScheduleBody): Promise<Schedule> {
  const current = await schedules.record(deps, projectId, id)
  if (body.spec_ids) await checkSpecRefs(deps, projectId, body.spec_ids)
  const payload =
    body.spec_ids !== undefined || body.max_parallel !== undefined
      ? {
          spec_ids: body.spec_ids ?? current.payload.spec_ids,
          max_parallel: body.max_parallel === undefined ? current.payload.max_parallel : body.max_parallel,
        }
      : undefined
  return schedules.update(deps, projectId, id, body, payload)
}

export function toggleSchedule(deps: Deps, projectId: string, id: string): Promise<Schedule> {
  return schedules.toggle(deps, projectId, id)
}

export function deleteSchedule(deps: Deps, projectId: string, id: string): Promise<{ deleted: true; id: string }> {
  return schedules.remove(deps, projectId, id)
}

export async function nextRuns(deps: Deps, projectId: string, id: string, count: number) {
  const s = await schedules.record(deps, projectId, id)
  return {
    schedule_id: s.id,
    cron_expression: s.cron_expression,
    timezone: s.timezone,
    next_runs: deps.scheduler.preview({ expression: s.cron_expression, timezone: s.timezone }, count),
  }
}

/** Starts an execution now (the cron plan is untouched); skipped, and said so, while another one runs. */
export async function runNow(deps: Deps, projectId: string, id: string): Promise<Execution> {
  const { schedule, execution } = await schedules.runNow(deps, projectId, id) // the handler only creates the batch
  const [withBatch] = await attachBatches(deps, projectId, [toExecution(execution, schedule.name)])
  return withBatch as Execution
}

async function attachBatches(deps: Pick<AppDeps, 'db'>, projectId: string, items: Omit<Execution, 'batch'>[]): Promise<Execution[]> {
  const batches = await batchSummaries(
    deps,
    projectId,
    items.flatMap((e) => (e.batch_id ? [e.batch_id] : [])),
  )
  return items.map((e) => {
    const b = e.batch_id ? batches.get(e.batch_id) : undefined
    return {
      ...e,
      batch: b
        ? {
            id: b.id,
            status: b.status,
            total: b.total,
            passed_count: b.passed_count,
            failed_count: b.failed_count,
            error_count: b.error_count,
            success_rate: b.success_rate,
          }
        : null,
    }
  })
}

/** Executions of one schedule (`scheduleId`) or of the whole project, newest first, with the batch each produced. */
export async function listExecutions(
  deps: Deps,
  projectId: string,
  page: Page,
  filter: { scheduleId?: string; status?: string | undefined },
): Promise<PageResult<Execution>> {
  if (filter.scheduleId) await schedules.record(deps, projectId, filter.scheduleId)
  const { rows, total } = await schedStore.listExecutions(
    deps.db,
    { projectId, scheduleId: filter.scheduleId, kind: REGRESSION_SCHEDULE, status: filter.status },
    page,
  )
  const items = rows.map((r) => toExecution({ ...toExecutionRecord(r), schedule_name: r.schedule_name }, r.schedule_name))
  return toPage(await attachBatches(deps, projectId, items), total, page)
}

/** The handler the scheduler calls on each fire: a batch of the schedule's specs, finished by the batch job. */
export function registerScheduleKinds(deps: Deps): void {
  deps.scheduler.register<Payload>(REGRESSION_SCHEDULE, async ({ schedule, execution }) => {
    try {
      const batch = await createBatch(
        deps,
        schedule.project_id,
        {
          name: `Scheduled: ${schedule.name}`,
          spec_ids: schedule.payload.spec_ids,
          ...(schedule.payload.max_parallel ? { max_parallel: schedule.payload.max_parallel } : {}),
        },
        { triggeredBy: `schedule:${schedule.id}`, scheduleExecutionId: execution.id, createdBy: schedule.created_by },
      )
      return { result: { batch_id: batch.id }, pending: true }
    } catch (err) {
      // A spec deleted since the schedule was saved: say which, instead of a bare validation error.
      if (err instanceof FieldValidationError) throw new Error(`Could not start the batch: ${err.msg}`)
      throw err
    }
  })
}
