import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { publishChange } from '../../platform/events/publish.js'
import { NotFoundError } from '../../platform/http/errors.js'
import type { JobContext } from '../../platform/jobs/job-queue.js'
import { requireConnection, targetParams } from './connections.js'
import { type DriftChange, schemaDrift } from './drift.js'
import { introspect } from './introspect.js'
import { type Lint, lintSchema } from './lints.js'
import type { SchemaSnapshot } from './schema-model.js'
import type { Analysis } from './schemas.js'
import * as store from './store.js'
import type { AnalysisRow } from './tables.js'
import { openReadSession } from './target-session.js'

/** Schema analysis: a job that introspects, lints, diffs against the previous snapshot and stores the result. */

export const ANALYZE_JOB = 'database.analyze'
/** Tables up to this many (estimated) rows get a column profile (one scan each) during analysis. */
export const PROFILE_MAX_ROWS = 2_000_000

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'clock' | 'jobs'>
export interface AnalyzePayload {
  analysisId: string
  projectId: string
}

export function toAnalysis(row: AnalysisRow): Analysis {
  return {
    id: row.id,
    connection_id: row.connection_id,
    status: row.status as Analysis['status'],
    job_id: row.job_id,
    exact_counts: row.exact_counts === 1,
    snapshot: row.snapshot ? (JSON.parse(row.snapshot) as Record<string, unknown>) : null,
    lints: row.lints ? (JSON.parse(row.lints) as Lint[]) : [],
    drift: row.drift ? (JSON.parse(row.drift) as DriftChange[]) : null,
    previous_id: row.previous_id,
    error: row.error,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
  }
}

export const snapshotOf = (row: AnalysisRow | undefined): SchemaSnapshot | undefined =>
  row?.snapshot ? (JSON.parse(row.snapshot) as SchemaSnapshot) : undefined

/** Queues an analysis; the record is written with the job in one transaction. */
export async function startAnalysis(
  deps: Deps,
  projectId: string,
  connectionId: string,
  exactCounts: boolean,
  userId: string | null,
): Promise<Analysis> {
  await requireConnection(deps, projectId, connectionId)
  const id = uuidv7()
  const row: AnalysisRow = {
    id,
    project_id: projectId,
    connection_id: connectionId,
    status: 'queued',
    job_id: null,
    exact_counts: exactCounts ? 1 : 0,
    snapshot: null,
    lints: null,
    drift: null,
    previous_id: null,
    error: null,
    created_by: userId,
    created_at: deps.clock.nowIso(),
    started_at: null,
    finished_at: null,
  }
  const job = await deps.jobs.enqueue<AnalyzePayload>(
    ANALYZE_JOB,
    { analysisId: id, projectId },
    {
      projectId,
      alongside: async (trx, jobRow) => void (await store.insertAnalysis(trx, { ...row, job_id: jobRow.id })),
    },
  )
  return toAnalysis({ ...row, job_id: job.id })
}

export async function getAnalysis(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<Analysis> {
  const row = await store.findAnalysis(deps.db, projectId, id)
  if (!row) throw new NotFoundError(`Analysis "${id}"`)
  return toAnalysis(row)
}

export async function latestAnalysisOf(deps: Pick<AppDeps, 'db'>, projectId: string, connectionId: string): Promise<Analysis> {
  await requireConnection(deps, projectId, connectionId)
  const row = await store.latestAnalysis(deps.db, projectId, connectionId)
  if (!row) throw new NotFoundError(`An analysis of connection "${connectionId}"`)
  return toAnalysis(row)
}

/** Introspects now and stores a completed analysis (used by the job and by run-full). */
export async function analyzeNow(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'clock'> & Partial<Pick<AppDeps, 'events'>>,
  row: AnalysisRow,
  signal?: AbortSignal,
  progress?: (pct: number, message?: string) => void,
): Promise<AnalysisRow> {
  const connection = await requireConnection(deps, row.project_id, row.connection_id)
  const params = targetParams(deps, connection)
  await store.updateAnalysis(deps.db, row.id, { status: 'running', started_at: deps.clock.nowIso() })
  publishChange(deps, row.project_id, 'db_analysis', row.id, 'running')
  try {
    const session = await openReadSession(params)
    let snapshot: SchemaSnapshot
    try {
      snapshot = await introspect(session, params.database, params.schemas, {
        exactCounts: row.exact_counts === 1,
        profileMaxRows: PROFILE_MAX_ROWS,
        signal,
        progress: (done, total) => progress?.(Math.round((done / Math.max(1, total)) * 90), `profiled ${done}/${total} tables`),
      })
    } finally {
      await session.close()
    }
    const previous = await store.latestAnalysis(deps.db, row.project_id, row.connection_id, row.id)
    const before = snapshotOf(previous)
    const updated = await store.updateAnalysis(deps.db, row.id, {
      status: 'completed',
      snapshot: JSON.stringify(snapshot),
      lints: JSON.stringify(lintSchema(snapshot)),
      drift: before ? JSON.stringify(schemaDrift(before, snapshot)) : null,
      previous_id: previous?.id ?? null,
      finished_at: deps.clock.nowIso(),
    })
    publishChange(deps, row.project_id, 'db_analysis', row.id, 'completed', 100)
    return updated ?? row
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    await store.updateAnalysis(deps.db, row.id, { status: 'failed', error: message, finished_at: deps.clock.nowIso() })
    publishChange(deps, row.project_id, 'db_analysis', row.id, 'failed')
    throw err
  }
}

export async function analyzeJob(deps: Deps, ctx: JobContext<AnalyzePayload>): Promise<{ status: string }> {
  const row = await store.findAnalysis(deps.db, ctx.job.payload.projectId, ctx.job.payload.analysisId)
  if (!row) return { status: 'missing' }
  const done = await analyzeNow(deps, row, ctx.signal, ctx.progress)
  return { status: done.status }
}
