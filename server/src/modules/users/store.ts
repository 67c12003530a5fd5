import type { Db, NewUserRow, UserRow, UserRowUpdate } from '../../platform/db/database.js'
import { toCount } from '../../platform/db/errors.js'
import type { Page } from '../../platform/http/pagination.js'

export function insertUser(db: Db, row: NewUserRow): Promise<UserRow> {
  return db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow()
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst()
}

export function updateUserRow(db: Db, id: string, patch: UserRowUpdate): Promise<UserRow | undefined> {
  return db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirst()
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return toCount(row.n as string | number)
}

export async function listUserRows(db: Db, page: Page, q?: string): Promise<{ rows: UserRow[]; total: number }> {
  let base = db.selectFrom('users')
  if (q) {
    const like = `%${q.toLowerCase()}%`
    base = base.where((eb) => eb.or([eb('email', 'like', like), eb(eb.fn('lower', ['full_name']), 'like', like)]))
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as string | number) }
}

/** Increments the failure counter atomically and returns the new count. */
export async function incrementFailedLogins(db: Db, id: string, nowIso: string): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_login_attempts: eb('failed_login_attempts', '+', 1), updated_at: nowIso }))
    .where('id', '=', id)
    .returning('failed_login_attempts')
    .executeTakeFirst()
  return row?.failed_login_attempts ?? 0
}
