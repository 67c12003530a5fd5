import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { test as base } from 'vitest'
import { buildApp } from '../../../src/app.js'
import type { AppDeps } from '../../../src/app-deps.js'
import { addMember, createProject } from '../../../src/modules/projects/service.js'
import { specRoutes } from '../../../src/modules/specs/routes.js'
import { createUser } from '../../../src/modules/users/service.js'
import type { Role } from '../../../src/platform/auth/roles.js'
import type { DialectName } from '../../../src/platform/db/dialect.js'
import { createTestRuntime } from '../../support/runtime.js'

export interface TestUser {
  id: string
  token: string
}

export interface SpecsApp {
  app: FastifyInstance
  deps: AppDeps
  dataDir: string
  user(opts?: { superuser?: boolean }): Promise<TestUser>
  /** A project with one member of every role. */
  project(): Promise<{ id: string; members: Record<Role, TestUser> }>
  request(user: TestUser | undefined, opts: InjectOptions): Promise<LightMyRequestResponse>
}

let counter = 0

/**
 * The real app with the specs routes registered whether or not app.ts lists them yet (`without` drops the app's
 * own registration, so the suite keeps working once it does), on a fresh database and data folder.
 */
export function specsTest(dialect: DialectName, env: Record<string, string> = {}) {
  return base.extend<{ h: SpecsApp }>({
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies as a pattern
    h: async ({}, use) => {
      const runtime = await createTestRuntime(dialect, env)
      const app = await buildApp(runtime.deps, { logger: false, without: [specRoutes] })
      await app.register(specRoutes, { deps: runtime.deps })
      await app.ready()
      const user: SpecsApp['user'] = async (opts = {}) => {
        counter += 1
        const created = await createUser(runtime.deps, {
          email: `specs-user${counter}-${Date.now()}@example.com`,
          password: 'Sup3r$ecret',
          full_name: `User ${counter}`,
          is_superuser: opts.superuser ?? false,
        })
        return { id: created.id, token: await runtime.deps.tokens.signAccess(created.id, 0) }
      }
      await use({
        app,
        deps: runtime.deps,
        dataDir: runtime.dataDir,
        user,
        project: async () => {
          const owner = await user()
          const project = await createProject(
            runtime.deps,
            { id: owner.id, email: 'owner@example.com', isSuperuser: false },
            { name: `Specs ${++counter}` },
          )
          const members = { owner } as Record<Role, TestUser>
          for (const role of ['viewer', 'member', 'editor', 'admin'] as const) {
            members[role] = await user()
            await addMember(runtime.deps, project.id, { userId: members[role].id, role, grantedBy: owner.id })
          }
          return { id: project.id, members }
        },
        request: (u, opts) =>
          app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(u ? { authorization: `Bearer ${u.token}` } : {}) } }),
      })
      await app.close()
      await runtime.close()
    },
  })
}

export const LOGIN =
  '# Test: Login\n\n## Steps\n1. Navigate to /login\n2. Fill "Username" with "alice"\n3. Click "Sign in"\n\n## Expected Outcome\n- The page shows "Welcome"\n'
export const uiSpec = (title: string, step = 'Click "Sign in"') => `# Test: ${title}\n\n## Steps\n1. Navigate to /\n2. ${step}\n`

type Project = Awaited<ReturnType<SpecsApp['project']>>

export function specsDir(h: SpecsApp, projectId: string): string {
  return path.join(h.dataDir, 'workspace', 'specs', projectId)
}

/** Every file under a folder, relative and sorted (hidden temp files included, so leftovers show). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort()
}

export function api(h: SpecsApp, p: Project) {
  const url = (name: string, query = '') => `/specs/${name.split('/').map(encodeURIComponent).join('/')}?project_id=${p.id}${query}`
  return {
    create: (body: Record<string, unknown>, user: TestUser = p.members.member) =>
      h.request(user, { method: 'POST', url: '/specs', payload: { project_id: p.id, ...body } }),
    get: (name: string, user: TestUser = p.members.viewer) => h.request(user, { url: url(name) }),
    put: (name: string, body: Record<string, unknown>, user: TestUser = p.members.editor) =>
      h.request(user, { method: 'PUT', url: url(name), payload: body }),
    del: (name: string, user: TestUser = p.members.admin) => h.request(user, { method: 'DELETE', url: url(name) }),
    list: (query = '', user: TestUser = p.members.viewer) => h.request(user, { url: `/specs?project_id=${p.id}${query}` }),
    names: async (query = '', route = '/specs') =>
      (await h.request(p.members.viewer, { url: `${route}?project_id=${p.id}${query}` })).json().items.map((s: { name: string }) => s.name),
  }
}
