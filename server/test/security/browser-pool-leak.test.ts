import { uuidv7 } from 'uuidv7'
import { describe, expect } from 'vitest'
import * as store from '../../src/modules/runs/store.js'
import { appTest } from '../support/app.js'

/**
 * Issue 8 point 6: /api/browser-pool/status and /recent showed every project's run ids and spec names to any
 * signed-in user, and a viewer could launch Chromium through /check.
 */
describe('browser pool views', () => {
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true' })

  it("show a caller only their projects' slots, and need member to launch a browser", async ({ harness: h }) => {
    const a = await h.project('Secret launch')
    const b = await h.project('Other')
    const su = await h.user({ superuser: true })
    const runId = uuidv7()
    const now = h.deps.clock.nowIso()
    await store.insertRun(h.deps.db, {
      id: runId,
      project_id: a.id,
      spec_name: 'unreleased/product-x',
      status: 'running',
      engine: 'rules',
      heal: 0,
      max_heal_attempts: 0,
      job_id: null,
      stages: null,
      plan: null,
      code: null,
      attempts: null,
      error: null,
      created_at: now,
      started_at: now,
      finished_at: null,
      duration_ms: null,
    })
    const lease = await h.deps.browserPool.acquire(runId, 'TEST_RUN', 'unreleased/product-x')
    const running = async (u: typeof su) =>
      (await h.request(u, { url: '/api/browser-pool/status' })).json().running.map((s: { request_id: string }) => s.request_id)
    expect(await running(b.members.owner)).toEqual([])
    expect(await running(a.members.viewer)).toEqual([runId])
    expect(await running(su)).toEqual([runId])
    const status = await h.request(b.members.owner, { url: '/api/browser-pool/status' })
    expect(status.body).not.toContain('product-x')
    expect(status.json().in_use).toBe(1) // counts stay pool-wide

    await lease.release()
    const recent = async (u: typeof su) => (await h.request(u, { url: '/api/browser-pool/recent' })).body
    expect(await recent(b.members.owner)).not.toContain(runId)
    expect(await recent(a.members.member)).toContain(runId)

    const check = await h.request(a.members.viewer, { method: 'POST', url: `/api/browser-pool/check?project_id=${a.id}` })
    expect(check.statusCode).toBe(403)
    const outsider = await h.request(b.members.owner, { method: 'POST', url: `/api/browser-pool/check?project_id=${a.id}` })
    expect(outsider.statusCode).toBe(404)
  })
})
