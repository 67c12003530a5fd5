import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../../app-deps.js'
import { isUniqueViolation } from '../../../platform/db/errors.js'
import { publishChange } from '../../../platform/events/publish.js'
import { ConflictError, FieldValidationError, NotFoundError } from '../../../platform/http/errors.js'
import { type Page, toPage } from '../../../platform/http/pagination.js'
import type { DatasetRow } from '../dataset-tables.js'
import { type DatasetInput, startCompare, startRun } from '../run-service.js'
import { proposeByAi } from './augment-ai.js'
import { proposeByRules, type SourceCase } from './augment-rules.js'
import { CsvMappingError, casesToCsv, parseCasesCsv } from './csv.js'
import type { AugmentBody, BulkCompareBody, BulkRunBody } from './schemas.js'
import * as store from './store.js'
import { toCandidate, toCase, toDataset, toVersion } from './views.js'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'secrets' | 'jobs' | 'ai'> & Partial<Pick<AppDeps, 'events'>>
type ReadDeps = Pick<AppDeps, 'db'>
type CaseIn = { input: string; expected: string | null; tags: string[] }

const nameTaken = (name: string) => new ConflictError(`A dataset named "${name}" already exists in this project`)

export async function datasetOr404(deps: ReadDeps, projectId: string, id: string): Promise<DatasetRow> {
  const row = await store.findDataset(deps.db, projectId, id)
  if (!row) throw new NotFoundError(`LLM dataset "${id}"`)
  return row
}

async function versionOr404(deps: ReadDeps, projectId: string, ds: DatasetRow, version: number, loc?: (string | number)[]) {
  const row = await store.findVersion(deps.db, projectId, ds.id, version)
  if (row) return row
  if (loc) throw new FieldValidationError(loc, `Dataset "${ds.name}" has no version ${version} (latest: ${ds.latest_version})`, 'not_found')
  throw new NotFoundError(`Version ${version} of dataset "${ds.name}"`)
}

export async function createDataset(
  deps: Deps,
  projectId: string,
  body: { name: string; description: string; cases?: CaseIn[] | undefined },
  by: string | null,
) {
  const now = deps.clock.nowIso()
  let row: DatasetRow
  try {
    row = await store.insertDataset(deps.db, {
      id: uuidv7(),
      project_id: projectId,
      name: body.name,
      description: body.description,
      latest_version: 0,
      golden_version: null,
      golden_at: null,
      created_by: by,
      created_at: now,
      updated_at: now,
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(body.name)
    throw err
  }
  if (body.cases) await store.insertVersion(deps.db, row, body.cases, { source: 'manual', note: null, createdBy: by, now })
  publishChange(deps, projectId, 'llm_dataset', row.id, 'created')
  return getDataset(deps, projectId, row.id)
}

export async function getDataset(deps: ReadDeps, projectId: string, id: string) {
  return toDataset(await datasetOr404(deps, projectId, id))
}

export async function listDatasets(deps: ReadDeps, projectId: string, page: Page, q?: string) {
  const { rows, total } = await store.listDatasets(deps.db, projectId, page, q)
  return toPage(rows.map(toDataset), total, page)
}

export async function updateDataset(
  deps: Deps,
  projectId: string,
  id: string,
  body: { name?: string | undefined; description?: string | undefined; cases?: CaseIn[] | undefined; note?: string | undefined },
  by: string | null,
) {
  await datasetOr404(deps, projectId, id)
  try {
    const patch = {
      updated_at: deps.clock.nowIso(),
      ...(body.name !== undefined && { name: body.name }),
      ...(body.description !== undefined && { description: body.description }),
    }
    await store.updateDataset(deps.db, projectId, id, patch)
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(body.name ?? '')
    throw err
  }
  if (body.cases) await saveVersion(deps, projectId, id, body.cases, { source: 'manual', note: body.note ?? null, by })
  return getDataset(deps, projectId, id)
}

export async function deleteDataset(deps: Deps, projectId: string, id: string) {
  if (!(await store.deleteDataset(deps.db, projectId, id))) throw new NotFoundError(`LLM dataset "${id}"`)
  publishChange(deps, projectId, 'llm_dataset', id, 'deleted')
  return { deleted: true as const, id }
}

export async function saveVersion(
  deps: Deps,
  projectId: string,
  id: string,
  cases: CaseIn[],
  meta: { source: string; note: string | null; by: string | null },
) {
  const ds = await datasetOr404(deps, projectId, id)
  const v = await store.insertVersion(deps.db, ds, cases, {
    source: meta.source,
    note: meta.note,
    createdBy: meta.by,
    now: deps.clock.nowIso(),
  })
  publishChange(deps, projectId, 'llm_dataset', id, 'version')
  return toVersion(v, ds.golden_version)
}

export async function listVersions(deps: ReadDeps, projectId: string, id: string) {
  const ds = await datasetOr404(deps, projectId, id)
  return { items: (await store.listVersions(deps.db, projectId, id)).map((v) => toVersion(v, ds.golden_version)) }
}

export async function versionCases(deps: ReadDeps, projectId: string, id: string, version: number, page: Page) {
  const ds = await datasetOr404(deps, projectId, id)
  const v = await versionOr404(deps, projectId, ds, version)
  const rows = await store.pageCases(deps.db, v.id, page)
  return toPage(rows.map(toCase), Number(v.case_count), page)
}

export async function exportCsv(deps: ReadDeps, projectId: string, id: string, version: number) {
  const ds = await datasetOr404(deps, projectId, id)
  const v = await versionOr404(deps, projectId, ds, version)
  const cases = (await store.casesOfVersion(deps.db, v.id)).map(toCase)
  const safe = ds.name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'dataset'
  return { fileName: `${safe}-v${v.version}.csv`, csv: casesToCsv(cases) }
}

export async function setGolden(deps: Deps, projectId: string, id: string, version: number | null) {
  const ds = await datasetOr404(deps, projectId, id)
  if (version !== null) await versionOr404(deps, projectId, ds, version, ['body', 'version'])
  const now = deps.clock.nowIso()
  await store.updateDataset(deps.db, projectId, id, { golden_version: version, golden_at: version === null ? null : now, updated_at: now })
  publishChange(deps, projectId, 'llm_dataset', id, 'golden')
  return getDataset(deps, projectId, id)
}

export interface ImportOptions {
  preview: boolean
  mode: 'replace' | 'append'
  skip_invalid: boolean
  input_column?: string | undefined
  expected_column?: string | undefined
  tags_column?: string | undefined
  note?: string | undefined
}

/** CSV import: parse with the mapping, report every bad row by number; save a version unless previewing. */
export async function importCsv(deps: Deps, projectId: string, id: string, text: string, o: ImportOptions, by: string | null) {
  const ds = await datasetOr404(deps, projectId, id)
  let parsed: ReturnType<typeof parseCasesCsv>
  try {
    parsed = parseCasesCsv(text, { input: o.input_column, expected: o.expected_column, tags: o.tags_column })
  } catch (err) {
    if (err instanceof CsvMappingError) throw new FieldValidationError(['body', 'file'], err.message, 'invalid_csv')
    throw err
  }
  const report = {
    headers: parsed.headers,
    mapping: parsed.mapping,
    valid_rows: parsed.cases.length,
    errors: parsed.errors,
    preview: parsed.cases.slice(0, 20),
  }
  if (o.preview) return { saved: false, version: null, ...report }
  if (parsed.errors.length > 0 && !o.skip_invalid) {
    const first = parsed.errors[0]!
    throw new FieldValidationError(
      ['body', 'file'],
      `${parsed.errors.length} row(s) have errors; row ${first.row}: ${first.message} (fix them, or import with skip_invalid=true)`,
      'invalid_rows',
    )
  }
  if (parsed.cases.length === 0) throw new FieldValidationError(['body', 'file'], 'The file has no valid rows to import', 'empty')
  const base = o.mode === 'append' && ds.latest_version > 0 ? await latestCases(deps, projectId, ds) : []
  const cases = [...base, ...parsed.cases.map(({ input, expected, tags }) => ({ input, expected, tags }))]
  const version = await saveVersion(deps, projectId, id, cases, { source: 'csv', note: o.note ?? null, by })
  return { saved: true, version, ...report }
}

async function latestCases(deps: ReadDeps, projectId: string, ds: DatasetRow): Promise<CaseIn[]> {
  const v = await versionOr404(deps, projectId, ds, ds.latest_version)
  return (await store.casesOfVersion(deps.db, v.id)).map(toCase).map(({ input, expected, tags }) => ({ input, expected, tags }))
}

export async function datasetRunInput(deps: ReadDeps, projectId: string, id: string, version: number | undefined): Promise<DatasetInput> {
  const ds = await store.findDataset(deps.db, projectId, id)
  if (!ds) throw new FieldValidationError(['body', 'dataset_id'], `LLM dataset "${id}" is not a dataset of this project`, 'not_found')
  if (ds.latest_version === 0)
    throw new FieldValidationError(['body', 'dataset_version'], `Dataset "${ds.name}" has no version yet: add cases first`, 'empty')
  const v = await versionOr404(deps, projectId, ds, version ?? ds.latest_version, ['body', 'dataset_version'])
  if (Number(v.case_count) === 0)
    throw new FieldValidationError(['body', 'dataset_version'], `Version ${v.version} of "${ds.name}" has no cases`, 'empty')
  return { id: ds.id, version: Number(v.version), versionId: v.id, caseCount: Number(v.case_count) }
}

/** A run of the suite's default assertions over every case of a dataset version: an LLM run (job, progress, events). */
export async function bulkRun(deps: Deps, projectId: string, body: BulkRunBody, by: string | null) {
  const { dataset_id, dataset_version, ...run } = body
  const dataset = await datasetRunInput(deps, projectId, dataset_id, dataset_version)
  return startRun(deps, projectId, run, { createdBy: by, triggeredBy: 'dataset' }, dataset)
}

export async function bulkCompare(deps: Deps, projectId: string, body: BulkCompareBody, by: string | null) {
  const { dataset_id, dataset_version, ...run } = body
  const dataset = await datasetRunInput(deps, projectId, dataset_id, dataset_version)
  return startCompare(deps, projectId, run, { createdBy: by }, dataset)
}

// ---- augmentation

export async function augment(deps: Deps, projectId: string, id: string, body: AugmentBody) {
  const ds = await datasetOr404(deps, projectId, id)
  if (ds.latest_version === 0)
    throw new FieldValidationError(['body', 'version'], `Dataset "${ds.name}" has no cases to augment yet`, 'empty')
  const v = await versionOr404(deps, projectId, ds, body.version ?? ds.latest_version, ['body', 'version'])
  const cases: SourceCase[] = (await store.casesOfVersion(deps.db, v.id)).map(toCase)
  if (body.engine === 'ai' && !deps.ai)
    throw new ConflictError('No AI provider is configured (AI_BASE_URL): use engine "rules", or configure one')
  const kinds = Array.isArray(body.augmentation_type) ? [...new Set(body.augmentation_type)] : [body.augmentation_type]
  const proposals =
    body.engine === 'ai' && deps.ai ? await proposeByAi(deps.ai, cases, kinds, body.count) : proposeByRules(cases, kinds, body.count)
  const now = deps.clock.nowIso()
  const rows = proposals.map((p) => ({
    id: uuidv7(),
    dataset_id: ds.id,
    project_id: projectId,
    base_version: Number(v.version),
    kind: p.kind,
    engine: body.engine,
    rule: p.rule,
    source_case_index: p.source_case_index,
    input: p.input,
    expected: p.expected,
    tags: JSON.stringify(p.tags),
    status: 'pending',
    created_at: now,
    decided_at: null,
    decided_by: null,
  }))
  await store.insertCandidates(deps.db, rows)
  return { items: rows.map(toCandidate) }
}

export async function listCandidates(deps: ReadDeps, projectId: string, id: string, page: Page, status?: string) {
  await datasetOr404(deps, projectId, id)
  const { rows, total } = await store.listCandidates(deps.db, projectId, id, page, status)
  return toPage(rows.map(toCandidate), total, page)
}

/** Accepts and rejects pending candidates; the accepted ones join a new version (the latest cases plus them). */
export async function decide(deps: Deps, projectId: string, id: string, body: { accept: string[]; reject: string[] }, by: string | null) {
  const ds = await datasetOr404(deps, projectId, id)
  const asked = [...body.accept, ...body.reject]
  const found = new Map((await store.candidatesById(deps.db, projectId, id, asked)).map((c) => [c.id, c]))
  for (const [i, cid] of asked.entries()) {
    const c = found.get(cid)
    const loc = i < body.accept.length ? ['body', 'accept', i] : ['body', 'reject', i - body.accept.length]
    if (!c) throw new FieldValidationError(loc, `Candidate "${cid}" is not one of this dataset's`, 'not_found')
    if (c.status !== 'pending') throw new FieldValidationError(loc, `Candidate "${cid}" was already ${c.status}`, 'decided')
  }
  const now = deps.clock.nowIso()
  let version = null
  if (body.accept.length > 0) {
    const accepted = body.accept.map((cid) => found.get(cid)!).map((c) => toCandidate(c))
    const base = ds.latest_version > 0 ? await latestCases(deps, projectId, ds) : []
    const note = `${accepted.length} augmentation candidate(s) accepted`
    version = await saveVersion(
      deps,
      projectId,
      id,
      [...base, ...accepted.map(({ input, expected, tags }) => ({ input, expected, tags }))],
      { source: 'augment', note, by },
    )
  }
  await store.decideCandidates(deps.db, body.accept, 'accepted', by, now)
  await store.decideCandidates(deps.db, body.reject, 'rejected', by, now)
  return { accepted: body.accept.length, rejected: body.reject.length, version }
}
