import { writeFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { UsageMeter } from '../../platform/ai/cost.js'
import { AI_NOT_CONFIGURED, requireAi } from '../../platform/ai/create-ai-client.js'
import type { ApiRunRow } from '../../platform/db/database.js'
import { FieldValidationError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import { attemptOf } from '../../platform/jobs/job-attempt.js'
import type { JobContext } from '../../platform/jobs/job-queue.js'
import { resolveInsideRoot } from '../../platform/playwright/safe-path.js'
import { ensureWorkspace } from '../../platform/playwright/workspace.js'
import { assertPlaceholdersResolve, resolvePlaceholders } from '../project-variables/service.js'
import { publishRunChange } from '../runs/run-events.js'
import { runEngine } from './ai-steps.js'
import { executeAttempts } from './run-attempts.js'
import { environmentVariables, preflight } from './run-preflight.js'
import { API_RUN_ENGINES, type ApiEngineChoice, type ApiRun, type ApiRunEngine, type ApiRunStatus, type ApiRunSummary } from './schemas.js'
import { getSpecRow, unneededPlaceholders } from './service.js'
import { parseApiSpec } from './spec-parser.js'
import * as store from './store.js'

export const API_RUN_JOB = 'api-testing.run'
const RUN_TIMEOUT_MS = 15 * 60 * 1000
const LOG_TAIL_LINES = 500

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'jobs' | 'runLogs' | 'secrets'> & Partial<Pick<AppDeps, 'events' | 'ai'>>
interface RunPayload {
  runId: string
  projectId: string
  specName: string
  /** Run the tests under `## Opt-in Tests` too. */
  includeOptIn?: boolean
  /** Absent in jobs queued before the option existed: `auto`. */
  engine?: ApiEngineChoice
}

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

/** Queues a run of a saved spec as a background job; a spec with parse errors is refused with their lines. */
export async function startRun(
  deps: Deps,
  projectId: string,
  specName: string,
  options: { includeOptIn?: boolean; engine?: ApiEngineChoice } = {},
): Promise<{ run_id: string; job_id: string; status: 'queued' }> {
  if (options.engine === 'ai') requireAi(deps) // 503 before anything queues; `auto` falls back to rules
  const spec = await getSpecRow(deps, projectId, specName)
  const includeOptIn = options.includeOptIn === true
  const { errors } = parseApiSpec(spec.content, { includeOptIn })
  if (errors.length > 0) {
    const first = errors[0] as { line: number; message: string }
    throw new FieldValidationError(
      ['path', 'folder'],
      `The spec has ${errors.length} error(s); line ${first.line}: ${first.message}`,
      'spec_invalid',
    )
  }
  await assertPlaceholdersResolve(deps, projectId, spec.content, {
    loc: ['path', 'folder'],
    ignore: await unneededPlaceholders(deps, projectId, spec.content, { includeOptIn }),
  })
  // The run row and its job row are written in one transaction: neither can exist without the other.
  const runId = uuidv7()
  await deps.runLogs.open(runId, projectId) // followable while queued (docs/live-logs.md)
  const job = await deps.jobs.enqueue<RunPayload>(
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
        await store.insertRun(trx, {
          id: runId,
          project_id: projectId,
          spec_name: spec.name,
          status: 'queued',
          job_id: jobRow.id,
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
        })
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

/** The generated test file of a run's final attempt, for download. */
export async function getRunCode(deps: Pick<AppDeps, 'db'>, projectId: string, runId: string): Promise<{ fileName: string; code: string }> {
  const row = await findRunOr404(deps, projectId, runId)
  if (!row.code) throw new NotFoundError('Generated code for this run')
  return { fileName: `${path.basename(row.spec_name)}.api.spec.ts`, code: row.code }
}

/**
 * The job: check (unknown steps, unset variables), compile, run, heal up to 3 times when the test code is at
 * fault, record everything. Every terminal write is guarded by this job attempt: a cancelled, timed-out,
 * re-queued or recovered job is settled by the interruption hook, never overwritten here.
 */
async function runJob(deps: Deps, ctx: JobContext<RunPayload>): Promise<{ status: ApiRunStatus }> {
  const { runId, projectId, specName, includeOptIn, engine } = ctx.job.payload
  const job = attemptOf(ctx.job)
  const started = deps.clock.now()
  if (!(await store.startRunOwned(deps.db, runId, job, { started_at: new Date(started).toISOString() }))) {
    return { status: ((await store.findRun(deps.db, projectId, runId))?.status ?? 'error') as ApiRunStatus }
  }
  publishRunChange(deps, projectId, runId, 'running', 'api_run')
  await deps.runLogs.open(runId, projectId)
  const log = (line: string) => {
    deps.runLogs.append(runId, line).catch((err: unknown) => ctx.log(`could not append to the run log: ${String(err)}`))
  }
  let status: ApiRunStatus = 'error'
  let settled = false
  try {
    const spec = await getSpecRow(deps, projectId, specName)
    const runDir = resolveInsideRoot(path.join(deps.config.dataDir, 'runs'), runId, ['path', 'run_id'])
    await fs.mkdir(runDir, { recursive: true })
    await fs.writeFile(path.join(runDir, 'spec.md'), spec.content)
    log(`Running API spec "${spec.name}"`)
    const parsedSpec = parseApiSpec(spec.content, { includeOptIn: includeOptIn === true }).spec
    if (includeOptIn) log('Opt-in tests included')
    if (engine === 'ai' && !deps.ai) throw new Error(AI_NOT_CONFIGURED)
    const ai = engine === 'rules' ? undefined : deps.ai
    const refused = preflight(parsedSpec, { ai: ai !== undefined })
    if (refused) throw new Error(refused)
    // A project (or allowlisted) BASE_URL overrides the spec's base URL, as the generated test reads it.
    const base = await resolvePlaceholders(deps, projectId, ['BASE_URL'])
    const names = environmentVariables(parsedSpec, { baseUrlOverridden: base.values.BASE_URL !== undefined })
    const { values, problems } = await resolvePlaceholders(deps, projectId, names)
    if (problems.length > 0) throw new Error(problems.map((p) => p.message).join('; '))
    Object.assign(values, base.values)
    const meter = new UsageMeter()
    const outcome = await executeAttempts({
      content: spec.content,
      includeOptIn: includeOptIn === true,
      env: values,
      runDir,
      chromiumPath: deps.config.chromiumPath,
      signal: ctx.signal,
      log,
      progress: ctx.progress,
      ...(ai ? { ai: { ai, meter, signal: ctx.signal } } : {}),
    })
    status = outcome.status
    const usage = meter.summary()
    const patch = {
      status,
      engine: runEngine(parsedSpec, usage.calls),
      code: outcome.code,
      tests: JSON.stringify(outcome.tests),
      attempts: JSON.stringify(outcome.attempts),
      ai_steps: outcome.aiSteps.length > 0 ? JSON.stringify(outcome.aiSteps) : null,
      ai_usage: usage.calls > 0 ? JSON.stringify(usage) : null,
      error: outcome.error,
      finished_at: deps.clock.nowIso(),
      duration_ms: deps.clock.now() - started,
    }
    if (status !== 'passed') settled = await store.finishRunOwned(deps.db, runId, job, patch)
    else {
      // Only a passed run replaces the spec's generated test in the workspace, and only while it owns the run.
      const workspace = await ensureWorkspace(deps.config.dataDir)
      // Named after the spec's folder name (unique in the project), not its title, so specs never overwrite each other.
      const generated = resolveInsideRoot(path.join(workspace.apiGenerated, projectId), `${spec.name}.api.spec.ts`, ['path', 'folder'])
      await fs.mkdir(path.dirname(generated), { recursive: true })
      settled = await deps.db.transaction().execute(async (trx) => {
        if (!(await store.finishRunOwned(trx, runId, job, patch))) return false
        // Synchronous: an await on the thread pool here would hold the DB connection behind queued file work.
        writeFileSync(generated, outcome.code)
        return true
      })
    }
    log(`Run ${status}: ${outcome.tests.filter((t) => t.status === 'passed').length}/${outcome.tests.length} tests passed`)
  } catch (err) {
    const message = ctx.signal.aborted ? 'cancelled' : err instanceof Error ? err.message : String(err)
    log(`Run error: ${message}`)
    status = 'error'
    settled = await store.finishRunOwned(deps.db, runId, job, {
      status: 'error',
      error: message,
      finished_at: deps.clock.nowIso(),
      duration_ms: deps.clock.now() - started,
    })
  }
  const final = settled ? status : (((await store.findRun(deps.db, projectId, runId))?.status ?? 'error') as ApiRunStatus)
  if (settled) publishRunChange(deps, projectId, runId, final, 'api_run')
  if (final !== 'queued' && final !== 'running') {
    await deps.runLogs.close(runId, final).catch((err: unknown) => ctx.log(`could not close the run log: ${String(err)}`))
  }
  return { status: final }
}

/** Registers the run job and keeps run records in step when a job is cancelled or interrupted. */
export function registerApiTestingJobs(deps: Deps): void {
  deps.jobs.register<RunPayload, { status: ApiRunStatus }>(API_RUN_JOB, (ctx) => runJob(deps, ctx), { timeoutMs: RUN_TIMEOUT_MS })
  deps.jobs.onInterrupted(API_RUN_JOB, async ({ job, outcome }) => {
    const { runId } = job.payload as RunPayload
    if (outcome === 'requeued') {
      await store.requeueRun(deps.db, runId)
      publishRunChange(deps, job.project_id, runId, 'queued', 'api_run')
      return
    }
    const error = outcome === 'cancelled' ? 'cancelled' : (job.error ?? 'interrupted by restart')
    if (await store.finishRunIfLive(deps.db, runId, { status: 'error', error, finished_at: deps.clock.nowIso() })) {
      publishRunChange(deps, job.project_id, runId, 'error', 'api_run')
    }
    await deps.runLogs.close(runId, 'error').catch(() => undefined)
  })
}
