import { sql } from 'kysely'
import type { Db } from '../../platform/db/database.js'

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/**
 * A project's selector memory rows whose spec name or stored fingerprints contain every word of `q` (the row
 * filter; matching targets are picked in the service), paged by spec name.
 */
export async function searchMemory(
  db: Db,
  projectId: string,
  filter: { q?: string | undefined; spec?: string | undefined },
  page: { limit: number; offset: number },
) {
  let base = db.selectFrom('selector_memory').where('project_id', '=', projectId)
  if (filter.spec) base = base.where('spec_name', '=', filter.spec)
  for (const word of (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    const pattern = `%${escapeLike(word)}%`
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(spec_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(resolutions)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
  }
  const [rows, count] = await Promise.all([
    base.select(['spec_name', 'run_id', 'updated_at', 'resolutions']).orderBy('spec_name').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export function readMemory(db: Db, projectId: string, specName: string) {
  return db
    .selectFrom('selector_memory')
    .select(['resolutions', 'updated_at'])
    .where('project_id', '=', projectId)
    .where('spec_name', '=', specName)
    .executeTakeFirst()
}

/** Replaces the resolutions only if they did not change since read (optimistic: a run may write meanwhile). */
export async function replaceResolutions(
  db: Db,
  projectId: string,
  specName: string,
  before: string,
  after: string,
  now: string,
): Promise<boolean> {
  const res = await db
    .updateTable('selector_memory')
    .set({ resolutions: after, updated_at: now })
    .where('project_id', '=', projectId)
    .where('spec_name', '=', specName)
    .where('resolutions', '=', before)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** UI runs of the project that made more than one attempt (a heal was tried), newest first. */
export async function healedRuns(db: Db, projectId: string, spec: string | undefined, page: { limit: number; offset: number }) {
  let base = db.selectFrom('runs').where('project_id', '=', projectId).where('attempts', 'like', '%"n":2%')
  if (spec) base = base.where('spec_name', '=', spec)
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'spec_name', 'status', 'created_at', 'attempts'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}
