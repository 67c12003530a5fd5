import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { ConflictError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import { BATCH_JOB, type BatchDeps, type BatchPayload, onBatchInterrupted, publishBatch, recount, runBatch } from './batch-job.js'
import { compareItems } from './compare.js'
import { resolveSpecs } from './runners.js'
import type { BatchDetail, BatchItem, BatchStatus, BatchSummary, CompareResult, CreateBatchBody, ItemStatus } from './schemas.js'
import * as store from './store.js'
import type { BatchRow, ItemRow } from './tables.js'

export { BATCH_JOB }

type Deps = BatchDeps

export function toSummary(row: BatchRow): BatchSummary {
  const done = row.passed_count + row.failed_count + row.error_count + row.skipped_count
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    status: row.status as BatchStatus,
    triggered_by: row.triggered_by,
    schedule_execution_id: row.schedule_execution_id,
    job_id: row.job_id,
    max_parallel: row.max_parallel,
    total: row.total,
    passed_count: row.passed_count,
    failed_count: row.failed_count,
    error_count: row.error_count,
    skipped_count: row.skipped_count,
    success_rate: row.success_rate === null ? null : Number(row.success_rate),
    progress: { done, total: row.total },
    error: row.error,
    created_by: row.created_by,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    duration_ms: row.duration_ms,
  }
}

export function toItem(row: ItemRow): BatchItem {
  return {
    id: row.id,
    position: row.position,
    spec_kind: row.spec_kind === 'api' ? 'api' : 'ui',
    spec_id: row.spec_id,
    spec_name: row.spec_name,
    run_id: row.run_id,
    status: row.status as ItemStatus,
    error: row.error,
    failure_class: row.failure_class,
    attempts: row.attempts,
    started_at: row.started_at,
    finished_at: row.finished_at,
    duration_ms: row.duration_ms,
  }
}

function defaultName(nowIso: string): string {
  return `Regression ${nowIso.slice(0, 16).replace('T', ' ')} UTC`
}

/**
 * Creates a batch of UI and API specs and queues its job. All or nothing: an unknown spec is a 422 naming its
 * index, before anything is stored; a load test in progress is a 409.
 */
export async function createBatch(
  deps: Deps,
  projectId: string,
  body: Omit<CreateBatchBody, 'project_id'>,
  origin: { createdBy?: string | null; triggeredBy?: string; scheduleExecutionId?: string | null } = {},
): Promise<BatchSummary> {
  const specs = await resolveSpecs(deps, projectId, body.spec_ids)
  await deps.browserPool.loadTestLock.assertFree()
  const now = deps.clock.nowIso()
  const id = uuidv7()
  const row = await store.insertBatch(
    deps.db,
    {
      id,
      project_id: projectId,
      name: body.name ?? defaultName(now),
      status: 'queued',
      triggered_by: origin.triggeredBy ?? 'manual',
      schedule_execution_id: origin.scheduleExecutionId ?? null,
      max_parallel: body.max_parallel ?? deps.config.maxBrowserInstances,
      job_id: null,
      total: specs.length,
      passed_count: 0,
      failed_count: 0,
      error_count: 0,
      skipped_count: 0,
      success_rate: null,
      error: null,
      created_by: origin.createdBy ?? null,
      created_at: now,
      started_at: null,
      finished_at: null,
      duration_ms: null,
    },
    specs.map((s, position) => ({
      id: uuidv7(),
      batch_id: id,
      project_id: projectId,
      position,
      spec_kind: s.kind,
      spec_id: s.kind === 'api' ? `api:${s.name}` : s.name,
      spec_name: s.name,
      run_id: null,
      run_job_id: null,
      status: 'queued',
      error: null,
      failure_class: null,
      attempts: null,
      created_at: now,
      started_at: null,
      finished_at: null,
      duration_ms: null,
    })),
  )
  const job = await deps.jobs.enqueue<BatchPayload>(BATCH_JOB, { batchId: id, projectId }, { projectId, maxAttempts: 3 })
  publishBatch(deps, projectId, id, 'queued')
  return toSummary((await store.updateBatch(deps.db, id, { job_id: job.id })) ?? row)
}

export async function listBatches(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  page: Page,
  filter: store.BatchFilter,
): Promise<PageResult<BatchSummary>> {
  const { rows, total } = await store.listBatches(deps.db, projectId, page, filter)
  return toPage(rows.map(toSummary), total, page)
}

async function batchOr404(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<BatchRow> {
  const row = await store.findBatch(deps.db, projectId, id)
  if (!row) throw new NotFoundError('Batch')
  return row
}

export async function getBatch(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<BatchDetail> {
  const row = await batchOr404(deps, projectId, id)
  const items = await store.itemsOf(deps.db, id)
  return { ...toSummary(row), items: items.map(toItem) }
}

/** Recomputes the stored counts from the items (a repair tool; the job keeps them current). */
export async function refreshBatch(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<BatchDetail> {
  await batchOr404(deps, projectId, id)
  const { done: _done, ...counts } = await recount(deps, id)
  await store.updateBatch(deps.db, id, counts)
  return getBatch(deps, projectId, id)
}

export async function cancelBatch(deps: Deps, projectId: string, id: string): Promise<BatchSummary> {
  const row = await batchOr404(deps, projectId, id)
  if (!['queued', 'running'].includes(row.status)) throw new ConflictError(`Batch has already finished (${row.status})`)
  if (row.job_id) await deps.jobs.cancel(row.job_id, projectId)
  return toSummary((await store.findBatch(deps.db, projectId, id)) ?? row)
}

export async function compareBatches(deps: Pick<AppDeps, 'db'>, projectId: string, baseId: string, headId: string): Promise<CompareResult> {
  const [base, head] = await Promise.all([batchOr404(deps, projectId, baseId), batchOr404(deps, projectId, headId)])
  const [baseItems, headItems] = await Promise.all([store.itemsOf(deps.db, baseId), store.itemsOf(deps.db, headId)])
  const ids = [...new Set([...baseItems, ...headItems].map((i) => i.spec_id))]
  const flaky = await store.flakySpecs(deps.db, projectId, ids, head.finished_at ?? head.created_at)
  return { base: toSummary(base), head: toSummary(head), ...compareItems(baseItems.map(toItem), headItems.map(toItem), flaky) }
}

export async function batchTrend(deps: Pick<AppDeps, 'db'>, projectId: string, limit: number) {
  const rows = await store.trend(deps.db, projectId, limit)
  return {
    items: rows.map((r) => ({
      batch_id: r.id,
      name: r.name,
      created_at: r.created_at,
      success_rate: r.success_rate === null ? null : Number(r.success_rate),
      total: r.total,
      passed_count: r.passed_count,
      failed_count: r.failed_count,
      error_count: r.error_count,
    })),
  }
}

/** Throws the same 422 as batch creation (`["body","spec_ids",i]`) for an unknown or repeated spec. */
export async function checkSpecRefs(deps: Pick<AppDeps, 'db'>, projectId: string, refs: readonly string[]): Promise<void> {
  await resolveSpecs(deps, projectId, refs)
}

/** Summaries of the given batches of a project, by id (for lists that link to batches). */
export async function batchSummaries(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  ids: readonly string[],
): Promise<Map<string, BatchSummary>> {
  const rows = await store.findBatches(deps.db, projectId, [...new Set(ids)])
  return new Map(rows.map((r) => [r.id, toSummary(r)]))
}

/** The batch job and its interruption hook; one line in job-kinds.ts. */
export function registerBatchJobs(deps: Deps): void {
  deps.jobs.register<BatchPayload, { status: string }>(BATCH_JOB, (ctx) => runBatch(deps, ctx), { concurrency: 2 })
  deps.jobs.onInterrupted(BATCH_JOB, (event) => onBatchInterrupted(deps, event))
}
