import type { Db, NewRefreshTokenRow, RefreshTokenRow } from '../../platform/db/database.js'

export async function insertRefreshToken(db: Db, row: NewRefreshTokenRow): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute()
}

export function findRefreshToken(db: Db, id: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Marks a live token as exchanged; false when another request used it first. */
export async function claimRefreshToken(db: Db, id: string, replacedBy: string, nowIso: string): Promise<boolean> {
  const res = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowIso, replaced_by: replacedBy })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

export async function revokeFamily(db: Db, userId: string, familyId: string, nowIso: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowIso })
    .where('user_id', '=', userId)
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Revokes every live refresh token of a user; returns how many sessions that ended. */
export async function revokeAllForUser(db: Db, userId: string, nowIso: string): Promise<number> {
  const res = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowIso })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(res.numUpdatedRows)
}

export async function deleteExpiredTokens(db: Db, nowIso: string): Promise<number> {
  const res = await db.deleteFrom('refresh_tokens').where('expires_at', '<', nowIso).executeTakeFirst()
  return Number(res.numDeletedRows)
}

export async function getMeta(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst()
  return row?.value
}

export async function setMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute()
}
