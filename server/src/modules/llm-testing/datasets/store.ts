import { sql } from 'kysely'
import { uuidv7 } from 'uuidv7'
import type { Db } from '../../../platform/db/database.js'
import { toCount } from '../../../platform/db/errors.js'
import type { Page } from '../../../platform/http/pagination.js'
import type { AugmentCandidateRow, DatasetCaseRow, DatasetRow, DatasetVersionRow } from '../dataset-tables.js'
import '../dataset-tables.js'

/** Cases inserted per statement: 7 columns x 100 rows stays under SQLite's bound-parameter limit. */
const CASE_BATCH = 100

export interface CaseInput {
  input: string
  expected: string | null
  tags: string[]
}

export function insertDataset(db: Db, row: DatasetRow): Promise<DatasetRow> {
  return db.insertInto('llm_datasets').values(row).returningAll().executeTakeFirstOrThrow()
}

export function findDataset(db: Db, projectId: string, id: string): Promise<DatasetRow | undefined> {
  return db.selectFrom('llm_datasets').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
}

export async function listDatasets(db: Db, projectId: string, page: Page, q?: string) {
  let query = db.selectFrom('llm_datasets').where('project_id', '=', projectId)
  if (q) query = query.where('name', 'like', `%${q.replace(/[%_\\]/g, '\\$&')}%`)
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('name').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(total.n) }
}

export function updateDataset(db: Db, projectId: string, id: string, patch: Partial<DatasetRow>) {
  return db
    .updateTable('llm_datasets')
    .set(patch)
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

export async function deleteDataset(db: Db, projectId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('llm_datasets').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
  return toCount(r.numDeletedRows) > 0
}

/**
 * Writes the next immutable version: the counter moves by an atomic `latest_version + 1`, so two concurrent saves
 * get two versions, never one overwriting the other.
 */
export function insertVersion(
  db: Db,
  dataset: Pick<DatasetRow, 'id' | 'project_id'>,
  cases: CaseInput[],
  meta: { source: string; note: string | null; createdBy: string | null; now: string },
): Promise<DatasetVersionRow> {
  return db.transaction().execute(async (tx) => {
    const bumped = await tx
      .updateTable('llm_datasets')
      .set({ latest_version: sql`latest_version + 1`, updated_at: meta.now })
      .where('id', '=', dataset.id)
      .returning('latest_version')
      .executeTakeFirstOrThrow()
    const version = await tx
      .insertInto('llm_dataset_versions')
      .values({
        id: uuidv7(),
        dataset_id: dataset.id,
        project_id: dataset.project_id,
        version: Number(bumped.latest_version),
        case_count: cases.length,
        source: meta.source,
        note: meta.note,
        created_by: meta.createdBy,
        created_at: meta.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    for (let i = 0; i < cases.length; i += CASE_BATCH) {
      const rows = cases.slice(i, i + CASE_BATCH).map((c, j) => ({
        id: uuidv7(),
        version_id: version.id,
        project_id: dataset.project_id,
        case_index: i + j,
        input: c.input,
        expected: c.expected,
        tags: JSON.stringify(c.tags),
      }))
      await tx.insertInto('llm_dataset_cases').values(rows).execute()
    }
    return version
  })
}

export function listVersions(db: Db, projectId: string, datasetId: string): Promise<DatasetVersionRow[]> {
  return db
    .selectFrom('llm_dataset_versions')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('dataset_id', '=', datasetId)
    .orderBy('version', 'desc')
    .execute()
}

export function findVersion(db: Db, projectId: string, datasetId: string, version: number): Promise<DatasetVersionRow | undefined> {
  return db
    .selectFrom('llm_dataset_versions')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('dataset_id', '=', datasetId)
    .where('version', '=', version)
    .executeTakeFirst()
}

export async function pageCases(db: Db, versionId: string, page: Page) {
  const rows = await db
    .selectFrom('llm_dataset_cases')
    .selectAll()
    .where('version_id', '=', versionId)
    .orderBy('case_index')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return rows
}

export function casesOfVersion(db: Db, versionId: string): Promise<DatasetCaseRow[]> {
  return db.selectFrom('llm_dataset_cases').selectAll().where('version_id', '=', versionId).orderBy('case_index').execute()
}

/** The cases of one dataset version (empty when the version is gone: the run then has nothing to do). */
export async function datasetCases(db: Db, projectId: string, datasetId: string, version: number): Promise<DatasetCaseRow[]> {
  const v = await findVersion(db, projectId, datasetId, version)
  return v ? casesOfVersion(db, v.id) : []
}

// ---- augmentation candidates

export async function insertCandidates(db: Db, rows: AugmentCandidateRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 50)
    await db
      .insertInto('llm_augment_candidates')
      .values(rows.slice(i, i + 50))
      .execute()
}

export async function listCandidates(db: Db, projectId: string, datasetId: string, page: Page, status?: string) {
  let query = db.selectFrom('llm_augment_candidates').where('project_id', '=', projectId).where('dataset_id', '=', datasetId)
  if (status) query = query.where('status', '=', status)
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('created_at').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(total.n) }
}

export function candidatesById(db: Db, projectId: string, datasetId: string, ids: string[]): Promise<AugmentCandidateRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('llm_augment_candidates')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('dataset_id', '=', datasetId)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute()
}

export async function decideCandidates(db: Db, ids: string[], status: string, by: string | null, at: string): Promise<void> {
  if (ids.length === 0) return
  await db
    .updateTable('llm_augment_candidates')
    .set({ status, decided_by: by, decided_at: at })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .execute()
}
