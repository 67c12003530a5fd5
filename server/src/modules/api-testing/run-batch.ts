import path from 'node:path'
import { uuidv7 } from 'uuidv7'
import { requireAi } from '../../platform/ai/create-ai-client.js'
import { FieldValidationError } from '../../platform/http/errors.js'
import type { JobContext } from '../../platform/jobs/job-queue.js'
import { resolveInsideRoot } from '../../platform/playwright/safe-path.js'
import { publishRunChange } from '../runs/run-events.js'
import { compileApiSpec } from './compiler.js'
import { executeAttempts, warmRun } from './run-attempts.js'
import {
  closeRun,
  currentStatus,
  type PreparedRun,
  prepareRun,
  type RunJobDeps,
  recordError,
  recordOutcome,
  settleInterruptedRun,
  type TakenRun,
  takeRun,
} from './run-job.js'
import { queuedRunRow, RUN_TIMEOUT_MS, runnableSpec } from './run-service.js'
import type { ApiEngineChoice, ApiRunBatchStarted, ApiRunStatus } from './schemas.js'
import { getSpecRow } from './service.js'
import { SharedRunner } from './shared-runner.js'
import { parseApiSpec } from './spec-parser.js'
import { placeholdersIn } from './step-values.js'
import * as store from './store.js'

export const API_BATCH_JOB = 'api-testing.run-batch'
/** A batch may take as long as its runs would one after another, up to this. */
const BATCH_TIMEOUT_CAP_MS = 2 * 60 * 60 * 1000

interface BatchPayload {
  projectId: string
  runs: { runId: string; specName: string }[]
  includeOptIn?: boolean
  engine?: ApiEngineChoice
}

/**
 * `POST /api-testing/runs/batch`: one run record per spec (the named ones, else every spec an OpenAPI import
 * created in the project), all carried by one job whose specs share one Playwright runner. Every spec is checked
 * as a single run is (parse errors, unset `{{VAR}}`s: 422 naming the spec) before anything is queued; a spec with
 * no test to run (only opt-in tests, not asked for) is not run but listed in `skipped`.
 */
export async function startBatch(
  deps: RunJobDeps,
  projectId: string,
  body: { spec_names?: string[] | undefined; include_opt_in?: boolean | undefined; engine?: ApiEngineChoice | undefined },
): Promise<ApiRunBatchStarted> {
  if (body.engine === 'ai') requireAi(deps)
  const includeOptIn = body.include_opt_in === true
  const names = body.spec_names ?? (await store.listImportedSpecNames(deps.db, projectId))
  if (names.length === 0) {
    throw new FieldValidationError(['body', 'spec_names'], 'The project has no specs imported from an OpenAPI document', 'no_specs')
  }
  const runs: BatchPayload['runs'] = []
  const skipped: ApiRunBatchStarted['skipped'] = []
  const seen = new Set<string>()
  for (const [i, name] of names.entries()) {
    const loc = body.spec_names ? ['body', 'spec_names', i] : ['body', 'spec_names']
    const row = await getSpecRow(deps, projectId, name)
    if (seen.has(row.name)) throw new FieldValidationError(loc, `Spec "${row.name}" is listed twice`, 'duplicate_spec')
    seen.add(row.name)
    if (parseApiSpec(row.content, { includeOptIn }).spec.tests.length === 0) {
      const reason = includeOptIn ? 'the spec has no tests' : 'every test of the spec is opt-in: run it with include_opt_in'
      skipped.push({ spec_name: row.name, reason })
      continue
    }
    const spec = await runnableSpec(deps, projectId, name, { includeOptIn, loc }).catch((err: unknown) => {
      if (err instanceof FieldValidationError) throw new FieldValidationError(err.loc, `Spec "${name}": ${err.msg}`, err.type)
      throw err
    })
    runs.push({ runId: uuidv7(), specName: spec.name })
  }
  if (runs.length === 0) throw new FieldValidationError(['body', 'spec_names'], 'None of the specs has a test to run', 'no_tests')
  for (const run of runs) await deps.runLogs.open(run.runId, projectId)
  const engine = body.engine && body.engine !== 'auto' ? { engine: body.engine } : {}
  const job = await deps.jobs.enqueue<BatchPayload>(
    API_BATCH_JOB,
    { projectId, runs, ...(includeOptIn ? { includeOptIn } : {}), ...engine },
    {
      projectId,
      timeoutMs: Math.min(RUN_TIMEOUT_MS * runs.length, BATCH_TIMEOUT_CAP_MS),
      alongside: async (trx, jobRow) => {
        for (const run of runs)
          await store.insertRun(trx, queuedRunRow(deps, { id: run.runId, projectId, specName: run.specName, jobId: jobRow.id }))
      },
    },
  )
  for (const run of runs) publishRunChange(deps, projectId, run.runId, 'queued', 'api_run')
  return { job_id: job.id, status: 'queued', items: runs.map((r) => ({ run_id: r.runId, spec_name: r.specName })), skipped }
}

interface Member {
  run: TakenRun
  prepared: PreparedRun
}

/**
 * Splits the runs into groups that may share one Playwright run: the tests of one run share the process
 * environment and keep saved values per file name, so a group never holds two files of the same name, nor a spec
 * that reads a variable another member's environment sets while its own does not (one it saves itself).
 */
export function shareableGroups<T extends { fileName: string; env: Readonly<Record<string, string>>; placeholders: readonly string[] }>(
  items: readonly T[],
): T[][] {
  const groups: T[][] = []
  for (const item of items) {
    const fits = (group: T[]) =>
      group.every((other) => {
        if (other.fileName === item.fileName) return false
        const clash = (a: T, b: T) => a.placeholders.some((name) => !(name in a.env) && name in b.env)
        return !clash(item, other) && !clash(other, item)
      })
    const group = groups.find(fits)
    if (group) group.push(item)
    else groups.push([item])
  }
  return groups
}

/**
 * The batch job: takes and prepares every run (one that cannot run ends `error` on its own), then runs each group
 * of shareable specs with one {@link SharedRunner}, groups one after another, and records each run as a single run
 * job would. Cancel, timeout and recovery settle every run of the batch still live (`registerApiBatchJobs`).
 */
async function runBatchJob(deps: RunJobDeps, ctx: JobContext<BatchPayload>): Promise<{ statuses: Record<string, ApiRunStatus> }> {
  const { projectId, runs, includeOptIn, engine } = ctx.job.payload
  const statuses: Record<string, ApiRunStatus> = {}
  const members: (Member & { fileName: string; placeholders: string[]; env: Record<string, string> })[] = []
  for (const { runId, specName } of runs) {
    const target = { runId, projectId, specName, ...(includeOptIn ? { includeOptIn } : {}), ...(engine ? { engine } : {}) }
    const run = await takeRun(deps, ctx, target)
    if (!run) {
      statuses[runId] = await currentStatus(deps, target)
      continue
    }
    try {
      const prepared = await prepareRun(deps, run, ctx.signal)
      const { fileName } = compileApiSpec(prepared.parsed)
      members.push({ run, prepared, fileName, placeholders: placeholdersIn(prepared.spec.content), env: prepared.env })
    } catch (err) {
      statuses[runId] = await closeRun(deps, ctx, target, 'error', await recordError(deps, run, err, ctx.signal))
    }
  }
  const total = Math.max(1, members.length)
  let done = 0
  for (const [g, group] of shareableGroups(members).entries()) {
    const batchDir = resolveInsideRoot(path.join(deps.config.dataDir, 'cache', 'batches'), `${ctx.job.id}-${g}`, ['path', 'job_id'])
    const shared = new SharedRunner({
      members: group.map((m) => ({ key: m.run.target.runId, name: m.prepared.spec.name, env: m.env, log: m.run.log })),
      batchDir,
      filesDir: resolveInsideRoot(path.join(deps.config.dataDir, 'cache', 'shared-runner'), projectId, ['path', 'project_id']),
      chromiumPath: deps.config.chromiumPath,
      niceness: deps.config.runnerNiceness,
      harness: deps.config.apiTestHarness,
      ...warmRun(deps.config, projectId),
      signal: ctx.signal,
    })
    await Promise.all(
      group.map(async ({ run, prepared }) => {
        const { runId } = run.target
        let status: ApiRunStatus = 'error'
        let settled = false
        try {
          const outcome = await executeAttempts({
            ...prepared.input,
            signal: ctx.signal,
            progress: () => undefined,
            runner: shared.runnerFor(runId),
          }).finally(() => shared.leave(runId))
          status = outcome.status
          settled = await recordOutcome(deps, run, prepared, outcome)
        } catch (err) {
          settled = await recordError(deps, run, err, ctx.signal)
        }
        statuses[runId] = await closeRun(deps, ctx, run.target, status, settled)
        done++
        ctx.progress(Math.round((done / total) * 100), `${done} of ${total} runs finished`)
      }),
    )
  }
  return { statuses }
}

/** Registers the batch job and keeps every run of a batch in step when its job is cancelled or interrupted. */
export function registerApiBatchJobs(deps: RunJobDeps): void {
  deps.jobs.register<BatchPayload, { statuses: Record<string, ApiRunStatus> }>(API_BATCH_JOB, (ctx) => runBatchJob(deps, ctx), {
    timeoutMs: RUN_TIMEOUT_MS,
  })
  deps.jobs.onInterrupted(API_BATCH_JOB, async (event) => {
    for (const { runId } of (event.job.payload as BatchPayload).runs) await settleInterruptedRun(deps, event, runId)
  })
}
