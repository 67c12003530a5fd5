/** Project roles, lowest first: each role can do everything the ones before it can. */
export const ROLES = ['viewer', 'member', 'editor', 'admin', 'owner'] as const
export type Role = (typeof ROLES)[number]

export const roleRank = (role: Role): number => ROLES.indexOf(role)
export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value)
export const roleAtLeast = (held: Role, required: Role): boolean => roleRank(held) >= roleRank(required)

/** What each role may do, for docs and the dashboard. */
export const ROLE_CAPABILITIES: Record<Role, string> = {
  viewer: 'read project data',
  member: 'read, run tests, create specs and other content',
  editor: 'read, run, create and edit content',
  admin: 'all content including deletes, members and integration configs',
  owner: 'everything an admin can, plus deleting the project',
}
