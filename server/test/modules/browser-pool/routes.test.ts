import { describe, expect } from 'vitest'
import { appTest } from '../../support/app.js'

describe('browser pool and load-test lock routes', () => {
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true', MAX_BROWSER_INSTANCES: '3' })

  it('reports the pool and starts a real browser through it', async ({ harness }) => {
    const p = await harness.project()
    const u = p.members.member
    const su = await harness.user({ superuser: true })
    const status = await harness.request(u, { method: 'GET', url: '/api/browser-pool/status' })
    expect(status.json()).toMatchObject({ pool_type: 'memory', max_slots: 3, in_use: 0, available: 3, queue_depth: 0 })
    expect(status.json().by_type).toEqual({ TEST_RUN: 0, EXPLORATION: 0, AGENT_TASK: 0, PRD_PROCESSING: 0, COVERAGE_ANALYSIS: 0 })

    // A viewer may look but not launch Chromium; a member may.
    const denied = await harness.request(p.members.viewer, { method: 'POST', url: `/api/browser-pool/check?project_id=${p.id}` })
    expect(denied.statusCode).toBe(403)
    const check = await harness.request(u, { method: 'POST', url: `/api/browser-pool/check?project_id=${p.id}` })
    expect(check.statusCode).toBe(200)
    expect(check.json()).toMatchObject({ ok: true })
    expect(check.json().browser_version).toMatch(/^\d+\.\d+/)

    // A browser check belongs to no project: only a superuser sees it among recent slots.
    expect((await harness.request(u, { method: 'GET', url: '/api/browser-pool/recent?limit=5' })).json().items).toEqual([])
    const recent = (await harness.request(su, { method: 'GET', url: '/api/browser-pool/recent?limit=5' })).json().items
    expect(recent).toHaveLength(1)
    expect(recent[0]).toMatchObject({ type: 'TEST_RUN', description: 'browser check', state: 'COMPLETED' })
  })

  it('answers 409 to browser-starting requests while a load test holds the lock, and grants nothing', async ({ harness }) => {
    const su = await harness.user({ superuser: true })
    const p = await harness.project()
    const u = p.members.member
    const take = await harness.request(su, { method: 'POST', url: '/load-testing/lock', payload: { run_id: 'load-1' } })
    expect(take.json()).toMatchObject({ held: true, run_id: 'load-1' })
    const second = await harness.request(su, { method: 'POST', url: '/load-testing/lock', payload: { run_id: 'load-2' } })
    expect([second.statusCode, second.json()]).toEqual([409, { detail: 'A load test is in progress' }])

    const check = await harness.request(u, { method: 'POST', url: `/api/browser-pool/check?project_id=${p.id}` })
    expect([check.statusCode, check.json()]).toEqual([409, { detail: 'A load test is in progress' }])
    await expect(harness.deps.browserPool.acquire('direct', 'EXPLORATION', 'bypassing the route')).rejects.toThrow(
      'A load test is in progress',
    )
    const status = (await harness.request(u, { method: 'GET', url: '/api/browser-pool/status' })).json()
    // Only a superuser learns which run holds the lock.
    expect(status).toMatchObject({ in_use: 0, queue_depth: 0, load_test_lock: { held: true, run_id: null } })
    expect((await harness.request(u, { method: 'GET', url: '/api/browser-pool/recent' })).json().items).toEqual([])

    const wrong = await harness.request(su, { method: 'DELETE', url: '/load-testing/lock/load-2' })
    expect(wrong.statusCode).toBe(404)
    const release = await harness.request(su, { method: 'DELETE', url: '/load-testing/lock/load-1' })
    expect(release.json()).toEqual({ held: false, run_id: null, acquired_at: null })
    expect((await harness.request(u, { method: 'POST', url: `/api/browser-pool/check?project_id=${p.id}` })).statusCode).toBe(200)
  })

  it('lets a superuser run cleanup', async ({ harness }) => {
    const su = await harness.user({ superuser: true })
    const res = await harness.request(su, { method: 'POST', url: '/api/browser-pool/cleanup' })
    expect(res.json()).toEqual({ reclaimed: [], cancelled_waiters: 0, removed_records: 0 })
  })
})
