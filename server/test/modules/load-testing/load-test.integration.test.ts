import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recoverLoadTestLock } from '../../../src/modules/load-testing/run-job.js'
import * as store from '../../../src/modules/load-testing/store.js'
import { LOAD_TEST_LOCK_EXPIRY_MS } from '../../../src/platform/browser-pool/load-test-lock.js'
import { type AppHarness, createAppHarness, type TestUser } from '../../support/app.js'
import { TEST_KVSTORE_URL, testDialects } from '../../support/env.js'
import { createTestRuntime } from '../../support/runtime.js'

/** A real HTTP target: 200 on /, 500 on /fail, slow on /slow. */
async function startTarget(): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0
  const server = http.createServer((req, res) => {
    hits++
    if (req.url === '/fail') return res.writeHead(500).end('no')
    if (req.url === '/slow') return void setTimeout(() => res.writeHead(200).end('slow'), 50)
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () => new Promise((r) => server.close(() => r())),
  }
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const v = await read()
    if (ok(v)) return v
    if (Date.now() > end) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(v)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

for (const dialect of testDialects()) {
  describe(`${dialect}: load testing (in-process pool)`, () => {
    let h: AppHarness
    let target: Awaited<ReturnType<typeof startTarget>>
    let projectId: string
    let editor: TestUser
    let member: TestUser

    beforeAll(async () => {
      target = await startTarget()
      h = await createAppHarness(dialect)
      await h.deps.jobs.start()
      const p = await h.project()
      projectId = p.id
      editor = p.members.editor
      member = p.members.member
      const res = await h.request(p.members.owner, {
        method: 'PUT',
        url: `/projects/${projectId}`,
        payload: { base_url: `${target.url}/` },
      })
      expect(res.statusCode).toBe(200)
    }, 60_000)
    afterAll(async () => {
      await h?.close()
      await target?.close()
    })

    const scenario = async (body: Record<string, unknown>) =>
      h.request(editor, { method: 'POST', url: '/load-testing/scenarios', payload: { project_id: projectId, ...body } })
    const run = (id: string) => h.request(member, { method: 'GET', url: `/load-testing/runs/${id}?project_id=${projectId}` })
    const lock = async () => (await h.request(member, { method: 'GET', url: '/load-testing/lock' })).json()

    it('refuses targets outside the project hosts (no open relay) and bad input, storing nothing', async () => {
      const other = await scenario({ name: 'elsewhere', url: 'http://example.com/' })
      expect(other.statusCode).toBe(422)
      expect(JSON.stringify(other.json())).toContain("not one of the project's configured hosts")
      const otherPort = await scenario({ name: 'other port', url: 'http://127.0.0.1:1/' })
      expect(otherPort.statusCode).toBe(422)
      const bad = await scenario({ name: 'x', url: target.url, connections: 0 })
      expect(bad.statusCode).toBe(422)
      const list = await h.request(member, { method: 'GET', url: `/load-testing/scenarios?project_id=${projectId}` })
      expect(list.json().total).toBe(0)
    })

    it('holds the lock for the run: a UI run gets 409 meanwhile; results and the free lock after', async () => {
      const created = await scenario({ name: 'home', url: `${target.url}/`, connections: 2, duration_s: 3 })
      expect(created.statusCode).toBe(201)
      const dup = await scenario({ name: 'home', url: `${target.url}/` })
      expect(dup.statusCode).toBe(409)
      const started = await h.request(member, {
        method: 'POST',
        url: `/load-testing/scenarios/${created.json().id}/run?project_id=${projectId}`,
      })
      expect(started.statusCode).toBe(202)
      const runId = started.json().id as string
      await until(lock, (l) => l.held === true && l.run_id === runId)

      const uiRun = await h.request(member, { method: 'POST', url: '/runs', payload: { spec_name: 'anything', project_id: projectId } })
      expect(uiRun.statusCode).toBe(409)
      expect(uiRun.json().detail).toBe('A load test is in progress')
      const second = await h.request(member, {
        method: 'POST',
        url: `/load-testing/scenarios/${created.json().id}/run?project_id=${projectId}`,
      })
      expect(second.statusCode).toBe(409)

      const done = await until(
        async () => (await run(runId)).json(),
        (r) => r.status === 'completed' || r.status === 'failed',
      )
      expect(done.status).toBe('completed')
      expect(done.result.requests_total).toBeGreaterThan(10)
      expect(done.result.status_codes['200']).toBe(done.result.requests_total)
      expect(done.result.error_rate).toBe(0)
      expect(done.result.latency_ms.p99).toBeGreaterThanOrEqual(done.result.latency_ms.p50)
      expect(done.result.requests_per_s).toBeGreaterThan(0)
      expect((await lock()).held).toBe(false)
      const after = await h.request(member, { method: 'POST', url: '/runs', payload: { spec_name: 'anything', project_id: projectId } })
      expect(after.statusCode).not.toBe(409)
    }, 90_000)

    it('counts errors and statuses, ramps up, compares two runs', async () => {
      const failing = await scenario({ name: 'fail', url: `${target.url}/fail`, connections: 4, amount: 200, ramp_up_s: 2 })
      expect(failing.statusCode).toBe(201)
      const r = await h.request(member, { method: 'POST', url: `/load-testing/scenarios/${failing.json().id}/run?project_id=${projectId}` })
      const failed = await until(
        async () => (await run(r.json().id)).json(),
        (x) => !['queued', 'running'].includes(x.status),
      )
      expect(failed.status).toBe('completed')
      expect(failed.result.status_codes['500']).toBe(failed.result.requests_total)
      expect(failed.result.status_classes['5xx']).toBe(failed.result.requests_total)
      expect(failed.result.error_rate).toBe(1)
      expect(failed.result.ramp.length).toBeGreaterThan(0)
      expect(failed.result.ramp[0].connections).toBeLessThan(4)

      const list = await h.request(member, { method: 'GET', url: `/load-testing/runs?project_id=${projectId}` })
      const [head, base] = list.json().items
      const cmp = await h.request(member, {
        method: 'GET',
        url: `/load-testing/compare?project_id=${projectId}&base=${base.id}&head=${head.id}`,
      })
      expect(cmp.statusCode).toBe(200)
      expect(cmp.json().metrics.error_rate).toMatchObject({ base: 0, head: 1, change: 1 })
      expect(cmp.json().verdict).toBe('worse')
    }, 90_000)

    it('releases the lock on cancel', async () => {
      const s = await scenario({ name: 'long', url: `${target.url}/slow`, connections: 1, duration_s: 120 })
      const r = await h.request(member, { method: 'POST', url: `/load-testing/scenarios/${s.json().id}/run?project_id=${projectId}` })
      await until(lock, (l) => l.held === true)
      const cancelled = await h.request(member, { method: 'POST', url: `/load-testing/runs/${r.json().id}/cancel?project_id=${projectId}` })
      expect(cancelled.statusCode).toBe(200)
      await until(lock, (l) => l.held === false, 20_000)
      expect(
        (
          await until(
            async () => (await run(r.json().id)).json(),
            (x) => x.status !== 'running',
          )
        ).status,
      ).toBe('cancelled')
    }, 60_000)

    it('another project cannot read or run the scenarios (404)', async () => {
      const other = await h.project()
      const s = await scenario({ name: 'mine', url: `${target.url}/` })
      const res = await h.request(other.members.owner, {
        method: 'GET',
        url: `/load-testing/scenarios/${s.json().id}?project_id=${other.id}`,
      })
      expect(res.statusCode).toBe(404)
    })
  })
}

describe.runIf(TEST_KVSTORE_URL)('load-test lock in Redis: expiry and startup recovery after a crash', () => {
  it('the lock has a 2 h expiry and a restart releases the lock of a run whose process died', async () => {
    const prefix = `lt${Date.now()}`
    const env = { BROWSER_POOL_TYPE: 'kvstore', KVSTORE_URL: TEST_KVSTORE_URL as string, KVSTORE_PREFIX: prefix }
    const rt = await createTestRuntime('sqlite', env, { kv: true })
    try {
      const runId = uuidv7()
      // The dead process: it took the lock and left its run `running`, its job already failed by recovery.
      const job = await rt.deps.jobs.enqueue('load-testing.run', { runId, projectId: 'default' }, { projectId: 'default' })
      await rt.deps.db.updateTable('jobs').set({ status: 'failed', error: 'interrupted by restart' }).where('id', '=', job.id).execute()
      await store.insertRun(rt.deps.db, {
        id: runId,
        project_id: 'default',
        scenario_id: null,
        scenario_name: 'x',
        scenario: '{}',
        status: 'running',
        job_id: job.id,
        result: null,
        error: null,
        created_by: null,
        created_at: new Date().toISOString(),
        started_at: new Date().toISOString(),
        finished_at: null,
        duration_ms: null,
      })
      expect(await rt.deps.browserPool.loadTestLock.acquire(runId)).toBe(true)
      const keys = await rt.deps.kv!.keys(`${prefix}*`)
      const ttl = Math.max(...(await Promise.all(keys.map((k) => rt.deps.kv!.pttl(k)))))
      expect(ttl).toBeGreaterThan(LOAD_TEST_LOCK_EXPIRY_MS - 60_000)
      expect(ttl).toBeLessThanOrEqual(LOAD_TEST_LOCK_EXPIRY_MS)
      await expect(rt.deps.browserPool.loadTestLock.assertFree()).rejects.toThrow(/load test/i)

      expect(await recoverLoadTestLock(rt.deps)).toBe(runId)
      expect((await rt.deps.browserPool.loadTestLock.status()).held).toBe(false)
      expect((await store.findRunById(rt.deps.db, runId))?.status).toBe('failed')
    } finally {
      await rt.close()
    }
  }, 60_000)
})
