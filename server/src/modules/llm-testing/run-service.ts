import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { publishChange } from '../../platform/events/publish.js'
import { ConflictError, FieldValidationError } from '../../platform/http/errors.js'
import type { JobContext, JobInterruption } from '../../platform/jobs/job-queue.js'
import type { Judge } from './assertion-eval.js'
import { datasetCases } from './datasets/store.js'
import { datasetSuite } from './datasets/suite-cases.js'
import { callerFor, providerRow } from './provider-service.js'
import { comparisonOr404, getComparison, getRun, runOr404 } from './run-queries.js'
import { executeCases, providerJudge } from './runner.js'
import { settleScheduledRun } from './schedules/finish.js'
import type { CompareBody, RunBody } from './schemas.js'
import { specRow, versionCheck, versionContent } from './spec-service.js'
import * as store from './store.js'
import type { LlmSuite } from './suite-parser.js'
import { streamSuite } from './suite-stream.js'
import type { NewRunRow, ProviderRow, RunRow } from './tables.js'
import { toRun } from './views.js'
import { pickWinner } from './winner.js'

export const LLM_EVAL_JOB = 'llm.evaluate'
export interface EvalPayload {
  projectId: string
  runIds: string[]
  comparisonId: string | null
}

type Deps = Pick<AppDeps, 'db' | 'clock' | 'secrets' | 'jobs'> & Partial<Pick<AppDeps, 'events' | 'scheduler'>>
type EventDeps = Pick<AppDeps, 'db' | 'clock'> & Partial<Pick<AppDeps, 'events' | 'scheduler'>>
type Origin = { createdBy?: string | null; triggeredBy?: string }
/** A dataset version whose cases replace the suite's (the suite's default assertions apply to each). */
export type DatasetInput = { id: string; version: number; versionId: string; caseCount: number }

/** Resolves and checks what a run needs, before anything is stored: 422 naming the field on any unknown reference. */
async function prepare(
  deps: Deps,
  projectId: string,
  body: Omit<RunBody, 'provider_id' | 'project_id'>,
  providerIds: string[],
  field: string,
  dataset?: DatasetInput,
) {
  const spec = await specRow(deps, projectId, body.spec_name, ['body', 'spec_name'])
  const version = await versionContent(deps, projectId, spec.name, body.version ?? spec.version, ['body', 'version'])
  const check = versionCheck(version)
  if (check.errors.length > 0) {
    const first = check.errors[0]!
    throw new FieldValidationError(
      ['body', 'spec_name'],
      `LLM suite "${spec.name}" v${version.version} has ${check.errors.length} error(s); line ${first.line}: ${first.message}`,
      'invalid_suite',
    )
  }
  const providers: ProviderRow[] = []
  for (const [i, id] of providerIds.entries())
    providers.push(await providerRow(deps, projectId, id, field === 'provider_id' ? ['body', field] : ['body', field, i]))
  await judgeRow(deps, projectId, body.judge_provider_id, check, true)
  // A dataset run applies the suite's default assertions to each row (the head of the suite is enough to know).
  if (dataset && streamSuite(version.content).suite.defaultAssertions.length === 0)
    throw new FieldValidationError(
      ['body', 'spec_name'],
      `LLM suite "${spec.name}" has no "## Defaults" Assertions: a dataset run applies those to every dataset case`,
      'no_default_assertions',
    )
  return { spec, version: version.version, total: dataset ? dataset.caseCount : check.total, providers, dataset }
}

/** The judge provider: the run's `judge_provider_id`, else the suite's `judge_provider` (by name), else none. */
async function judgeRow(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  id: string | null | undefined,
  suite: Pick<LlmSuite, 'defaults'>,
  check: boolean,
) {
  if (id) return providerRow(deps, projectId, id, check ? ['body', 'judge_provider_id'] : undefined)
  const name = suite.defaults.judge_provider
  if (!name) return undefined
  const row = await store.findProviderByName(deps.db, projectId, name)
  if (!row && check)
    throw new FieldValidationError(
      ['body', 'spec_name'],
      `The suite's judge_provider "${name}" is not a provider of this project`,
      'not_found',
    )
  return row
}

function runRow(
  projectId: string,
  p: ProviderRow,
  prep: { spec: { name: string }; version: number; total: number; dataset?: DatasetInput | undefined },
  body: RunBody | CompareBody,
  now: string,
  extra: { comparison_id?: string; triggered_by: string; created_by: string | null },
): NewRunRow {
  return {
    id: uuidv7(),
    project_id: projectId,
    spec_name: prep.spec.name,
    spec_version: prep.version,
    dataset_id: prep.dataset?.id ?? null,
    dataset_version: prep.dataset?.version ?? null,
    system_prompt: null,
    provider_id: p.id,
    provider_name: p.name,
    model_id: p.model_id,
    judge_provider_id: body.judge_provider_id ?? null,
    status: 'queued',
    job_id: null,
    use_cache: body.use_cache ? 1 : 0,
    cache_ttl_seconds: body.cache_ttl_seconds,
    total: prep.total,
    done: 0,
    passed: 0,
    failed: 0,
    errored: 0,
    cached: 0,
    pass_rate: null,
    mean_score: null,
    latency_p50_ms: null,
    latency_p95_ms: null,
    prompt_tokens: 0,
    completion_tokens: 0,
    cost: 0,
    error: null,
    started_at: null,
    finished_at: null,
    duration_ms: null,
    created_at: now,
    triggered_by: extra.triggered_by,
    created_by: extra.created_by,
    comparison_id: extra.comparison_id ?? null,
  }
}

export async function startRun(deps: Deps, projectId: string, body: RunBody, origin: Origin = {}, dataset?: DatasetInput) {
  const prep = await prepare(deps, projectId, body, [body.provider_id], 'provider_id', dataset)
  const row = runRow(projectId, prep.providers[0]!, prep, body, deps.clock.nowIso(), {
    created_by: origin.createdBy ?? null,
    triggered_by: origin.triggeredBy ?? 'manual',
  })
  const job = await deps.jobs.enqueue<EvalPayload>(
    LLM_EVAL_JOB,
    { projectId, runIds: [row.id], comparisonId: null },
    { projectId, alongside: (trx) => store.insertRuns(trx, [row]) },
  )
  return toRun((await store.updateRun(deps.db, row.id, { job_id: job.id }))!)
}

export async function startCompare(deps: Deps, projectId: string, body: CompareBody, origin: Origin = {}, dataset?: DatasetInput) {
  const prep = await prepare(deps, projectId, body, body.provider_ids, 'provider_ids', dataset)
  const now = deps.clock.nowIso()
  const comparisonId = uuidv7()
  const runs = prep.providers.map((p) =>
    runRow(projectId, p, prep, body, now, { comparison_id: comparisonId, triggered_by: 'compare', created_by: origin.createdBy ?? null }),
  )
  const comparison = {
    id: comparisonId,
    project_id: projectId,
    spec_name: prep.spec.name,
    spec_version: prep.version,
    provider_ids: JSON.stringify(body.provider_ids),
    status: 'queued',
    job_id: null,
    winner_provider_id: null,
    winner_reason: null,
    error: null,
    created_by: origin.createdBy ?? null,
    created_at: now,
    finished_at: null,
  }
  const job = await deps.jobs.enqueue<EvalPayload>(
    LLM_EVAL_JOB,
    { projectId, runIds: runs.map((r) => r.id), comparisonId },
    { projectId, alongside: (trx) => store.insertRuns(trx, runs, comparison) },
  )
  await store.updateComparison(deps.db, comparisonId, { job_id: job.id })
  for (const r of runs) await store.updateRun(deps.db, r.id, { job_id: job.id })
  return getComparison(deps, projectId, comparisonId)
}

/** Prompt A/B: one job runs the same suite version (or dataset) and provider twice, each run with its own prompt. */
export async function startPromptPair(
  deps: Deps,
  projectId: string,
  body: RunBody,
  prompts: [string, string],
  createdBy: string | null,
  dataset?: DatasetInput,
) {
  const prep = await prepare(deps, projectId, body, [body.provider_id], 'provider_id', dataset)
  const now = deps.clock.nowIso()
  const runs = prompts.map((system_prompt) => ({
    ...runRow(projectId, prep.providers[0]!, prep, body, now, { triggered_by: 'prompt-iteration', created_by: createdBy }),
    system_prompt,
  }))
  const job = await deps.jobs.enqueue<EvalPayload>(
    LLM_EVAL_JOB,
    { projectId, runIds: runs.map((r) => r.id), comparisonId: null },
    { projectId, alongside: (trx) => store.insertRuns(trx, runs) },
  )
  for (const r of runs) await store.updateRun(deps.db, r.id, { job_id: job.id })
  return { jobId: job.id, runIds: runs.map((r) => r.id) as [string, string], specVersion: prep.version }
}

// ---- the job

export async function runEvalJob(deps: Deps, ctx: JobContext<EvalPayload>): Promise<{ status: string }> {
  const { projectId, runIds, comparisonId } = ctx.job.payload
  const runs = (await store.findRunsById(deps.db, runIds)).filter((r) => r.status === 'queued' || r.status === 'running')
  if (comparisonId) {
    await store.updateComparison(deps.db, comparisonId, { status: 'running' })
    publishChange(deps, projectId, 'llm_comparison', comparisonId, 'running')
  }
  const totals = new Map(runs.map((r) => [r.id, 0]))
  const grand = runs.reduce((n, r) => n + r.total, 0)
  const report = (runId: string, done: number) => {
    totals.set(runId, done)
    const sum = [...totals.values()].reduce((a, b) => a + b, 0)
    ctx.progress(grand === 0 ? 100 : (sum / grand) * 100, `${sum}/${grand} cases`)
  }
  await Promise.all(runs.map((run) => driveRun(deps, projectId, run, ctx, report)))
  if (ctx.signal.aborted) return { status: 'cancelled' }
  if (comparisonId) await settleComparison(deps, comparisonId)
  return { status: 'completed' }
}

async function driveRun(
  deps: Deps,
  projectId: string,
  run: RunRow,
  ctx: JobContext<EvalPayload>,
  report: (id: string, done: number) => void,
) {
  const startedAt = run.started_at ?? deps.clock.nowIso()
  await store.updateRun(deps.db, run.id, { status: 'running', started_at: startedAt })
  publishChange(deps, projectId, 'llm_run', run.id, 'running', 0)
  try {
    const spec = await specRow(deps, projectId, run.spec_name)
    const version = await versionContent(deps, projectId, spec.name, run.spec_version)
    // The version was checked when the run was created and never changes: its cases are read one at a time
    // (a dataset run takes its cases from the dataset version instead).
    const stream = streamSuite(version.content)
    const fromDataset =
      run.dataset_id && run.dataset_version
        ? datasetSuite(stream.suite, await datasetCases(deps.db, projectId, run.dataset_id, run.dataset_version))
        : undefined
    const base = fromDataset ?? stream.suite
    const suite = run.system_prompt === null ? base : { ...base, systemPrompt: run.system_prompt }
    const provider = await providerRow(deps, projectId, run.provider_id)
    const judgeProvider = await judgeRow(deps, projectId, run.judge_provider_id, suite, false)
    const judgeCaller = judgeProvider ? callerFor(deps, judgeProvider) : undefined
    const judge: Judge | undefined = judgeCaller ? providerJudge(judgeCaller, ctx.signal) : undefined
    const caller = callerFor(deps, provider)
    let lastWrite = 0
    await executeCases(deps, {
      run,
      provider,
      caller,
      suite,
      ...(fromDataset ? {} : { cases: stream.cases() }),
      judge,
      signal: ctx.signal,
      onProgress: (done) => {
        report(run.id, done)
        const now = Date.now()
        if (now - lastWrite > 250) {
          lastWrite = now
          void store.updateRun(deps.db, run.id, { done }).catch(() => undefined)
          publishChange(deps, projectId, 'llm_run', run.id, 'running', run.total > 0 ? Math.floor((done / run.total) * 100) : 0)
        }
      },
    }).finally(() => Promise.all([caller.close(), judgeCaller?.close()]))
    await finishRun(deps, run, startedAt, null)
  } catch (err) {
    if (ctx.signal.aborted) return // the interruption hook settles the run
    await finishRun(deps, run, startedAt, err instanceof Error ? err.message : String(err))
  }
}

/** Totals and percentiles by SQL over the stored case rows, then the final status. */
async function finishRun(deps: EventDeps, run: RunRow, startedAt: string, error: string | null, status?: string) {
  const t = await store.totalsOf(deps.db, run.id)
  const [p50, p95] = await Promise.all([store.latencyPercentile(deps.db, run.id, 0.5), store.latencyPercentile(deps.db, run.id, 0.95)])
  const final =
    status ??
    (error ? 'error' : t.done > 0 && t.errored === t.done ? 'error' : t.passed === run.total && t.done === run.total ? 'passed' : 'failed')
  await store.finishRunIfLive(deps.db, run.id, {
    status: final,
    error: error ?? (final === 'error' ? 'Every case errored: see the case results for the provider failures' : null),
    done: t.done,
    passed: t.passed,
    failed: t.failed,
    errored: t.errored,
    cached: t.cached,
    pass_rate: t.done > 0 ? round(t.passed / t.done) : null,
    mean_score: t.done > 0 ? round(t.score_sum / t.done) : null,
    latency_p50_ms: p50,
    latency_p95_ms: p95,
    prompt_tokens: t.prompt_tokens,
    completion_tokens: t.completion_tokens,
    cost: Math.round(t.cost * 1e10) / 1e10,
    finished_at: deps.clock.nowIso(),
    duration_ms: deps.clock.now() - Date.parse(startedAt),
  })
  publishChange(deps, run.project_id, 'llm_run', run.id, final, 100)
  await settleScheduledRun(deps, run)
}

async function settleComparison(deps: EventDeps, comparisonId: string, status?: string) {
  const runs = await store.runsOfComparison(deps.db, comparisonId)
  const winner = pickWinner(runs.map((r) => ({ ...r, cost: Number(r.cost) })))
  await store.updateComparison(deps.db, comparisonId, {
    status: status ?? (runs.every((r) => r.status === 'error') ? 'error' : 'completed'),
    winner_provider_id: status ? null : winner.provider_id,
    winner_reason: status ? null : winner.reason,
    finished_at: deps.clock.nowIso(),
  })
  const projectId = runs[0]?.project_id
  if (projectId) publishChange(deps, projectId, 'llm_comparison', comparisonId, status ?? 'completed')
}

/** Cancel or a restart that used up the attempts: runs not finished end as cancelled/error with what they recorded. */
export async function onEvalInterrupted(deps: EventDeps, { job, outcome }: JobInterruption): Promise<void> {
  if (outcome === 'requeued') return // the job resumes: recorded cases are skipped
  const { runIds, comparisonId } = job.payload as EvalPayload
  const cancelled = outcome === 'cancelled'
  for (const run of await store.findRunsById(deps.db, runIds)) {
    if (run.status !== 'queued' && run.status !== 'running') continue
    await finishRun(
      deps,
      run,
      run.started_at ?? run.created_at,
      cancelled ? null : (job.error ?? 'interrupted by restart'),
      cancelled ? 'cancelled' : 'error',
    )
  }
  if (comparisonId) await settleComparison(deps, comparisonId, cancelled ? 'cancelled' : 'error')
}

export function registerLlmJobs(deps: AppDeps): void {
  deps.jobs.register<EvalPayload, { status: string }>(LLM_EVAL_JOB, (ctx) => runEvalJob(deps, ctx), { concurrency: 2 })
  deps.jobs.onInterrupted(LLM_EVAL_JOB, (event) => onEvalInterrupted(deps, event))
}

function round(n: number): number {
  return Math.round(n * 10_000) / 10_000
}

// ---- cancel

/** Cancels the run's job; a run that is part of a comparison cancels the whole comparison (one job runs them). */
export async function cancelRun(deps: Deps, projectId: string, id: string) {
  const run = await runOr404(deps, projectId, id)
  if (run.status !== 'queued' && run.status !== 'running') throw new ConflictError(`LLM run has already finished (${run.status})`)
  if (run.job_id) await deps.jobs.cancel(run.job_id, projectId)
  await onEvalInterrupted(deps, {
    job: { payload: { projectId, runIds: [run.id], comparisonId: run.comparison_id } } as never,
    outcome: 'cancelled',
  })
  return getRun(deps, projectId, id)
}

export async function cancelComparison(deps: Deps, projectId: string, id: string) {
  const row = await comparisonOr404(deps, projectId, id)
  if (row.status !== 'queued' && row.status !== 'running') throw new ConflictError(`LLM comparison has already finished (${row.status})`)
  if (row.job_id) await deps.jobs.cancel(row.job_id, projectId)
  const runs = await store.runsOfComparison(deps.db, id)
  await onEvalInterrupted(deps, {
    job: { payload: { projectId, runIds: runs.map((r) => r.id), comparisonId: id } } as never,
    outcome: 'cancelled',
  })
  return getComparison(deps, projectId, id)
}
