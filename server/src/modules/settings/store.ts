import type { Db } from '../../platform/db/database.js'
import type { AppSettingRow } from './tables.js'
import './tables.js'

export function listSettings(db: Db): Promise<AppSettingRow[]> {
  return db.selectFrom('app_settings').selectAll().execute()
}

export async function putSetting(db: Db, row: AppSettingRow): Promise<void> {
  await db
    .insertInto('app_settings')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ value: row.value, secret: row.secret, last4: row.last4, updated_by: row.updated_by, updated_at: row.updated_at }),
    )
    .execute()
}

export async function deleteSetting(db: Db, key: string): Promise<boolean> {
  const res = await db.deleteFrom('app_settings').where('key', '=', key).executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}
