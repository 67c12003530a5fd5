import type { AppDeps } from '../../../app-deps.js'
import { type Page, type PageResult, toPage } from '../../../platform/http/pagination.js'
import { KindSchedules } from '../../../platform/scheduler/kind-schedules.js'
import { type ExecutionRecord, type ScheduleRecord, toExecutionRecord } from '../../../platform/scheduler/scheduler.js'
import * as schedStore from '../../../platform/scheduler/store.js'
import type { ExecutionRow } from '../../../platform/scheduler/tables.js'
import { describeCron } from '../../scheduling/service.js'
import { datasetRunInput } from '../datasets/service.js'
import { providerRow } from '../provider-service.js'
import { startRun } from '../run-service.js'
import { specRow } from '../spec-service.js'
import * as llmStore from '../store.js'
import { LLM_SCHEDULE } from './alerts.js'
import type { CreateLlmScheduleBody, LlmExecution, LlmSchedule, UpdateLlmScheduleBody } from './schemas.js'

export { LLM_SCHEDULE }

interface Payload {
  spec_name: string
  provider_id: string
  judge_provider_id: string | null
  /** Absent in schedules made before dataset schedules existed. */
  dataset_id?: string | null
}

type Deps = Pick<AppDeps, 'db' | 'clock' | 'secrets' | 'jobs' | 'scheduler'> & Partial<Pick<AppDeps, 'events'>>

type ExecutionView = Omit<LlmExecution, 'run'>

function toExecution(row: ExecutionRecord, scheduleName: string): ExecutionView {
  const r = row.result ?? {}
  const str = (v: unknown) => (typeof v === 'string' ? v : null)
  const int = (v: unknown) => (typeof v === 'number' ? v : null)
  return {
    id: row.id,
    schedule_id: row.schedule_id,
    schedule_name: scheduleName,
    project_id: row.project_id,
    trigger: row.trigger,
    scheduled_for: row.scheduled_for,
    status: row.status,
    coalesced: row.coalesced,
    error: row.error,
    run_id: str(r.run_id),
    golden_run_id: str(r.golden_run_id),
    regressed: int(r.regressed),
    improved: int(r.improved),
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
  }
}

function toSchedule(s: ScheduleRecord<Payload>, last: ExecutionRow | undefined): LlmSchedule {
  return {
    id: s.id,
    project_id: s.project_id,
    name: s.name,
    spec_name: s.payload.spec_name,
    provider_id: s.payload.provider_id,
    judge_provider_id: s.payload.judge_provider_id,
    dataset_id: s.payload.dataset_id ?? null,
    cron_expression: s.cron_expression,
    timezone: s.timezone,
    description: describeCron(s.cron_expression),
    enabled: s.enabled,
    next_run_at: s.next_run_at,
    last_execution: last ? toExecution(toExecutionRecord(last), s.name) : null,
    created_by: s.created_by,
    created_at: s.created_at,
    updated_at: s.updated_at,
  }
}

const schedules = new KindSchedules<Payload, LlmSchedule>(LLM_SCHEDULE, toSchedule)

/** 422 naming the field when the suite or a provider is not in the project. */
async function checkRefs(deps: Pick<AppDeps, 'db'>, projectId: string, p: Partial<Payload>): Promise<void> {
  if (p.spec_name !== undefined) await specRow(deps, projectId, p.spec_name, ['body', 'spec_name'])
  if (p.provider_id !== undefined) await providerRow(deps, projectId, p.provider_id, ['body', 'provider_id'])
  if (p.judge_provider_id) await providerRow(deps, projectId, p.judge_provider_id, ['body', 'judge_provider_id'])
  if (p.dataset_id) await datasetRunInput(deps, projectId, p.dataset_id, undefined)
}

export function listSchedules(deps: Pick<AppDeps, 'db'>, projectId: string, page: Page): Promise<PageResult<LlmSchedule>> {
  return schedules.list(deps, projectId, page)
}

export function getSchedule(deps: Deps, projectId: string, id: string): Promise<LlmSchedule> {
  return schedules.get(deps, projectId, id)
}

export async function createSchedule(deps: Deps, projectId: string, body: CreateLlmScheduleBody, createdBy: string | null) {
  const payload: Payload = {
    spec_name: body.spec_name,
    provider_id: body.provider_id,
    judge_provider_id: body.judge_provider_id ?? null,
    dataset_id: body.dataset_id ?? null,
  }
  await checkRefs(deps, projectId, payload)
  const created = await deps.scheduler.create<Payload>({
    project_id: projectId,
    kind: LLM_SCHEDULE,
    name: body.name,
    cron_expression: body.cron_expression,
    timezone: body.timezone,
    enabled: body.enabled,
    payload,
    created_by: createdBy,
  })
  return toSchedule(created, undefined)
}

export async function updateSchedule(deps: Deps, projectId: string, id: string, body: UpdateLlmScheduleBody) {
  const current = await schedules.record(deps, projectId, id)
  const changed =
    body.spec_name !== undefined || body.provider_id !== undefined || body.judge_provider_id !== undefined || body.dataset_id !== undefined
  const payload: Payload = {
    spec_name: body.spec_name ?? current.payload.spec_name,
    provider_id: body.provider_id ?? current.payload.provider_id,
    judge_provider_id: body.judge_provider_id === undefined ? current.payload.judge_provider_id : body.judge_provider_id,
    dataset_id: body.dataset_id === undefined ? (current.payload.dataset_id ?? null) : body.dataset_id,
  }
  if (changed)
    await checkRefs(deps, projectId, {
      spec_name: body.spec_name,
      provider_id: body.provider_id,
      judge_provider_id: body.judge_provider_id,
      dataset_id: body.dataset_id,
    })
  return schedules.update(deps, projectId, id, body, changed ? payload : undefined)
}

export function toggleSchedule(deps: Deps, projectId: string, id: string): Promise<LlmSchedule> {
  return schedules.toggle(deps, projectId, id)
}

export function deleteSchedule(deps: Deps, projectId: string, id: string): Promise<{ deleted: true; id: string }> {
  return schedules.remove(deps, projectId, id)
}

/** Starts an execution now (the cron plan is untouched); `skipped`, and said so, while another one runs. */
export async function runNow(deps: Deps, projectId: string, id: string): Promise<LlmExecution> {
  const { schedule, execution } = await schedules.runNow(deps, projectId, id) // the handler only queues the run
  const [withRun] = await attachRuns(deps, projectId, [toExecution(execution, schedule.name)])
  return withRun as LlmExecution
}

async function attachRuns(deps: Pick<AppDeps, 'db'>, projectId: string, items: ExecutionView[]): Promise<LlmExecution[]> {
  const ids = items.flatMap((e) => (e.run_id ? [e.run_id] : []))
  const runs = new Map((await llmStore.findRunsById(deps.db, ids)).filter((r) => r.project_id === projectId).map((r) => [r.id, r]))
  return items.map((e) => {
    const r = e.run_id ? runs.get(e.run_id) : undefined
    return {
      ...e,
      run: r
        ? {
            id: r.id,
            status: r.status,
            total: r.total,
            passed: r.passed,
            failed: r.failed,
            errored: r.errored,
            pass_rate: r.pass_rate === null ? null : Number(r.pass_rate),
            cost: Number(r.cost),
          }
        : null,
    }
  })
}

/** History of one schedule, newest first, each execution with the run it started and its regression count. */
export async function listExecutions(deps: Deps, projectId: string, id: string, page: Page, status?: string) {
  const s = await schedules.record(deps, projectId, id)
  const { rows, total } = await schedStore.listExecutions(deps.db, { projectId, scheduleId: id, kind: LLM_SCHEDULE, status }, page)
  const items = rows.map((r) => toExecution(toExecutionRecord(r), s.name))
  return toPage(await attachRuns(deps, projectId, items), total, page)
}

/**
 * Each fire queues one run of the suite's newest version (over the dataset's newest version when the schedule
 * names one); the run's end settles the execution (see finish.ts).
 */
export function registerLlmScheduleKind(deps: Deps): void {
  deps.scheduler.register<Payload>(LLM_SCHEDULE, async ({ schedule }) => {
    const datasetId = schedule.payload.dataset_id
    const dataset = datasetId ? await datasetRunInput(deps, schedule.project_id, datasetId, undefined) : undefined
    const run = await startRun(
      deps,
      schedule.project_id,
      {
        spec_name: schedule.payload.spec_name,
        provider_id: schedule.payload.provider_id,
        ...(schedule.payload.judge_provider_id ? { judge_provider_id: schedule.payload.judge_provider_id } : {}),
        // A scheduled run watches the provider as it is now: no cached answers are used or stored.
        use_cache: false,
        cache_ttl_seconds: 0,
      },
      { triggeredBy: `schedule:${schedule.id}`, createdBy: schedule.created_by },
      dataset,
    )
    return { result: { run_id: run.id }, pending: true }
  })
}
