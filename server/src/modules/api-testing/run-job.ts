import { writeFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { AppDeps } from '../../app-deps.js'
import { UsageMeter } from '../../platform/ai/cost.js'
import { AI_NOT_CONFIGURED } from '../../platform/ai/create-ai-client.js'
import type { ApiSpecRow } from '../../platform/db/database.js'
import { attemptOf, type JobAttempt } from '../../platform/jobs/job-attempt.js'
import type { JobContext, JobInterruption } from '../../platform/jobs/job-queue.js'
import { resolveInsideRoot } from '../../platform/playwright/safe-path.js'
import { ensureWorkspace } from '../../platform/playwright/workspace.js'
import { resolvePlaceholders } from '../project-variables/service.js'
import { publishRunChange } from '../runs/run-events.js'
import { runEngine } from './ai-steps.js'
import type { ApiSpec } from './api-spec.js'
import { type AttemptsInput, type AttemptsOutcome, warmRun, writeRuntimeModule } from './run-attempts.js'
import { environmentVariables, preflight } from './run-preflight.js'
import type { ApiEngineChoice, ApiRunStatus } from './schemas.js'
import { getSpecRow } from './service.js'
import { parseApiSpec } from './spec-parser.js'
import * as store from './store.js'

// The steps every API run job goes through, whether it runs one spec or a batch of them: take the run record,
// prepare (spec, checks, variables), execute, record the outcome under the job attempt that owns the run.

export type RunJobDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'jobs' | 'runLogs' | 'secrets'> & Partial<Pick<AppDeps, 'events' | 'ai'>>

/** One run a job executes. */
export interface RunTarget {
  runId: string
  projectId: string
  specName: string
  /** Run the tests under `## Opt-in Tests` too. */
  includeOptIn?: boolean
  /** Absent in jobs queued before the option existed: `auto`. */
  engine?: ApiEngineChoice
}

/** A run this job attempt has moved to `running`, with its log. */
export interface TakenRun {
  target: RunTarget
  job: JobAttempt
  started: number
  log(line: string): void
}

/** What a run needs to execute: its spec, folder, resolved variables and AI engine. */
export interface PreparedRun {
  spec: ApiSpecRow
  parsed: ApiSpec
  runDir: string
  env: Record<string, string>
  meter: UsageMeter
  input: Omit<AttemptsInput, 'signal' | 'progress'>
}

/** queued -> running under this job attempt; undefined when the run is no longer this attempt's to run. */
export async function takeRun(deps: RunJobDeps, ctx: JobContext<unknown>, target: RunTarget): Promise<TakenRun | undefined> {
  const job = attemptOf(ctx.job)
  const started = deps.clock.now()
  if (!(await store.startRunOwned(deps.db, target.runId, job, { started_at: new Date(started).toISOString() }))) return undefined
  publishRunChange(deps, target.projectId, target.runId, 'running', 'api_run')
  await deps.runLogs.open(target.runId, target.projectId)
  const log = (line: string) => {
    deps.runLogs.append(target.runId, line).catch((err: unknown) => ctx.log(`could not append to the run log: ${String(err)}`))
  }
  return { target, job, started, log }
}

/** Reads the spec, checks it (unknown steps, unset variables) and resolves its variables; throws why it cannot run. */
export async function prepareRun(deps: RunJobDeps, run: TakenRun, signal: AbortSignal): Promise<PreparedRun> {
  const { runId, projectId, specName, includeOptIn, engine } = run.target
  const spec = await getSpecRow(deps, projectId, specName)
  const runDir = resolveInsideRoot(path.join(deps.config.dataDir, 'runs'), runId, ['path', 'run_id'])
  await fs.mkdir(runDir, { recursive: true })
  await fs.writeFile(path.join(runDir, 'spec.md'), spec.content)
  run.log(`Running API spec "${spec.name}"`)
  const parsed = parseApiSpec(spec.content, { includeOptIn: includeOptIn === true }).spec
  if (includeOptIn) run.log('Opt-in tests included')
  if (engine === 'ai' && !deps.ai) throw new Error(AI_NOT_CONFIGURED)
  const ai = engine === 'rules' ? undefined : deps.ai
  const refused = preflight(parsed, { ai: ai !== undefined })
  if (refused) throw new Error(refused)
  // A project (or allowlisted) BASE_URL overrides the spec's base URL, as the generated test reads it.
  const base = await resolvePlaceholders(deps, projectId, ['BASE_URL'])
  const names = environmentVariables(parsed, { baseUrlOverridden: base.values.BASE_URL !== undefined })
  const { values, problems } = await resolvePlaceholders(deps, projectId, names)
  if (problems.length > 0) throw new Error(problems.map((p) => p.message).join('; '))
  Object.assign(values, base.values)
  const meter = new UsageMeter()
  return {
    spec,
    parsed,
    runDir,
    env: values,
    meter,
    input: {
      content: spec.content,
      includeOptIn: includeOptIn === true,
      env: values,
      runDir,
      chromiumPath: deps.config.chromiumPath,
      niceness: deps.config.runnerNiceness,
      harness: deps.config.apiTestHarness,
      ...warmRun(deps.config, projectId),
      log: run.log,
      ...(ai ? { ai: { ai, meter, signal } } : {}),
    },
  }
}

/** Records the outcome (a passed run also replaces the spec's generated test); false when the attempt no longer owns the run. */
export async function recordOutcome(deps: RunJobDeps, run: TakenRun, prepared: PreparedRun, outcome: AttemptsOutcome): Promise<boolean> {
  const { runId, projectId } = run.target
  const usage = prepared.meter.summary()
  const patch = {
    status: outcome.status,
    engine: runEngine(prepared.parsed, usage.calls),
    code: outcome.code,
    tests: JSON.stringify(outcome.tests),
    attempts: JSON.stringify(outcome.attempts),
    ai_steps: outcome.aiSteps.length > 0 ? JSON.stringify(outcome.aiSteps) : null,
    ai_usage: usage.calls > 0 ? JSON.stringify(usage) : null,
    error: outcome.error,
    finished_at: deps.clock.nowIso(),
    duration_ms: deps.clock.now() - run.started,
  }
  let settled: boolean
  if (outcome.status !== 'passed') settled = await store.finishRunOwned(deps.db, runId, run.job, patch)
  else {
    // Only a passed run replaces the spec's generated test in the workspace, and only while it owns the run.
    const workspace = await ensureWorkspace(deps.config.dataDir)
    // Named after the spec's folder name (unique in the project), not its title, so specs never overwrite each other.
    const generated = resolveInsideRoot(path.join(workspace.apiGenerated, projectId), `${prepared.spec.name}.api.spec.ts`, [
      'path',
      'folder',
    ])
    await fs.mkdir(path.dirname(generated), { recursive: true })
    // The module the generated test imports goes beside it: the workspace runs (and CI runs it) as it stands.
    await writeRuntimeModule(path.dirname(generated))
    settled = await deps.db.transaction().execute(async (trx) => {
      if (!(await store.finishRunOwned(trx, runId, run.job, patch))) return false
      // Synchronous: an await on the thread pool here would hold the DB connection behind queued file work.
      writeFileSync(generated, outcome.code)
      return true
    })
  }
  run.log(`Run ${outcome.status}: ${outcome.tests.filter((t) => t.status === 'passed').length}/${outcome.tests.length} tests passed`)
  return settled
}

/** Records a run that could not execute as `error` (`cancelled` when the job was aborted). */
export async function recordError(deps: RunJobDeps, run: TakenRun, err: unknown, signal: AbortSignal): Promise<boolean> {
  const message = signal.aborted ? 'cancelled' : err instanceof Error ? err.message : String(err)
  run.log(`Run error: ${message}`)
  return store.finishRunOwned(deps.db, run.target.runId, run.job, {
    status: 'error',
    error: message,
    finished_at: deps.clock.nowIso(),
    duration_ms: deps.clock.now() - run.started,
  })
}

/** Publishes the run's final state and closes its log; returns the status the record holds. */
export async function closeRun(
  deps: RunJobDeps,
  ctx: JobContext<unknown>,
  target: RunTarget,
  status: ApiRunStatus,
  settled: boolean,
): Promise<ApiRunStatus> {
  const { runId, projectId } = target
  const final = settled ? status : (((await store.findRun(deps.db, projectId, runId))?.status ?? 'error') as ApiRunStatus)
  if (settled) publishRunChange(deps, projectId, runId, final, 'api_run')
  if (final !== 'queued' && final !== 'running') {
    await deps.runLogs.close(runId, final).catch((err: unknown) => ctx.log(`could not close the run log: ${String(err)}`))
  }
  return final
}

/** The status a run record holds now (for a run this attempt could not take). */
export async function currentStatus(deps: RunJobDeps, target: RunTarget): Promise<ApiRunStatus> {
  return ((await store.findRun(deps.db, target.projectId, target.runId))?.status ?? 'error') as ApiRunStatus
}

/**
 * What an interrupted run job leaves of one of its runs: queued again for a requeued job, otherwise `error`
 * (cancelled, or why the job stopped) unless the run already has its result; its log is closed.
 */
export async function settleInterruptedRun(
  deps: RunJobDeps,
  { job, outcome }: Pick<JobInterruption, 'job' | 'outcome'>,
  runId: string,
): Promise<void> {
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
}
