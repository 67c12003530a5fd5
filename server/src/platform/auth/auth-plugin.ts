import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { FieldValidationError, ForbiddenError, NotFoundError, UnauthorizedError } from '../http/errors.js'
import { isProjectId } from '../http/schemas.js'
import type { Access, Principal } from './access.js'
import { type Role, roleAtLeast } from './roles.js'
import type { AccessClaims, TokenService } from './tokens.js'

export interface AuthPluginOptions {
  requireAuth: boolean
  tokens: TokenService
  /** Loads the user behind verified claims; undefined when missing, inactive or revoked. */
  loadPrincipal(claims: AccessClaims): Promise<Principal | undefined>
  /** The user's role in a project, undefined when not a member. */
  projectRole(projectId: string, userId: string): Promise<Role | undefined>
}

/** Routes that exist without a module declaring them (docs UIs, CORS preflight). */
const PLATFORM_PUBLIC = [/^\/docs(\/|$)/, /^\/redoc(\/|$)/, /^\/openapi\.json$/]

const pickProject = (src: unknown): string | undefined => {
  const v = (src as { project_id?: unknown } | undefined)?.project_id
  return typeof v === 'string' && v !== '' ? v : undefined
}

/** `X-Project-Id`: names the project for clients that keep one project per connection (event streams, scripts). */
const pickHeader = (req: FastifyRequest): string | undefined => {
  const v = req.headers['x-project-id']
  return typeof v === 'string' && v !== '' ? v : undefined
}

/** The project a request acts on: path, then query, then body, then the X-Project-Id header; `default` when none names one. */
export function projectIdOf(req: FastifyRequest): string {
  return pickProject(req.params) ?? pickProject(req.query) ?? pickProject(req.body) ?? pickHeader(req) ?? 'default'
}

function projectIdLocation(req: FastifyRequest): 'path' | 'query' | 'body' | 'header' {
  if (pickProject(req.params) !== undefined) return 'path'
  if (pickProject(req.query) !== undefined) return 'query'
  return pickProject(req.body) === undefined && pickHeader(req) !== undefined ? 'header' : 'body'
}

/**
 * A request naming two different projects (say `?project_id=A` and `{"project_id": "B"}`) could pass the role
 * check for one and write into the other; it is refused before anything runs.
 */
function assertOneProject(req: FastifyRequest): void {
  const named = [pickProject(req.params), pickProject(req.query), pickProject(req.body), pickHeader(req)].filter((v) => v !== undefined)
  if (new Set(named).size > 1) {
    throw new FieldValidationError(
      ['body', 'project_id'],
      'The request names two different projects (URL, body or X-Project-Id); send one project_id',
      'project_conflict',
    )
  }
}

function describeAccess(a: Access): string {
  switch (a.kind) {
    case 'public':
      return 'Public.'
    case 'user':
      return 'Requires a signed-in user (when REQUIRE_AUTH=true).'
    case 'self':
      return 'Acts on the signed-in user: always requires an access token.'
    case 'superuser':
      return 'Requires a superuser (when REQUIRE_AUTH=true).'
    case 'project':
      return `Requires the \`${a.role}\` role or higher in the project (when REQUIRE_AUTH=true).`
  }
}

/**
 * Authenticates every request (Bearer access token) and enforces the route's declared `config.access`.
 * A route without a declared policy stops the server at boot, so no route can be forgotten.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, opts) => {
    app.decorateRequest('principal', undefined)
    app.decorateRequest('projectRole', undefined)
    app.decorateRequest('projectId', undefined)

    app.addHook('onRoute', (route) => {
      if (route.method === 'OPTIONS' || route.method === 'HEAD') return
      const declared = route.config?.access
      if (!declared) {
        if (PLATFORM_PUBLIC.some((re) => re.test(route.url))) {
          route.config = { ...route.config, access: { kind: 'public' } }
          return
        }
        throw new Error(`Route ${String(route.method)} ${route.url} declares no config.access policy`)
      }
      if (route.schema && !route.schema.hide) {
        const schema = route.schema as Record<string, unknown>
        schema['x-access'] = declared
        schema.description = [schema.description, describeAccess(declared)].filter(Boolean).join('\n\n')
        if (declared.kind !== 'public') schema.security = [{ bearerAuth: [] }]
      }
    })

    // Authentication runs first, so an anonymous caller gets 401 before validation or rate limits look at it.
    app.addHook('onRequest', async (req) => {
      const access = req.routeOptions.config.access
      if (!access) {
        // A matched route with no policy at request time is denied, never treated as public. CORS preflights
        // and unmatched URLs (the 404 handler) carry no policy and stay answerable.
        if (req.method === 'OPTIONS' || req.routeOptions.url === undefined) return
        throw new ForbiddenError('This route declares no access policy')
      }
      if (access.kind === 'public') return
      const header = req.headers.authorization
      if (header) {
        const match = /^Bearer\s+(\S+)$/i.exec(header)
        const claims = match?.[1] ? await opts.tokens.verifyAccess(match[1]) : 'invalid'
        req.principal = typeof claims === 'string' ? undefined : await opts.loadPrincipal(claims)
        if (!req.principal) throw new UnauthorizedError(claims === 'expired' ? 'Token expired' : 'Invalid authentication credentials')
      } else if (access.kind === 'self' || opts.requireAuth) {
        throw new UnauthorizedError()
      }
    })

    // Authorization needs the project id, which may sit in the body: it runs once the body is parsed, and
    // before validation, so a caller without access learns nothing from validation errors.
    app.addHook('preValidation', async (req) => {
      assertOneProject(req)
      const access = req.routeOptions.config.access
      if (!access) return // denied in onRequest unless a preflight or a 404
      const principal = req.principal
      if (access.kind === 'superuser') {
        if (principal && !principal.isSuperuser && opts.requireAuth) throw new ForbiddenError('Superuser access required')
        return
      }
      if (access.kind !== 'project') return
      const projectId = projectIdOf(req)
      if (!isProjectId(projectId)) {
        // A malformed id is nobody's project (only callers who could see any project learn why).
        if (principal && !principal.isSuperuser && opts.requireAuth) throw new NotFoundError('Project')
        throw new FieldValidationError([projectIdLocation(req), 'project_id'], 'Not a valid project id', 'invalid_project_id')
      }
      req.projectId = projectId
      if (!principal) return
      const role = await opts.projectRole(projectId, principal.id)
      req.projectRole = role
      if (principal.isSuperuser || !opts.requireAuth) return
      if (!role) throw new NotFoundError('Project')
      if (!roleAtLeast(role, access.role)) {
        throw new ForbiddenError(`This action needs the ${access.role} role in the project; you are ${role}`)
      }
    })
  },
  { name: 'specwright-auth' },
)
