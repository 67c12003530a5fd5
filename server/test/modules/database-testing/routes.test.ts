import { describe, expect } from 'vitest'
import type { AppHarness, TestUser } from '../../support/app.js'
import { appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'
import { seedMariadb, seedPostgres } from './seed.js'

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (done(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 100))
  }
}

const connectionBody = (params: Awaited<ReturnType<typeof seedPostgres>>['params'], projectId: string, name: string) => ({
  name,
  dialect: params.dialect,
  host: params.host,
  port: params.port,
  database: params.database,
  username: params.username,
  password: params.password || 'unused-password-1234',
  schemas: params.schemas,
  project_id: projectId,
})

async function get(h: AppHarness, u: TestUser, url: string) {
  const res = await h.request(u, { url })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe.each(testDialects())('database testing API (%s)', (dialect) => {
  const it = appTest(dialect, { REQUIRE_AUTH: 'true' })

  for (const [label, seed] of [
    ['PostgreSQL', seedPostgres],
    ['MariaDB', seedMariadb],
  ] as const) {
    it(`connects, analyzes, generates, runs, suggests, approves one fix and audits it (${label} target)`, async ({ harness: h }) => {
      const seeded = await seed()
      try {
        await h.deps.jobs.start()
        const p = await h.project()
        const { editor, member, admin, viewer } = p.members
        const q = `project_id=${p.id}`
        const created = await h.request(editor, {
          method: 'POST',
          url: '/database-testing/connections',
          payload: connectionBody(seeded.params, p.id, 'shop'),
        })
        expect(created.statusCode, created.body).toBe(201)
        const conn = created.json()
        expect(conn).toMatchObject({ name: 'shop', has_password: true, needs_reentry: false })
        expect(conn.password_masked).toMatch(/^\*\*\*\*/)
        expect(JSON.stringify(conn)).not.toContain(connectionBody(seeded.params, p.id, 'x').password)
        const row = await h.deps.db
          .selectFrom('db_connections')
          .select('password_sealed')
          .where('id', '=', conn.id)
          .executeTakeFirstOrThrow()
        expect(row.password_sealed).not.toContain(connectionBody(seeded.params, p.id, 'x').password)

        const dup = await h.request(editor, {
          method: 'POST',
          url: '/database-testing/connections',
          payload: connectionBody(seeded.params, p.id, 'shop'),
        })
        expect(dup.statusCode).toBe(409)

        const test = await h.request(member, { method: 'POST', url: `/database-testing/connections/${conn.id}/test?${q}` })
        expect(test.json()).toMatchObject({ ok: true, read_only: true, code: null })
        const bad = await h.request(editor, {
          method: 'POST',
          url: '/database-testing/connections/test',
          payload: { ...connectionBody(seeded.params, p.id, 'x'), port: 1 },
        })
        expect(bad.json()).toMatchObject({ ok: false, code: 'connection_refused' })

        const started = await h.request(member, { method: 'POST', url: `/database-testing/analyze/${conn.id}?${q}`, payload: {} })
        expect(started.statusCode, started.body).toBe(202)
        const analysis = await until(
          () => get(h, viewer, `/database-testing/analyses/${started.json().id}?${q}`),
          (a) => ['completed', 'failed'].includes(a.status),
        )
        expect(analysis.status, analysis.error).toBe('completed')
        expect(analysis.drift).toBeNull()
        expect(analysis.lints.map((l: { rule: string; table: string }) => `${l.rule}:${l.table}`)).toContain(
          'fk_like_column_without_constraint:orders',
        )

        // A second analysis after a schema change reports the drift.
        await seeded.admin('ALTER TABLE tags ADD COLUMN color VARCHAR(10)')
        const again = await h.request(member, { method: 'POST', url: `/database-testing/analyze/${conn.id}?${q}`, payload: {} })
        const second = await until(
          () => get(h, viewer, `/database-testing/analyses/${again.json().id}?${q}`),
          (a) => a.status !== 'queued' && a.status !== 'running',
        )
        expect(second.drift).toEqual([
          { change: 'column_added', table: 'tags', name: 'color', before: null, after: expect.stringMatching(/char/i) },
        ])

        const gen = await h.request(member, {
          method: 'POST',
          url: '/database-testing/generate-spec',
          payload: { connection_id: conn.id, project_id: p.id },
        })
        expect(gen.statusCode, gen.body).toBe(200)
        expect(gen.json()).toMatchObject({ engine: 'rules', spec: { name: 'shop quality', errors: [] } })

        const run = await h.request(member, { method: 'POST', url: `/database-testing/run/${conn.id}?${q}`, payload: {} })
        expect(run.statusCode, run.body).toBe(202)
        const done = await until(
          () => get(h, viewer, `/database-testing/runs/${run.json().id}?${q}`),
          (r) => !['queued', 'running'].includes(r.status),
        )
        expect(done.status, done.error).toBe('completed')
        expect(done.failed_count).toBe(2)
        const orphans = done.results.find((r: { name: string }) => r.name === 'orders.customer_id references customers')
        expect(orphans).toMatchObject({ status: 'failed', actual: 2 })
        expect(orphans.sample.map((s: { primary_key: { id: number } }) => s.primary_key.id)).toEqual([6, 7])

        const sug = await h.request(member, { method: 'POST', url: `/database-testing/suggest/${run.json().id}?${q}`, payload: {} })
        expect(sug.statusCode, sug.body).toBe(200)
        const items = sug.json().items as {
          id: string
          category: string
          title: string
          sql: string | null
          estimated_rows: number | null
        }[]
        expect(new Set(items.map((s) => s.category))).toEqual(
          new Set(['sql_remediation', 'schema_change', 'cleanup_script', 'process_improvement']),
        )
        const nullify = items.find((s) => s.category === 'sql_remediation' && s.title.includes('customer_id'))!
        expect(nullify.estimated_rows).toBe(2)
        const preview = await h.request(member, {
          method: 'POST',
          url: `/database-testing/runs/${run.json().id}/suggestions/${nullify.id}/preview?${q}`,
          payload: {},
        })
        expect(preview.json()).toMatchObject({ rows: 2 })

        // Approval is for admins only, and only pending, executable ids.
        const denied = await h.request(editor, {
          method: 'POST',
          url: `/database-testing/runs/${run.json().id}/approve-suggestions`,
          payload: { approved_suggestion_ids: [nullify.id], project_id: p.id },
        })
        expect(denied.statusCode).toBe(403)
        const advice = items.find((s) => s.category === 'process_improvement')!
        const notExec = await h.request(admin, {
          method: 'POST',
          url: `/database-testing/runs/${run.json().id}/approve-suggestions`,
          payload: { approved_suggestion_ids: [advice.id], project_id: p.id },
        })
        expect(notExec.statusCode).toBe(422)
        expect(notExec.json().detail[0].type).toBe('not_executable')

        const ok = await h.request(admin, {
          method: 'POST',
          url: `/database-testing/runs/${run.json().id}/approve-suggestions`,
          payload: { approved_suggestion_ids: [nullify.id], project_id: p.id },
        })
        expect(ok.statusCode, ok.body).toBe(200)
        expect(ok.json()).toMatchObject({
          status: 'applied',
          error: null,
          items: [{ suggestion_id: nullify.id, preview_rows: 2, rows_affected: 2, status: 'applied', actor_email: admin.email }],
        })
        const [left] = (await seeded.admin('SELECT COUNT(*) AS n FROM orders WHERE customer_id IN (98, 99)')) as { n: unknown }[]
        expect(Number(left!.n)).toBe(0)

        // A failing batch rolls everything back: the first statement's change is undone.
        const dupDelete = items.find((s) => s.category === 'cleanup_script' && s.title.includes('duplicate'))!
        await h.deps.db
          .updateTable('db_runs')
          .set({
            suggestions: JSON.stringify(
              JSON.parse(
                (await h.deps.db.selectFrom('db_runs').select('suggestions').where('id', '=', run.json().id).executeTakeFirstOrThrow())
                  .suggestions ?? '[]',
              ).map((s: { id: string; sql: string }) =>
                s.id === advice.id ? { ...s, sql: 'UPDATE no_such_table SET x = 1', state: 'pending' } : s,
              ),
            ),
          })
          .where('id', '=', run.json().id)
          .execute()
        const rolled = await h.request(admin, {
          method: 'POST',
          url: `/database-testing/runs/${run.json().id}/approve-suggestions`,
          payload: { approved_suggestion_ids: [dupDelete.id, advice.id], project_id: p.id },
        })
        expect(rolled.json()).toMatchObject({ status: 'rolled_back' })
        expect(rolled.json().items.map((a: { status: string; rows_affected: number }) => [a.status, a.rows_affected])).toEqual([
          ['rolled_back', 0],
          ['failed', 0],
        ])
        const [customers] = (await seeded.admin('SELECT COUNT(*) AS n FROM customers')) as { n: unknown }[]
        expect(Number(customers!.n)).toBe(10)

        const audit = await get(h, viewer, `/database-testing/audit?${q}`)
        expect(audit.total).toBe(3)
        const summary = await get(h, viewer, `/database-testing/summary?${q}`)
        expect(summary).toMatchObject({ connections: 1, runs: 1, checks: { failed: 2 }, failed_by_severity: { critical: 1, high: 1 } })
        const list = await get(h, viewer, `/database-testing/runs?${q}`)
        expect(list).toMatchObject({ total: 1, has_more: false })
      } finally {
        await h.deps.jobs.stop()
        await seeded.drop()
      }
    })
  }

  it('validates input with clear 4xx answers and scopes by project', async ({ harness: h }) => {
    const p = await h.project()
    const other = await h.project()
    const { editor, member } = p.members
    const badPort = await h.request(editor, {
      method: 'POST',
      url: '/database-testing/connections',
      payload: { name: 'x', dialect: 'postgres', host: 'h', port: 70000, database: 'd', username: 'u', project_id: p.id },
    })
    expect(badPort.statusCode).toBe(422)
    expect(badPort.json().detail[0].loc).toEqual(['body', 'port'])
    const badHost = await h.request(editor, {
      method: 'POST',
      url: '/database-testing/connections',
      payload: { name: 'x', dialect: 'oracle', host: 'h', port: 5432, database: 'd', username: 'u', project_id: p.id },
    })
    expect(badHost.statusCode).toBe(422)
    const created = await h.request(editor, {
      method: 'POST',
      url: '/database-testing/connections',
      payload: {
        name: 'x',
        dialect: 'postgres',
        host: '127.0.0.1',
        port: 1,
        database: 'd',
        username: 'u',
        password: 'secret-pass',
        project_id: p.id,
      },
    })
    expect(created.json()).toMatchObject({ password_masked: '****pass' })
    const id = created.json().id
    expect((await h.request(other.members.owner, { url: `/database-testing/connections/${id}?project_id=${other.id}` })).statusCode).toBe(
      404,
    )
    const noSpec = await h.request(member, { method: 'POST', url: `/database-testing/run/${id}?project_id=${p.id}`, payload: {} })
    expect(noSpec.statusCode).toBe(400)
    expect(noSpec.json().detail).toMatch(/no spec yet/)
    const broken = await h.request(member, {
      method: 'POST',
      url: `/database-testing/run/${id}?project_id=${p.id}`,
      payload: { content: '# Database Quality Check: x\n\n## Connection\n\nx\n\n## Checks\n\n### a\n- Table: t\n' },
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json().detail).toMatch(/line 9/)
    const validate = await h.request(member, {
      method: 'POST',
      url: '/database-testing/specs/validate',
      payload: { content: '# nope', project_id: p.id },
    })
    expect(validate.json()).toMatchObject({ valid: false })
    const kept = await h.request(editor, {
      method: 'PUT',
      url: `/database-testing/connections/${id}?project_id=${p.id}`,
      payload: { host: 'db.internal' },
    })
    expect(kept.json()).toMatchObject({ host: 'db.internal', has_password: true, password_masked: '****pass' })
    const runs = await h.deps.db.selectFrom('db_runs').select('id').execute()
    expect(runs).toEqual([])
  })
})
