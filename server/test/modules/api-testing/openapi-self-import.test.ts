import type { AddressInfo } from 'node:net'
import { sql } from 'kysely'
import { expect } from 'vitest'
import { countSpec, multipart, runAllSpecs } from '../../support/api-import-run.js'
import type { AppHarness } from '../../support/app.js'
import { appTest } from '../../support/app.js'

// Issue 22's first must-hold: Specwright's own /openapi.json, imported into Specwright and run against the same
// server, signed in as an administrator whose token is a project secret. Nothing the generated tests do may
// revoke that token, every test that runs by default passes, and the tests leave no rows behind.

/** Tables the run machinery itself writes to (a run record, its job); everything else belongs to the tests. */
const RUN_BOOKKEEPING = new Set(['api_runs', 'jobs', 'data_versions'])

async function rowCounts(h: AppHarness): Promise<Record<string, number>> {
  const tables = await sql<{
    name: string
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(h.deps.db)
  const counts: Record<string, number> = {}
  for (const { name } of tables.rows) {
    const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(h.deps.db)
    counts[name] = Number(row.rows[0]?.n ?? 0)
  }
  return counts
}

const it = appTest('sqlite', { REQUIRE_AUTH: 'true', IMPORT_ALLOW_PRIVATE: 'true' })

it("imports Specwright's own OpenAPI document and runs it green against the same server", { timeout: 1_500_000 }, async ({
  harness: h,
}) => {
  delete process.env.BASE_URL // vitest sets "/"; BASE_URL overrides a spec's base URL
  const admin = await h.user({ superuser: true })
  const created = await h.request(admin, { method: 'POST', url: '/projects', payload: { name: 'Self test' } })
  expect(created.statusCode).toBe(201)
  const projectId = created.json().id as string
  await h.app.listen({ port: 0, host: '127.0.0.1' })
  const baseUrl = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`
  const document = (await h.request(undefined, { url: '/openapi.json' })).body
  const operations = Object.values(JSON.parse(document).paths as Record<string, object>).reduce(
    (n: number, item) => n + Object.keys(item).length,
    0,
  )

  // curl -F file=@openapi.json sends application/octet-stream: the name and the content say what it is.
  const imported = await h.request(admin, {
    method: 'POST',
    url: `/api-testing/import-openapi?project_id=${projectId}&base_url=${encodeURIComponent(baseUrl)}`,
    ...multipart('openapi.json', 'application/octet-stream', document),
  })
  expect(imported.statusCode).toBe(200)
  const specs = imported.json().specs as { name: string; title: string; content: string }[]
  expect(specs.length).toBeGreaterThanOrEqual(10)
  const contents = specs.map((s) => s.content)
  const optIn = contents.reduce((n, c) => n + countSpec(c).optIn, 0)
  const checks = contents.reduce((n, c) => n + countSpec(c).checks, 0)
  const authLines = new Set(contents.map((c) => /## Authentication\n\n(.+)/.exec(c)?.[1]))
  expect([...authLines].sort()).toEqual(['Bearer {{API_TOKEN}}', 'None'].filter((line) => authLines.has(line)))

  // Unset secret: the run is refused before anything is sent, naming it.
  const secured = specs.find((_, i) => contents[i]!.includes('Bearer {{API_TOKEN}}'))!
  const refused = await h.request(admin, { method: 'POST', url: `/api-testing/specs/${secured.name}/run?project_id=${projectId}` })
  expect(refused.statusCode).toBe(422)
  expect(JSON.stringify(refused.json())).toContain('{{API_TOKEN}} is not set')

  const secret = await h.request(admin, {
    method: 'PUT',
    url: `/projects/${projectId}/variables/API_TOKEN`,
    payload: { value: admin.token, secret: true },
  })
  expect(secret.statusCode).toBe(200)

  const before = await rowCounts(h)
  await h.deps.jobs.start()
  const figures = await runAllSpecs(
    h,
    admin,
    projectId,
    specs.map((s) => s.name),
  )
  const after = await rowCounts(h)
  console.log(
    `self import: ${operations} operations -> ${specs.length} specs ${figures.tests} tests run, ${checks} checks, ${optIn} opt-in tests not run`,
  )
  expect(figures.failures).toEqual([])
  expect(figures.tests).toBeGreaterThan(100)

  // No session revoked: the administrator's token still works.
  expect((await h.request(admin, { url: '/auth/me' })).statusCode).toBe(200)
  // No leftover rows: only the run records and their jobs were added.
  const leftovers = Object.entries(after).filter(([table, n]) => !RUN_BOOKKEEPING.has(table) && n !== before[table])
  expect(leftovers).toEqual([])
  expect(after.api_runs! - before.api_runs!).toBe(specs.length)
})
