import type { Db } from '../../platform/db/database.js'
import type { Page } from '../../platform/http/pagination.js'
import type { ScanRow } from './tables.js'

export async function insertScan(db: Db, row: ScanRow): Promise<ScanRow> {
  return db.insertInto('security_scans').values(row).returningAll().executeTakeFirstOrThrow()
}

export async function findScan(db: Db, projectId: string, id: string): Promise<ScanRow | undefined> {
  return db.selectFrom('security_scans').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
}

export async function listScans(db: Db, projectId: string, page: Page): Promise<{ rows: ScanRow[]; total: number }> {
  const base = db.selectFrom('security_scans').where('project_id', '=', projectId)
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

export async function deleteScan(db: Db, projectId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('security_scans').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
  return Number(r.numDeletedRows) > 0
}
