import type { ApiRunRow, ApiRunRowUpdate, ApiSpecRow, Db, NewApiRunRow, NewApiSpecRow } from '../../platform/db/database.js'
import { toCount } from '../../platform/db/errors.js'
import type { Page } from '../../platform/http/pagination.js'
import type { JobAttempt } from '../../platform/jobs/job-attempt.js'
import * as runRows from '../../platform/jobs/run-rows.js'

export type ApiSpecListRow = Omit<ApiSpecRow, 'content'>

/** Run list rows leave out the heavy columns (code, per-test evidence, attempts). */
const RUN_LIST_COLUMNS = [
  'id',
  'project_id',
  'spec_name',
  'status',
  'job_id',
  'engine',
  'error',
  'created_at',
  'started_at',
  'finished_at',
  'duration_ms',
] as const
export type ApiRunListRow = Pick<ApiRunRow, (typeof RUN_LIST_COLUMNS)[number]>

export async function listSpecRows(db: Db, projectId: string, page: Page, q?: string): Promise<{ rows: ApiSpecListRow[]; total: number }> {
  const base = db
    .selectFrom('api_specs')
    .where('project_id', '=', projectId)
    .$if(Boolean(q), (qb) => qb.where('name', 'like', `%${q}%`))
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'project_id', 'name', 'source', 'import_key', 'created_at', 'updated_at'])
      .orderBy('name')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number | string) }
}

export function findSpec(db: Db, projectId: string, name: string): Promise<ApiSpecRow | undefined> {
  return db.selectFrom('api_specs').selectAll().where('project_id', '=', projectId).where('name', '=', name).executeTakeFirst()
}

export function findSpecByImportKey(db: Db, projectId: string, importKey: string): Promise<ApiSpecRow | undefined> {
  return db.selectFrom('api_specs').selectAll().where('project_id', '=', projectId).where('import_key', '=', importKey).executeTakeFirst()
}

/** Names of the specs an OpenAPI import created in the project, by name. */
export async function listImportedSpecNames(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('api_specs')
    .select('name')
    .where('project_id', '=', projectId)
    .where('source', '=', 'openapi')
    .orderBy('name')
    .execute()
  return rows.map((r) => r.name)
}

export function insertSpec(db: Db, row: NewApiSpecRow): Promise<ApiSpecRow> {
  return db.insertInto('api_specs').values(row).returningAll().executeTakeFirstOrThrow()
}

export function updateSpecRow(
  db: Db,
  projectId: string,
  id: string,
  patch: Partial<Pick<ApiSpecRow, 'name' | 'content' | 'updated_at' | 'source' | 'import_key'>>,
): Promise<ApiSpecRow | undefined> {
  return db.updateTable('api_specs').set(patch).where('project_id', '=', projectId).where('id', '=', id).returningAll().executeTakeFirst()
}

export async function deleteSpecRow(db: Db, projectId: string, id: string): Promise<void> {
  await db.deleteFrom('api_specs').where('project_id', '=', projectId).where('id', '=', id).execute()
}

export function insertRun(db: Db, row: NewApiRunRow): Promise<ApiRunRow> {
  return db.insertInto('api_runs').values(row).returningAll().executeTakeFirstOrThrow()
}

export function findRun(db: Db, projectId: string | undefined, id: string): Promise<ApiRunRow | undefined> {
  return db
    .selectFrom('api_runs')
    .selectAll()
    .where('id', '=', id)
    .$if(projectId !== undefined, (qb) => qb.where('project_id', '=', projectId ?? ''))
    .executeTakeFirst()
}

export function updateRunRow(db: Db, id: string, patch: ApiRunRowUpdate): Promise<ApiRunRow | undefined> {
  return db.updateTable('api_runs').set(patch).where('id', '=', id).returningAll().executeTakeFirst()
}

export const startRunOwned = (db: Db, id: string, job: JobAttempt, patch: ApiRunRowUpdate) =>
  runRows.startRunOwned(db, 'api_runs', id, job, patch)

export const finishRunOwned = (db: Db, id: string, job: JobAttempt, patch: ApiRunRowUpdate) =>
  runRows.finishRunOwned(db, 'api_runs', id, job, patch)

export const requeueRun = (db: Db, id: string) => runRows.requeueRun(db, 'api_runs', id)

export const finishRunIfLive = (db: Db, id: string, patch: ApiRunRowUpdate) => runRows.finishRunIfLive(db, 'api_runs', id, patch)

export async function listRunRows(
  db: Db,
  projectId: string,
  page: Page,
  filter: { status?: string | undefined; spec?: string | undefined },
): Promise<{ rows: ApiRunListRow[]; total: number }> {
  const base = db
    .selectFrom('api_runs')
    .where('project_id', '=', projectId)
    .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status ?? ''))
    .$if(filter.spec !== undefined, (qb) => qb.where('spec_name', '=', filter.spec ?? ''))
  const [rows, count] = await Promise.all([
    base.select(RUN_LIST_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number | string) }
}
