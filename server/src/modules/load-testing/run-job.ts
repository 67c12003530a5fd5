import type { AppDeps } from '../../app-deps.js'
import { publishChange } from '../../platform/events/publish.js'
import type { JobContext, JobInterruption } from '../../platform/jobs/job-queue.js'
import { executeScenario, type ScenarioSnapshot } from './runner.js'
import * as store from './store.js'

export const LOAD_TEST_JOB = 'load-testing.run'
export type LoadJobDeps = Pick<AppDeps, 'db' | 'clock' | 'browserPool' | 'jobs'> & Partial<Pick<AppDeps, 'events'>>
export interface LoadJobPayload {
  runId: string
  projectId: string
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err))

/**
 * The load-test job: holds the load-test lock for exactly its duration (every browser operation answers 409
 * meanwhile), runs autocannon, stores the figures. The lock is released in `finally` (finish, failure, cancel);
 * after a crash the recovery sweep's interruption hook releases it, and Redis expires it after 2 hours anyway.
 */
export async function runLoadTest(deps: LoadJobDeps, ctx: JobContext<LoadJobPayload>): Promise<{ status: string }> {
  const { runId } = ctx.job.payload
  const run = await store.findRunById(deps.db, runId)
  if (!run || !['queued', 'running'].includes(run.status)) return { status: run?.status ?? 'missing' }
  const lock = deps.browserPool.loadTestLock
  if (!(await lock.acquire(runId))) {
    const holder = await lock.status()
    const error = `Another load test holds the lock (run ${holder.run_id ?? 'unknown'})`
    await store.finishRunIfLive(deps.db, runId, { status: 'failed', error, finished_at: deps.clock.nowIso(), duration_ms: 0 })
    publishChange(deps, run.project_id, 'load_test_run', runId, 'failed')
    return { status: 'failed' }
  }
  const started = deps.clock.now()
  try {
    await store.updateRun(deps.db, runId, { status: 'running', started_at: new Date(started).toISOString() })
    publishChange(deps, run.project_id, 'load_test_run', runId, 'running')
    const scenario = JSON.parse(run.scenario) as ScenarioSnapshot
    const result = await executeScenario(scenario, ctx.signal, (msg, pct) => ctx.progress(pct, msg))
    // The load is over: free the browsers before the record says so, or a client acting on "completed" gets 409.
    await lock.release(runId)
    if (ctx.signal.aborted) return { status: 'cancelled' } // the interruption hook settles the record
    await store.finishRunIfLive(deps.db, runId, {
      status: 'completed',
      result: JSON.stringify(result),
      finished_at: deps.clock.nowIso(),
      duration_ms: deps.clock.now() - started,
    })
    publishChange(deps, run.project_id, 'load_test_run', runId, 'completed', 100)
    return { status: 'completed' }
  } catch (err) {
    await lock.release(runId)
    if (!ctx.signal.aborted) {
      await store.finishRunIfLive(deps.db, runId, {
        status: 'failed',
        error: `Load test failed: ${message(err)}`,
        finished_at: deps.clock.nowIso(),
        duration_ms: deps.clock.now() - started,
      })
      publishChange(deps, run.project_id, 'load_test_run', runId, 'failed')
    }
    throw err
  } finally {
    await lock.release(runId) // idempotent: covers a failure before the load ran
  }
}

/** Cancel, timeout or a restart: release the lock if this run holds it and settle the run. */
export async function onLoadTestInterrupted(deps: LoadJobDeps, { job, outcome }: JobInterruption): Promise<void> {
  const { runId } = job.payload as LoadJobPayload
  await deps.browserPool.loadTestLock.release(runId)
  if (outcome === 'requeued') {
    await store.updateRun(deps.db, runId, { status: 'queued' })
    publishChange(deps, job.project_id, 'load_test_run', runId, 'queued')
    return
  }
  const run = await store.findRunById(deps.db, runId)
  await store.finishRunIfLive(deps.db, runId, {
    status: outcome === 'cancelled' ? 'cancelled' : 'failed',
    error: outcome === 'cancelled' ? null : (job.error ?? 'interrupted by restart'),
    finished_at: deps.clock.nowIso(),
    duration_ms: run?.started_at ? deps.clock.now() - Date.parse(run.started_at) : null,
  })
  publishChange(deps, job.project_id, 'load_test_run', runId, outcome === 'cancelled' ? 'cancelled' : 'failed')
}

/**
 * Startup recovery: a lock left behind by a load-test run that is no longer live (its process died after the
 * run was settled elsewhere, or before the hook ran) is released. A lock taken by another tool (no such run) is
 * left to its holder and to the 2-hour expiry. Returns the released run id.
 */
export async function recoverLoadTestLock(deps: LoadJobDeps): Promise<string | undefined> {
  const status = await deps.browserPool.loadTestLock.status()
  if (!status.held || !status.run_id) return undefined
  const run = await store.findRunById(deps.db, status.run_id)
  if (!run || ['queued', 'running'].includes(run.status)) {
    if (!run?.job_id) return undefined
    // A live row whose job is no longer live (recovery failed it while this lock was held elsewhere).
    const job = await deps.jobs.get(run.job_id, run.project_id)
    if (job && ['queued', 'running'].includes(job.status)) return undefined
    await store.finishRunIfLive(deps.db, run.id, { status: 'failed', error: 'interrupted by restart', finished_at: deps.clock.nowIso() })
  }
  return (await deps.browserPool.loadTestLock.release(status.run_id)) ? status.run_id : undefined
}
