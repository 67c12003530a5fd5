import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppHarness, createAppHarness } from '../../support/app.js'
import { FAKE_API_KEY, type FakeOpenAi, startFakeOpenAi } from '../../support/fake-openai.js'
import { type Seeded, seedPostgres } from './seed.js'

/**
 * Spec generation with an AI provider configured: a real OpenAI-compatible HTTP server in the test answers, the
 * seeded PostgreSQL schema is analyzed for real, and only proposals that fit the schema and the format are kept.
 */

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (done(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 100))
  }
}

const PROPOSALS = {
  checks: [
    // Kept: the rules engine cannot know the allowed countries.
    {
      table: 'customers',
      column: 'country',
      check: 'allowed values DE, FR, US',
      expected: '0',
      severity: 'HIGH',
      reason: 'Orders ship only to\nthese countries.',
    },
    // Dropped: the rules engine already plans uniqueness of customers.email.
    { table: 'customers', column: 'email', check: 'uniqueness', expected: '0', reason: 'dup' },
    // Dropped: no such column / table.
    { table: 'customers', column: 'phone', check: 'null rate', reason: 'x' },
    { table: 'invoices', column: 'id', check: 'null rate', reason: 'x' },
    // Dropped: not a check kind (the model cannot smuggle SQL in), and an unreadable expectation.
    { table: 'orders', column: 'status', check: 'DELETE FROM orders', reason: 'x' },
    { table: 'orders', column: 'total', check: 'value range 0 to 10000', expected: 'a few', reason: 'x' },
    // Dropped: the referenced table does not exist.
    { table: 'orders', column: 'customer_id', check: 'referential integrity clients.id', reason: 'x' },
  ],
}

describe('database spec generation with AI enrichment (fake OpenAI server, PostgreSQL target)', () => {
  let fake: FakeOpenAi
  let h: AppHarness
  let seeded: Seeded
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: FAKE_API_KEY })
    seeded = await seedPostgres()
    h = await createAppHarness('sqlite', {
      REQUIRE_AUTH: 'true',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: FAKE_API_KEY,
      AI_MODEL: 'fake-model',
    })
    await h.deps.jobs.start()
  })
  afterAll(async () => {
    await h?.close()
    await fake?.close()
    await seeded?.drop()
  })

  test('adds the valid AI checks, runs them, and keeps the rules spec when the provider fails', { timeout: 120_000 }, async () => {
    const p = await h.project()
    const { editor, member, viewer } = p.members
    const q = `project_id=${p.id}`
    const created = await h.request(editor, {
      method: 'POST',
      url: '/database-testing/connections',
      payload: {
        name: 'shop',
        dialect: seeded.params.dialect,
        host: seeded.params.host,
        port: seeded.params.port,
        database: seeded.params.database,
        username: seeded.params.username,
        password: 'unused-password-1234',
        schemas: seeded.params.schemas,
        project_id: p.id,
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const conn = created.json()

    fake.enqueue(JSON.stringify(PROPOSALS))
    const gen = await h.request(member, {
      method: 'POST',
      url: '/database-testing/generate-spec',
      payload: { connection_id: conn.id, project_id: p.id },
    })
    expect(gen.statusCode, gen.body).toBe(200)
    const body = gen.json()
    expect(body).toMatchObject({ engine: 'ai', ai_checks: 1, ai_error: null, spec: { engine: 'ai', errors: [] } })
    expect(body.content).toContain(
      '### customers.country allowed values DE, FR, US\n\nSuggested by AI: Orders ship only to these countries.\n\n- Table: customers\n- Column: country\n- Check: allowed values DE, FR, US\n- Expected: 0\n- Severity: high\n',
    )
    expect(body.content).not.toContain('DELETE')
    expect(body.content).not.toContain('phone')
    expect(body.content.match(/Check: uniqueness/g)).toHaveLength(1)
    // The model saw the analyzed schema with its statistics and the checks the rules engine planned.
    const prompt = String(fake.chatRequests()[0]!.body.messages[1].content)
    expect(prompt).toContain('table customers (10 rows)')
    expect(prompt).toContain('- email character varying (nullable, nulls 2/10)')
    expect(prompt).toContain('- customers.email: uniqueness (expected 0)')

    // The AI check is measured like any other: 'XX' and 'de' are outside DE, FR, US.
    const run = await h.request(member, { method: 'POST', url: `/database-testing/run/${conn.id}?${q}`, payload: {} })
    expect(run.statusCode, run.body).toBe(202)
    const done = await until(
      async () => (await h.request(viewer, { url: `/database-testing/runs/${run.json().id}?${q}` })).json(),
      (r) => !['queued', 'running'].includes(r.status),
    )
    expect(done.status, done.error).toBe('completed')
    const allowed = done.results.find((r: { name: string }) => r.name === 'customers.country allowed values DE, FR, US')
    expect(allowed).toMatchObject({ status: 'failed', actual: 2, failing_count: 2, severity: 'high' })
    expect(allowed.sample.map((s: { primary_key: { id: number } }) => s.primary_key.id)).toEqual([7, 8])

    // A provider failure keeps the rules spec and says why; nothing else changes.
    fake.enqueue({ status: 401, message: 'Incorrect API key provided' })
    const fallback = await h.request(member, {
      method: 'POST',
      url: '/database-testing/generate-spec',
      payload: { connection_id: conn.id, project_id: p.id, name: 'rules only' },
    })
    expect(fallback.statusCode, fallback.body).toBe(200)
    expect(fallback.json()).toMatchObject({ engine: 'rules', ai_checks: 0, spec: { engine: 'rules' } })
    expect(fallback.json().ai_error).toBe('AI provider rejected the API key (HTTP 401)')
    expect(fallback.json().content).not.toContain('Suggested by AI')
    expect(fallback.json().check_count).toBe(body.check_count - 1)
  })
})
