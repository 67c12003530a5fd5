import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { RUNTIME_FILE, RUNTIME_IMPORT_LINE } from '../../../src/modules/api-testing/runtime-module.js'
import { runPlaywrightTests } from '../../../src/platform/playwright/run-tests.js'
import type { AppHarness } from '../../support/app.js'
import { appTest } from '../../support/app.js'
import { type DemoShop, startDemoShop } from '../../support/demo-shop.js'

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../examples')
const DEMO_OPENAPI = fs.readFileSync(path.join(EXAMPLES, 'demo-shop/openapi.json'), 'utf8')
const CHAIN_SPEC = fs.readFileSync(path.join(EXAMPLES, 'specs/api/product-lifecycle.md'), 'utf8')

function multipart(filename: string, type: string, content: string | Buffer) {
  const boundary = '----specwright-test-boundary'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

async function waitForRun(h: AppHarness, user: Parameters<AppHarness['request']>[0], runId: string, projectId: string) {
  const deadline = Date.now() + 90_000
  for (;;) {
    const run = (await h.request(user, { url: `/api-testing/runs/${runId}?project_id=${projectId}` })).json()
    if (!['queued', 'running'].includes(run.status)) return run
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${run.status}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe('API testing', () => {
  let baseline: DemoShop
  let broken: DemoShop
  beforeAll(async () => {
    // What the demo specs' {{VAR}} placeholders read from the server environment (examples/specs/README.md).
    process.env.DEMO_ADMIN_PASSWORD = 'Admin#2024'
    delete process.env.BASE_URL // vitest sets it to "/"; a real server's BASE_URL overrides spec base URLs
    process.env.DEMO_PASSWORD = 'Wonderland1!'
    process.env.API_TOKEN = 'demo-admin-token' // imported specs send `Bearer {{API_TOKEN}}`; the demo accepts this fixed token
    baseline = await startDemoShop('baseline')
    broken = await startDemoShop('broken')
  })
  afterAll(async () => {
    await baseline.close()
    await broken.close()
  })
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true', SPEC_ENV_ALLOWLIST: 'DEMO_*,API_TOKEN,BASE_URL', IMPORT_ALLOW_PRIVATE: 'true' })

  it('stores specs under folder names with slashes, lists and validates them', async ({ harness: h }) => {
    const p = await h.project()
    const create = await h.request(p.members.member, {
      method: 'POST',
      url: '/api-testing/specs',
      payload: { name: 'shop/products/lifecycle', content: CHAIN_SPEC, project_id: p.id },
    })
    expect(create.statusCode).toBe(201)
    expect(create.json()).toMatchObject({ name: 'shop/products/lifecycle', source: 'manual', errors: [] })
    expect(create.json().tests.length).toBeGreaterThan(2)
    const file = path.join(h.dataDir, 'workspace/specs/api', p.id, 'shop/products/lifecycle.md')
    expect(fs.readFileSync(file, 'utf8')).toBe(CHAIN_SPEC)

    const got = await h.request(p.members.viewer, { url: `/api-testing/specs/shop/products/lifecycle?project_id=${p.id}` })
    expect(got.json().content).toBe(CHAIN_SPEC)
    const list = await h.request(p.members.viewer, { url: `/api-testing/specs?project_id=${p.id}` })
    expect(list.json().items.map((s: { name: string }) => s.name)).toEqual(['shop/products/lifecycle'])

    const invalid = await h.request(p.members.viewer, {
      method: 'POST',
      url: `/api-testing/specs/validate?project_id=${p.id}`,
      payload: { content: '# API Test: X\n## Tests\n### FETCH /x\n- Verify status is 200\n' },
    })
    expect(invalid.json().errors.map((e: { line: number }) => e.line)).toEqual([1, 3])
  })

  it('refuses traversal in folder names with 422 and writes nothing', async ({ harness: h }) => {
    const p = await h.project()
    for (const name of ['../escape', 'a/../../b', '/abs', 'a\\b', '%2e%2e/x']) {
      const res = await h.request(p.members.member, {
        method: 'POST',
        url: '/api-testing/specs',
        payload: { name, content: '# API Test: X', project_id: p.id },
      })
      expect([name, res.statusCode]).toEqual([name, 422])
    }
    const traversal = await h.request(p.members.viewer, { url: `/api-testing/specs/..%2F..%2Fetc%2Fpasswd?project_id=${p.id}` })
    expect(traversal.statusCode).toBe(422)
    expect(fs.existsSync(path.join(h.dataDir, 'escape.md'))).toBe(false)
    expect((await h.request(p.members.viewer, { url: `/api-testing/specs?project_id=${p.id}` })).json().total).toBe(0)
  })

  it('imports an OpenAPI document: preview, create, then update on re-import', async ({ harness: h }) => {
    const p = await h.project()
    const upload = multipart('openapi.json', 'application/json', DEMO_OPENAPI)
    const preview = await h.request(p.members.member, {
      method: 'POST',
      url: `/api-testing/import-openapi?project_id=${p.id}&dry_run=true`,
      ...upload,
    })
    expect(preview.statusCode).toBe(200)
    const planned = preview.json().specs
    expect(planned.length).toBeGreaterThanOrEqual(4)
    expect(planned.every((s: { action: string }) => s.action === 'create')).toBe(true)
    expect((await h.request(p.members.viewer, { url: `/api-testing/specs?project_id=${p.id}` })).json().total).toBe(0)

    const first = await h.request(p.members.member, { method: 'POST', url: `/api-testing/import-openapi?project_id=${p.id}`, ...upload })
    expect(first.json().specs.map((s: { action: string }) => s.action)).toEqual(planned.map(() => 'create'))
    const again = await h.request(p.members.member, { method: 'POST', url: `/api-testing/import-openapi?project_id=${p.id}`, ...upload })
    expect(again.json().specs.map((s: { action: string }) => s.action)).toEqual(planned.map(() => 'update'))
    expect((await h.request(p.members.viewer, { url: `/api-testing/specs?project_id=${p.id}` })).json().total).toBe(planned.length)
  })

  it('reads an OpenAPI file sent as application/octet-stream when its name and content say JSON or YAML', async ({ harness: h }) => {
    const p = await h.project()
    const upload = multipart('openapi.json', 'application/octet-stream', DEMO_OPENAPI)
    const res = await h.request(p.members.member, {
      method: 'POST',
      url: `/api-testing/import-openapi?project_id=${p.id}&dry_run=true`,
      ...upload,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().specs.length).toBeGreaterThanOrEqual(4)
  })

  it('answers malformed, oversized and wrongly typed uploads with 4xx and saves nothing', async ({ harness: h }) => {
    const p = await h.project()
    const url = `/api-testing/import-openapi?project_id=${p.id}`
    const bad = await h.request(p.members.member, {
      method: 'POST',
      url,
      ...multipart('x.json', 'application/json', '{"openapi": "3.0.0", "paths": 12}'),
    })
    expect([bad.statusCode, bad.body]).toEqual([422, expect.any(String)])
    const syntax = await h.request(p.members.member, {
      method: 'POST',
      url,
      ...multipart('x.yaml', 'application/yaml', 'openapi: [unclosed'),
    })
    expect(syntax.statusCode).toBe(422)
    const big = await h.request(p.members.member, {
      method: 'POST',
      url,
      ...multipart('big.json', 'application/json', Buffer.alloc(5 * 1024 * 1024 + 100, 'a')),
    })
    expect(big.statusCode).toBe(413)
    const pdf = await h.request(p.members.member, { method: 'POST', url, ...multipart('x.pdf', 'application/pdf', '%PDF-1.4') })
    expect([pdf.statusCode, pdf.json()]).toEqual([
      415,
      { detail: 'Unsupported file type "application/pdf": upload the OpenAPI document as JSON or YAML' },
    ])
    const json = await h.request(p.members.member, { method: 'POST', url, payload: { openapi: '3.0.0' } })
    expect(json.statusCode).toBe(415)
    // curl -F file=@x sends application/octet-stream: taken only when the name says JSON/YAML and the text parses.
    const binary = await h.request(p.members.member, {
      method: 'POST',
      url,
      ...multipart('x.json', 'application/octet-stream', Buffer.from([0xff, 0x00, 0x13, 0x37])),
    })
    expect(binary.statusCode).toBe(415)
    const named = await h.request(p.members.member, {
      method: 'POST',
      url,
      ...multipart('openapi.bin', 'application/octet-stream', DEMO_OPENAPI),
    })
    expect(named.statusCode).toBe(415)
    expect((await h.request(p.members.viewer, { url: `/api-testing/specs?project_id=${p.id}` })).json().total).toBe(0)
  })

  it('runs a hand-written create-read-delete chain with saved variables and it passes', { timeout: 120_000 }, async ({ harness: h }) => {
    process.env.DEMO_URL = baseline.url
    const p = await h.project()
    await h.request(p.members.member, {
      method: 'POST',
      url: '/api-testing/specs',
      payload: { name: 'lifecycle', content: CHAIN_SPEC, project_id: p.id },
    })
    const start = await h.request(p.members.member, { method: 'POST', url: `/api-testing/specs/lifecycle/run?project_id=${p.id}` })
    expect([start.statusCode, start.body]).toEqual([202, expect.any(String)])
    expect(start.json()).toMatchObject({ status: 'queued' })
    await h.deps.jobs.start()
    const run = await waitForRun(h, p.members.viewer, start.json().run_id, p.id)
    expect([run.status, run.error]).toEqual(['passed', null])
    expect(run.tests.length).toBeGreaterThan(2)
    expect(run.tests.every((t: { status: string }) => t.status === 'passed')).toBe(true)
    // Values from the environment ({{DEMO_URL}}, passwords) are masked in evidence.
    expect(run.tests[0].request).toMatchObject({ method: 'POST', url: '****/api/auth/login' })
    expect(run.tests[0].response).toMatchObject({ status: expect.any(Number) })
    expect(run.code).toContain("from '@playwright/test'")
    expect(run.attempts).toHaveLength(1)
    expect(run.logs).toContain('Run passed')
    const code = await h.request(p.members.viewer, { url: `/api-testing/runs/${run.id}/code?project_id=${p.id}` })
    expect(code.headers['content-disposition']).toBe('attachment; filename="lifecycle.api.spec.ts"')
    const history = (await h.request(p.members.viewer, { url: `/api-testing/runs?project_id=${p.id}` })).json()
    expect(history.items.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([[run.id, 'passed']])

    // The generated file runs unchanged from the workspace with the Playwright CLI (what `npx playwright test` does).
    const workspace = path.join(h.dataDir, 'workspace')
    const generated = path.join(workspace, 'tests/generated/api', p.id, 'lifecycle.api.spec.ts')
    expect(fs.readFileSync(generated, 'utf8')).toBe(run.code)
    const direct = await runPlaywrightTests({
      cwd: workspace,
      files: [generated],
      outputDir: path.join(h.dataDir, 'direct'),
      workers: 1,
      // What a user's shell hands `npx playwright test`: the test process inherits no server variable.
      env: { DEMO_URL: baseline.url, DEMO_ADMIN_PASSWORD: 'Admin#2024' },
    })
    expect([direct.report.stats.passed, direct.report.stats.failed]).toEqual([run.tests.length, 0])
    expect(fs.existsSync(path.join(path.dirname(generated), RUNTIME_FILE))).toBe(true)

    // The downloaded file runs alone: the runtime module the workspace keeps beside it is inlined.
    const alone = path.join(h.dataDir, 'download')
    fs.mkdirSync(alone)
    fs.writeFileSync(path.join(alone, 'lifecycle.api.spec.ts'), code.body)
    expect(code.body).not.toContain(RUNTIME_IMPORT_LINE)
    const downloaded = await runPlaywrightTests({
      files: [path.join(alone, 'lifecycle.api.spec.ts')],
      outputDir: path.join(alone, 'out'),
      workers: 1,
      env: { DEMO_URL: baseline.url, DEMO_ADMIN_PASSWORD: 'Admin#2024' },
    })
    expect([downloaded.report.stats.passed, downloaded.report.stats.failed]).toEqual([run.tests.length, 0])
    expect(fs.readdirSync(alone).sort()).toEqual(['lifecycle.api.spec.ts', 'out'])
  })

  it('imports the demo API and passes against baseline; against broken the affected tests fail naming the check', async ({
    harness: h,
  }) => {
    const p = await h.project()
    const upload = multipart('openapi.json', 'application/json', DEMO_OPENAPI)
    const imported = (
      await h.request(p.members.member, { method: 'POST', url: `/api-testing/import-openapi?project_id=${p.id}`, ...upload })
    ).json()
    await h.deps.jobs.start()
    const runAll = async (base: string) => {
      process.env.BASE_URL = base
      const results = []
      // A spec whose every test is opt-in (POST /api/test/reset) has nothing to run by default.
      for (const s of (imported.specs as { name: string; tests: number }[]).filter((spec) => spec.tests > 0)) {
        const start = await h.request(p.members.member, { method: 'POST', url: `/api-testing/specs/${s.name}/run?project_id=${p.id}` })
        results.push(await waitForRun(h, p.members.viewer, start.json().run_id, p.id))
      }
      return results
    }
    try {
      const good = await runAll(baseline.url)
      expect(
        good.map((r) => [
          r.spec_name,
          r.status,
          r.tests
            .filter((t: { status: string }) => t.status !== 'passed')
            .map((t: { name: string; error: string }) => `${t.name}: ${t.error}`),
        ]),
      ).toEqual(good.map((r) => [r.spec_name, 'passed', []]))
      const bad = await runAll(broken.url)
      const failedTests = bad.flatMap((r) => r.tests.filter((t: { status: string }) => t.status === 'failed'))
      expect(bad.some((r) => r.status === 'failed')).toBe(true)
      expect(failedTests.length).toBeGreaterThan(0)
      for (const t of failedTests) expect(t.failed_check, t.error).toBeTruthy()
      for (const r of bad.filter((x) => x.status === 'failed')) {
        expect(r.attempts.at(-1).classification).toBe('app_regression')
      }
    } finally {
      delete process.env.BASE_URL
    }
  }, 240_000)
})
