import type { AppDeps } from '../../app-deps.js'
import { ANALYZE_JOB, type AnalyzePayload, analyzeJob } from './analysis-service.js'
import { onRunInterrupted, RUN_JOB, type RunPayload, runJob } from './run-service.js'
import * as store from './store.js'

/** The database-testing use cases live in connections / analysis-service / spec-service / run-service / apply-service. */

/** The analysis and run jobs, bounded by AGENT_TIMEOUT_SECONDS; one line in job-kinds.ts. */
export function registerDatabaseTestingJobs(deps: AppDeps): void {
  deps.jobs.register<AnalyzePayload, { status: string }>(ANALYZE_JOB, (ctx) => analyzeJob(deps, ctx), {
    timeoutMs: 'agent',
    concurrency: 2,
  })
  deps.jobs.onInterrupted(ANALYZE_JOB, async (event) => {
    const payload = event.job.payload as AnalyzePayload
    if (event.job.status !== 'queued')
      await store.updateAnalysis(deps.db, payload.analysisId, {
        status: 'failed',
        error: event.job.error ?? 'interrupted',
        finished_at: deps.clock.nowIso(),
      })
  })
  deps.jobs.register<RunPayload, { status: string }>(RUN_JOB, (ctx) => runJob(deps, ctx), { timeoutMs: 'agent', concurrency: 2 })
  deps.jobs.onInterrupted(RUN_JOB, (event) => onRunInterrupted(deps, event))
}
