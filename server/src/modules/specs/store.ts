import { type ExpressionBuilder, sql } from 'kysely'
import type { Database, Db, NewSpecRow, SpecRow, SpecRowUpdate } from '../../platform/db/database.js'
import { toCount } from '../../platform/db/errors.js'
import type { Page } from '../../platform/http/pagination.js'

export type SpecListRow = Omit<SpecRow, 'content'>

/** Row filters, already validated and normalized. */
export interface SpecRowFilter {
  q?: string | undefined
  tags?: readonly string[] | undefined
  folder?: string | undefined
  automatedOnly?: boolean | undefined
}

const LIST_COLUMNS = ['id', 'project_id', 'name', 'automated_test', 'accepted_run_id', 'automated_at', 'created_at', 'updated_at'] as const

/** `%`, `_` and the escape character itself match literally in a LIKE pattern with `escape '\'`. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function whereFilter(db: Db, projectId: string, filter: SpecRowFilter) {
  return (eb: ExpressionBuilder<Database, 'specs'>) => {
    const conditions = [eb('specs.project_id', '=', projectId)]
    if (filter.automatedOnly) conditions.push(eb('specs.automated_test', 'is not', null))
    if (filter.folder) {
      const prefix = `${filter.folder}/`
      // Byte-exact prefix on both dialects (SQLite's LIKE ignores ASCII case).
      conditions.push(eb(sql<string>`substr(${eb.ref('specs.name')}, 1, ${[...prefix].length})`, '=', prefix))
    }
    if (filter.q) {
      const pattern = `%${likeLiteral(filter.q)}%`
      conditions.push(
        eb.or([
          eb(sql<string>`lower(${eb.ref('specs.name')})`, 'like', sql<string>`lower(${pattern}) escape '\\'`),
          eb(sql<string>`lower(${eb.ref('specs.content')})`, 'like', sql<string>`lower(${pattern}) escape '\\'`),
        ]),
      )
    }
    // One index probe per tag on spec_tags (project_id, tag, spec_id); never a scan of every spec.
    for (const tag of filter.tags ?? []) {
      conditions.push(
        eb(
          'specs.id',
          'in',
          db
            .selectFrom('spec_tags')
            .select('spec_tags.spec_id')
            .where('spec_tags.project_id', '=', projectId)
            .where('spec_tags.tag', '=', tag),
        ),
      )
    }
    return eb.and(conditions)
  }
}

export async function listSpecRows(
  db: Db,
  projectId: string,
  page: Page,
  filter: SpecRowFilter,
): Promise<{ rows: SpecListRow[]; total: number }> {
  const base = db.selectFrom('specs').where(whereFilter(db, projectId, filter))
  const [rows, count] = await Promise.all([
    base
      .select(LIST_COLUMNS)
      .orderBy(sql`lower(${sql.ref('specs.name')})`)
      .orderBy('specs.name')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number | string) }
}

/** Every spec name of a project (for the folder tree), without content. */
export async function listSpecNames(db: Db, projectId: string): Promise<string[]> {
  const rows = await db.selectFrom('specs').select('name').where('project_id', '=', projectId).execute()
  return rows.map((r) => r.name)
}

export function findSpec(db: Db, projectId: string, name: string): Promise<SpecRow | undefined> {
  return db.selectFrom('specs').selectAll().where('project_id', '=', projectId).where('name', '=', name).executeTakeFirst()
}

/** Name and content of the named specs that exist (templates for `@include`). */
export function findContents(db: Db, projectId: string, names: readonly string[]): Promise<{ name: string; content: string }[]> {
  if (names.length === 0) return Promise.resolve([])
  return db.selectFrom('specs').select(['name', 'content']).where('project_id', '=', projectId).where('name', 'in', names).execute()
}

export function insertSpec(db: Db, row: NewSpecRow): Promise<SpecRow> {
  return db.insertInto('specs').values(row).returningAll().executeTakeFirstOrThrow()
}

export function updateSpecRow(db: Db, projectId: string, id: string, patch: SpecRowUpdate): Promise<SpecRow | undefined> {
  return db.updateTable('specs').set(patch).where('project_id', '=', projectId).where('id', '=', id).returningAll().executeTakeFirst()
}

export async function deleteSpecRow(db: Db, projectId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('specs').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
  return Number(res.numDeletedRows) === 1
}

/** Tags of the given specs, each list sorted. */
export async function tagsOf(db: Db, projectId: string, specIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(specIds.map((id) => [id, []]))
  if (specIds.length === 0) return out
  const rows = await db
    .selectFrom('spec_tags')
    .select(['spec_id', 'tag'])
    .where('project_id', '=', projectId)
    .where('spec_id', 'in', specIds)
    .orderBy('tag')
    .execute()
  for (const row of rows) out.get(row.spec_id)?.push(row.tag)
  return out
}

export async function replaceTags(db: Db, projectId: string, specId: string, tags: readonly string[]): Promise<void> {
  await db.deleteFrom('spec_tags').where('project_id', '=', projectId).where('spec_id', '=', specId).execute()
  if (tags.length > 0) {
    await db
      .insertInto('spec_tags')
      .values(tags.map((tag) => ({ spec_id: specId, project_id: projectId, tag })))
      .execute()
  }
}

/** Every tag in use in the project with how many specs carry it, by tag. */
export async function listTagCounts(
  db: Db,
  projectId: string,
  page: Page,
): Promise<{ rows: { tag: string; count: number }[]; total: number }> {
  const base = db.selectFrom('spec_tags').where('project_id', '=', projectId)
  const [rows, count] = await Promise.all([
    base
      .select((eb) => ['tag', eb.fn.countAll().as('n')])
      .groupBy('tag')
      .orderBy('tag')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.count('tag').distinct().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows: rows.map((r) => ({ tag: r.tag, count: toCount(r.n as number | string) })), total: toCount(count.n as number | string) }
}
