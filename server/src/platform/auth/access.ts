import type { Role } from './roles.js'

/**
 * The access policy every route declares in `config.access`; one hook enforces it (see auth-plugin.ts).
 *
 * @example
 * app.put('/projects/:project_id', { config: { access: access.project('editor') }, schema }, handler)
 */
export type Access =
  | { kind: 'public' }
  /** Any signed-in user when REQUIRE_AUTH=true; anyone otherwise. */
  | { kind: 'user' }
  /** The caller's own account: needs a signed-in user even when auth is not enforced. */
  | { kind: 'self' }
  | { kind: 'superuser' }
  /** A role in the project named by `project_id` (path, then query, then body; else `default`). */
  | { kind: 'project'; role: Role }

export const access = {
  public: { kind: 'public' } as Access,
  user: { kind: 'user' } as Access,
  self: { kind: 'self' } as Access,
  superuser: { kind: 'superuser' } as Access,
  project: (role: Role): Access => ({ kind: 'project', role }),
}

export interface Principal {
  id: string
  email: string
  isSuperuser: boolean
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    /** The signed-in user, when a valid access token was sent. */
    principal: Principal | undefined
    /** The caller's role in the route's project, when the route is project-scoped and a user is signed in. */
    projectRole: Role | undefined
    /** The project the access check authorised (project-scoped routes only); handlers act on exactly this one. */
    projectId: string | undefined
  }
}

/**
 * The project a project-scoped handler acts on: the one the guard authorised, never a fallback of its own.
 * Throws on a route that is not project-scoped (a programming error, caught by the access-walk test).
 */
export function authorizedProject(req: { projectId: string | undefined }): string {
  if (req.projectId === undefined) throw new Error('authorizedProject() called on a route that is not project-scoped')
  return req.projectId
}
