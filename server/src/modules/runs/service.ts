import fs from 'node:fs/promises'
import path from 'node:path'
import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { requireAi } from '../../platform/ai/create-ai-client.js'
import type { NewRunRow, RunRow } from '../../platform/db/database.js'
import { ConflictError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import type { NewJob } from '../../platform/jobs/job-queue.js'
import { resolveInsideRoot } from '../../platform/playwright/safe-path.js'
import { assertAllPlaceholdersResolve, assertPlaceholdersResolve } from '../project-variables/service.js'
import { getSpecContent, requireSpecContents } from '../specs/service.js'
import { recordRunArtifacts, runDir } from './artifacts.js'
import { type PipelinePayload, runPipeline } from './pipeline-job.js'
import { runCause } from './run-cause.js'
import { publishRunChange } from './run-events.js'
import type { RunDetail, RunStatus, RunSummary, StartRunBody } from './schemas.js'
import { timerMs } from './stages/browser-slot.js'
import * as store from './store.js'

export const PIPELINE_JOB = 'pipeline.run'
type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'jobs' | 'runLogs' | 'browserPool' | 'secrets'> &
  Partial<Pick<AppDeps, 'ai' | 'events'>>
type RunOptions = Omit<StartRunBody, 'spec_name' | 'project_id'>

function toSummary(row: store.RunListRow): RunSummary {
  return {
    id: row.id,
    spec_name: row.spec_name,
    project_id: row.project_id,
    status: row.status as RunStatus,
    engine: row.engine,
    job_id: row.job_id,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    duration_ms: row.duration_ms,
    error: row.error,
    cause: runCause(row.status as RunStatus, row.error),
  }
}

function newRunRow(
  deps: Pick<AppDeps, 'clock'>,
  runId: string,
  jobId: string,
  projectId: string,
  specName: string,
  options: RunOptions,
): NewRunRow {
  return {
    id: runId,
    project_id: projectId,
    spec_name: specName,
    status: 'queued',
    engine: options.engine === 'ai' ? 'ai' : 'rules',
    heal: options.heal ? 1 : 0,
    max_heal_attempts: options.max_heal_attempts,
    job_id: jobId,
    stages: null,
    plan: null,
    code: null,
    attempts: null,
    error: null,
    created_at: deps.clock.nowIso(),
    started_at: null,
    finished_at: null,
    duration_ms: null,
  }
}

function pipelineJob(
  deps: Deps,
  runId: string,
  projectId: string,
  specName: string,
  options: RunOptions,
  written: RunRow[],
): NewJob<PipelinePayload> {
  return {
    kind: PIPELINE_JOB,
    payload: { runId, projectId, specName, heal: options.heal, maxHealAttempts: options.max_heal_attempts, engine: options.engine },
    options: {
      projectId,
      alongside: async (trx, job) => {
        written.push(await store.insertRun(trx, newRunRow(deps, runId, job.id, projectId, specName, options)))
      },
    },
  }
}

/**
 * Opens each run's log, then writes every run row with its job row in one transaction: all runs are queued or none
 * is (no run exists without its job, and a failure part-way leaves no half batch). A log opened for a run that was
 * never written is removed again.
 */
async function queueRuns(deps: Deps, projectId: string, specNames: readonly string[], options: RunOptions): Promise<RunRow[]> {
  const runIds = specNames.map(() => uuidv7())
  // The log exists from the start, so a client can follow a queued run and get every line once it runs.
  for (const runId of runIds) await deps.runLogs.open(runId, projectId)
  const written: RunRow[] = []
  try {
    await deps.jobs.enqueueMany(specNames.map((name, i) => pipelineJob(deps, runIds[i]!, projectId, name, options, written)))
  } catch (error) {
    await Promise.allSettled(runIds.map((runId) => deps.runLogs.remove(runId)))
    throw error
  }
  if (written.length !== specNames.length) throw new Error('the run rows were not written')
  for (const row of written) publishRunChange(deps, projectId, row.id, 'queued')
  return written
}

/** Queues a run of a saved UI spec (plan, generate, validate, heal). Refused with 409 during a load test. */
export async function startRun(deps: Deps, projectId: string, specName: string, options: RunOptions): Promise<RunSummary> {
  if (options.engine === 'ai') requireAi(deps) // 503 before anything queues; `auto` falls back to rules
  await deps.browserPool.loadTestLock.assertFree()
  const spec = await getSpecContent(deps, projectId, specName)
  // An unknown or refused {{NAME}} is an error on its line before anything queues (the job checks again).
  await assertPlaceholdersResolve(deps, projectId, spec.content, { loc: ['body', 'spec_name'] })
  const [row] = await queueRuns(deps, projectId, [spec.name], options)
  return toSummary(row!)
}

/**
 * Queues a run of each named spec. Every name is checked in one query first (a missing one is a 404 and nothing
 * is created); then every run is written with its job in one transaction (all queued or none).
 */
export async function startBulk(deps: Deps, projectId: string, specNames: string[], options: RunOptions): Promise<{ items: RunSummary[] }> {
  if (options.engine === 'ai') requireAi(deps)
  await deps.browserPool.loadTestLock.assertFree()
  // All or nothing: a missing spec (404) or an unresolvable placeholder (422) stops the batch before anything queues.
  const specs = await requireSpecContents(deps, projectId, specNames)
  await assertAllPlaceholdersResolve(deps, projectId, specs, { loc: ['body', 'spec_names'] })
  const rows = await queueRuns(
    deps,
    projectId,
    specs.map((spec) => spec.name),
    options,
  )
  return { items: rows.map(toSummary) }
}

export async function listRuns(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  page: Page,
  filter: store.RunFilter,
): Promise<PageResult<RunSummary>> {
  const { rows, total } = await store.listRuns(deps.db, projectId, page, filter)
  return toPage(rows.map(toSummary), total, page)
}

async function runOr404(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<RunRow> {
  const row = await store.findRun(deps.db, projectId, id)
  if (!row) throw new NotFoundError('Run')
  return row
}

/** Recorded artifacts; a finished run from before they were recorded (nothing listed) is recorded once now. */
async function artifactsOf(deps: Pick<AppDeps, 'db' | 'config'>, row: RunRow): Promise<{ path: string; size: number }[]> {
  const recorded = await store.listArtifacts(deps.db, row.id)
  if (recorded.length > 0 || ['queued', 'running'].includes(row.status)) return recorded
  await recordRunArtifacts(deps, row.id)
  return store.listArtifacts(deps.db, row.id)
}

export async function getRun(deps: Pick<AppDeps, 'db' | 'config'>, projectId: string, id: string): Promise<RunDetail> {
  const row = await runOr404(deps, projectId, id)
  return {
    ...toSummary(row),
    stages: row.stages ? JSON.parse(row.stages) : [],
    plan: row.plan ? JSON.parse(row.plan) : null,
    code: row.code,
    attempts: row.attempts ? JSON.parse(row.attempts) : [],
    artifacts: await artifactsOf(deps, row),
    ai_usage: row.ai_usage ? JSON.parse(row.ai_usage) : null,
  }
}

/** An artifact's absolute path, checked to stay inside the run's folder. */
export async function artifactPath(deps: Pick<AppDeps, 'db' | 'config'>, projectId: string, id: string, rel: string): Promise<string> {
  const row = await runOr404(deps, projectId, id)
  const root = runDir(deps, row.id)
  const file = resolveInsideRoot(root, rel, ['path', 'artifact'])
  // The lexical check is not enough: a test process writes into the run folder and may leave a symlink there
  // (to /etc/passwd, to the database). The real path must still be inside the real run folder.
  const [real, realRoot] = await Promise.all([fs.realpath(file).catch(() => undefined), fs.realpath(root).catch(() => undefined)])
  const inside = real && realRoot && !path.relative(realRoot, real).startsWith('..') && !path.isAbsolute(path.relative(realRoot, real))
  const stat = inside ? await fs.stat(real).catch(() => undefined) : undefined
  if (!real || !stat?.isFile()) throw new NotFoundError(`Artifact "${rel}"`)
  return real
}

export async function cancelRun(deps: Pick<AppDeps, 'db' | 'jobs'>, projectId: string, id: string): Promise<RunSummary> {
  const row = await runOr404(deps, projectId, id)
  if (!['queued', 'running'].includes(row.status)) throw new ConflictError(`Run has already finished (${row.status})`)
  if (row.job_id) await deps.jobs.cancel(row.job_id, projectId)
  return toSummary((await store.findRun(deps.db, projectId, id)) ?? row)
}

export async function deleteRun(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'> & Partial<Pick<AppDeps, 'events'>>,
  projectId: string,
  id: string,
): Promise<{ deleted: true; id: string }> {
  const row = await runOr404(deps, projectId, id)
  if (['queued', 'running'].includes(row.status)) throw new ConflictError('Cancel the run before deleting it')
  await store.deleteRun(deps.db, projectId, id)
  await fs.rm(runDir(deps, id), { recursive: true, force: true })
  publishRunChange(deps, projectId, id, 'deleted')
  return { deleted: true, id }
}

/** One page of selector memory, paged in SQL; only the page's rows are parsed to count their targets. */
export async function listMemory(deps: Pick<AppDeps, 'db'>, projectId: string, page: Page) {
  const { rows, total } = await store.listMemory(deps.db, projectId, page)
  const items = rows.map((r) => ({
    spec_name: r.spec_name,
    run_id: r.run_id,
    updated_at: r.updated_at,
    targets: Object.keys(JSON.parse(r.resolutions)).length,
  }))
  return toPage(items, total, page)
}

export async function forgetMemory(deps: Pick<AppDeps, 'db'>, projectId: string, specName: string): Promise<{ deleted: true; id: string }> {
  if (!(await store.deleteMemory(deps.db, projectId, specName))) throw new NotFoundError(`Selector memory for "${specName}"`)
  return { deleted: true, id: specName }
}

/**
 * Registers the pipeline job: as many UI runs at once as the browser pool has slots (each waits for its slot,
 * then has AGENT_TIMEOUT_SECONDS from the grant). The job's own bound covers both, as a backstop. The hook
 * settles the run whenever the job stops without its handler's word: cancelled, timed out, failed by recovery.
 */
export function registerPipelineJobs(deps: Deps): void {
  const { maxBrowserInstances, browserSlotTimeoutS, agentTimeoutS } = deps.config
  // Attempts record their files as they write them; this catches whatever the last stage added.
  const run = (ctx: Parameters<typeof runPipeline>[1]) =>
    runPipeline(deps, ctx).finally(() =>
      // A failure here leaves the list of the last attempt; the run's own outcome must not depend on it.
      recordRunArtifacts(deps, ctx.job.payload.runId).catch(() => undefined),
    )
  deps.jobs.register<PipelinePayload, { status: RunStatus }>(PIPELINE_JOB, run, {
    concurrency: maxBrowserInstances,
    timeoutMs: timerMs((browserSlotTimeoutS + agentTimeoutS + 60) * 1000),
  })
  deps.jobs.onInterrupted(PIPELINE_JOB, async ({ job, outcome }) => {
    const { runId } = job.payload as PipelinePayload
    if (outcome === 'requeued') {
      await store.requeueRun(deps.db, runId)
      publishRunChange(deps, job.project_id, runId, 'queued')
      return
    }
    const settled = await store.finishRunIfLive(deps.db, runId, {
      status: 'error',
      error: outcome === 'cancelled' ? 'cancelled' : (job.error ?? 'interrupted by restart'),
      finished_at: deps.clock.nowIso(),
    })
    if (settled) publishRunChange(deps, job.project_id, runId, 'error')
    await deps.runLogs.close(runId, 'error').catch(() => undefined)
  })
}

/** The project of each of `ids` that is a UI run (others are absent): lets the browser-pool view filter by project. */
export async function projectsOfRuns(deps: Pick<AppDeps, 'db'>, ids: readonly string[]): Promise<Map<string, string>> {
  return new Map((await store.runProjects(deps.db, ids)).map((r) => [r.id, r.project_id]))
}
