import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { requireAi } from '../../platform/ai/create-ai-client.js'
import { ConflictError, FieldValidationError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import type { SseEvent } from '../../platform/http/sse.js'
import { openRunLogStream } from '../run-logs/service.js'
import { createSpec } from '../specs/service.js'
import type { Draft } from './drafts.js'
import { extractPrdText, type PrdUpload } from './extract.js'
import { type Feature, splitFeatures } from './features.js'
import { type GeneratePayload, onGenerationInterrupted, PRD_GENERATE_JOB, type PrdDeps, runGeneration } from './generate-job.js'
import type { Generation } from './schemas.js'
import * as store from './store.js'
import type { DocumentRow, GenerationRow } from './tables.js'

interface StoredFeatures {
  pages: number | null
  features: Feature[]
}

function parsed(row: DocumentRow): StoredFeatures {
  return JSON.parse(row.features) as StoredFeatures
}

function toSummary(row: DocumentRow) {
  const f = parsed(row)
  return {
    id: row.id,
    project_id: row.project_id,
    file_name: row.file_name,
    mime_type: row.mime_type,
    size_bytes: row.size_bytes,
    pages: f.pages,
    text_chars: row.text.length,
    feature_count: f.features.length,
    created_by: row.created_by,
    created_at: row.created_at,
  }
}

function toDocument(row: DocumentRow) {
  return { ...toSummary(row), features: parsed(row).features, text_preview: row.text.slice(0, 4000) }
}

function toGeneration(row: GenerationRow, total: number): Generation {
  const drafts = JSON.parse(row.drafts) as Draft[]
  return {
    id: row.id,
    project_id: row.project_id,
    document_id: row.document_id,
    status: row.status as Generation['status'],
    engine: row.engine as Generation['engine'],
    job_id: row.job_id,
    progress: { done: drafts.length, total },
    drafts,
    error: row.error,
    created_by: row.created_by,
    created_at: row.created_at,
    finished_at: row.finished_at,
  }
}

/** Stores an upload: text extracted, split into features. A PRD with no text (a scanned PDF) is a 422. */
export async function uploadPrd(deps: Pick<AppDeps, 'db' | 'clock'>, projectId: string, upload: PrdUpload, createdBy: string | null) {
  const { text, pages } = await extractPrdText(upload)
  if (!text.trim()) throw new FieldValidationError(['body', 'file'], 'No text found in the file (a scanned PDF needs OCR first)', 'no_text')
  const title = upload.fileName.replace(/\.[^.]+$/, '') || 'PRD'
  const features = splitFeatures(text, title)
  const row = await store.insertDocument(deps.db, {
    id: uuidv7(),
    project_id: projectId,
    file_name: upload.fileName,
    mime_type: upload.mimeType,
    size_bytes: upload.bytes.length,
    text,
    features: JSON.stringify({ pages, features } satisfies StoredFeatures),
    created_by: createdBy,
    created_at: deps.clock.nowIso(),
  })
  return toDocument(row)
}

async function documentOr404(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<DocumentRow> {
  const row = await store.findDocument(deps.db, projectId, id)
  if (!row) throw new NotFoundError('PRD document')
  return row
}

export async function listDocuments(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  page: Page,
): Promise<PageResult<ReturnType<typeof toSummary>>> {
  const { rows, total } = await store.listDocuments(deps.db, projectId, page)
  return toPage(rows.map(toSummary), total, page)
}

export async function getDocument(deps: Pick<AppDeps, 'db'>, projectId: string, id: string) {
  return toDocument(await documentOr404(deps, projectId, id))
}

export async function deleteDocument(deps: Pick<AppDeps, 'db'>, projectId: string, id: string) {
  if (!(await store.deleteDocument(deps.db, projectId, id))) throw new NotFoundError('PRD document')
  return { deleted: true as const, id }
}

/**
 * Queues the drafting of UI specs for the chosen features (202). `ai` without a provider is a 503; `auto` uses
 * AI when configured. The log is opened before the job is queued, so its SSE stream exists at once.
 */
export async function startGeneration(
  deps: PrdDeps,
  projectId: string,
  documentId: string,
  body: { engine: 'auto' | 'rules' | 'ai'; features?: number[] | undefined },
  createdBy: string | null,
): Promise<Generation> {
  if (body.engine === 'ai') requireAi(deps)
  const doc = await documentOr404(deps, projectId, documentId)
  const all = parsed(doc).features
  const indexes = body.features ?? all.map((f) => f.index)
  const known = new Set(all.map((f) => f.index))
  for (const [at, i] of indexes.entries())
    if (!known.has(i)) throw new FieldValidationError(['body', 'features', at], `No feature ${i} in this PRD (it has ${all.length})`)
  const engine: GeneratePayload['engine'] = body.engine === 'rules' || (body.engine === 'auto' && !deps.ai) ? 'rules' : 'ai'
  const id = uuidv7()
  await deps.runLogs.open(id, projectId)
  const row = await store.insertGeneration(deps.db, {
    id,
    project_id: projectId,
    document_id: documentId,
    status: 'queued',
    engine: body.engine,
    job_id: null,
    drafts: '[]',
    error: null,
    created_by: createdBy,
    created_at: deps.clock.nowIso(),
    finished_at: null,
  })
  const job = await deps.jobs.enqueue<GeneratePayload>(
    PRD_GENERATE_JOB,
    { generationId: id, projectId, features: [...new Set(indexes)], engine },
    { projectId, maxAttempts: 2, timeoutMs: 30 * 60_000 },
  )
  await store.updateGeneration(deps.db, id, { job_id: job.id })
  return toGeneration({ ...row, job_id: job.id }, indexes.length)
}

async function generationOr404(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<GenerationRow> {
  const row = await store.findGeneration(deps.db, projectId, id)
  if (!row) throw new NotFoundError('PRD generation')
  return row
}

async function totalOf(deps: Pick<AppDeps, 'jobs'>, row: GenerationRow): Promise<number> {
  const job = row.job_id ? await deps.jobs.get(row.job_id, row.project_id) : undefined
  return (job?.payload as GeneratePayload | undefined)?.features.length ?? (JSON.parse(row.drafts) as unknown[]).length
}

export async function getGeneration(deps: Pick<AppDeps, 'db' | 'jobs'>, projectId: string, id: string): Promise<Generation> {
  const row = await generationOr404(deps, projectId, id)
  return toGeneration(row, await totalOf(deps, row))
}

export async function listGenerations(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  projectId: string,
  documentId: string,
): Promise<{ items: Generation[] }> {
  await documentOr404(deps, projectId, documentId)
  const rows = await store.listGenerations(deps.db, projectId, documentId)
  return { items: await Promise.all(rows.map(async (r) => toGeneration(r, await totalOf(deps, r)))) }
}

export async function cancelGeneration(deps: PrdDeps, projectId: string, id: string): Promise<Generation> {
  const row = await generationOr404(deps, projectId, id)
  if (!['queued', 'running'].includes(row.status)) throw new ConflictError(`Generation has already finished (${row.status})`)
  if (row.job_id) await deps.jobs.cancel(row.job_id, projectId)
  return getGeneration(deps, projectId, id)
}

/** The generation's log as SSE events (run-log conventions: `log` lines with ids, then `end`). */
export async function openGenerationLog(
  deps: PrdDeps,
  projectId: string,
  id: string,
  after: number,
): Promise<(signal: AbortSignal) => AsyncIterable<SseEvent>> {
  await generationOr404(deps, projectId, id)
  return openRunLogStream(deps, id, projectId, after)
}

/** Saves one draft as a UI spec of the project (the specs service validates and stores it; 409 on a taken name). */
export async function saveDraft(deps: AppDeps, projectId: string, id: string, index: number, name: string | undefined) {
  const row = await generationOr404(deps, projectId, id)
  const draft = (JSON.parse(row.drafts) as Draft[])[index]
  if (!draft) throw new NotFoundError('Draft')
  return createSpec(deps, projectId, { name: name ?? draft.spec_name, content: draft.content, tags: ['prd'] })
}

/** The generation job and its interruption hook; one line in job-kinds.ts. */
export function registerPrdJobs(deps: PrdDeps): void {
  deps.jobs.register<GeneratePayload, { status: string; drafts: number }>(PRD_GENERATE_JOB, (ctx) => runGeneration(deps, ctx), {
    concurrency: 1,
  })
  deps.jobs.onInterrupted(PRD_GENERATE_JOB, (event) => onGenerationInterrupted(deps, event))
}
