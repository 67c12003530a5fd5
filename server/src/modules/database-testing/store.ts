import type { Db } from '../../platform/db/database.js'
import { toCount } from '../../platform/db/errors.js'
import type { Page } from '../../platform/http/pagination.js'
import { type JobAttempt, ownsJob } from '../../platform/jobs/job-attempt.js'
import type {
  AnalysisRow,
  AnalysisRowUpdate,
  AuditRow,
  ConnectionRow,
  ConnectionRowUpdate,
  DbSpecRow,
  NewAuditRow,
  NewConnectionRow,
  NewRunRow,
  RunRow,
  RunRowUpdate,
} from './tables.js'
import './tables.js'

/** Queries of the database-testing area; every read and write is scoped to its project here. */

export const listConnections = (db: Db, projectId: string): Promise<ConnectionRow[]> =>
  db.selectFrom('db_connections').selectAll().where('project_id', '=', projectId).orderBy('name').execute()

export const findConnection = (db: Db, projectId: string, id: string): Promise<ConnectionRow | undefined> =>
  db.selectFrom('db_connections').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()

export const findConnectionByName = (db: Db, projectId: string, name: string): Promise<ConnectionRow | undefined> =>
  db.selectFrom('db_connections').selectAll().where('project_id', '=', projectId).where('name', '=', name).executeTakeFirst()

export const insertConnection = (db: Db, row: NewConnectionRow): Promise<ConnectionRow> =>
  db.insertInto('db_connections').values(row).returningAll().executeTakeFirstOrThrow()

export const updateConnection = (db: Db, projectId: string, id: string, patch: ConnectionRowUpdate): Promise<ConnectionRow | undefined> =>
  db.updateTable('db_connections').set(patch).where('project_id', '=', projectId).where('id', '=', id).returningAll().executeTakeFirst()

export async function deleteConnection(db: Db, projectId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('db_connections').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}

export const insertAnalysis = (db: Db, row: AnalysisRow): Promise<AnalysisRow> =>
  db.insertInto('db_analyses').values(row).returningAll().executeTakeFirstOrThrow()

export const updateAnalysis = (db: Db, id: string, patch: AnalysisRowUpdate): Promise<AnalysisRow | undefined> =>
  db.updateTable('db_analyses').set(patch).where('id', '=', id).returningAll().executeTakeFirst()

export const findAnalysis = (db: Db, projectId: string, id: string): Promise<AnalysisRow | undefined> =>
  db.selectFrom('db_analyses').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()

/** The newest completed analysis of a connection (the one drift and generation compare against). */
export const latestAnalysis = (db: Db, projectId: string, connectionId: string, before?: string): Promise<AnalysisRow | undefined> => {
  let q = db
    .selectFrom('db_analyses')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('connection_id', '=', connectionId)
    .where('status', '=', 'completed')
  if (before) q = q.where('id', '!=', before)
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()
}

export const listSpecs = (db: Db, projectId: string): Promise<DbSpecRow[]> =>
  db.selectFrom('db_specs').selectAll().where('project_id', '=', projectId).orderBy('name').execute()

export const findSpec = (db: Db, projectId: string, id: string): Promise<DbSpecRow | undefined> =>
  db.selectFrom('db_specs').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()

export const findSpecByName = (db: Db, projectId: string, name: string): Promise<DbSpecRow | undefined> =>
  db.selectFrom('db_specs').selectAll().where('project_id', '=', projectId).where('name', '=', name).executeTakeFirst()

/** The newest spec bound to a connection. */
export const latestSpecFor = (db: Db, projectId: string, connectionId: string): Promise<DbSpecRow | undefined> =>
  db
    .selectFrom('db_specs')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('connection_id', '=', connectionId)
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst()

export const insertSpec = (db: Db, row: DbSpecRow): Promise<DbSpecRow> =>
  db.insertInto('db_specs').values(row).returningAll().executeTakeFirstOrThrow()

export const updateSpec = (db: Db, projectId: string, id: string, patch: Partial<DbSpecRow>): Promise<DbSpecRow | undefined> =>
  db.updateTable('db_specs').set(patch).where('project_id', '=', projectId).where('id', '=', id).returningAll().executeTakeFirst()

export async function deleteSpec(db: Db, projectId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('db_specs').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}

export const findRun = (db: Db, projectId: string, id: string): Promise<RunRow | undefined> =>
  db.selectFrom('db_runs').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()

export const updateRun = (db: Db, id: string, patch: RunRowUpdate): Promise<RunRow | undefined> =>
  db.updateTable('db_runs').set(patch).where('id', '=', id).returningAll().executeTakeFirst()

/** queued -> running, only for the job attempt that owns the run's job (see `ownsJob`). */
export const startRunOwned = (db: Db, id: string, job: JobAttempt, patch: RunRowUpdate): Promise<RunRow | undefined> =>
  db
    .updateTable('db_runs')
    .set({ ...patch, status: 'running' })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .where(ownsJob(job))
    .returningAll()
    .executeTakeFirst()

/** A write of the running handler; lands only while its attempt still owns the job, so a stale attempt cannot overwrite a newer one. */
export const updateRunOwned = (db: Db, id: string, job: JobAttempt, patch: RunRowUpdate): Promise<RunRow | undefined> =>
  db
    .updateTable('db_runs')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where(ownsJob(job))
    .returningAll()
    .executeTakeFirst()

/** The interruption hook's write: only a run that has not ended yet moves (cancelled, re-queued, failed). */
export const updateRunIfLive = (db: Db, id: string, patch: RunRowUpdate): Promise<RunRow | undefined> =>
  db.updateTable('db_runs').set(patch).where('id', '=', id).where('status', 'in', ['queued', 'running']).returningAll().executeTakeFirst()

export async function insertRun(db: Db, row: NewRunRow): Promise<RunRow> {
  return db.insertInto('db_runs').values(row).returningAll().executeTakeFirstOrThrow()
}

export async function listRuns(db: Db, projectId: string, page: Page, connectionId?: string): Promise<{ rows: RunRow[]; total: number }> {
  let base = db.selectFrom('db_runs').where('project_id', '=', projectId)
  if (connectionId) base = base.where('connection_id', '=', connectionId)
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number) }
}

/** The newest finished run of each connection of a project. */
export async function latestRuns(db: Db, projectId: string): Promise<RunRow[]> {
  const rows = await db
    .selectFrom('db_runs')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('status', 'in', ['completed', 'failed', 'error'])
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute()
  const seen = new Set<string>()
  return rows.filter((r) => !seen.has(r.connection_id) && seen.add(r.connection_id))
}

export async function countRuns(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('db_runs')
    .where('project_id', '=', projectId)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return toCount(row.n as number)
}

export async function insertAudit(db: Db, rows: NewAuditRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('db_audit').values(rows).execute()
}

export async function listAudit(db: Db, projectId: string, page: Page, runId?: string): Promise<{ rows: AuditRow[]; total: number }> {
  let base = db.selectFrom('db_audit').where('project_id', '=', projectId)
  if (runId) base = base.where('run_id', '=', runId)
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number) }
}
