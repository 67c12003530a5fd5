import type { components } from './schema.js'

export type Role = components['schemas']['Role']

/** Project roles, lowest first (the order of the API's `Role` enum; roles.test.ts checks they agree). */
export const ROLES = ['viewer', 'member', 'editor', 'admin', 'owner'] as const satisfies readonly Role[]

type Unlisted = Exclude<Role, (typeof ROLES)[number]>
// Fails to compile when the API gains a role this list does not have.
const everyRoleListed: [Unlisted] extends [never] ? true : Unlisted = true
void everyRoleListed

/** One line per role, shown next to role pickers. */
export const ROLE_SUMMARY: Record<Role, string> = {
  viewer: 'read',
  member: 'read, run, create',
  editor: 'read, run, create, edit',
  admin: 'all content, deletes, members, integrations',
  owner: 'admin plus deleting the project',
}

/** The lowest role each project action needs, as the API enforces it. */
export const PROJECT_ACTIONS = {
  edit: 'admin',
  manageMembers: 'admin',
  /** Granting, changing or removing the owner role. */
  manageOwners: 'owner',
  delete: 'owner',
} as const satisfies Record<string, Role>
export type ProjectAction = keyof typeof PROJECT_ACTIONS

export function roleAtLeast(held: Role | null | undefined, required: Role): boolean {
  return held != null && ROLES.indexOf(held) >= ROLES.indexOf(required)
}

/** Who is looking: whether the server enforces auth, and the signed-in user (if any). */
export interface Viewer {
  requireAuth: boolean
  user: { is_superuser: boolean } | null | undefined
}

/** Superusers, and everyone when the server does not enforce auth, pass every role check (as in the API). */
export function bypassesRoles(viewer: Viewer): boolean {
  return !viewer.requireAuth || viewer.user?.is_superuser === true
}

/** The role the dashboard acts on in a project: `my_role`, or `owner` for callers who bypass role checks. */
export function effectiveRole(myRole: Role | null | undefined, viewer: Viewer): Role | null {
  return bypassesRoles(viewer) ? 'owner' : (myRole ?? null)
}

/** Whether to show the controls for `action` in a project where the caller holds `myRole`. */
export function can(action: ProjectAction, myRole: Role | null | undefined, viewer: Viewer): boolean {
  return roleAtLeast(effectiveRole(myRole, viewer), PROJECT_ACTIONS[action])
}

/** Roles the caller may hand out: only owners (and role bypassers) may grant `owner`. */
export function assignableRoles(myRole: Role | null | undefined, viewer: Viewer): Role[] {
  return can('manageOwners', myRole, viewer) ? [...ROLES] : ROLES.filter((r) => r !== 'owner')
}

/** Whether the caller may change or remove a member who currently holds `memberRole`. */
export function mayEditMember(memberRole: Role, myRole: Role | null | undefined, viewer: Viewer): boolean {
  if (!can('manageMembers', myRole, viewer)) return false
  return memberRole !== 'owner' || can('manageOwners', myRole, viewer)
}
