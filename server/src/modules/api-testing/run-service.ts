import path from 'node:path'
import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { requireAi } from '../../platform/ai/create-ai-client.js'
import type { ApiRunRow, ApiSpecRow, NewApiRunRow } from '../../platform/db/database.js'
import { FieldValidationError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import type { JobContext } from '../../platform/jobs/job-queue.js'
import { assertPlaceholdersResolve } from '../project-variables/service.js'
import { publishRunChange } from '../runs/run-events.js'
import { executeAttempts } from './run-attempts.js'
import {
  closeRun,
  currentStatus,
  prepareRun,
  type RunJobDeps,
  type RunTarget,
  recordError,
  recordOutcome,
  settleInterruptedRun,
  takeRun,
} from './run-job.js'
import { inlineRuntime } from './runtime-module.js'
import { API_RUN_ENGINES, type ApiEngineChoice, type ApiRun, type ApiRunEngine, type ApiRunStatus, type ApiRunSummary } from './schemas.js'
import { getSpecRow, unneededPlaceholders } from './service.js'
import { parseApiSpec } from './spec-parser.js'
import * as store from './store.js'

export const API_RUN_JOB = 'api-testing.run'
export const RUN_TIMEOUT_MS = 15 * 60 * 1000
const LOG_TAIL_LINES = 500

type Deps = RunJobDeps

function toSummary(row: store.ApiRunListRow): ApiRunSummary {
  return {
    id: row.id,
    project_id: row.project_id,
    spec_name: row.spec_name,
    status: row.status as ApiRunStatus,
    engine: (API_RUN_ENGINES as readonly string[]).includes(row.engine) ? (row.engine as ApiRunEngine) : 'rules',
    job_id: row.job_id,
    error: row.error,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    duration_ms: row.duration_ms,
  }
}

/**
 * The spec, if it may run: parse errors and unresolvable `{{VAR}}`s are refused (422 at `loc`, naming the first
 * error's line or each variable) before anything is queued.
 */
export async function runnableSpec(
  deps: Deps,
  projectId: string,
  specName: string,
  options: { includeOptIn?: boolean; loc?: (string | number)[] } = {},
): Promise<ApiSpecRow> {
  const loc = options.loc ?? ['path', 'folder']
  const spec = await getSpecRow(deps, projectId, specName)
  const includeOptIn = options.includeOptIn === true
  const { errors } = parseApiSpec(spec.content, { includeOptIn })
  if (errors.length > 0) {
    const first = errors[0] as { line: number; message: string }
    throw new FieldValidationError(loc, `The spec has ${errors.length} error(s); line ${first.line}: ${first.message}`, 'spec_invalid')
  }
  await assertPlaceholdersResolve(deps, projectId, spec.content, {
    loc,
    ignore: await unneededPlaceholders(deps, projectId, spec.content, { includeOptIn }),
  })
  return spec
}

/** A new run record, `queued` under the job `jobId`. */
export function queuedRunRow(
  deps: Pick<AppDeps, 'clock'>,
  run: { id: string; projectId: string; specName: string; jobId: string },
): NewApiRunRow {
  return {
    id: run.id,
    project_id: run.projectId,
    spec_name: run.specName,
    status: 'queued',
    job_id: run.jobId,
    engine: 'rules',
    code: null,
    tests: null,
    attempts: null,
    ai_steps: null,
    ai_usage: null,
    error: null,
    created_at: deps.clock.nowIso(),
    started_at: null,
    finished_at: null,
    duration_ms: null,
  }
}

/** Queues a run of a saved spec as a background job; a spec with parse errors is refused with their lines. */
export async function startRun(
  deps: Deps,
  projectId: string,
  specName: string,
  options: { includeOptIn?: boolean; engine?: ApiEngineChoice } = {},
): Promise<{ run_id: string; job_id: string; status: 'queued' }> {
  if (options.engine === 'ai') requireAi(deps) // 503 before anything queues; `auto` falls back to rules
  const includeOptIn = options.includeOptIn === true
  const spec = await runnableSpec(deps, projectId, specName, { includeOptIn })
  // The run row and its job row are written in one transaction: neither can exist without the other.
  const runId = uuidv7()
  await deps.runLogs.open(runId, projectId) // followable while queued (docs/live-logs.md)
  const job = await deps.jobs.enqueue<RunTarget>(
    API_RUN_JOB,
    {
      runId,
      projectId,
      specName: spec.name,
      ...(includeOptIn ? { includeOptIn } : {}),
      ...(options.engine && options.engine !== 'auto' ? { engine: options.engine } : {}),
    },
    {
      projectId,
      alongside: async (trx, jobRow) => {
        await store.insertRun(trx, queuedRunRow(deps, { id: runId, projectId, specName: spec.name, jobId: jobRow.id }))
      },
    },
  )
  publishRunChange(deps, projectId, runId, 'queued', 'api_run')
  return { run_id: runId, job_id: job.id, status: 'queued' }
}

/** `POST /api-testing/specs/<folder>/run`: the wildcard tail must end with `/run`. */
export function startRunAt(
  deps: Deps,
  projectId: string,
  tail: string,
  options: { includeOptIn?: boolean; engine?: ApiEngineChoice } = {},
): ReturnType<typeof startRun> {
  const folder = /^(.+)\/run$/.exec(tail)?.[1]
  if (!folder) throw new NotFoundError(`Action "${tail}"`)
  return startRun(deps, projectId, folder, options)
}

export async function listRuns(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  page: Page,
  filter: { status?: ApiRunStatus | undefined; spec?: string | undefined },
): Promise<PageResult<ApiRunSummary>> {
  const { rows, total } = await store.listRunRows(deps.db, projectId, page, filter)
  return toPage(rows.map(toSummary), total, page)
}

async function findRunOr404(deps: Pick<AppDeps, 'db'>, projectId: string, runId: string): Promise<ApiRunRow> {
  const row = await store.findRun(deps.db, projectId, runId)
  if (!row) throw new NotFoundError('API run')
  return row
}

export async function getRun(
  deps: Pick<AppDeps, 'db' | 'runLogs'>,
  projectId: string,
  runId: string,
  logPage: { after?: number | undefined; limit: number } = { limit: LOG_TAIL_LINES },
): Promise<ApiRun> {
  const row = await findRunOr404(deps, projectId, runId)
  const info = await deps.runLogs.info(runId, projectId)
  const total = info?.lines ?? 0
  const from = logPage.after ?? Math.max(0, total - logPage.limit)
  const lines = info ? await deps.runLogs.read(runId, from, logPage.limit) : []
  return {
    log_lines: { first: lines[0]?.n ?? null, last: lines.at(-1)?.n ?? null, total },
    ...toSummary(row),
    code: row.code,
    tests: row.tests ? JSON.parse(row.tests) : [],
    attempts: row.attempts ? JSON.parse(row.attempts) : [],
    ai_steps: row.ai_steps ? JSON.parse(row.ai_steps) : [],
    ai_usage: row.ai_usage ? JSON.parse(row.ai_usage) : null,
    logs: lines.map((l) => l.line).join('\n'),
  }
}

/**
 * The generated test file of a run's final attempt, for download: the runtime module it imports is inlined, so
 * the one file runs with nothing but @playwright/test installed.
 */
export async function getRunCode(deps: Pick<AppDeps, 'db'>, projectId: string, runId: string): Promise<{ fileName: string; code: string }> {
  const row = await findRunOr404(deps, projectId, runId)
  if (!row.code) throw new NotFoundError('Generated code for this run')
  return { fileName: `${path.basename(row.spec_name)}.api.spec.ts`, code: inlineRuntime(row.code) }
}

/**
 * The job: check (unknown steps, unset variables), compile, run, heal up to 3 times when the test code is at
 * fault, record everything. Every terminal write is guarded by this job attempt: a cancelled, timed-out,
 * re-queued or recovered job is settled by the interruption hook, never overwritten here.
 */
async function runJob(deps: Deps, ctx: JobContext<RunTarget>): Promise<{ status: ApiRunStatus }> {
  const run = await takeRun(deps, ctx, ctx.job.payload)
  if (!run) return { status: await currentStatus(deps, ctx.job.payload) }
  let status: ApiRunStatus = 'error'
  let settled = false
  try {
    const prepared = await prepareRun(deps, run, ctx.signal)
    const outcome = await executeAttempts({ ...prepared.input, signal: ctx.signal, progress: ctx.progress })
    status = outcome.status
    settled = await recordOutcome(deps, run, prepared, outcome)
  } catch (err) {
    status = 'error'
    settled = await recordError(deps, run, err, ctx.signal)
  }
  return { status: await closeRun(deps, ctx, run.target, status, settled) }
}

/** Registers the run job and keeps run records in step when a job is cancelled or interrupted. */
export function registerApiTestingJobs(deps: Deps): void {
  deps.jobs.register<RunTarget, { status: ApiRunStatus }>(API_RUN_JOB, (ctx) => runJob(deps, ctx), { timeoutMs: RUN_TIMEOUT_MS })
  deps.jobs.onInterrupted(API_RUN_JOB, (event) => settleInterruptedRun(deps, event, (event.job.payload as RunTarget).runId))
}
