import fs from 'node:fs'
import path from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { launchChromium } from '../../../src/platform/playwright/launch.js'
import type { AppHarness } from '../../support/app.js'
import { appTest } from '../../support/app.js'
import { type DemoShop, startDemoShop } from '../../support/demo-shop.js'
import { checkJunit } from './junit-schema.js'

const SPECS = path.resolve(import.meta.dirname, '../../../../examples/specs')
const LOGIN = fs.readFileSync(path.join(SPECS, 'login.md'), 'utf8')
const API_OK = `# API Test: Health

## Base URL

{{DEMO_URL}}

## Tests

### GET /api/health

- Send the request
- Verify status is 200
- Verify JSON field $.status equals "ok"
`
// Expects a status the shop never answers: the run fails (an expectation is never healed away).
const API_BAD = API_OK.replace('Verify status is 200', 'Verify status is 418').replace('Health', 'Teapot')

type User = Parameters<AppHarness['request']>[0]
async function settled(h: AppHarness, user: User, id: string, projectId: string) {
  const deadline = Date.now() + 200_000
  for (;;) {
    const batch = (await h.request(user, { url: `/regression/batches/${id}?project_id=${projectId}` })).json()
    if (!['queued', 'running'].includes(batch.status)) return batch
    if (Date.now() > deadline) throw new Error(`batch still ${batch.status}`)
    await new Promise((r) => setTimeout(r, 300))
  }
}

describe('regression batches run UI and API specs through the run services', () => {
  let shop: DemoShop
  beforeAll(async () => {
    shop = await startDemoShop('baseline')
    process.env.DEMO_URL = shop.url
    process.env.DEMO_PASSWORD = 'Wonderland1!'
    delete process.env.BASE_URL
  })
  afterAll(async () => {
    await shop.close()
  })
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true', SPEC_ENV_ALLOWLIST: 'DEMO_*' })

  it('runs a batch to completion with per-spec results, counts, compare, trend and every export', { timeout: 400_000 }, async ({
    harness: h,
  }) => {
    const p = await h.project()
    const m = p.members.member
    const q = `project_id=${p.id}`
    expect(
      (await h.request(m, { method: 'POST', url: '/specs', payload: { name: 'auth/login', content: LOGIN, project_id: p.id } })).statusCode,
    ).toBe(201)
    for (const [name, content] of [
      ['health', API_OK],
      ['teapot', API_BAD],
    ]) {
      expect(
        (await h.request(m, { method: 'POST', url: '/api-testing/specs', payload: { name, content, project_id: p.id } })).statusCode,
      ).toBe(201)
    }
    await h.deps.jobs.start()
    const create = async (ids: string[]) => {
      const res = await h.request(m, { method: 'POST', url: '/regression/batches', payload: { spec_ids: ids, project_id: p.id } })
      expect(res.statusCode).toBe(202)
      return settled(h, p.members.viewer, res.json().id, p.id)
    }
    const first = await create(['api:health', 'auth/login'])
    expect(first).toMatchObject({ status: 'completed', total: 2, passed_count: 2, failed_count: 0, error_count: 0, success_rate: 1 })
    expect(first.items.map((i: { spec_name: string; status: string }) => [i.spec_name, i.status])).toEqual([
      ['health', 'passed'],
      ['auth/login', 'passed'],
    ])
    for (const item of first.items) {
      expect(item.run_id).toBeTruthy()
      expect(item.duration_ms).toBeGreaterThan(0)
    }
    const uiRun = (await h.request(m, { url: `/runs/${first.items[1].run_id}?${q}` })).json()
    expect(uiRun.status).toBe('passed')

    const second = await create(['api:health', 'teapot', 'auth/login'])
    expect(second).toMatchObject({ status: 'completed', total: 3, passed_count: 2, failed_count: 1, success_rate: 0.6667 })
    const teapot = second.items.find((i: { spec_name: string }) => i.spec_name === 'teapot')
    expect(teapot.status).toBe('failed')
    expect(teapot.error).toBeTruthy()

    // Refresh recomputes the same counts from the items.
    await h.deps.db.updateTable('regression_batches').set({ passed_count: 0 }).where('id', '=', second.id).execute()
    const refreshed = (await h.request(m, { method: 'PATCH', url: `/regression/batches/${second.id}/refresh?${q}` })).json()
    expect([refreshed.passed_count, refreshed.failed_count]).toEqual([2, 1])

    const cmp = (await h.request(m, { url: `/regression/compare?${q}&base=${first.id}&head=${second.id}` })).json()
    expect(cmp.added.map((e: { spec_id: string }) => e.spec_id)).toEqual(['api:teapot'])
    expect(cmp.still_passing).toBe(2)
    expect(cmp.new_failures).toEqual([])
    const back = (await h.request(m, { url: `/regression/compare?${q}&base=${second.id}&head=${first.id}` })).json()
    expect(back.removed.map((e: { spec_id: string }) => e.spec_id)).toEqual(['api:teapot'])

    const trend = (await h.request(m, { url: `/regression/trend?${q}` })).json()
    expect(trend.items.map((t: { batch_id: string; success_rate: number }) => [t.batch_id, t.success_rate])).toEqual([
      [first.id, 1],
      [second.id, 0.6667],
    ])

    const exp = (format: string) => h.request(m, { url: `/regression/batches/${second.id}/export?${q}&format=${format}` })
    const json = await exp('json')
    expect(json.headers['content-disposition']).toBe(`attachment; filename="batch_${second.id}.json"`)
    expect(json.json().items).toHaveLength(3)
    const csv = (await exp('csv')).body.trim().split('\n')
    expect(csv[0]).toBe('position,spec_kind,spec_name,status,duration_ms,attempts,failure_class,error,run_id,started_at,finished_at')
    expect(csv).toHaveLength(4)

    const junit = await exp('junit')
    expect(junit.headers['content-type']).toContain('application/xml')
    expect(checkJunit(junit.body)).toEqual([])
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(junit.body)
    expect(doc.testsuites.testsuite).toMatchObject({ tests: '3', failures: '1', errors: '0' })
    const cases = doc.testsuites.testsuite.testcase as { name: string; failure?: unknown }[]
    expect(cases.map((c) => [c.name, c.failure !== undefined])).toEqual([
      ['health', false],
      ['teapot', true],
      ['auth/login', false],
    ])

    // The HTML report is self-contained and lists every spec when opened in Chromium (no network).
    const html = await exp('html')
    const file = path.join(h.dataDir, 'report.html')
    fs.writeFileSync(file, html.body)
    const browser = await launchChromium(h.deps.config.chromiumPath)
    try {
      const page = await browser.newPage()
      const external: string[] = []
      page.on('request', (r) => {
        if (!r.url().startsWith('file:')) external.push(r.url())
      })
      await page.goto(`file://${file}`)
      const rows = await page
        .locator('tr.spec')
        .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('.name')?.textContent, tr.getAttribute('data-status')]))
      expect(rows).toEqual([
        ['health', 'passed'],
        ['teapot', 'failed'],
        ['auth/login', 'passed'],
      ])
      expect(external).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
