import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { shareableGroups } from '../../../src/modules/api-testing/run-batch.js'
import { importSpecs } from '../../../src/modules/api-testing/service.js'
import type { AppHarness, TestUser } from '../../support/app.js'
import { appTest } from '../../support/app.js'

// POST /api-testing/runs/batch: several specs as one job whose first attempts share one Playwright runner, each
// spec keeping its own run record, result, log and report.

let server: Server
let api: string
beforeAll(async () => {
  server = createServer((req, res) => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body))
    if (req.url === '/login') return json(200, { ok: true }, { 'set-cookie': 'session=abc; Path=/' })
    if (req.url === '/whoami') return json(200, { cookie: req.headers.cookie ?? 'none' })
    if (req.url === '/slow') return setTimeout(() => json(200, { ok: true }), 20_000)
    if (req.url === '/health') return json(200, { status: 'ok' })
    return json(404, { detail: 'not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const spec = (title: string, tests: string, auth = 'None') =>
  `# API Test: ${title}\n\n## Base URL\n\n${api}\n\n## Authentication\n\n${auth}\n\n## Tests\n\n${tests}`

// A cookie the first test receives is not sent by the second (as with a request context per test).
const COOKIES = () =>
  spec(
    'Cookies',
    '### GET /login\n\n- Verify status is 200\n\n### GET /whoami\n\n- Verify status is 200\n- Verify $.cookie equals "none"\n',
  )
const HEALTH = () => spec('Health', '### GET /health\n\n- Verify status is 200\n- Verify $.status equals "ok"\n')
const BROKEN = () => spec('Broken', '### GET /health — wrong status\n\n- Verify status is 201\n')

interface Run {
  status: string
  error: string | null
  logs: string
  tests: { name: string; status: string }[]
  attempts: { n: number }[]
}

async function create(h: AppHarness, user: TestUser, projectId: string, name: string, content: string) {
  const res = await h.request(user, { method: 'POST', url: `/api-testing/specs?project_id=${projectId}`, payload: { name, content } })
  expect(res.statusCode).toBe(201)
}

async function settled(h: AppHarness, user: TestUser, projectId: string, runId: string): Promise<Run> {
  const deadline = Date.now() + 120_000
  for (;;) {
    const run = (await h.request(user, { url: `/api-testing/runs/${runId}?project_id=${projectId}` })).json() as Run
    if (!['queued', 'running'].includes(run.status)) return run
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${run.status}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

const it = appTest('sqlite', { REQUIRE_AUTH: 'true' })

describe('POST /api-testing/runs/batch', () => {
  it('runs each spec to its own result, log and report in one job', { timeout: 180_000 }, async ({ harness: h }) => {
    const p = await h.project()
    const member = p.members.member
    await create(h, member, p.id, 'batch/health', HEALTH())
    await create(h, member, p.id, 'batch/broken', BROKEN())
    await create(h, member, p.id, 'batch/cookies', COOKIES())
    await h.deps.jobs.start()
    const started = await h.request(member, {
      method: 'POST',
      url: `/api-testing/runs/batch?project_id=${p.id}`,
      payload: { spec_names: ['batch/health', 'batch/broken', 'batch/cookies'] },
    })
    expect([started.statusCode, started.body]).toEqual([202, expect.any(String)])
    const batch = started.json() as { job_id: string; status: string; items: { run_id: string; spec_name: string }[]; skipped: unknown[] }
    expect(batch.status).toBe('queued')
    expect(batch.skipped).toEqual([])
    expect(batch.items.map((i) => i.spec_name)).toEqual(['batch/health', 'batch/broken', 'batch/cookies'])
    const [health, broken, cookies] = await Promise.all(batch.items.map((i) => settled(h, member, p.id, i.run_id)))

    expect([health!.status, health!.tests.map((t) => [t.name, t.status])]).toEqual(['passed', [['GET /health', 'passed']]])
    expect([cookies!.status, cookies!.tests.map((t) => t.status)]).toEqual(['passed', ['passed', 'passed']])
    // A failed check is the API's fault: failed at once, not healed, and no other spec's tests in its record.
    expect([broken!.status, broken!.attempts.length, broken!.tests.map((t) => [t.name, t.status])]).toEqual([
      'failed',
      1,
      [['GET /health — wrong status', 'failed']],
    ])
    // Each log holds its own tests' lines and none of the others'.
    expect(health!.logs).toContain('shares one Playwright runner with 2 other specs')
    expect(health!.logs).toContain('GET /health')
    expect(health!.logs).not.toContain('wrong status')
    expect(broken!.logs).not.toContain('GET /whoami')
    // Each run folder has its attempt's code and its own part of Playwright's report.
    const report = JSON.parse(readFileSync(join(h.deps.config.dataDir, 'runs', batch.items[1]!.run_id, 'attempt-1', 'report.json'), 'utf8'))
    expect(JSON.stringify(report.suites)).toContain('wrong status')
    expect(JSON.stringify(report.suites)).not.toContain('whoami')
    expect(existsSync(join(h.deps.config.dataDir, 'runs', batch.items[0]!.run_id, 'attempt-1', 'health.api.spec.ts'))).toBe(true)
    // One job carried the three runs.
    const job = (await h.request(member, { url: `/jobs/${batch.job_id}?project_id=${p.id}` })).json()
    expect([job.kind, job.status]).toEqual(['api-testing.run-batch', 'completed'])
  })

  it('refuses a spec whose variable is unset, naming it, and queues nothing', async ({ harness: h }) => {
    const p = await h.project()
    await create(h, p.members.member, p.id, 'ok', HEALTH())
    await create(
      h,
      p.members.member,
      p.id,
      'secured',
      spec('Secured', '### GET /health\n\n- Verify status is 200\n', 'Bearer {{API_TOKEN}}'),
    )
    const res = await h.request(p.members.member, {
      method: 'POST',
      url: `/api-testing/runs/batch?project_id=${p.id}`,
      payload: { spec_names: ['ok', 'secured'] },
    })
    expect(res.statusCode).toBe(422)
    const detail = res.json().detail[0]
    expect(detail.loc).toEqual(['body', 'spec_names', 1])
    expect(detail.msg).toContain('Spec "secured"')
    expect(detail.msg).toContain('{{API_TOKEN}} is not set')
    const runs = (await h.request(p.members.member, { url: `/api-testing/runs?project_id=${p.id}` })).json()
    expect(runs.total).toBe(0)
  })

  it('without names runs the specs an import created; viewers and other projects are refused', async ({ harness: h }) => {
    const p = await h.project()
    const other = await h.project()
    const none = await h.request(p.members.member, { method: 'POST', url: `/api-testing/runs/batch?project_id=${p.id}`, payload: {} })
    expect([none.statusCode, none.json().detail[0].msg]).toEqual([422, 'The project has no specs imported from an OpenAPI document'])
    await create(h, p.members.member, p.id, 'hand-written', HEALTH())
    const document = {
      openapi: '3.0.3',
      info: { title: 'Tiny', version: '1' },
      servers: [{ url: api }],
      paths: { '/health': { get: { tags: ['health'], responses: { 200: { description: 'ok' } } } } },
    }
    const result = await importSpecs(h.deps, p.id, document, { dryRun: false })
    const names = result.specs.map((s) => s.name)
    const viewer = await h.request(p.members.viewer, { method: 'POST', url: `/api-testing/runs/batch?project_id=${p.id}`, payload: {} })
    expect(viewer.statusCode).toBe(403)
    const elsewhere = await h.request(other.members.member, {
      method: 'POST',
      url: `/api-testing/runs/batch?project_id=${other.id}`,
      payload: { spec_names: names },
    })
    expect(elsewhere.statusCode).toBe(404)
    const res = await h.request(p.members.member, { method: 'POST', url: `/api-testing/runs/batch?project_id=${p.id}`, payload: {} })
    expect(res.statusCode).toBe(202)
    expect(res.json().items.map((i: { spec_name: string }) => i.spec_name)).toEqual(names) // not the hand-written spec

    // A spec whose tests are all opt-in is not run (a single run would be refused) but listed, saying why.
    await create(
      h,
      p.members.member,
      p.id,
      'opt-in-only',
      spec('Opt in', '## Opt-in Tests\n\n### GET /health\n\n- Verify status is 200\n').replace('## Tests\n\n', ''),
    )
    const optIn = await h.request(p.members.member, {
      method: 'POST',
      url: `/api-testing/runs/batch?project_id=${p.id}`,
      payload: { spec_names: ['opt-in-only', 'hand-written'] },
    })
    expect(optIn.statusCode).toBe(202)
    expect(optIn.json().skipped).toEqual([
      { spec_name: 'opt-in-only', reason: 'every test of the spec is opt-in: run it with include_opt_in' },
    ])
    expect(optIn.json().items.map((i: { spec_name: string }) => i.spec_name)).toEqual(['hand-written'])
  })

  it('cancelling the job ends every run of the batch as error "cancelled"', { timeout: 120_000 }, async ({ harness: h }) => {
    const p = await h.project()
    const member = p.members.member
    await create(h, member, p.id, 'slow-a', spec('Slow A', '### GET /slow\n\n- Verify status is 200\n'))
    await create(h, member, p.id, 'slow-b', spec('Slow B', '### GET /slow\n\n- Verify status is 200\n'))
    await h.deps.jobs.start()
    const started = await h.request(member, {
      method: 'POST',
      url: `/api-testing/runs/batch?project_id=${p.id}`,
      payload: { spec_names: ['slow-a', 'slow-b'] },
    })
    const batch = started.json() as { job_id: string; items: { run_id: string }[] }
    const deadline = Date.now() + 60_000
    while (!(await settledLog(h, member, p.id, batch.items[0]!.run_id)).includes('Running 2 tests')) {
      if (Date.now() > deadline) throw new Error('the shared run did not start')
      await new Promise((r) => setTimeout(r, 200))
    }
    const cancel = await h.request(member, { method: 'POST', url: `/jobs/${batch.job_id}/cancel?project_id=${p.id}` })
    expect(cancel.statusCode).toBe(200)
    const runs = await Promise.all(batch.items.map((i) => settled(h, member, p.id, i.run_id)))
    expect(runs.map((r) => [r.status, r.error])).toEqual([
      ['error', 'cancelled'],
      ['error', 'cancelled'],
    ])
  })
})

async function settledLog(h: AppHarness, user: TestUser, projectId: string, runId: string): Promise<string> {
  return ((await h.request(user, { url: `/api-testing/runs/${runId}?project_id=${projectId}` })).json() as Run).logs
}

describe('shareableGroups', () => {
  const item = (fileName: string, env: Record<string, string>, placeholders: string[]) => ({ fileName, env, placeholders })
  test('keeps files of one name apart', () => {
    const groups = shareableGroups([item('a.api.spec.ts', {}, []), item('a.api.spec.ts', {}, []), item('b.api.spec.ts', {}, [])])
    expect(groups.map((g) => g.map((i) => i.fileName))).toEqual([['a.api.spec.ts', 'b.api.spec.ts'], ['a.api.spec.ts']])
  })
  test('keeps apart a spec that saves a variable another takes from the environment', () => {
    const reads = item('a.api.spec.ts', { ORDER_ID: '7', TOKEN: 't' }, ['ORDER_ID', 'TOKEN'])
    const saves = item('b.api.spec.ts', { TOKEN: 't' }, ['ORDER_ID', 'TOKEN'])
    const other = item('c.api.spec.ts', { TOKEN: 't' }, ['TOKEN'])
    expect(shareableGroups([reads, saves, other]).map((g) => g.map((i) => i.fileName))).toEqual([
      ['a.api.spec.ts', 'c.api.spec.ts'],
      ['b.api.spec.ts'],
    ])
  })
})
