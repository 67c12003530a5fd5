import type { Db } from '../../platform/db/database.js'
import type { NewRtmRow, RtmRow } from './tables.js'
import './tables.js'

/** Replaces the project's matrix in one transaction: a reader sees the old one or the new one, never a mix. */
export async function replaceEntries(db: Db, projectId: string, rows: NewRtmRow[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('rtm_entries').where('project_id', '=', projectId).execute()
    for (let i = 0; i < rows.length; i += 100)
      await tx
        .insertInto('rtm_entries')
        .values(rows.slice(i, i + 100))
        .execute()
  })
}

export function entriesOf(db: Db, projectId: string): Promise<RtmRow[]> {
  return db.selectFrom('rtm_entries').selectAll().where('project_id', '=', projectId).execute()
}
