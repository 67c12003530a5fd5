import { describe, expect } from 'vitest'
import { alertSources } from '../../../src/modules/health/alerts.js'
import { invalidateHealth } from '../../../src/modules/health/ops-service.js'
import { appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'

describe.each(testDialects())('/health/storage, /health/backup, /health/alerts (%s)', (dialect) => {
  const it = appTest(dialect, { REQUIRE_AUTH: 'true', DISK_LOW_PERCENT: '0' })

  it('storage reports run artifacts from the index, disk space and the archive store, without signing in', async ({ harness: h }) => {
    const runId = crypto.randomUUID()
    const now = new Date().toISOString()
    await h.deps.db
      .insertInto('runs')
      .values({
        id: runId,
        project_id: 'default',
        spec_name: 's',
        status: 'passed',
        engine: 'rules',
        heal: 1,
        max_heal_attempts: 3,
        job_id: null,
        stages: null,
        plan: null,
        code: null,
        attempts: null,
        error: null,
        created_at: now,
        started_at: now,
        finished_at: now,
        duration_ms: 1,
        ai_usage: null,
      })
      .execute()
    await h.deps.db
      .insertInto('run_artifacts')
      .values([
        { run_id: runId, path: 'a.json', size: 1000 },
        { run_id: runId, path: 'b.png', size: 234 },
      ])
      .execute()
    const res = await h.request(undefined, { method: 'GET', url: '/health/storage' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.folders.find((f: { name: string }) => f.name === 'runs')).toMatchObject({ bytes: 1234, files: 2, source: 'index' })
    expect(body.disk.free_bytes).toBeGreaterThan(0)
    expect(body.disk.low).toBe(false)
    expect(body.object_store).toMatchObject({ kind: 'local', reachable: true })
    // Cached: a new artifact shows after the cache is dropped (30 s TTL otherwise).
    await h.deps.db.insertInto('run_artifacts').values({ run_id: runId, path: 'c.txt', size: 6 }).execute()
    const cached = (await h.request(undefined, { method: 'GET', url: '/health/storage' })).json()
    expect(cached.folders.find((f: { name: string }) => f.name === 'runs').bytes).toBe(1234)
    invalidateHealth(h.deps)
    const fresh = (await h.request(undefined, { method: 'GET', url: '/health/storage' })).json()
    expect(fresh.folders.find((f: { name: string }) => f.name === 'runs').bytes).toBe(1240)
  })

  it('backup status goes from never to ok after an admin takes a backup; members may not', async ({ harness: h }) => {
    const before = (await h.request(undefined, { method: 'GET', url: '/health/backup' })).json()
    expect(before).toMatchObject({ status: 'never', last: null, next_run_at: null })
    const alerts = (await h.request(undefined, { method: 'GET', url: '/health/alerts' })).json()
    expect(alerts.items.map((a: { id: string }) => a.id)).toContain('backup_stale')

    const p = await h.project()
    expect((await h.request(p.members.owner, { method: 'POST', url: '/backups' })).statusCode).toBe(403)
    expect((await h.request(undefined, { method: 'POST', url: '/backups' })).statusCode).toBe(401)
    const admin = await h.user({ superuser: true })
    const made = await h.request(admin, { method: 'POST', url: '/backups' })
    expect(made.statusCode).toBe(201)
    expect(made.json()).toMatchObject({ status: 'completed', trigger: 'manual' })
    const after = (await h.request(undefined, { method: 'GET', url: '/health/backup' })).json()
    expect(after).toMatchObject({ status: 'ok', last: { id: made.json().id }, size_bytes: made.json().size_bytes })
    const list = (await h.request(admin, { method: 'GET', url: '/backups' })).json()
    expect(list).toMatchObject({ total: 1, items: [{ id: made.json().id }] })
    const alertsAfter = (await h.request(undefined, { method: 'GET', url: '/health/alerts' })).json()
    expect(alertsAfter.items.map((a: { id: string }) => a.id)).not.toContain('backup_stale')
  })

  it('alerts: stuck jobs, a source another module registers, and a failing source reported as an alert', async ({ harness: h }) => {
    const old = new Date(Date.now() - 10 * 60 * 1000).toISOString()
    await h.deps.db
      .insertInto('jobs')
      .values({
        id: crypto.randomUUID(),
        kind: 'x',
        project_id: 'default',
        status: 'running',
        payload: '{}',
        max_attempts: 1,
        timeout_ms: null,
        owner: 'gone',
        heartbeat_at: old,
        created_at: old,
        started_at: old,
        progress_message: null,
        result: null,
        error: null,
        error_name: null,
        error_code: null,
        finished_at: null,
      })
      .execute()
    alertSources.register('test_llm_regressions', async () => [
      {
        id: 'llm_regression',
        source: 'test_llm_regressions',
        severity: 'warning',
        title: 'LLM pass rate dropped',
        detail: '0.9 -> 0.6',
        since: null,
      },
    ])
    alertSources.register('test_broken', async () => {
      throw new Error('cannot reach it')
    })
    try {
      const res = await h.request(undefined, { method: 'GET', url: '/health/alerts' })
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.status).toBe('critical')
      expect(body.sources).toEqual(expect.arrayContaining(['storage', 'backup', 'jobs', 'browser_pool', 'test_llm_regressions']))
      const byId = Object.fromEntries(body.items.map((a: { id: string }) => [a.id, a]))
      expect(byId.stuck_jobs).toMatchObject({ severity: 'critical', detail: expect.stringContaining('1 running job') })
      expect(byId.llm_regression).toMatchObject({ detail: '0.9 -> 0.6' })
      expect(byId['source_failed:test_broken']).toMatchObject({ detail: 'cannot reach it' })
      expect(body.items[0].severity).toBe('critical') // critical first
    } finally {
      alertSources.unregister('test_llm_regressions')
      alertSources.unregister('test_broken')
    }
  })
})
