import fs from 'node:fs/promises'
import path from 'node:path'
import { UsageMeter } from '../../platform/ai/cost.js'
import type { JobContext } from '../../platform/jobs/job-queue.js'
import { publishRunChange } from './run-events.js'
import type { RunStatus } from './schemas.js'
import { type RunEnd, settleRun } from './stages/accept.js'
import { withBrowserSlot } from './stages/browser-slot.js'
import { type Executed, executeStage } from './stages/execute.js'
import { generateStage } from './stages/generate.js'
import { planStage } from './stages/plan.js'
import { abortMessage, type PipelineDeps, type PipelinePayload, type RunContext, Stages } from './stages/run-context.js'
import * as store from './store.js'

export type { PipelineDeps, PipelinePayload } from './stages/run-context.js'

/**
 * plan -> generate -> validate -> heal -> accept, for one UI spec (each stage in `stages/`). The run is
 * `passed` only when Playwright's report says every test ran to its end and passed and nothing aborted the
 * run; only then is the test accepted and its targets remembered. Every terminal write is guarded by this job
 * attempt, so a run that was cancelled, timed out, re-queued at shutdown or recovered elsewhere is settled by
 * the job's interruption hook, never overwritten here.
 */
export async function runPipeline(deps: PipelineDeps, ctx: JobContext<PipelinePayload>): Promise<{ status: RunStatus }> {
  const payload = ctx.job.payload
  const { runId, projectId } = payload
  const job = { id: ctx.job.id, owner: ctx.job.owner, attempts: ctx.job.attempts }
  const startedAt = deps.clock.now()
  if (!(await store.startRunOwned(deps.db, runId, job, { started_at: new Date(startedAt).toISOString() }))) {
    const row = await store.findRun(deps.db, projectId, runId)
    return { status: (row?.status ?? 'error') as RunStatus }
  }
  publishRunChange(deps, projectId, runId, 'running')
  await deps.runLogs.open(runId, projectId)
  const rc: RunContext = {
    deps,
    payload,
    job,
    runDir: path.join(deps.config.dataDir, 'runs', runId),
    stages: new Stages(deps, runId, projectId),
    meter: new UsageMeter(),
    signal: ctx.signal,
    log: (line) => {
      deps.runLogs.append(runId, line).catch((err: unknown) => ctx.log(`could not append to the run log: ${String(err)}`))
    },
  }
  await fs.mkdir(rc.runDir, { recursive: true })

  let outcome: Pick<RunEnd, 'status' | 'error' | 'code' | 'resolutions'> = { status: 'error', error: null, code: null }
  let executed: Executed | undefined
  try {
    const planned = await planStage(rc)
    executed = await withBrowserSlot(rc, async (browser, signal) => {
      const slotRc = { ...rc, signal }
      const generated = await generateStage(slotRc, planned, browser)
      outcome.code = generated.code
      return executeStage(slotRc, planned, generated, browser)
    })
    outcome = executed
  } catch (err) {
    const error = ctx.signal.aborted ? abortMessage(ctx.signal.reason) : err instanceof Error ? err.message : String(err)
    outcome = { ...outcome, status: 'error', error }
  }
  if (outcome.status === 'error') {
    rc.log(`Run error: ${outcome.error}`)
    await rc.stages.endOpen(outcome.error ?? 'error').catch(() => undefined)
  }
  const meter = rc.meter.summary()
  const end: RunEnd = {
    ...outcome,
    patch: {
      stages: JSON.stringify(rc.stages.list),
      ...(executed ? { attempts: JSON.stringify(executed.attempts) } : {}),
      finished_at: deps.clock.nowIso(),
      duration_ms: deps.clock.now() - startedAt,
      ...(meter.calls > 0 ? { ai_usage: JSON.stringify(meter), engine: 'ai' } : {}),
    },
  }
  let settled: boolean
  try {
    settled = await settleRun(rc, end)
  } catch (err) {
    // Accepting failed (the spec was deleted meanwhile, the disk is full): the run did not produce an accepted test.
    const error = `Could not record the accepted test: ${err instanceof Error ? err.message : String(err)}`
    rc.log(error)
    end.status = 'error'
    settled = await settleRun(rc, { ...end, error })
  }
  const final = settled ? end.status : (((await store.findRun(deps.db, projectId, runId))?.status ?? 'error') as RunStatus)
  if (!settled) rc.log(`This attempt no longer owns the run (${final}); its result (${end.status}) is not recorded`)
  else publishRunChange(deps, projectId, runId, final)
  // A re-queued run's log stays open for its next attempt; whoever settled the run closes it otherwise.
  if (final !== 'queued' && final !== 'running') {
    await deps.runLogs.close(runId, final).catch((err: unknown) => ctx.log(`could not close the run log: ${String(err)}`))
  }
  return { status: final }
}
