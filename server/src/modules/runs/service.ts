import fs from 'node:fs/promises'
import path from 'node:path'
import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { requireAi } from '../../platform/ai/create-ai-client.js'
import type { RunRow } from '../../platform/db/database.js'
import { ConflictError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import { resolveInsideRoot } from '../../platform/playwright/safe-path.js'
import { getSpecContent } from '../specs/service.js'
import { type PipelinePayload, runPipeline } from './pipeline-job.js'
import type { RunDetail, RunStatus, RunSummary, StartRunBody } from './schemas.js'
import { timerMs } from './stages/browser-slot.js'
import * as store from './store.js'

export const PIPELINE_JOB = 'pipeline.run'
type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'jobs' | 'runLogs' | 'browserPool'> & Partial<Pick<AppDeps, 'ai'>>
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
  }
}

/** Queues a run of a saved UI spec (plan, generate, validate, heal). Refused with 409 during a load test. */
export async function startRun(deps: Deps, projectId: string, specName: string, options: RunOptions): Promise<RunSummary> {
  if (options.engine === 'ai') requireAi(deps) // 503 before anything queues; `auto` falls back to rules
  await deps.browserPool.loadTestLock.assertFree()
  const spec = await getSpecContent(deps, projectId, specName)
  const runId = uuidv7()
  const payload: PipelinePayload = {
    runId,
    projectId,
    specName: spec.name,
    heal: options.heal,
    maxHealAttempts: options.max_heal_attempts,
    engine: options.engine,
  }
  // The run row and its job row are written in one transaction: neither can exist without the other.
  let row: RunRow | undefined
  await deps.jobs.enqueue(PIPELINE_JOB, payload, {
    projectId,
    alongside: async (trx, job) => {
      row = await store.insertRun(trx, {
        id: runId,
        project_id: projectId,
        spec_name: spec.name,
        status: 'queued',
        engine: options.engine === 'ai' ? 'ai' : 'rules',
        heal: options.heal ? 1 : 0,
        max_heal_attempts: options.max_heal_attempts,
        job_id: job.id,
        stages: null,
        plan: null,
        code: null,
        attempts: null,
        error: null,
        created_at: deps.clock.nowIso(),
        started_at: null,
        finished_at: null,
        duration_ms: null,
      })
    },
  })
  if (!row) throw new Error('the run row was not written')
  return toSummary(row)
}

export async function startBulk(deps: Deps, projectId: string, specNames: string[], options: RunOptions): Promise<{ items: RunSummary[] }> {
  if (options.engine === 'ai') requireAi(deps)
  await deps.browserPool.loadTestLock.assertFree()
  for (const name of specNames) await getSpecContent(deps, projectId, name) // all or nothing: a missing spec is a 404 before anything queues
  const items: RunSummary[] = []
  for (const name of specNames) items.push(await startRun(deps, projectId, name, options))
  return { items }
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

function runDir(deps: Pick<AppDeps, 'config'>, id: string): string {
  return resolveInsideRoot(path.join(deps.config.dataDir, 'runs'), id, ['path', 'id'])
}

/** Files of a run folder; a running attempt's temporary files come and go, so vanished ones are skipped. */
async function listArtifacts(root: string): Promise<{ path: string; size: number }[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  const files = entries.filter((e) => e.isFile() && !e.parentPath.includes('.playwright-artifacts')).slice(0, 500)
  const listed = await Promise.all(
    files.map(async (e) => {
      const full = path.join(e.parentPath, e.name)
      const stat = await fs.stat(full).catch(() => undefined)
      return stat ? { path: path.relative(root, full).split(path.sep).join('/'), size: stat.size } : undefined
    }),
  )
  return listed.filter((a) => a !== undefined).sort((a, b) => a.path.localeCompare(b.path))
}

export async function getRun(deps: Pick<AppDeps, 'db' | 'config'>, projectId: string, id: string): Promise<RunDetail> {
  const row = await runOr404(deps, projectId, id)
  return {
    ...toSummary(row),
    stages: row.stages ? JSON.parse(row.stages) : [],
    plan: row.plan ? JSON.parse(row.plan) : null,
    code: row.code,
    attempts: row.attempts ? JSON.parse(row.attempts) : [],
    artifacts: await listArtifacts(runDir(deps, row.id)),
    ai_usage: row.ai_usage ? JSON.parse(row.ai_usage) : null,
  }
}

/** An artifact's absolute path, checked to stay inside the run's folder. */
export async function artifactPath(deps: Pick<AppDeps, 'db' | 'config'>, projectId: string, id: string, rel: string): Promise<string> {
  const row = await runOr404(deps, projectId, id)
  const file = resolveInsideRoot(runDir(deps, row.id), rel, ['path', 'artifact'])
  const stat = await fs.stat(file).catch(() => undefined)
  if (!stat?.isFile()) throw new NotFoundError(`Artifact "${rel}"`)
  return file
}

export async function cancelRun(deps: Pick<AppDeps, 'db' | 'jobs'>, projectId: string, id: string): Promise<RunSummary> {
  const row = await runOr404(deps, projectId, id)
  if (!['queued', 'running'].includes(row.status)) throw new ConflictError(`Run has already finished (${row.status})`)
  if (row.job_id) await deps.jobs.cancel(row.job_id, projectId)
  return toSummary((await store.findRun(deps.db, projectId, id)) ?? row)
}

export async function deleteRun(
  deps: Pick<AppDeps, 'db' | 'config'>,
  projectId: string,
  id: string,
): Promise<{ deleted: true; id: string }> {
  const row = await runOr404(deps, projectId, id)
  if (['queued', 'running'].includes(row.status)) throw new ConflictError('Cancel the run before deleting it')
  await store.deleteRun(deps.db, projectId, id)
  await fs.rm(runDir(deps, id), { recursive: true, force: true })
  return { deleted: true, id }
}

export async function listMemory(deps: Pick<AppDeps, 'db'>, projectId: string) {
  const rows = await store.listMemory(deps.db, projectId)
  return rows.map((r) => ({
    spec_name: r.spec_name,
    run_id: r.run_id,
    updated_at: r.updated_at,
    targets: Object.keys(JSON.parse(r.resolutions)).length,
  }))
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
  deps.jobs.register<PipelinePayload, { status: RunStatus }>(PIPELINE_JOB, (ctx) => runPipeline(deps, ctx), {
    concurrency: maxBrowserInstances,
    timeoutMs: timerMs((browserSlotTimeoutS + agentTimeoutS + 60) * 1000),
  })
  deps.jobs.onInterrupted(PIPELINE_JOB, async ({ job, outcome }) => {
    const { runId } = job.payload as PipelinePayload
    if (outcome === 'requeued') {
      await store.requeueRun(deps.db, runId)
      return
    }
    await store.finishRunIfLive(deps.db, runId, {
      status: 'error',
      error: outcome === 'cancelled' ? 'cancelled' : (job.error ?? 'interrupted by restart'),
      finished_at: deps.clock.nowIso(),
    })
    await deps.runLogs.close(runId, 'error').catch(() => undefined)
  })
}
