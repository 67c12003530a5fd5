import { describe, expect } from 'vitest'
import type { AppHarness } from '../../support/app.js'
import { appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'

const DAY = 86_400_000

/** Finished runs as the run services record them: UI runs in `runs`, API runs in `api_runs`. */
async function seed(h: AppHarness, projectId: string) {
  const now = Date.now()
  let i = 0
  const ui = async (spec: string, status: string, daysAgo: number, ms: number) => {
    const at = new Date(now - daysAgo * DAY + i++ * 1000).toISOString()
    await h.deps.db
      .insertInto('runs')
      .values({
        id: `ui-${i}`,
        project_id: projectId,
        spec_name: spec,
        status,
        engine: 'rules',
        heal: 1,
        max_heal_attempts: 3,
        job_id: null,
        stages: null,
        plan: null,
        code: null,
        attempts: null,
        error: null,
        created_at: at,
        started_at: at,
        finished_at: at,
        duration_ms: ms,
        ai_usage: null,
      })
      .execute()
  }
  const api = async (spec: string, status: string, daysAgo: number, ms: number) => {
    const at = new Date(now - daysAgo * DAY + i++ * 1000).toISOString()
    await h.deps.db
      .insertInto('api_runs')
      .values({
        id: `api-${i}`,
        project_id: projectId,
        spec_name: spec,
        status,
        job_id: null,
        engine: 'rules',
        code: null,
        tests: null,
        attempts: null,
        error: null,
        created_at: at,
        started_at: at,
        finished_at: at,
        duration_ms: ms,
      })
      .execute()
  }
  // Two days ago: 2 of 3 pass; yesterday: 1 of 2; today: 3 of 3 (and a queued run that does not count).
  await ui('login', 'passed', 2, 1000)
  await ui('flaky', 'passed', 2, 3000)
  await api('health', 'failed', 2, 100)
  await ui('flaky', 'failed', 1, 3000)
  await api('health', 'passed', 1, 200)
  await ui('flaky', 'passed', 0.01, 5000)
  await ui('login', 'passed', 0.01, 1000)
  await api('health', 'passed', 0.01, 300)
  await ui('old', 'failed', 90, 100) // outside a 30-day window
}

describe.each(testDialects())('analytics (%s)', (dialect) => {
  const it = appTest(dialect)

  it('pass-rate per day, flaky specs, slowest specs', async ({ harness: h }) => {
    const p = await h.project()
    await seed(h, p.id)
    const v = p.members.viewer
    const trend = (await h.request(v, { url: `/analytics/pass-rate?project_id=${p.id}` })).json()
    expect(trend.items.map((d: { total: number; passed: number; pass_rate: number }) => [d.total, d.passed, d.pass_rate])).toEqual([
      [3, 2, 0.6667],
      [2, 1, 0.5],
      [3, 3, 1],
    ])
    expect(trend.items[2].date).toBe(new Date(Date.now() - 0.01 * DAY).toISOString().slice(0, 10))
    const flaky = (await h.request(v, { url: `/analytics/flaky?project_id=${p.id}` })).json()
    expect(flaky.items).toEqual([{ spec_kind: 'ui', spec_name: 'flaky', runs: 3, passed: 2, flips: 2, flip_rate: 1 }])
    const slow = (await h.request(v, { url: `/analytics/slowest?project_id=${p.id}&limit=2` })).json()
    expect(slow.items).toEqual([
      { spec_kind: 'ui', spec_name: 'flaky', runs: 3, avg_ms: 3667, max_ms: 5000 },
      { spec_kind: 'ui', spec_name: 'login', runs: 2, avg_ms: 1000, max_ms: 1000 },
    ])
    const wide = (await h.request(v, { url: `/analytics/pass-rate?project_id=${p.id}&days=365` })).json()
    expect(wide.items).toHaveLength(4)
    const bad = await h.request(v, { url: `/analytics/pass-rate?project_id=${p.id}&days=0` })
    expect([bad.statusCode, bad.json().detail[0].loc]).toEqual([422, ['query', 'days']])
  })

  it('failure classes and heal statistics from batch runs', async ({ harness: h }) => {
    const p = await h.project()
    const now = new Date().toISOString()
    await h.deps.db
      .insertInto('regression_batches')
      .values({
        id: 'b1',
        project_id: p.id,
        name: 'b',
        status: 'completed',
        triggered_by: 'manual',
        schedule_execution_id: null,
        max_parallel: 2,
        job_id: null,
        total: 4,
        passed_count: 2,
        failed_count: 2,
        error_count: 0,
        skipped_count: 0,
        success_rate: 0.5,
        error: null,
        created_by: null,
        created_at: now,
        started_at: now,
        finished_at: now,
        duration_ms: 1,
      })
      .execute()
    const item = (id: string, status: string, attempts: number, failure_class: string | null) => ({
      id,
      batch_id: 'b1',
      project_id: p.id,
      position: 0,
      spec_kind: 'ui',
      spec_id: id,
      spec_name: id,
      run_id: null,
      run_job_id: null,
      status,
      error: null,
      failure_class,
      attempts,
      created_at: now,
      started_at: now,
      finished_at: now,
      duration_ms: 1,
    })
    await h.deps.db
      .insertInto('regression_batch_items')
      .values([
        item('a', 'passed', 1, null),
        item('b', 'passed', 2, null),
        item('c', 'failed', 1, 'app_regression'),
        item('d', 'failed', 4, 'locator_drift'),
      ])
      .execute()
    const v = p.members.viewer
    expect((await h.request(v, { url: `/analytics/failure-classes?project_id=${p.id}` })).json().items).toEqual(
      expect.arrayContaining([
        { failure_class: 'app_regression', count: 1 },
        { failure_class: 'locator_drift', count: 1 },
      ]),
    )
    expect((await h.request(v, { url: `/analytics/heal-stats?project_id=${p.id}` })).json()).toEqual({
      finished: 4,
      passed: 2,
      healed: 1,
      refused_app_regression: 1,
      heal_rate: 0.5,
    })
  })
})
