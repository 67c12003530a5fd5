import type { Db } from '../../platform/db/database.js'
import { toCount } from '../../platform/db/errors.js'
import type { Page } from '../../platform/http/pagination.js'
import type { NewSessionRow, SessionRow, SessionRowUpdate } from './tables.js'
import './tables.js'

export async function insertSession(db: Db, row: NewSessionRow): Promise<SessionRow> {
  return db.insertInto('exploration_sessions').values(row).returningAll().executeTakeFirstOrThrow()
}

export function findSession(db: Db, projectId: string, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom('exploration_sessions').selectAll().where('id', '=', id).where('project_id', '=', projectId).executeTakeFirst()
}

export function updateSession(db: Db, projectId: string, id: string, patch: SessionRowUpdate): Promise<SessionRow | undefined> {
  return db
    .updateTable('exploration_sessions')
    .set(patch)
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .returningAll()
    .executeTakeFirst()
}

/** Updates a session only while it is in one of `statuses` (start/stop/finish races); the row, or undefined. */
export function updateSessionIf(
  db: Db,
  projectId: string,
  id: string,
  statuses: readonly string[],
  patch: SessionRowUpdate,
): Promise<SessionRow | undefined> {
  return db
    .updateTable('exploration_sessions')
    .set(patch)
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .where('status', 'in', statuses)
    .returningAll()
    .executeTakeFirst()
}

export async function listSessions(db: Db, projectId: string, page: Page, status?: string): Promise<{ rows: SessionRow[]; total: number }> {
  let base = db.selectFrom('exploration_sessions').where('project_id', '=', projectId)
  if (status) base = base.where('status', '=', status)
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number) }
}
