import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { AppDeps } from '../../../src/app-deps.js'
import { registerPipelineJobs, startRun } from '../../../src/modules/runs/service.js'
import { LocalJobQueue } from '../../../src/platform/jobs/local-job-queue.js'
import type { AppHarness } from '../../support/app.js'
import { appTest } from '../../support/app.js'
import { type DemoShop, startDemoShop } from '../../support/demo-shop.js'

// For every way a UI run can end: the status on the run record, and what was accepted (spec `automated`, the
// workspace test) or remembered (selector memory). Only a run whose test ran to its end and passed may do either.

const SPECS = path.resolve(import.meta.dirname, '../../../../examples/specs')
const LOGIN = fs.readFileSync(path.join(SPECS, 'login.md'), 'utf8')
const CART = fs.readFileSync(path.join(SPECS, 'cart-totals.md'), 'utf8')
const OPTIONS = { heal: true, max_heal_attempts: 3, engine: 'rules' as const }

type User = Parameters<AppHarness['request']>[0]
type Project = Awaited<ReturnType<AppHarness['project']>>

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 150_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 150))
  }
}

async function getRun(h: AppHarness, user: User, projectId: string, runId: string) {
  return (await h.request(user, { url: `/runs/${runId}?project_id=${projectId}` })).json()
}

function finished(h: AppHarness, user: User, projectId: string, runId: string) {
  return until(`run ${runId} to end`, async () => {
    const run = await getRun(h, user, projectId, runId)
    return ['queued', 'running'].includes(run.status) ? undefined : run
  })
}

/** What a run left behind: the spec's accepted test and its selector memory. */
async function accepted(h: AppHarness, projectId: string, spec: string) {
  const row = await h.deps.db
    .selectFrom('specs')
    .select(['automated_test', 'accepted_run_id'])
    .where('project_id', '=', projectId)
    .where('name', '=', spec)
    .executeTakeFirstOrThrow()
  const memory = await h.deps.db
    .selectFrom('selector_memory')
    .select('run_id')
    .where('project_id', '=', projectId)
    .where('spec_name', '=', spec)
    .executeTakeFirst()
  const file = row.automated_test ? path.join(h.dataDir, 'workspace', row.automated_test) : undefined
  return { acceptedRun: row.accepted_run_id, memoryRun: memory?.run_id ?? null, fileExists: file ? fs.existsSync(file) : false }
}

const NOTHING = { acceptedRun: null, memoryRun: null, fileExists: false }

async function addSpec(h: AppHarness, p: Project, name: string, content: string) {
  const res = await h.request(p.members.member, { method: 'POST', url: '/specs', payload: { name, content, project_id: p.id } })
  expect([name, res.statusCode]).toEqual([name, 201])
}

async function start(h: AppHarness, p: Project, spec: string): Promise<string> {
  const res = await h.request(p.members.member, {
    method: 'POST',
    url: '/runs',
    payload: { spec_name: spec, project_id: p.id, engine: 'rules' },
  })
  expect(res.statusCode).toBe(202)
  return res.json().id
}

/** An address nothing listens on (a port just freed; Chromium refuses "unsafe" ones like 9). */
async function closedPortUrl(): Promise<string> {
  const server = net.createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as net.AddressInfo
  await new Promise((r) => server.close(r))
  return `http://127.0.0.1:${port}`
}

async function slotsInUse(h: AppHarness): Promise<number> {
  return (await h.deps.browserPool.status()).in_use
}

describe('truthfulness: a UI run is passed only if its test ran to the end and passed', () => {
  const shops = {} as Record<'baseline' | 'broken', DemoShop>
  beforeAll(async () => {
    shops.baseline = await startDemoShop('baseline')
    shops.broken = await startDemoShop('broken')
    process.env.DEMO_PASSWORD = 'Wonderland1!'
    process.env.DEMO_ADMIN_PASSWORD = 'Admin#2024'
    delete process.env.BASE_URL // vitest sets "/"
  })
  afterAll(async () => {
    for (const s of Object.values(shops)) await s.close()
  })
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true', SPEC_ENV_ALLOWLIST: 'DEMO_*' })

  it('pass accepts and remembers; fail, unknown step, unset variable and unreachable app do neither', { timeout: 300_000 }, async ({
    harness: h,
  }) => {
    const p = await h.project()
    await addSpec(h, p, 'login', LOGIN)
    await addSpec(h, p, 'cart', CART)
    await addSpec(
      h,
      p,
      'odd',
      '# Test: Odd\n\n## Steps\n\n1. Navigate to {{DEMO_URL}}/login\n2. Do a barrel roll\n\n## Expected Outcome\n\n- Nothing much\n',
    )
    await h.deps.jobs.start()
    const v = p.members.viewer

    process.env.DEMO_URL = shops.baseline.url
    const pass = await finished(h, v, p.id, await start(h, p, 'login'))
    expect([pass.status, pass.error]).toEqual(['passed', null])
    expect(await accepted(h, p.id, 'login')).toEqual({ acceptedRun: pass.id, memoryRun: pass.id, fileExists: true })

    process.env.DEMO_URL = shops.broken.url
    const fail = await finished(h, v, p.id, await start(h, p, 'cart'))
    expect(fail.status).toBe('failed')
    expect(fail.attempts.at(-1).classification).toBe('app_regression')
    expect(await accepted(h, p.id, 'cart')).toEqual(NOTHING)

    const unknown = await finished(h, v, p.id, await start(h, p, 'odd'))
    expect([unknown.status, unknown.error]).toEqual([
      'error',
      'Not understood by the rules engine (reword, or configure an AI provider): line 6: "Do a barrel roll"',
    ])
    // The bullet the rules cannot check is a warning on its line, not silently dropped.
    expect(unknown.plan.warnings).toContainEqual({
      line: 10,
      message: 'expected outcome is not checked (no checkable statement found): "Nothing much"',
    })
    expect(await accepted(h, p.id, 'odd')).toEqual(NOTHING)

    // An unset variable is refused before anything queues, naming its line (docs/security.md).
    delete process.env.DEMO_PASSWORD
    const unset = await h.request(p.members.member, {
      method: 'POST',
      url: '/runs',
      payload: { spec_name: 'login', project_id: p.id, engine: 'rules' },
    })
    expect(unset.statusCode).toBe(422)
    expect(unset.json().detail[0].msg).toContain('{{DEMO_PASSWORD}} is not set')
    process.env.DEMO_PASSWORD = 'Wonderland1!'

    // An unreachable app is the environment's fault: `error`, and the earlier accepted test stays as it was.
    process.env.DEMO_URL = await closedPortUrl()
    await h.deps.db.deleteFrom('selector_memory').execute() // force a live walk, which cannot reach the app either
    const down = await finished(h, v, p.id, await start(h, p, 'login'))
    expect(down.status).toBe('error')
    expect(down.error).toMatch(/^environment: .*ERR_CONNECTION_REFUSED/)
    expect(await accepted(h, p.id, 'login')).toEqual({ acceptedRun: pass.id, memoryRun: null, fileExists: true })
    expect(await slotsInUse(h)).toBe(0)
  })

  it('cancel mid-run ends error "cancelled": nothing accepted, nothing remembered, slot released', { timeout: 200_000 }, async ({
    harness: h,
  }) => {
    const p = await h.project()
    await addSpec(h, p, 'login', LOGIN)
    await h.deps.jobs.start()
    process.env.DEMO_URL = shops.baseline.url
    const id = await start(h, p, 'login')
    await until('validate to start', async () => {
      const run = await getRun(h, p.members.viewer, p.id, id)
      return run.stages.some((s: { name: string }) => s.name === 'validate') ? run : undefined
    })
    const cancel = await h.request(p.members.member, { method: 'POST', url: `/runs/${id}/cancel?project_id=${p.id}` })
    expect(cancel.statusCode).toBe(200)
    const run = await finished(h, p.members.viewer, p.id, id)
    expect([run.status, run.error]).toEqual(['error', 'cancelled'])
    // The aborted handler had its chance to write; the record still says cancelled.
    await new Promise((r) => setTimeout(r, 3000))
    expect((await getRun(h, p.members.viewer, p.id, id)).status).toBe('error')
    expect(await accepted(h, p.id, 'login')).toEqual(NOTHING)
    await until('the slot to be free', async () => ((await slotsInUse(h)) === 0 ? true : undefined), 10_000)
  })

  it('a shutdown mid-run re-queues it untouched and the next process runs it to its real end', { timeout: 300_000 }, async ({
    harness: h,
  }) => {
    const p = await h.project()
    await addSpec(h, p, 'login', LOGIN)
    process.env.DEMO_URL = shops.baseline.url
    const first = new LocalJobQueue({ db: h.deps.db, stopGraceMs: 50, abortGraceMs: 10_000 })
    const deps1: AppDeps = { ...h.deps, jobs: first }
    registerPipelineJobs(deps1)
    await first.start()
    const run = await startRun(deps1, p.id, 'login', OPTIONS)
    await until('validate to start', async () => {
      const r = await getRun(h, p.members.viewer, p.id, run.id)
      return r.stages.some((s: { name: string }) => s.name === 'validate') ? r : undefined
    })
    await first.stop() // what SIGTERM does: grace, re-queue, abort
    const requeued = await getRun(h, p.members.viewer, p.id, run.id)
    expect([requeued.status, requeued.error]).toEqual(['queued', null])
    const job = await h.deps.db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('id', '=', run.job_id ?? '')
      .executeTakeFirstOrThrow()
    expect(job).toEqual({ status: 'queued', attempts: 1 })
    expect(await accepted(h, p.id, 'login')).toEqual(NOTHING)
    expect(await slotsInUse(h)).toBe(0)

    const second = new LocalJobQueue({ db: h.deps.db })
    registerPipelineJobs({ ...h.deps, jobs: second })
    await second.start()
    try {
      const done = await finished(h, p.members.viewer, p.id, run.id)
      expect([done.status, done.error]).toEqual(['passed', null])
      expect(await accepted(h, p.id, 'login')).toEqual({ acceptedRun: run.id, memoryRun: run.id, fileExists: true })
    } finally {
      await second.stop()
    }
  })

  it('a run queued before a load test took the lock waits for the lock, then runs', { timeout: 120_000 }, async ({ harness: h }) => {
    const p = await h.project()
    await addSpec(h, p, 'login', LOGIN)
    process.env.DEMO_URL = shops.baseline.url
    const id = await start(h, p, 'login') // queued while the lock is free
    await h.deps.browserPool.loadTestLock.acquire('load-1')
    await h.deps.jobs.start()
    await new Promise((r) => setTimeout(r, 2500))
    const waiting = await getRun(h, p.members.viewer, p.id, id)
    expect(waiting.status).toBe('running')
    expect(waiting.stages.map((s: { name: string }) => s.name)).toEqual(['plan'])
    await h.deps.browserPool.loadTestLock.release('load-1')
    const run = await finished(h, p.members.viewer, p.id, id)
    expect([run.status, run.error]).toEqual(['passed', null])
  })
})

describe('truthfulness: the run deadline', () => {
  let shop: DemoShop
  beforeAll(async () => {
    shop = await startDemoShop('baseline')
    process.env.DEMO_PASSWORD = 'Wonderland1!'
    delete process.env.BASE_URL
  })
  afterAll(() => shop.close())
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true', AGENT_TIMEOUT_SECONDS: '2', SPEC_ENV_ALLOWLIST: 'DEMO_*' })

  it('a run past AGENT_TIMEOUT_SECONDS (counted from the slot grant) ends error with nothing accepted', { timeout: 120_000 }, async ({
    harness: h,
  }) => {
    const p = await h.project()
    await addSpec(h, p, 'login', LOGIN)
    await h.deps.jobs.start()
    process.env.DEMO_URL = shop.url
    const run = await finished(h, p.members.viewer, p.id, await start(h, p, 'login'))
    expect([run.status, run.error]).toEqual(['error', 'Run timed out after 2 s'])
    expect(await accepted(h, p.id, 'login')).toEqual(NOTHING)
    await until('the slot to be free', async () => ((await slotsInUse(h)) === 0 ? true : undefined), 10_000)
  })
})
