import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { runPlaywrightTests } from '../../../src/platform/playwright/run-tests.js'
import type { AppHarness } from '../../support/app.js'
import { appTest } from '../../support/app.js'
import { type DemoShop, startDemoShop } from '../../support/demo-shop.js'

const SPECS = path.resolve(import.meta.dirname, '../../../../examples/specs')
const LOGIN = fs.readFileSync(path.join(SPECS, 'login.md'), 'utf8')
const CART = fs.readFileSync(path.join(SPECS, 'cart-totals.md'), 'utf8')

type User = Parameters<AppHarness['request']>[0]
async function finished(h: AppHarness, user: User, runId: string, projectId: string) {
  const deadline = Date.now() + 150_000
  for (;;) {
    const run = (await h.request(user, { url: `/runs/${runId}?project_id=${projectId}` })).json()
    if (!['queued', 'running'].includes(run.status)) return run
    if (Date.now() > deadline) throw new Error(`run still ${run.status}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

describe('UI runs: plan, generate, validate, heal against the demo shop', () => {
  const shops = {} as Record<'baseline' | 'cosmetic' | 'broken', DemoShop>
  beforeAll(async () => {
    Object.assign(shops, {
      baseline: await startDemoShop('baseline'),
      cosmetic: await startDemoShop('cosmetic'),
      broken: await startDemoShop('broken'),
    })
    process.env.DEMO_PASSWORD = 'Wonderland1!'
    process.env.DEMO_ADMIN_PASSWORD = 'Admin#2024'
    delete process.env.BASE_URL // vitest sets "/"
  })
  afterAll(async () => {
    for (const s of Object.values(shops)) await s.close()
  })
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true', SPEC_ENV_ALLOWLIST: 'DEMO_*' })

  it('passes on baseline, heals locator drift on cosmetic, and fails an app regression on broken', { timeout: 400_000 }, async ({
    harness: h,
  }) => {
    const p = await h.project()
    const m = p.members.member
    for (const [name, content] of [
      ['auth/login', LOGIN],
      ['cart/totals', CART],
    ] as const) {
      const res = await h.request(m, { method: 'POST', url: '/specs', payload: { name, content, project_id: p.id } })
      expect([name, res.statusCode]).toEqual([name, 201])
    }
    await h.deps.jobs.start()
    const run = async (spec: string) => {
      const start = await h.request(m, { method: 'POST', url: '/runs', payload: { spec_name: spec, project_id: p.id } })
      expect(start.statusCode).toBe(202)
      return finished(h, p.members.viewer, start.json().id, p.id)
    }

    process.env.DEMO_URL = shops.baseline.url
    const base = await run('auth/login')
    expect([base.status, base.error]).toEqual(['passed', null])
    expect(base.stages.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['plan', 'passed'],
      ['generate', 'passed'],
      ['validate', 'passed'],
    ])
    expect(base.code).toContain("from '@playwright/test'")
    expect(base.artifacts.map((a: { path: string }) => a.path)).toEqual(
      expect.arrayContaining(['spec.md', 'plan.json', 'attempt-1/report.json']),
    )
    const automated = (await h.request(p.members.viewer, { url: `/specs/automated?project_id=${p.id}` })).json()
    expect(automated.items.map((s: { name: string }) => s.name)).toEqual(['auth/login'])
    // The accepted test runs unchanged from the workspace with the Playwright CLI (`npx playwright test`).
    const workspace = path.join(h.dataDir, 'workspace')
    const accepted = path.join(workspace, automated.items[0].automated_test)
    expect(fs.readFileSync(accepted, 'utf8')).toBe(base.code)
    const direct = await runPlaywrightTests({
      cwd: workspace,
      files: [accepted],
      outputDir: path.join(h.dataDir, 'direct'),
      // What a user's shell hands `npx playwright test`: the test process inherits no server variable.
      env: { BASE_URL: shops.baseline.url, DEMO_URL: shops.baseline.url, DEMO_PASSWORD: 'Wonderland1!' },
    })
    expect([direct.report.stats.passed, direct.report.stats.failed]).toEqual([1, 0])

    process.env.DEMO_URL = shops.cosmetic.url
    const healed = await run('auth/login')
    expect(healed.status).toBe('passed')
    expect(healed.attempts[0]).toMatchObject({ status: 'failed', classification: 'locator_drift' })
    expect(healed.attempts[0].diff).toContain("name: 'Log in'")
    expect(healed.attempts.at(-1).status).toBe('passed')
    // The expectation from the spec is untouched by the heal.
    expect(healed.code).toContain('Welcome, alice')

    process.env.DEMO_URL = shops.baseline.url
    expect((await run('cart/totals')).status).toBe('passed')
    process.env.DEMO_URL = shops.broken.url
    const broken = await run('cart/totals')
    expect(broken.status).toBe('failed')
    expect(broken.attempts).toHaveLength(1)
    expect(broken.attempts[0].classification).toBe('app_regression')
    expect(broken.code).toContain('Total: $43.99')

    const list = (await h.request(p.members.viewer, { url: `/runs?project_id=${p.id}&status=passed` })).json()
    expect(list.total).toBe(3)
  })

  it('ends a rules-only run with an error naming the steps the rules do not understand', async ({ harness: h }) => {
    const p = await h.project()
    const content =
      '# Test: Odd\n\n## Steps\n\n1. Navigate to {{DEMO_URL}}/login\n2. Do a barrel roll\n\n## Expected Outcome\n\n- Nothing\n'
    await h.request(p.members.member, { method: 'POST', url: '/specs', payload: { name: 'odd', content, project_id: p.id } })
    await h.deps.jobs.start()
    const start = await h.request(p.members.member, { method: 'POST', url: '/runs', payload: { spec_name: 'odd', project_id: p.id } })
    const run = await finished(h, p.members.viewer, start.json().id, p.id)
    expect(run.status).toBe('error')
    expect(run.error).toBe('Not understood by the rules engine (reword, or configure an AI provider): line 6: "Do a barrel roll"')
  })

  it('answers 409 while a load test holds the lock, and 404 for an unknown spec', async ({ harness: h }) => {
    const p = await h.project()
    const missing = await h.request(p.members.member, { method: 'POST', url: '/runs', payload: { spec_name: 'nope', project_id: p.id } })
    expect(missing.statusCode).toBe(404)
    await h.deps.browserPool.loadTestLock.acquire('load-1')
    const locked = await h.request(p.members.member, { method: 'POST', url: '/runs', payload: { spec_name: 'nope', project_id: p.id } })
    expect([locked.statusCode, locked.json()]).toEqual([409, { detail: 'A load test is in progress' }])
  })
})
