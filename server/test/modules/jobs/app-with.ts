import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../../../src/app.js'
import type { AppDeps } from '../../../src/app-deps.js'
import { jobRoutes } from '../../../src/modules/jobs/routes.js'
import { addMember, createProject } from '../../../src/modules/projects/service.js'
import { runLogRoutes } from '../../../src/modules/run-logs/routes.js'
import { createUser } from '../../../src/modules/users/service.js'
import type { Role } from '../../../src/platform/auth/roles.js'
import type { DialectName } from '../../../src/platform/db/dialect.js'
import { createTestRuntime } from '../../support/runtime.js'

export interface TestUser {
  id: string
  token: string
}

export interface ExtendedApp {
  app: FastifyInstance
  deps: AppDeps
  dataDir: string
  user(opts?: { superuser?: boolean }): Promise<TestUser>
  /** A project with one member of every role. */
  project(): Promise<{ id: string; members: Record<Role, TestUser> }>
  request(user: TestUser | undefined, opts: InjectOptions): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

let counter = 0

/**
 * The real app (`buildApp`) with some route plugins registered by the test itself (with test-sized timings
 * or its own queue) instead of by app.ts, on a fresh database. `extend` registers them and returns what to tear down (queues, services) before the database closes.
 */
export async function appWith(
  dialect: DialectName,
  env: Record<string, string>,
  extend: (app: FastifyInstance, deps: AppDeps, dataDir: string) => Promise<() => Promise<void>>,
  /** The app's own registrations of the plugins `extend` registers with test settings. */
  replaces: readonly unknown[] = [jobRoutes, runLogRoutes],
): Promise<ExtendedApp> {
  const runtime = await createTestRuntime(dialect, env)
  const app = await buildApp(runtime.deps, { logger: false, without: replaces })
  const teardown = await extend(app, runtime.deps, runtime.dataDir)
  await app.ready()
  const user: ExtendedApp['user'] = async (opts = {}) => {
    counter += 1
    const created = await createUser(runtime.deps, {
      email: `jobs-user${counter}-${Date.now()}@example.com`,
      password: 'Sup3r$ecret',
      full_name: `User ${counter}`,
      is_superuser: opts.superuser ?? false,
    })
    return { id: created.id, token: await runtime.deps.tokens.signAccess(created.id, 0) }
  }
  return {
    app,
    deps: runtime.deps,
    dataDir: runtime.dataDir,
    user,
    project: async () => {
      const owner = await user()
      const project = await createProject(
        runtime.deps,
        { id: owner.id, email: 'o@example.com', isSuperuser: false },
        { name: `P ${++counter}` },
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
    close: async () => {
      await app.close()
      await teardown()
      await runtime.close()
    },
  }
}
