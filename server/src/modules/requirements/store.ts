import { setTimeout as sleep } from 'node:timers/promises'
import type { Db } from '../../platform/db/database.js'
import { isUniqueViolation, toCount } from '../../platform/db/errors.js'
import type { Page } from '../../platform/http/pagination.js'
import type { NewRequirementRow, RequirementRow, RequirementRowUpdate } from './tables.js'
import './tables.js'

/** `REQ-0007`, `REQ-1000`: at least four digits. */
export function codeOf(n: number): string {
  return `REQ-${String(n).padStart(4, '0')}`
}

const MAX_ATTEMPTS = 100

/**
 * Inserts a requirement with the project's next number: the numeric maximum + 1 (never a text sort, so REQ-0999
 * is followed by REQ-1000). Two concurrent inserts that read the same maximum collide on the unique
 * (project_id, number) constraint; the loser reads the maximum again.
 */
export async function insertNumbered(
  db: Db,
  projectId: string,
  row: Omit<NewRequirementRow, 'number' | 'code' | 'project_id'>,
): Promise<RequirementRow> {
  for (let attempt = 1; ; attempt++) {
    const max = await db
      .selectFrom('requirements')
      .select((eb) => eb.fn.max('number').as('m'))
      .where('project_id', '=', projectId)
      .executeTakeFirst()
    const number = Number(max?.m ?? 0) + 1
    try {
      return await db
        .insertInto('requirements')
        .values({ ...row, project_id: projectId, number, code: codeOf(number) })
        .returningAll()
        .executeTakeFirstOrThrow()
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= MAX_ATTEMPTS) throw err
      await sleep(Math.floor(Math.random() * 5 * Math.min(attempt, 10)))
    }
  }
}

export function findRequirement(db: Db, projectId: string, id: string): Promise<RequirementRow | undefined> {
  return db.selectFrom('requirements').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
}

export function updateRequirement(db: Db, projectId: string, id: string, patch: RequirementRowUpdate): Promise<RequirementRow | undefined> {
  return db
    .updateTable('requirements')
    .set(patch)
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

export interface RequirementFilter {
  category?: string | undefined
  priority?: string | undefined
  status?: string | undefined
  q?: string | undefined
}

export async function listRequirements(
  db: Db,
  projectId: string,
  page: Page,
  f: RequirementFilter,
): Promise<{ rows: RequirementRow[]; total: number }> {
  let base = db.selectFrom('requirements').where('project_id', '=', projectId)
  if (f.category) base = base.where('category', '=', f.category)
  if (f.priority) base = base.where('priority', '=', f.priority)
  if (f.status) base = base.where('status', '=', f.status)
  if (f.q) {
    const like = `%${f.q.toLowerCase()}%`
    base = base.where((eb) => eb.or([eb(eb.fn('lower', ['title']), 'like', like), eb(eb.fn('lower', ['code']), 'like', like)]))
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('number').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number) }
}

/** Every requirement of a project, by number (the RTM's rows). */
export function allRequirements(db: Db, projectId: string): Promise<RequirementRow[]> {
  return db.selectFrom('requirements').selectAll().where('project_id', '=', projectId).orderBy('number').execute()
}

/** The project's requirement titles with codes (near-duplicate checks). */
export function titles(db: Db, projectId: string): Promise<{ id: string; code: string; title: string; source_key: string | null }[]> {
  return db
    .selectFrom('requirements')
    .select(['id', 'code', 'title', 'source_key'])
    .where('project_id', '=', projectId)
    .where('status', '!=', 'rejected')
    .execute()
}
