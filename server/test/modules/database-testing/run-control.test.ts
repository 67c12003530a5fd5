import { describe, expect } from 'vitest'
import type { AppHarness, TestUser } from '../../support/app.js'
import { appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'
import { type Seeded, seedMariadb, seedPostgres } from './seed.js'

/**
 * Run control on the real PostgreSQL and MariaDB: cancel makes the database itself cancel the running statement
 * (a slow pg_sleep / SLEEP), and a stale job attempt cannot overwrite what a newer attempt wrote.
 */

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (done(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 100))
  }
}

// A distinct duration per statement lets `sleeping` find exactly this test's statement among other tests' ones.
const SLEEP = { postgres: (s: string) => `SELECT COUNT(*) FROM (SELECT pg_sleep(${s})) AS s`, mysql: (s: string) => `SELECT SLEEP(${s})` }
const uniqueSeconds = (whole: number) => `${whole}.${String(process.pid % 1000).padStart(3, '0')}${Math.floor(Math.random() * 1000)}`

const slowSpec = (sql: string) =>
  `# Database Quality Check: slow\n\n## Connection\n\nslow\n\n## Checks\n\n### Slow\n- Custom SQL: ${sql}\n- Expected: = 0\n`

/** Is the sleep statement still executing on the target server? */
async function sleeping(seeded: Seeded, seconds: string): Promise<boolean> {
  const rows =
    seeded.params.dialect === 'postgres'
      ? await seeded.admin(
          `SELECT pid FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%pg_sleep(${seconds})%' AND pid <> pg_backend_pid()`,
        )
      : await seeded.admin(`SELECT ID FROM information_schema.PROCESSLIST WHERE INFO = 'SELECT SLEEP(${seconds})'`)
  return rows.length > 0
}

async function setup(h: AppHarness, seeded: Seeded) {
  await h.deps.jobs.start()
  const p = await h.project()
  const created = await h.request(p.members.editor, {
    method: 'POST',
    url: '/database-testing/connections',
    payload: {
      name: 'slow',
      dialect: seeded.params.dialect,
      host: seeded.params.host,
      port: seeded.params.port,
      database: seeded.params.database,
      username: seeded.params.username,
      password: seeded.params.password || 'unused-password-1234',
      schemas: seeded.params.schemas,
      statement_timeout_ms: 60_000,
      project_id: p.id,
    },
  })
  expect(created.statusCode, created.body).toBe(201)
  return { p, conn: created.json() as { id: string }, q: `project_id=${p.id}` }
}

async function getRun(h: AppHarness, u: TestUser, id: string, q: string) {
  const res = await h.request(u, { url: `/database-testing/runs/${id}?${q}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe.each(testDialects())('database runs: cancel and attempt guard (%s)', (dialect) => {
  const it = appTest(dialect, { REQUIRE_AUTH: 'true' })

  for (const [label, seed] of [
    ['PostgreSQL', seedPostgres],
    ['MariaDB', seedMariadb],
  ] as const) {
    it(`cancel stops the running statement in the database and ends the run cancelled (${label})`, async ({ harness: h }) => {
      const seeded = await seed()
      try {
        const { p, conn, q } = await setup(h, seeded)
        const { member, viewer } = p.members
        const seconds = uniqueSeconds(30)
        const started = await h.request(member, {
          method: 'POST',
          url: `/database-testing/run/${conn.id}?${q}`,
          payload: { content: slowSpec(SLEEP[seeded.params.dialect](seconds)) },
        })
        expect(started.statusCode, started.body).toBe(202)
        const runId = started.json().id as string
        expect(await until(() => sleeping(seeded, seconds), Boolean)).toBe(true)
        expect((await getRun(h, viewer, runId, q)).status).toBe('running')

        const t0 = Date.now()
        const cancelled = await h.request(member, { method: 'POST', url: `/database-testing/runs/${runId}/cancel?${q}`, payload: {} })
        expect(cancelled.statusCode, cancelled.body).toBe(200)
        expect(cancelled.json()).toMatchObject({ id: runId, status: 'cancelled', error: 'cancelled' })
        // The database stops the 30 s statement well before it would have ended by itself.
        expect(await until(async () => !(await sleeping(seeded, seconds)), Boolean, 5000)).toBe(true)
        expect(Date.now() - t0).toBeLessThan(5000)
        // The handler's late write does not turn the run into an error or a result.
        await new Promise((r) => setTimeout(r, 500))
        const after = await getRun(h, viewer, runId, q)
        expect(after).toMatchObject({ status: 'cancelled', error: 'cancelled', total: 0, results: [] })

        const again = await h.request(member, { method: 'POST', url: `/database-testing/runs/${runId}/cancel?${q}`, payload: {} })
        expect(again.statusCode).toBe(409)
        expect(again.json().detail).toMatch(/already finished \(cancelled\)/)
        const viewerCancel = await h.request(viewer, { method: 'POST', url: `/database-testing/runs/${runId}/cancel?${q}`, payload: {} })
        expect(viewerCancel.statusCode).toBe(403)
        const missing = await h.request(member, { method: 'POST', url: `/database-testing/runs/nope/cancel?${q}`, payload: {} })
        expect(missing.statusCode).toBe(404)
      } finally {
        await seeded.drop()
      }
    })

    it(`a stale job attempt cannot overwrite the run a newer attempt owns (${label})`, async ({ harness: h }) => {
      const seeded = await seed()
      try {
        const { p, conn, q } = await setup(h, seeded)
        const { member, viewer } = p.members
        const seconds = uniqueSeconds(2)
        const started = await h.request(member, {
          method: 'POST',
          url: `/database-testing/run/${conn.id}?${q}`,
          payload: { content: slowSpec(SLEEP[seeded.params.dialect](seconds)) },
        })
        const runId = started.json().id as string
        const jobId = started.json().job_id as string
        expect(await until(() => sleeping(seeded, seconds), Boolean)).toBe(true)
        // Recovery hands the job to a newer attempt of another process, which records its own progress.
        await h.deps.db
          .updateTable('jobs')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), owner: 'newer-process' }))
          .where('id', '=', jobId)
          .execute()
        await h.deps.db.updateTable('db_runs').set({ passed_count: 42, started_at: 'newer' }).where('id', '=', runId).execute()
        // The stale attempt finishes its 2 s statement (or is aborted by its heartbeat); either way its write is refused.
        await until(async () => !(await sleeping(seeded, seconds)), Boolean, 10_000)
        await new Promise((r) => setTimeout(r, 1000))
        const run = await getRun(h, viewer, runId, q)
        expect(run).toMatchObject({ status: 'running', passed_count: 42, started_at: 'newer', total: 0, results: [], finished_at: null })
        await h.deps.db.updateTable('jobs').set({ status: 'cancelled', owner: null }).where('id', '=', jobId).execute()
      } finally {
        await seeded.drop()
      }
    })
  }
})
