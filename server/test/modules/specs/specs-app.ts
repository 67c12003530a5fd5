import fs from 'node:fs'
import path from 'node:path'
import { test as base } from 'vitest'
import type { DialectName } from '../../../src/platform/db/dialect.js'
import { type AppHarness, createAppHarness, type TestUser } from '../../support/app.js'

export type SpecsApp = AppHarness

/** The real app (specs routes included) on a fresh database and data folder, as the fixture `h`. */
export function specsTest(dialect: DialectName, env: Record<string, string> = {}) {
  return base.extend<{ h: SpecsApp }>({
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies as a pattern
    h: async ({}, use) => {
      const harness = await createAppHarness(dialect, env)
      await use(harness)
      await harness.close()
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
