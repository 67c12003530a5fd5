import type { AppDeps } from '../../app-deps.js'
import { FieldValidationError, NotFoundError } from '../../platform/http/errors.js'
import * as apiRuns from '../api-testing/run-service.js'
import { getSpecRow } from '../api-testing/service.js'
import * as uiRuns from '../runs/service.js'
import { getSpecContent } from '../specs/service.js'

/** The run services a batch drives, through their public functions only. */
export type RunDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'jobs' | 'runLogs' | 'browserPool'> & Partial<Pick<AppDeps, 'ai'>>

export interface ResolvedSpec {
  kind: 'ui' | 'api'
  ref: string
  name: string
}

export interface RunState {
  status: 'queued' | 'running' | 'passed' | 'failed' | 'error'
  error: string | null
  started_at: string | null
  finished_at: string | null
  duration_ms: number | null
  attempts: number
  failure_class: string | null
}

const API_PREFIX = 'api:'

async function exists<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load()
  } catch (err) {
    if (err instanceof NotFoundError || err instanceof FieldValidationError) return undefined
    throw err
  }
}

/**
 * Resolves every reference or throws one 422 naming the first unknown entry (`["body","spec_ids",i]`):
 * `api:<name>` is an API spec; a bare name is a UI spec, else an API spec of that name.
 */
export async function resolveSpecs(deps: Pick<AppDeps, 'db'>, projectId: string, refs: readonly string[]): Promise<ResolvedSpec[]> {
  const out: ResolvedSpec[] = []
  const seen = new Set<string>()
  for (const [i, ref] of refs.entries()) {
    const isApi = ref.startsWith(API_PREFIX)
    const bare = isApi ? ref.slice(API_PREFIX.length) : ref
    const ui = isApi ? undefined : await exists(() => getSpecContent(deps, projectId, bare))
    const api = ui ? undefined : await exists(() => getSpecRow(deps, projectId, bare))
    const found: ResolvedSpec | undefined = ui ? { kind: 'ui', ref, name: ui.name } : api ? { kind: 'api', ref, name: api.name } : undefined
    if (!found) throw new FieldValidationError(['body', 'spec_ids', i], `Unknown spec "${ref}" in this project`, 'unknown_spec')
    const key = `${found.kind}:${found.name}`
    if (seen.has(key)) throw new FieldValidationError(['body', 'spec_ids', i], `Spec "${ref}" is listed twice`, 'duplicate_spec')
    seen.add(key)
    out.push(found)
  }
  return out
}

/** Starts one spec's run; returns the run and its job. */
export async function startSpecRun(
  deps: RunDeps,
  projectId: string,
  spec: { kind: string; name: string },
): Promise<{ runId: string; jobId: string | null }> {
  if (spec.kind === 'api') {
    const r = await apiRuns.startRun(deps, projectId, spec.name)
    return { runId: r.run_id, jobId: r.job_id }
  }
  const r = await uiRuns.startRun(deps, projectId, spec.name, { engine: 'auto', heal: true, max_heal_attempts: 3 })
  return { runId: r.id, jobId: r.job_id }
}

/** A run's state as the batch records it, with the classifier's verdict on its last failed attempt. */
export async function readRun(deps: RunDeps, projectId: string, kind: string, runId: string): Promise<RunState | undefined> {
  type Common = Pick<Awaited<ReturnType<typeof uiRuns.getRun>>, 'status' | 'error' | 'started_at' | 'finished_at' | 'duration_ms'> & {
    attempts: { status: string; classification: string | null }[]
  }
  const load = (): Promise<Common> => (kind === 'api' ? apiRuns.getRun(deps, projectId, runId) : uiRuns.getRun(deps, projectId, runId))
  const run = await exists(load)
  if (!run) return undefined
  const failed = [...run.attempts].reverse().find((a) => a.status !== 'passed')
  return {
    status: run.status,
    error: run.error,
    started_at: run.started_at,
    finished_at: run.finished_at,
    duration_ms: run.duration_ms,
    attempts: run.attempts.length,
    failure_class: run.status === 'passed' ? null : (failed?.classification ?? null),
  }
}

/** Stops a run's job (its service settles the run record as cancelled). */
export async function cancelSpecRun(deps: RunDeps, projectId: string, jobId: string | null): Promise<void> {
  if (jobId) await deps.jobs.cancel(jobId, projectId)
}
