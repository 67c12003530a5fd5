import type { ExpressionBuilder } from 'kysely'
import { bumpDataVersion } from '../../platform/db/data-version.js'
import type { Database, Db, NewProjectMemberRow, NewProjectRow, ProjectRow, ProjectRowUpdate } from '../../platform/db/database.js'
import { toCount } from '../../platform/db/errors.js'
import type { Page } from '../../platform/http/pagination.js'

export type ProjectWithCounts = ProjectRow & { member_count: number; my_role: string | null }

const memberCount = (eb: ExpressionBuilder<Database, 'projects'>) =>
  eb.selectFrom('project_members as pm').whereRef('pm.project_id', '=', 'projects.id').select(eb.fn.countAll().as('n')).as('member_count')

/** Projects with member counts and the viewer's role, in one query (no per-row lookups). */
function projectsQuery(db: Db, viewerId: string | undefined) {
  return db
    .selectFrom('projects')
    .leftJoin('project_members as mine', (join) =>
      join.onRef('mine.project_id', '=', 'projects.id').on('mine.user_id', '=', viewerId ?? ''),
    )
    .selectAll('projects')
    .select((eb) => [memberCount(eb), 'mine.role as my_role'])
}

/** The projects a user belongs to, driven from their memberships (an index range, not a scan of projects). */
function memberProjectsQuery(db: Db, userId: string) {
  return db
    .selectFrom('project_members as mine')
    .innerJoin('projects', 'projects.id', 'mine.project_id')
    .where('mine.user_id', '=', userId)
    .selectAll('projects')
    .select((eb) => [memberCount(eb), 'mine.role as my_role'])
}

function normalize(row: ProjectRow & { member_count: unknown; my_role: string | null }): ProjectWithCounts {
  return { ...row, member_count: toCount(row.member_count as number | string), my_role: row.my_role ?? null }
}

export async function findProject(db: Db, id: string, viewerId?: string): Promise<ProjectWithCounts | undefined> {
  const row = await projectsQuery(db, viewerId).where('projects.id', '=', id).executeTakeFirst()
  return row ? normalize(row) : undefined
}

/** All projects (`onlyMemberOf` undefined) or those a user belongs to, default project first, then by name. */
export async function listProjects(
  db: Db,
  page: Page,
  viewerId: string | undefined,
  onlyMemberOf: string | undefined,
): Promise<{ rows: ProjectWithCounts[]; total: number }> {
  const rowsQuery = onlyMemberOf === undefined ? projectsQuery(db, viewerId) : memberProjectsQuery(db, onlyMemberOf)
  const countQuery =
    onlyMemberOf === undefined
      ? db.selectFrom('projects').select((eb) => eb.fn.countAll().as('n'))
      : db
          .selectFrom('project_members')
          .where('user_id', '=', onlyMemberOf)
          .select((eb) => eb.fn.countAll().as('n'))
  const [rows, count] = await Promise.all([
    rowsQuery
      .orderBy((eb) => eb.case().when('projects.id', '=', 'default').then(0).else(1).end())
      .orderBy('projects.name')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countQuery.executeTakeFirstOrThrow(),
  ])
  return { rows: rows.map(normalize), total: toCount(count.n as number | string) }
}

/** Every write below bumps this scope, which validates cached project lists (see VersionedCache). */
export const PROJECTS_SCOPE = 'projects'

export async function insertProject(db: Db, row: NewProjectRow): Promise<ProjectRow> {
  const inserted = await db.insertInto('projects').values(row).returningAll().executeTakeFirstOrThrow()
  await bumpDataVersion(db, PROJECTS_SCOPE)
  return inserted
}

export async function updateProjectRow(db: Db, id: string, patch: ProjectRowUpdate): Promise<ProjectRow | undefined> {
  const row = await db.updateTable('projects').set(patch).where('id', '=', id).returningAll().executeTakeFirst()
  await bumpDataVersion(db, PROJECTS_SCOPE)
  return row
}

export async function deleteProjectRow(db: Db, id: string): Promise<boolean> {
  await db.deleteFrom('project_members').where('project_id', '=', id).execute()
  const res = await db.deleteFrom('projects').where('id', '=', id).executeTakeFirst()
  await bumpDataVersion(db, PROJECTS_SCOPE)
  return Number(res.numDeletedRows) === 1
}

export function memberRole(db: Db, projectId: string, userId: string): Promise<{ role: string } | undefined> {
  return db
    .selectFrom('project_members')
    .select('role')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

function membersQuery(db: Db, projectId: string) {
  return db
    .selectFrom('project_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.project_id', 'm.user_id', 'u.email', 'u.full_name', 'm.role', 'm.granted_at', 'm.granted_by'])
    .where('m.project_id', '=', projectId)
}

export function listMembers(db: Db, projectId: string) {
  return membersQuery(db, projectId).orderBy('m.granted_at').orderBy('u.email').execute()
}

export function findMember(db: Db, projectId: string, userId: string) {
  return membersQuery(db, projectId).where('m.user_id', '=', userId).executeTakeFirst()
}

export async function insertMember(db: Db, row: NewProjectMemberRow): Promise<void> {
  await db.insertInto('project_members').values(row).execute()
  await bumpDataVersion(db, PROJECTS_SCOPE)
}

export async function updateMemberRole(db: Db, projectId: string, userId: string, role: string): Promise<void> {
  await db.updateTable('project_members').set({ role }).where('project_id', '=', projectId).where('user_id', '=', userId).execute()
  await bumpDataVersion(db, PROJECTS_SCOPE)
}

export async function deleteMember(db: Db, projectId: string, userId: string): Promise<void> {
  await db.deleteFrom('project_members').where('project_id', '=', projectId).where('user_id', '=', userId).execute()
  await bumpDataVersion(db, PROJECTS_SCOPE)
}

export async function countOwners(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('project_members')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('project_id', '=', projectId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow()
  return toCount(row.n as number | string)
}
