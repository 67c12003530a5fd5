import { describe, expect } from 'vitest'
import { type AppHarness, appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'
import { seedDataset, seedProvider, seedRun } from '../../support/llm-seed.js'

const DAY = 86_400_000

/**
 * Known figures (score 1 on pass, 0 otherwise), suite "qa", providers alpha (A) and beta (B):
 *   R0 B dataset v1   yesterday  y1 pass 50ms
 *   R1 A (no dataset) yesterday  c1 pass 100ms $0.001, c2 pass 200ms $0.002, c3 fail 300ms $0.003   <- marked golden
 *   R4 B dataset v2   yesterday  x1 pass 100ms $0.001, x2 pass 100ms $0.001                         <- golden version
 *   R2 A (no dataset) today      c1 pass 100ms $0.001, c2 FAIL 400ms $0.001, c3 pass 200ms $0.001   (1 regressed, 1 improved)
 *   R3 B (no dataset) today      c1 pass $0.0005, c2 pass $0.0005, c3 error (no latency)            (no baseline)
 *   R5 B dataset v3   today      x1 FAIL 300ms $0.002, x2 pass 100ms $0.002                         (1 regressed)
 */
async function seed(h: AppHarness, projectId: string) {
  const db = h.deps.db
  const A = { id: 'pa-alpha', name: 'alpha' }
  const B = { id: 'pb-beta', name: 'beta' }
  await seedProvider(db, projectId, A.id, A.name)
  await seedProvider(db, projectId, B.id, B.name)
  const ds = await seedDataset(db, projectId, 'support-questions', 2)
  const now = Date.now()
  const yesterday = (h2: number) =>
    new Date(Date.parse(`${new Date(now - DAY).toISOString().slice(0, 10)}T00:00:00Z`) + h2 * 3600_000).toISOString()
  const today = (min: number) => new Date(Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`) + min * 1000).toISOString()
  const base = { projectId, specName: 'qa' }
  const r0 = await seedRun(db, {
    ...base,
    provider: B,
    createdAt: yesterday(1),
    dataset: { id: ds, version: 1 },
    cases: [{ input: 'y1', status: 'passed', latency_ms: 50 }],
  })
  const r1 = await seedRun(db, {
    ...base,
    provider: A,
    createdAt: yesterday(2),
    cases: [
      { input: 'c1', status: 'passed', latency_ms: 100, cost: 0.001 },
      { input: 'c2', status: 'passed', latency_ms: 200, cost: 0.002 },
      { input: 'c3', status: 'failed', latency_ms: 300, cost: 0.003 },
    ],
  })
  const r4 = await seedRun(db, {
    ...base,
    provider: B,
    createdAt: yesterday(3),
    dataset: { id: ds, version: 2 },
    cases: [
      { input: 'x1', status: 'passed', latency_ms: 100, cost: 0.001 },
      { input: 'x2', status: 'passed', latency_ms: 100, cost: 0.001 },
    ],
  })
  const r2 = await seedRun(db, {
    ...base,
    provider: A,
    createdAt: today(1),
    cases: [
      { input: 'c1', status: 'passed', latency_ms: 100, cost: 0.001 },
      { input: 'c2', status: 'failed', latency_ms: 400, cost: 0.001 },
      { input: 'c3', status: 'passed', latency_ms: 200, cost: 0.001 },
    ],
  })
  const r3 = await seedRun(db, {
    ...base,
    provider: B,
    createdAt: today(2),
    cases: [
      { input: 'c1', status: 'passed', cost: 0.0005, cached: true },
      { input: 'c2', status: 'passed', cost: 0.0005 },
      { input: 'c3', status: 'error', latency_ms: null },
    ],
  })
  const r5 = await seedRun(db, {
    ...base,
    provider: B,
    createdAt: today(3),
    dataset: { id: ds, version: 3 },
    cases: [
      { input: 'x1', status: 'failed', latency_ms: 300, cost: 0.002 },
      { input: 'x2', status: 'passed', latency_ms: 100, cost: 0.002 },
    ],
  })
  const running = await seedRun(db, { ...base, provider: A, createdAt: today(4), status: 'running', cases: [] })
  return {
    A,
    B,
    ds,
    r0,
    r1,
    r2,
    r3,
    r4,
    r5,
    running,
    dayBefore: new Date(now - DAY).toISOString().slice(0, 10),
    day: new Date(now).toISOString().slice(0, 10),
  }
}

describe.each(testDialects())('LLM analytics over seeded runs with known figures (%s)', (dialect) => {
  const it = appTest(dialect, { REQUIRE_AUTH: 'true' })

  it('overview, trends, cost, golden and regressions are exact, project-scoped and role-checked', async ({ harness: h }) => {
    const p = await h.project()
    const s = await seed(h, p.id)
    // Another project's runs never count.
    const other = await h.project()
    await seedProvider(h.deps.db, other.id, 'px-other', 'other')
    await seedRun(h.deps.db, {
      projectId: other.id,
      specName: 'qa',
      provider: { id: 'px-other', name: 'other' },
      createdAt: new Date().toISOString(),
      cases: [{ input: 'c1', status: 'failed', cost: 5 }],
    })
    const v = p.members.viewer
    const get = async (url: string, user = v) => {
      const res = await h.request(user, { url: `${url}${url.includes('?') ? '&' : '?'}project_id=${p.id}` })
      return { status: res.statusCode, body: res.json() }
    }

    // Mark R1 golden for alpha (editor); the viewer may not, a dataset run or an unfinished run may not be.
    const markUrl = (id: string) => `/llm-testing/runs/${id}/golden?project_id=${p.id}`
    expect((await h.request(v, { method: 'POST', url: markUrl(s.r1) })).statusCode).toBe(403)
    const ds = await h.request(p.members.editor, { method: 'POST', url: markUrl(s.r4) })
    expect([ds.statusCode, ds.json().detail]).toEqual([409, expect.stringContaining('golden version')])
    expect((await h.request(p.members.editor, { method: 'POST', url: markUrl(s.running) })).statusCode).toBe(409)
    expect((await h.request(p.members.editor, { method: 'POST', url: markUrl('nope') })).statusCode).toBe(404)
    expect(
      (await h.request(other.members.owner, { method: 'POST', url: `/llm-testing/runs/${s.r1}/golden?project_id=${other.id}` })).statusCode,
    ).toBe(404)
    const marked = await h.request(p.members.editor, { method: 'POST', url: markUrl(s.r1) })
    expect(marked.statusCode).toBe(200)

    const overview = await get('/llm-testing/analytics/overview')
    expect(overview.body).toEqual({
      since_day: expect.any(String),
      days: 30,
      runs: 6,
      cases: 14,
      passed: 10,
      failed: 3,
      errored: 1,
      pass_rate: 0.7143,
      mean_score: 0.7143,
      latency_avg_ms: 165,
      cost: 0.016,
      prompt_tokens: 140,
      completion_tokens: 70,
      providers: 2,
      suites: 1,
      golden_baselines: 2,
      regressed_cases: 2,
    })
    // A one-day window holds today's runs only (R2, R3, R5).
    const todayOnly = await get('/llm-testing/analytics/overview?days=1')
    expect(todayOnly.body).toMatchObject({
      since_day: s.day,
      runs: 3,
      cases: 8,
      passed: 5,
      failed: 2,
      errored: 1,
      pass_rate: 0.625,
      cost: 0.008,
    })

    const trends = await get('/llm-testing/analytics/trends?days=7')
    expect(trends.body.items).toEqual([
      {
        day: s.dayBefore,
        provider_id: 'pa-alpha',
        provider_name: 'alpha',
        spec_name: 'qa',
        total: 3,
        passed: 2,
        pass_rate: 0.6667,
        mean_score: 0.6667,
        latency_avg_ms: 200,
        latency_max_ms: 300,
      },
      {
        day: s.dayBefore,
        provider_id: 'pb-beta',
        provider_name: 'beta',
        spec_name: 'qa',
        total: 3,
        passed: 3,
        pass_rate: 1,
        mean_score: 1,
        latency_avg_ms: 83,
        latency_max_ms: 100,
      },
      {
        day: s.day,
        provider_id: 'pa-alpha',
        provider_name: 'alpha',
        spec_name: 'qa',
        total: 3,
        passed: 2,
        pass_rate: 0.6667,
        mean_score: 0.6667,
        latency_avg_ms: 233,
        latency_max_ms: 400,
      },
      {
        day: s.day,
        provider_id: 'pb-beta',
        provider_name: 'beta',
        spec_name: 'qa',
        total: 5,
        passed: 3,
        pass_rate: 0.6,
        mean_score: 0.6,
        latency_avg_ms: 150,
        latency_max_ms: 300,
      },
    ])
    const alphaOnly = await get('/llm-testing/analytics/trends?provider_id=pa-alpha')
    expect(alphaOnly.body.items.map((i: { total: number }) => i.total)).toEqual([3, 3])

    const cost = await get('/llm-testing/analytics/cost')
    expect(cost.body.total_cost).toBe(0.016)
    expect(cost.body.by_provider).toEqual([
      { provider_id: 'pa-alpha', provider_name: 'alpha', cost: 0.009, prompt_tokens: 60, completion_tokens: 30, calls: 6, cached: 0 },
      { provider_id: 'pb-beta', provider_name: 'beta', cost: 0.007, prompt_tokens: 80, completion_tokens: 40, calls: 8, cached: 1 },
    ])
    expect(cost.body.items.map((i: { day: string; provider_id: string; cost: number }) => [i.day, i.provider_id, i.cost])).toEqual([
      [s.dayBefore, 'pa-alpha', 0.006],
      [s.dayBefore, 'pb-beta', 0.002],
      [s.day, 'pa-alpha', 0.003],
      [s.day, 'pb-beta', 0.005],
    ])

    const golden = await get('/llm-testing/analytics/golden')
    expect(golden.body.items).toEqual([
      expect.objectContaining({
        source: 'run',
        provider_name: 'alpha',
        golden_run_id: s.r1,
        latest_run_id: s.r2,
        golden_pass_rate: 0.6667,
        latest_pass_rate: 0.6667,
        pass_rate_delta: 0,
        regressed: 1,
        improved: 1,
        dataset_id: null,
      }),
      expect.objectContaining({
        source: 'dataset',
        provider_name: 'beta',
        golden_run_id: s.r4,
        latest_run_id: s.r5,
        dataset_id: s.ds,
        dataset_name: 'support-questions',
        dataset_version: 2,
        golden_pass_rate: 1,
        latest_pass_rate: 0.5,
        pass_rate_delta: -0.5,
        regressed: 1,
        improved: 0,
      }),
    ])

    const regressions = await get('/llm-testing/analytics/regressions')
    expect(regressions.body.total).toBe(2)
    expect(
      regressions.body.items.map((r: Record<string, unknown>) => [
        r.provider_id,
        r.input,
        r.golden_run_id,
        r.current_run_id,
        r.golden_score,
        r.current_score,
      ]),
    ).toEqual([
      ['pa-alpha', 'c2', s.r1, s.r2, 1, 0],
      ['pb-beta', 'x1', s.r4, s.r5, 1, 0],
    ])
    expect(regressions.body.items[0].failed_assertions).toEqual(['contains: not found'])
    expect((await get('/llm-testing/analytics/regressions?provider_id=pb-beta')).body.items.map((r: { input: string }) => r.input)).toEqual(
      ['x1'],
    )
    expect((await get(`/llm-testing/analytics/regressions?run_id=${s.r2}`)).body.total).toBe(1)
    expect((await get(`/llm-testing/analytics/regressions?run_id=${s.r3}`)).body.total).toBe(0) // beta without a dataset has no baseline
    expect((await get('/llm-testing/analytics/regressions?run_id=nope')).status).toBe(404)
    expect((await get('/llm-testing/analytics/regressions?limit=1&offset=1')).body).toMatchObject({
      total: 2,
      has_more: false,
      items: [expect.objectContaining({ input: 'x1' })],
    })

    // Bad input is a 422 naming the field; another project's viewer sees nothing of this one.
    const bad = await get('/llm-testing/analytics/trends?days=0')
    expect([bad.status, bad.body.detail[0].loc]).toEqual([422, ['query', 'days']])
    expect((await h.request(other.members.owner, { url: `/llm-testing/analytics/overview?project_id=${p.id}` })).statusCode).toBe(404)
    expect((await h.request(other.members.owner, { url: `/llm-testing/analytics/overview?project_id=${other.id}` })).json()).toMatchObject({
      runs: 1,
      cost: 5,
      golden_baselines: 0,
    })

    // Unmarking the golden run removes that baseline.
    const unmarked = await h.request(p.members.editor, { method: 'DELETE', url: markUrl(s.r1) })
    expect(unmarked.json().items.map((g: { source: string }) => g.source)).toEqual(['dataset'])
    expect((await h.request(p.members.editor, { method: 'DELETE', url: markUrl(s.r1) })).statusCode).toBe(404)
  })
})
