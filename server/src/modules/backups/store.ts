import type { Db } from '../../platform/db/database.js'
import type { BackupRow } from '../../platform/storage/tables.js'
import '../../platform/storage/tables.js'

export function insertBackup(db: Db, row: { id: string; dialect: string; trigger: string; started_at: string }): Promise<BackupRow> {
  return db
    .insertInto('backups')
    .values({ ...row, status: 'running' })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function finishBackup(
  db: Db,
  id: string,
  patch: {
    status: 'completed' | 'failed'
    file?: string | null
    size_bytes?: number | null
    row_counts?: string | null
    error?: string | null
    finished_at: string
  },
): Promise<BackupRow | undefined> {
  return db.updateTable('backups').set(patch).where('id', '=', id).returningAll().executeTakeFirst()
}

export function findBackup(db: Db, id: string): Promise<BackupRow | undefined> {
  return db.selectFrom('backups').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function listBackups(db: Db, page: { limit: number; offset: number }): Promise<{ rows: BackupRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('backups')
      .selectAll()
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('backups')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export function lastBackup(db: Db, status?: 'completed'): Promise<BackupRow | undefined> {
  let q = db.selectFrom('backups').selectAll()
  if (status) q = q.where('status', '=', status)
  return q.orderBy('started_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()
}

/** Completed backups beyond the newest `keep`, to delete. */
export function backupsBeyond(db: Db, keep: number): Promise<BackupRow[]> {
  return db
    .selectFrom('backups')
    .selectAll()
    .where('status', '=', 'completed')
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(10_000)
    .execute()
}

export async function deleteBackupRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('backups').where('id', '=', id).execute()
}

/** UI runs finished before `before` that are still in tier `from` (hot: no tier row). */
export function runsToMove(db: Db, from: 'hot' | 'warm', before: string, limit: number): Promise<{ id: string; project_id: string }[]> {
  let q = db
    .selectFrom('runs')
    .leftJoin('run_tiers', 'run_tiers.run_id', 'runs.id')
    .select(['runs.id', 'runs.project_id'])
    .where('runs.finished_at', 'is not', null)
    .where('runs.finished_at', '<', before)
  q = from === 'hot' ? q.where('run_tiers.run_id', 'is', null) : q.where('run_tiers.tier', '=', 'warm')
  return q.orderBy('runs.finished_at').limit(limit).execute()
}

export function artifactsOf(db: Db, runId: string): Promise<{ path: string; size: number }[]> {
  return db.selectFrom('run_artifacts').select(['path', 'size']).where('run_id', '=', runId).execute()
}

/** Marks a run warm or cold; the artifact index keeps only what is still stored locally (nothing, after a move). */
export async function setTier(
  db: Db,
  row: { run_id: string; tier: 'warm' | 'cold'; location: string | null; archived_bytes: number; freed_bytes: number; moved_at: string },
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('run_tiers')
      .values(row)
      .onConflict((oc) =>
        oc
          .column('run_id')
          .doUpdateSet({ tier: row.tier, location: row.location, archived_bytes: row.archived_bytes, moved_at: row.moved_at }),
      )
      .execute()
    await tx.deleteFrom('run_artifacts').where('run_id', '=', row.run_id).execute()
  })
}

export async function tierCounts(db: Db): Promise<{ warm: number; cold: number; archived_bytes: number }> {
  const rows = await db
    .selectFrom('run_tiers')
    .select(['tier', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.sum<number | string>('archived_bytes').as('bytes')])
    .groupBy('tier')
    .execute()
  const out = { warm: 0, cold: 0, archived_bytes: 0 }
  for (const r of rows) {
    if (r.tier === 'warm') {
      out.warm = Number(r.n)
      out.archived_bytes = Number(r.bytes ?? 0)
    } else if (r.tier === 'cold') out.cold = Number(r.n)
  }
  return out
}

export function tierOf(db: Db, runId: string): Promise<{ tier: string; location: string | null } | undefined> {
  return db.selectFrom('run_tiers').select(['tier', 'location']).where('run_id', '=', runId).executeTakeFirst()
}
