import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createProvider } from '../../../src/modules/llm-testing/provider-service.js'
import { getRun } from '../../../src/modules/llm-testing/run-queries.js'
import { registerLlmJobs, startRun } from '../../../src/modules/llm-testing/run-service.js'
import { createSpec } from '../../../src/modules/llm-testing/spec-service.js'
import type { DialectName } from '../../../src/platform/db/dialect.js'
import { testDialects } from '../../support/env.js'
import { type FakeOpenAi, startFakeOpenAi } from '../../support/fake-openai.js'
import { createTestRuntime, type TestRuntime } from '../../support/runtime.js'

const CASES = 600

/** Makes every insert into the results table fail once it holds `keep` rows: a database that fills up mid-run. */
async function failResultsAfter(rt: TestRuntime, dialect: DialectName, keep: number) {
  if (dialect === 'sqlite') {
    await sql
      .raw(
        `CREATE TRIGGER results_full BEFORE INSERT ON llm_case_results WHEN (SELECT count(*) FROM llm_case_results) >= ${keep}
         BEGIN SELECT RAISE(ABORT, 'disk is full'); END`,
      )
      .execute(rt.deps.db)
    return
  }
  await sql
    .raw(
      `CREATE FUNCTION results_full() RETURNS trigger AS $$ BEGIN
         IF (SELECT count(*) FROM llm_case_results) >= ${keep} THEN RAISE EXCEPTION 'disk is full'; END IF;
         RETURN NEW;
       END $$ LANGUAGE plpgsql`,
    )
    .execute(rt.deps.db)
  await sql
    .raw('CREATE TRIGGER results_full BEFORE INSERT ON llm_case_results FOR EACH ROW EXECUTE FUNCTION results_full()')
    .execute(rt.deps.db)
}

describe.each(testDialects())('LLM run: results written behind the workers (%s)', (dialect) => {
  let rt: TestRuntime
  let fake: FakeOpenAi
  beforeEach(async () => {
    rt = await createTestRuntime(dialect)
    registerLlmJobs(rt.deps)
    await rt.deps.jobs.start()
    fake = await startFakeOpenAi()
    fake.handle((req) => `Echo: ${String(req.body?.messages?.at(-1)?.content ?? '')}`)
  })
  afterEach(async () => {
    await rt.close()
    await fake.close()
  })

  async function run() {
    const provider = await createProvider(rt.deps, 'default', {
      name: 'fake',
      provider_type: 'openai_compatible',
      base_url: fake.baseUrl,
      model_id: 'fake-model',
      concurrency: 8,
      timeout_ms: 10_000,
    })
    const cases = Array.from({ length: CASES }, (_, i) => `### case ${i}\n- Input: question ${i}\n- Assertions:\n  - contains: Echo\n`)
    await createSpec(
      rt.deps,
      'default',
      'many',
      `# LLM Test: many\n\n## System Prompt\nYou echo.\n\n## Test Cases\n\n${cases.join('\n')}`,
      null,
    )
    const started = await startRun(rt.deps, 'default', {
      spec_name: 'many',
      provider_id: provider.id,
      use_cache: false,
      cache_ttl_seconds: 0,
    })
    const deadline = Date.now() + 60_000
    for (;;) {
      const r = await getRun(rt.deps, 'default', started.id)
      if (r.status !== 'queued' && r.status !== 'running') return r
      if (Date.now() > deadline) throw new Error(`run still ${r.status}`)
      await new Promise((res) => setTimeout(res, 50))
    }
  }

  it('records every case of a long run, in batches, with the totals', { timeout: 60_000 }, async () => {
    const r = await run()
    expect([r.status, r.passed, r.failed, r.errored]).toEqual(['passed', CASES, 0, 0])
    const rows = await rt.deps.db.selectFrom('llm_case_results').select('case_index').execute()
    expect(new Set(rows.map((row) => row.case_index)).size).toBe(CASES)
    expect(fake.chatRequests()).toHaveLength(CASES)
  })

  it('ends the run as an error with the database message when a batch cannot be written, and stops calling the provider', {
    timeout: 60_000,
  }, async () => {
    await failResultsAfter(rt, dialect, 100)
    const r = await run()
    expect([r.status, r.passed]).toEqual(['error', 100])
    expect(r.error).toContain('disk is full')
    // The first batch was written; the workers stop once the second fails, long before the 600 cases are called
    // (they run ahead of the writer by at most two batches plus the calls in flight).
    expect(fake.chatRequests().length).toBeLessThan(320)
  })
})
