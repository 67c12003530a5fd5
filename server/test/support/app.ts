import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { test as base } from 'vitest'
import { buildApp } from '../../src/app.js'
import type { AppDeps } from '../../src/app-deps.js'
import { registerJobKinds } from '../../src/job-kinds.js'
import { addMember, createProject } from '../../src/modules/projects/service.js'
import { createUser } from '../../src/modules/users/service.js'
import type { Role } from '../../src/platform/auth/roles.js'
import type { DialectName } from '../../src/platform/db/dialect.js'
import { createTestRuntime, type TestRuntime } from './runtime.js'

export const PASSWORD = 'Sup3r$ecret'

export interface TestUser {
  id: string
  email: string
  token: string
}

export interface AppHarness extends TestRuntime {
  app: FastifyInstance
  /** Creates a user and returns it with a valid access token. */
  user(opts?: { superuser?: boolean; email?: string }): Promise<TestUser>
  /** Creates a project owned by a fresh user, plus a member of every role in it. */
  project(name?: string): Promise<{ id: string; members: Record<Role, TestUser> }>
  /** A fresh access token for the user's current session version (after logout-all and the like). */
  reissue(user: TestUser): Promise<TestUser>
  /** `app.inject` with the user's bearer token (or none for undefined). */
  request(user: TestUser | undefined, opts: InjectOptions): Promise<LightMyRequestResponse>
}

let counter = 0

export interface AppHarnessHooks {
  /** The app's own route plugins to leave out, because `extend` registers them itself. */
  without?: readonly unknown[]
  /**
   * Registers route plugins with test settings (test-sized timings, a queue of its own) before the app is ready;
   * returns what to tear down (queues, services) after the app closes and before the database does.
   */
  extend?: (app: FastifyInstance, deps: AppDeps, dataDir: string) => Promise<() => Promise<void>>
}

export async function createAppHarness(
  dialect: DialectName,
  env: Record<string, string> = {},
  hooks: AppHarnessHooks = {},
): Promise<AppHarness> {
  const runtime = await createTestRuntime(dialect, env)
  registerJobKinds(runtime.deps) // as main.ts does; a test starts the queue when it wants jobs to run
  const app = await buildApp(runtime.deps, { logger: false, without: hooks.without ?? [] })
  const teardown = (await hooks.extend?.(app, runtime.deps, runtime.dataDir)) ?? (async () => {})
  await app.ready()
  const user: AppHarness['user'] = async (opts = {}) => {
    counter += 1
    const email = opts.email ?? `user${counter}-${Date.now()}@example.com`
    const created = await createUser(runtime.deps, {
      email,
      password: PASSWORD,
      full_name: `User ${counter}`,
      is_superuser: opts.superuser ?? false,
    })
    return { id: created.id, email: created.email, token: await runtime.deps.tokens.signAccess(created.id, 0) }
  }
  return {
    ...runtime,
    app,
    user,
    project: async (name) => {
      const owner = await user()
      const project = await createProject(
        runtime.deps,
        { id: owner.id, email: owner.email, isSuperuser: false },
        { name: name ?? `Project ${++counter}` },
      )
      const members = { owner } as Record<Role, TestUser>
      for (const role of ['viewer', 'member', 'editor', 'admin'] as const) {
        members[role] = await user()
        await addMember(runtime.deps, project.id, { userId: members[role].id, role, grantedBy: owner.id })
      }
      return { id: project.id, members }
    },
    reissue: async (u) => {
      const row = await runtime.deps.db.selectFrom('users').select('session_version').where('id', '=', u.id).executeTakeFirstOrThrow()
      return { ...u, token: await runtime.deps.tokens.signAccess(u.id, row.session_version) }
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

/** vitest fixture: `it('…', async ({ harness }) => …)` gets a fresh app on a fresh database. */
export function appTest(dialect: DialectName, env: Record<string, string> = {}) {
  return base.extend<{ harness: AppHarness }>({
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies as a pattern
    harness: async ({}, use) => {
      const harness = await createAppHarness(dialect, env)
      await use(harness)
      await harness.close()
    },
  })
}
