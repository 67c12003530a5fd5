import type { AppDeps } from '../../app-deps.js'
import type { JobContext, JobInterruption } from '../../platform/jobs/job-queue.js'
import { cancelSpecRun, type RunDeps, readRun, startSpecRun } from './runners.js'
import * as store from './store.js'
import type { ItemRow } from './tables.js'

export const BATCH_JOB = 'regression.batch'
export type BatchDeps = RunDeps & Pick<AppDeps, 'scheduler'> & Partial<Pick<AppDeps, 'events'>>

/** Tells `GET /events` followers that a batch changed state (after the write). */
export function publishBatch(deps: BatchDeps, projectId: string, batchId: string, status: string, progress?: number): void {
  deps.events?.publish(projectId, { type: 'batch', id: batchId, status, progress, updated_at: deps.clock.nowIso() })
}
export interface BatchPayload {
  batchId: string
  projectId: string
}

const POLL_MS = 500
const TERMINAL = new Set(['passed', 'failed', 'error', 'skipped'])

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(t)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const t = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
  })
}

/** Counts and success rate from the item rows (SQL group-by); used while running and by refresh. */
export async function recount(deps: Pick<AppDeps, 'db'>, batchId: string) {
  const c = await store.countItems(deps.db, batchId)
  const passed = c.passed ?? 0
  const failed = c.failed ?? 0
  const error = c.error ?? 0
  const finished = passed + failed + error
  return {
    passed_count: passed,
    failed_count: failed,
    error_count: error,
    skipped_count: c.skipped ?? 0,
    success_rate: finished > 0 ? Math.round((passed / finished) * 10_000) / 10_000 : null,
    done: finished + (c.skipped ?? 0),
  }
}

/** Reads an in-flight item's run and records it when it moved on. */
async function follow(deps: BatchDeps, projectId: string, item: ItemRow): Promise<ItemRow> {
  const run = await readRun(deps, projectId, item.spec_kind, item.run_id as string)
  if (!run)
    return (
      (await store.updateItem(deps.db, item.id, {
        status: 'error',
        error: 'The run record was deleted',
        finished_at: deps.clock.nowIso(),
      })) ?? item
    )
  if (run.status === item.status && !TERMINAL.has(run.status)) return item
  return (
    (await store.updateItem(deps.db, item.id, {
      status: run.status,
      error: run.error,
      started_at: run.started_at,
      finished_at: TERMINAL.has(run.status) ? (run.finished_at ?? deps.clock.nowIso()) : null,
      duration_ms: run.duration_ms,
      attempts: run.attempts,
      failure_class: run.failure_class,
    })) ?? item
  )
}

async function launch(deps: BatchDeps, projectId: string, item: ItemRow): Promise<void> {
  try {
    const { runId, jobId } = await startSpecRun(deps, projectId, { kind: item.spec_kind, name: item.spec_name })
    await store.updateItem(deps.db, item.id, { run_id: runId, run_job_id: jobId })
  } catch (err) {
    // The spec was deleted or broken since the batch was created, or a load test holds the browsers.
    const message = err instanceof Error ? err.message : String(err)
    await store.updateItem(deps.db, item.id, { status: 'error', error: message, finished_at: deps.clock.nowIso(), duration_ms: 0 })
  }
}

/** Tells the schedule execution that produced this batch how it ended. */
async function settleExecution(deps: BatchDeps, executionId: string | null, ok: boolean, error: string | null): Promise<void> {
  if (!executionId) return
  await deps.scheduler.finishExecution(executionId, { status: ok ? 'completed' : 'failed', error })
}

/**
 * The batch job: keeps at most `max_parallel` of its runs in flight (each a run job of the UI or API service,
 * whose browser slots the pool bounds), follows them to the end, and keeps counts current. It resumes where it
 * left off after a restart: items with a run are followed, the others started.
 */
export async function runBatch(deps: BatchDeps, ctx: JobContext<BatchPayload>): Promise<{ status: string }> {
  try {
    return await driveBatch(deps, ctx)
  } catch (err) {
    if (ctx.signal.aborted) throw err
    // A failing handler is not an interruption (no hook is called): settle the batch and its execution here.
    await onBatchInterrupted(deps, {
      job: { ...ctx.job, error: `Batch stopped: ${err instanceof Error ? err.message : String(err)}` },
      outcome: 'failed',
    }).catch(() => undefined)
    throw err
  }
}

async function driveBatch(deps: BatchDeps, ctx: JobContext<BatchPayload>): Promise<{ status: string }> {
  const { batchId, projectId } = ctx.job.payload
  const batch = await store.findBatch(deps.db, projectId, batchId)
  if (!batch || !['queued', 'running'].includes(batch.status)) return { status: batch?.status ?? 'missing' }
  const started = batch.started_at ? Date.parse(batch.started_at) : deps.clock.now()
  await store.updateBatch(deps.db, batchId, { status: 'running', started_at: new Date(started).toISOString() })
  publishBatch(deps, projectId, batchId, 'running')
  while (!ctx.signal.aborted) {
    let items = await store.itemsOf(deps.db, batchId)
    for (const item of items) if (item.run_id && !TERMINAL.has(item.status)) await follow(deps, projectId, item)
    items = await store.itemsOf(deps.db, batchId)
    let inFlight = items.filter((i) => i.run_id && !TERMINAL.has(i.status)).length
    for (const item of items) {
      if (inFlight >= batch.max_parallel || ctx.signal.aborted) break
      if (item.run_id || TERMINAL.has(item.status)) continue
      await launch(deps, projectId, item)
      inFlight++
    }
    const counts = await recount(deps, batchId)
    await store.updateBatch(deps.db, batchId, {
      passed_count: counts.passed_count,
      failed_count: counts.failed_count,
      error_count: counts.error_count,
      skipped_count: counts.skipped_count,
      success_rate: counts.success_rate,
    })
    const progress = batch.total ? Math.floor((counts.done / batch.total) * 100) : 100
    ctx.progress(progress, `${counts.done}/${batch.total} specs finished`)
    publishBatch(deps, projectId, batchId, 'running', progress)
    if (counts.done >= batch.total) break
    await sleep(POLL_MS, ctx.signal)
  }
  if (ctx.signal.aborted) return { status: 'cancelled' } // the interruption hook settles the records
  const now = deps.clock.nowIso()
  if (await store.finishBatchIfLive(deps.db, batchId, { status: 'completed', finished_at: now, duration_ms: deps.clock.now() - started })) {
    publishBatch(deps, projectId, batchId, 'completed', 100)
  }
  await settleExecution(deps, batch.schedule_execution_id, true, null)
  return { status: 'completed' }
}

/** Cancel, or a restart that used up the job's attempts: stop the runs, skip the rest, settle the batch. */
export async function onBatchInterrupted(deps: BatchDeps, { job, outcome }: JobInterruption): Promise<void> {
  const { batchId, projectId } = job.payload as BatchPayload
  if (outcome === 'requeued') return // the job resumes the batch where it left off
  const batch = await store.findBatch(deps.db, projectId, batchId)
  if (!batch) return
  const now = deps.clock.nowIso()
  for (const item of await store.itemsOf(deps.db, batchId)) {
    if (item.run_id && !TERMINAL.has(item.status)) await cancelSpecRun(deps, projectId, item.run_job_id).catch(() => undefined)
  }
  const cancelled = outcome === 'cancelled'
  const reason = cancelled ? 'cancelled' : (job.error ?? 'interrupted by restart')
  await store.skipUnfinished(deps.db, batchId, now, reason)
  const counts = await recount(deps, batchId)
  const { done: _done, ...stored } = counts
  const settled = await store.finishBatchIfLive(deps.db, batchId, {
    ...stored,
    status: cancelled ? 'cancelled' : 'error',
    error: cancelled ? null : reason,
    finished_at: now,
    duration_ms: batch.started_at ? deps.clock.now() - Date.parse(batch.started_at) : null,
  })
  if (settled) publishBatch(deps, projectId, batchId, cancelled ? 'cancelled' : 'error')
  await settleExecution(deps, batch.schedule_execution_id, false, reason)
}
