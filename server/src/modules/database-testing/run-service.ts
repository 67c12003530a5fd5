import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { publishChange } from '../../platform/events/publish.js'
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, toPage } from '../../platform/http/pagination.js'
import { attemptOf, type JobAttempt } from '../../platform/jobs/job-attempt.js'
import type { JobContext, JobInterruption } from '../../platform/jobs/job-queue.js'
import { analyzeNow } from './analysis-service.js'
import { requireConnection, targetParams } from './connections.js'
import { bytewiseColumnsOf, primaryKeysOf, uniqueColumnsOf } from './introspect.js'
import { type CheckResult, runChecks } from './runner.js'
import { parseSpec } from './spec-format.js'
import { generate } from './spec-service.js'
import * as store from './store.js'
import type { RunRow } from './tables.js'
import { openReadSessions, type TargetSession } from './target-session.js'

/** Check runs: `run` measures a spec; `full` analyzes, generates (rules) and then measures. Both are jobs. */

export const RUN_JOB = 'database.run'
type Deps = Pick<AppDeps, 'db' | 'secrets' | 'clock' | 'jobs'> & Partial<Pick<AppDeps, 'events' | 'ai'>>
export interface RunPayload {
  runId: string
  projectId: string
}

export function toRunSummary(row: RunRow) {
  return {
    id: row.id,
    project_id: row.project_id,
    connection_id: row.connection_id,
    kind: row.kind,
    spec_id: row.spec_id,
    spec_name: row.spec_name,
    status: row.status,
    job_id: row.job_id,
    total: row.total,
    passed_count: row.passed_count,
    failed_count: row.failed_count,
    error_count: row.error_count,
    success_rate: row.success_rate,
    error: row.error,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    duration_ms: row.duration_ms,
  }
}

export const resultsOf = (row: RunRow): CheckResult[] => (row.results ? (JSON.parse(row.results) as CheckResult[]) : [])

/** Queues a run. `run`: the given spec, else the content, else the connection's newest spec. */
export async function startRun(
  deps: Deps,
  projectId: string,
  connectionId: string,
  body: { spec_id?: string | undefined; content?: string | undefined },
  kind: 'run' | 'full',
  userId: string | null,
) {
  await requireConnection(deps, projectId, connectionId)
  let specId: string | null = null
  let specName: string | null = null
  let content: string | null = null
  if (kind === 'run') {
    const spec = body.spec_id
      ? await store.findSpec(deps.db, projectId, body.spec_id)
      : body.content
        ? undefined
        : await store.latestSpecFor(deps.db, projectId, connectionId)
    if (body.spec_id && !spec) throw new NotFoundError(`Spec "${body.spec_id}"`)
    content = body.content ?? spec?.content ?? null
    if (content === null)
      throw new BadRequestError(
        'This connection has no spec yet: generate one (POST /database-testing/generate-spec) or pass spec_id or content',
      )
    const parsed = parseSpec(content)
    if (parsed.errors.length > 0)
      throw new BadRequestError(
        `The spec has ${parsed.errors.length} error(s); first: line ${parsed.errors[0]!.line}: ${parsed.errors[0]!.message}`,
      )
    specId = spec?.id ?? null
    specName = spec?.name ?? parsed.spec.name
  }
  const id = uuidv7()
  const row: RunRow = {
    id,
    project_id: projectId,
    connection_id: connectionId,
    kind,
    spec_id: specId,
    spec_name: specName,
    spec_content: content,
    status: 'queued',
    job_id: null,
    total: 0,
    passed_count: 0,
    failed_count: 0,
    error_count: 0,
    success_rate: null,
    results: null,
    suggestions: null,
    suggestions_engine: null,
    analysis_id: null,
    error: null,
    created_by: userId,
    created_at: deps.clock.nowIso(),
    started_at: null,
    finished_at: null,
    duration_ms: null,
  }
  const job = await deps.jobs.enqueue<RunPayload>(
    RUN_JOB,
    { runId: id, projectId },
    {
      projectId,
      alongside: async (trx, jobRow) => void (await store.insertRun(trx, { ...row, job_id: jobRow.id })),
    },
  )
  return toRunSummary({ ...row, job_id: job.id })
}

/** Runs the checks; every write to the run row is guarded by `job` (undefined: this attempt no longer owns the run). */
async function execute(deps: Deps, row: RunRow, ctx: JobContext<RunPayload>, job: JobAttempt): Promise<RunRow | undefined> {
  const started = Date.now()
  if (!(await store.startRunOwned(deps.db, row.id, job, { started_at: deps.clock.nowIso() }))) return undefined
  publishChange(deps, row.project_id, 'db_run', row.id, 'running')
  let content = row.spec_content
  let patch: Partial<RunRow> = {}
  if (row.kind === 'full') {
    ctx.progress(5, 'analyzing the schema')
    const analysis = await store.insertAnalysis(deps.db, {
      id: uuidv7(),
      project_id: row.project_id,
      connection_id: row.connection_id,
      status: 'queued',
      job_id: ctx.job.id,
      exact_counts: 0,
      snapshot: null,
      lints: null,
      drift: null,
      previous_id: null,
      error: null,
      created_by: row.created_by,
      created_at: deps.clock.nowIso(),
      started_at: null,
      finished_at: null,
    })
    await analyzeNow(deps, analysis, ctx.signal)
    ctx.signal.throwIfAborted()
    ctx.progress(40, 'generating the spec')
    const generated = await generate(deps, row.project_id, row.connection_id, { save: true }, row.created_by, ctx.signal)
    content = generated.content
    patch = {
      analysis_id: generated.analysis_id,
      spec_id: generated.spec?.id ?? null,
      spec_name: generated.spec?.name ?? null,
      spec_content: content,
    }
  }
  const parsed = parseSpec(content ?? '')
  if (parsed.errors.length > 0) throw new Error(`The spec has errors: line ${parsed.errors[0]!.line}: ${parsed.errors[0]!.message}`)
  ctx.progress(50, `running ${parsed.checks.length} checks`)
  const connection = await requireConnection(deps, row.project_id, row.connection_id)
  // Two read sessions: independent statements (a table scan and a uniqueness sort) run side by side.
  const sessions = await openReadSessions(targetParams(deps, connection), 2)
  const [first, second] = sessions as [TargetSession, TargetSession]
  try {
    const tables = parsed.checks.map((c) => c.table)
    const uniqueness = parsed.checks.some((c) => c.kind.type === 'uniqueness')
    // One statement at a time per session: keys then collations on the first, unique indexes on the second.
    const [[keys, bytewise], unique] = await Promise.all([
      (async () => [await primaryKeysOf(first, tables), uniqueness ? await bytewiseColumnsOf(first, tables) : undefined] as const)(),
      uniqueness ? uniqueColumnsOf(second, tables) : undefined,
    ])
    const { results } = await runChecks(sessions, parsed.checks, keys, ctx.signal, unique, bytewise)
    const count = (s: string) => results.filter((r) => r.status === s).length
    const passed = count('passed')
    return await store.updateRunOwned(deps.db, row.id, job, {
      ...patch,
      status: 'completed',
      total: results.length,
      passed_count: passed,
      failed_count: count('failed'),
      error_count: count('error'),
      success_rate: results.length > 0 ? Math.round((passed / results.length) * 10_000) / 10_000 : null,
      results: JSON.stringify(results),
      finished_at: deps.clock.nowIso(),
      duration_ms: Date.now() - started,
    })
  } finally {
    await Promise.all(sessions.map((s) => s.close()))
  }
}

/**
 * The run job. A cancelled, timed-out, re-queued or recovered attempt is settled by `onRunInterrupted`; its late
 * writes are refused by the `ownsJob` guard, so it reports the run's current status instead.
 */
export async function runJob(deps: Deps, ctx: JobContext<RunPayload>): Promise<{ status: string }> {
  const row = await store.findRun(deps.db, ctx.job.payload.projectId, ctx.job.payload.runId)
  if (!row) return { status: 'missing' }
  const job = attemptOf(ctx.job)
  const started = Date.now()
  let done: RunRow | undefined
  try {
    done = await execute(deps, row, ctx, job)
  } catch (err) {
    const message = ctx.signal.aborted ? 'cancelled' : err instanceof Error ? err.message : String(err)
    done = await store.updateRunOwned(deps.db, row.id, job, {
      status: 'error',
      error: message,
      finished_at: deps.clock.nowIso(),
      duration_ms: Date.now() - started,
    })
  }
  if (!done) return { status: (await store.findRun(deps.db, row.project_id, row.id))?.status ?? 'missing' }
  publishChange(deps, row.project_id, 'db_run', row.id, done.status)
  return { status: done.status }
}

/** Cancels a queued or running run: the job's abort signal makes the database cancel the running statement. */
export async function cancelRun(deps: Deps, projectId: string, id: string) {
  const row = await requireRun(deps, projectId, id)
  if (!['queued', 'running'].includes(row.status)) throw new ConflictError(`The run has already finished (${row.status})`)
  if (row.job_id) await deps.jobs.cancel(row.job_id, projectId)
  return toRunSummary(await requireRun(deps, projectId, id))
}

export async function onRunInterrupted(
  deps: Pick<AppDeps, 'db' | 'clock'> & Partial<Pick<AppDeps, 'events'>>,
  event: JobInterruption,
): Promise<void> {
  const payload = event.job.payload as RunPayload
  const status = event.job.status === 'queued' ? 'queued' : event.job.status === 'cancelled' ? 'cancelled' : 'error'
  const moved = await store.updateRunIfLive(deps.db, payload.runId, {
    status,
    ...(status === 'queued'
      ? {}
      : { error: status === 'cancelled' ? 'cancelled' : (event.job.error ?? 'interrupted'), finished_at: deps.clock.nowIso() }),
  })
  if (moved) publishChange(deps, event.job.project_id, 'db_run', payload.runId, status)
}

export async function listRuns(deps: Pick<AppDeps, 'db'>, projectId: string, page: Page, connectionId?: string) {
  const { rows, total } = await store.listRuns(deps.db, projectId, page, connectionId)
  return toPage(rows.map(toRunSummary), total, page)
}

export async function requireRun(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<RunRow> {
  const row = await store.findRun(deps.db, projectId, id)
  if (!row) throw new NotFoundError(`Run "${id}"`)
  return row
}

export async function summary(deps: Pick<AppDeps, 'db'>, projectId: string) {
  const connections = await store.listConnections(deps.db, projectId)
  const names = new Map(connections.map((c) => [c.id, c.name]))
  const latest = await store.latestRuns(deps.db, projectId)
  const checks = { total: 0, passed: 0, failed: 0, error: 0 }
  const bySeverity: Record<string, number> = {}
  for (const run of latest) {
    for (const r of resultsOf(run)) {
      checks.total++
      checks[r.status]++
      if (r.status === 'failed') bySeverity[r.severity] = (bySeverity[r.severity] ?? 0) + 1
    }
  }
  return {
    connections: connections.length,
    runs: await store.countRuns(deps.db, projectId),
    checks,
    failed_by_severity: bySeverity,
    success_rate: checks.total > 0 ? Math.round((checks.passed / checks.total) * 10_000) / 10_000 : null,
    latest: latest.map((r) => ({
      connection_id: r.connection_id,
      connection_name: names.get(r.connection_id) ?? r.connection_id,
      run_id: r.id,
      status: r.status,
      success_rate: r.success_rate,
      failed_count: r.failed_count,
      finished_at: r.finished_at,
    })),
  }
}
