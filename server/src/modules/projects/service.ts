import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import type { Principal } from '../../platform/auth/access.js'
import { isRole, type Role } from '../../platform/auth/roles.js'
import { VersionedCache } from '../../platform/db/data-version.js'
import { isUniqueViolation } from '../../platform/db/errors.js'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import * as users from '../users/service.js'
import type { AddMemberBody, CreateProjectBody, Member, Project, UpdateProjectBody } from './schemas.js'
import * as store from './store.js'

type Deps = Pick<AppDeps, 'db' | 'clock'>
type Caller = { principal: Principal | undefined; requireAuth: boolean }

export const DEFAULT_PROJECT_ID = 'default'

function toProject(row: store.ProjectWithCounts): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    base_url: row.base_url,
    created_at: row.created_at,
    updated_at: row.updated_at,
    member_count: row.member_count,
    my_role: row.my_role && isRole(row.my_role) ? row.my_role : null,
  }
}

function toMember(row: NonNullable<Awaited<ReturnType<typeof store.findMember>>>): Member {
  return { ...row, role: isRole(row.role) ? row.role : 'viewer' }
}

/** The role a user holds in a project (undefined for non-members); the auth guard's lookup. */
export async function roleInProject(deps: Pick<AppDeps, 'db'>, projectId: string, userId: string): Promise<Role | undefined> {
  const row = await store.memberRole(deps.db, projectId, userId)
  return row && isRole(row.role) ? row.role : undefined
}

export async function getProject(deps: Pick<AppDeps, 'db'>, id: string, viewerId?: string): Promise<Project> {
  const row = await store.findProject(deps.db, id, viewerId)
  if (!row) throw new NotFoundError('Project')
  return toProject(row)
}

// Project lists are read on every dashboard page; cache them per database, validated by the data version.
const listCaches = new WeakMap<object, VersionedCache<PageResult<Project>>>()

/** Members see their projects; superusers (or everyone, when auth is off) see all. */
export async function listProjects(deps: Pick<AppDeps, 'db'>, caller: Caller, page: Page): Promise<PageResult<Project>> {
  const p = caller.principal
  const onlyMemberOf = caller.requireAuth && p && !p.isSuperuser ? p.id : undefined
  let cache = listCaches.get(deps.db)
  if (!cache) {
    cache = new VersionedCache(store.PROJECTS_SCOPE)
    listCaches.set(deps.db, cache)
  }
  return cache.get(deps.db, `${p?.id ?? ''}|${onlyMemberOf ?? ''}|${page.limit}|${page.offset}`, async () => {
    const { rows, total } = await store.listProjects(deps.db, page, p?.id, onlyMemberOf)
    return toPage(rows.map(toProject), total, page)
  })
}

/** Creates a project; a signed-in creator becomes its owner. */
export async function createProject(deps: Deps, creator: Principal | undefined, body: CreateProjectBody): Promise<Project> {
  const now = deps.clock.nowIso()
  const id = uuidv7()
  try {
    await deps.db.transaction().execute(async (trx) => {
      await store.insertProject(trx, {
        id,
        name: body.name,
        description: body.description ?? null,
        base_url: body.base_url ?? null,
        created_by: creator?.id ?? null,
        created_at: now,
        updated_at: now,
      })
      if (creator)
        await store.insertMember(trx, { project_id: id, user_id: creator.id, role: 'owner', granted_by: creator.id, granted_at: now })
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(`A project named "${body.name}" already exists`)
    throw err
  }
  return getProject(deps, id, creator?.id)
}

export async function updateProject(deps: Deps, id: string, viewerId: string | undefined, body: UpdateProjectBody): Promise<Project> {
  try {
    const row = await store.updateProjectRow(deps.db, id, { ...body, updated_at: deps.clock.nowIso() })
    if (!row) throw new NotFoundError('Project')
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(`A project named "${body.name}" already exists`)
    throw err
  }
  return getProject(deps, id, viewerId)
}

export async function deleteProject(deps: Pick<AppDeps, 'db'>, id: string): Promise<{ deleted: true; id: string }> {
  if (id === DEFAULT_PROJECT_ID) throw new BadRequestError('The default project cannot be deleted')
  const deleted = await deps.db.transaction().execute((trx) => store.deleteProjectRow(trx, id))
  if (!deleted) throw new NotFoundError('Project')
  return { deleted: true, id }
}

export async function listMembers(deps: Pick<AppDeps, 'db'>, projectId: string): Promise<Member[]> {
  await getProject(deps, projectId)
  return (await store.listMembers(deps.db, projectId)).map(toMember)
}

/** Only owners (and superusers) may hand out or take away the owner role. */
function assertMayTouchOwner(actorRole: Role | undefined, caller: Caller, roles: (string | undefined)[]): void {
  if (!roles.includes('owner')) return
  if (!caller.requireAuth || caller.principal?.isSuperuser || actorRole === 'owner') return
  throw new ForbiddenError('Only an owner can grant or change the owner role')
}

/** Adds a membership row (used by registration and bootstrap as well as the members API). */
export async function addMember(deps: Deps, projectId: string, m: { userId: string; role: Role; grantedBy: string | null }): Promise<void> {
  await store.insertMember(deps.db, {
    project_id: projectId,
    user_id: m.userId,
    role: m.role,
    granted_by: m.grantedBy,
    granted_at: deps.clock.nowIso(),
  })
}

export async function addProjectMember(
  deps: Deps,
  caller: Caller & { actorRole: Role | undefined },
  projectId: string,
  body: AddMemberBody,
): Promise<Member> {
  await getProject(deps, projectId)
  assertMayTouchOwner(caller.actorRole, caller, [body.role])
  const user = body.user_id ? await users.findUserRow(deps, body.user_id) : await users.findCredentials(deps, body.email ?? '')
  if (!user) throw new NotFoundError('User')
  const userId = user.id
  try {
    await addMember(deps, projectId, { userId, role: body.role, grantedBy: caller.principal?.id ?? null })
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError('That user is already a member of this project')
    throw err
  }
  const row = await store.findMember(deps.db, projectId, userId)
  if (!row) throw new NotFoundError('Member')
  return toMember(row)
}

/** The last owner of a project can be neither removed nor demoted (the default project may have none). */
async function assertKeepsAnOwner(deps: Pick<AppDeps, 'db'>, projectId: string, current: Member, nextRole: Role | undefined) {
  if (current.role !== 'owner' || nextRole === 'owner') return
  if ((await store.countOwners(deps.db, projectId)) <= 1) throw new ConflictError('A project must keep at least one owner')
}

export async function changeMemberRole(
  deps: Deps,
  caller: Caller & { actorRole: Role | undefined },
  projectId: string,
  userId: string,
  role: Role,
): Promise<Member> {
  const row = await store.findMember(deps.db, projectId, userId)
  if (!row) throw new NotFoundError('Member')
  const current = toMember(row)
  assertMayTouchOwner(caller.actorRole, caller, [current.role, role])
  return deps.db.transaction().execute(async (trx) => {
    await assertKeepsAnOwner({ db: trx }, projectId, current, role)
    await store.updateMemberRole(trx, projectId, userId, role)
    return { ...current, role }
  })
}

export async function removeMember(
  deps: Deps,
  caller: Caller & { actorRole: Role | undefined },
  projectId: string,
  userId: string,
): Promise<{ deleted: true; id: string }> {
  const row = await store.findMember(deps.db, projectId, userId)
  if (!row) throw new NotFoundError('Member')
  const current = toMember(row)
  assertMayTouchOwner(caller.actorRole, caller, [current.role])
  await deps.db.transaction().execute(async (trx) => {
    await assertKeepsAnOwner({ db: trx }, projectId, current, undefined)
    await store.deleteMember(trx, projectId, userId)
  })
  return { deleted: true, id: userId }
}
