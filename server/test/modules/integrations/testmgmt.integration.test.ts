import { afterEach, beforeEach, describe, expect } from 'vitest'
import { REMOTE_TUNING } from '../../../src/modules/integrations/config-service.js'
import { appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'
import { FakeTestRail } from '../../support/fake-testrail.js'
import { finishedBatch, UI_SPEC } from './helpers.js'

const EMAIL = 'qa@example.com'
const KEY = 'tr-secret-key-9876'

describe.each(testDialects())('test management integration (%s)', (dialect) => {
  const it = appTest(dialect, { REQUIRE_AUTH: 'true' })
  let tr: FakeTestRail
  const saved = { ...REMOTE_TUNING }

  beforeEach(async () => {
    tr = new FakeTestRail(EMAIL, KEY)
    await tr.start()
    REMOTE_TUNING.maxRetryAfterMs = 3000
  })
  afterEach(async () => {
    Object.assign(REMOTE_TUNING, saved)
    await tr.stop()
  })

  it('stores the API key sealed, never returns it, and lets only admins configure', async ({ harness: h }) => {
    const p = await h.project()
    const body = { base_url: tr.url, email: EMAIL, api_key: KEY, project_id: 1, suite_id: 11 }
    const denied = await h.request(p.members.editor, { method: 'POST', url: `/testmgmt/${p.id}/config`, payload: body })
    expect(denied.statusCode).toBe(403)
    const bad = await h.request(p.members.admin, {
      method: 'POST',
      url: `/testmgmt/${p.id}/config`,
      payload: { ...body, base_url: 'ftp://x', suite_id: -1 },
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().detail.map((d: { loc: string[] }) => d.loc.join('.'))).toEqual(['body.base_url', 'body.suite_id'])
    const noKey = await h.request(p.members.admin, {
      method: 'POST',
      url: `/testmgmt/${p.id}/config`,
      payload: { ...body, api_key: undefined },
    })
    expect(noKey.statusCode).toBe(422)
    expect(noKey.json().detail[0]).toMatchObject({ loc: ['body', 'api_key'], msg: 'api_key is required on the first save' })
    expect((await h.request(p.members.viewer, { url: `/testmgmt/${p.id}/config` })).json()).toMatchObject({
      configured: false,
      has_secret: false,
    })

    const ok = await h.request(p.members.admin, { method: 'POST', url: `/testmgmt/${p.id}/config`, payload: body })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({
      configured: true,
      base_url: tr.url,
      project_id: 1,
      suite_id: 11,
      has_secret: true,
      secret_masked: '****9876',
      needs_reentry: false,
    })
    expect(ok.body).not.toContain(KEY)
    const row = await h.deps.db.selectFrom('integration_configs').selectAll().where('project_id', '=', p.id).executeTakeFirstOrThrow()
    expect(row.secret_sealed).not.toContain(KEY)
    expect(row.settings).not.toContain(KEY)
    // Saving without the key keeps it.
    const again = await h.request(p.members.admin, {
      method: 'POST',
      url: `/testmgmt/${p.id}/config`,
      payload: { ...body, api_key: undefined, suite_id: 12 },
    })
    expect(again.json()).toMatchObject({ suite_id: 12, secret_masked: '****9876' })

    const conn = await h.request(p.members.admin, { method: 'POST', url: `/testmgmt/${p.id}/test-connection` })
    expect(conn.json()).toEqual({ ok: true, detail: 'Signed in as QA Bot', remote_status: 200, user: 'QA Bot' })
    const projects = await h.request(p.members.admin, { url: `/testmgmt/${p.id}/remote-projects` })
    expect(projects.json().items.map((x: { name: string }) => x.name)).toEqual(['Shop', 'Back office', 'Mobile'])
    const suites = await h.request(p.members.admin, { url: `/testmgmt/${p.id}/remote-suites/1` })
    expect(suites.json().items).toEqual([
      { id: 11, name: 'Regression' },
      { id: 12, name: 'Smoke' },
    ])
    const removed = await h.request(p.members.admin, { method: 'DELETE', url: `/testmgmt/${p.id}/config` })
    expect(removed.json()).toEqual({ deleted: true })
    expect((await h.request(p.members.viewer, { url: `/testmgmt/${p.id}/config` })).json()).toMatchObject({
      configured: false,
      has_secret: false,
    })
    expect((await h.request(p.members.admin, { method: 'DELETE', url: `/testmgmt/${p.id}/config` })).json()).toEqual({ deleted: false })
  })

  it('reports a refused connection in the body and a failing remote as 502', async ({ harness: h }) => {
    const p = await h.project()
    const a = p.members.admin
    await h.request(a, {
      method: 'POST',
      url: `/testmgmt/${p.id}/config`,
      payload: { base_url: tr.url, email: EMAIL, api_key: 'wrong-key', project_id: 1, suite_id: 11 },
    })
    const conn = await h.request(a, { method: 'POST', url: `/testmgmt/${p.id}/test-connection` })
    expect(conn.statusCode).toBe(200)
    expect(conn.json()).toMatchObject({ ok: false, remote_status: 401 })
    expect(conn.json().detail).toMatch(/^HTTP 401: the credentials were refused/)
    const list = await h.request(a, { url: `/testmgmt/${p.id}/remote-projects` })
    expect(list.statusCode).toBe(502)
    expect(list.json()).toMatchObject({ remote_status: 401 })
    expect(list.json().detail).toMatch(/^Test management: HTTP 401/)
  })

  it('pushes specs incrementally: created once, updated only when changed, mappings listed', async ({ harness: h }) => {
    const p = await h.project()
    const e = p.members.editor
    for (const name of ['home', 'cart']) {
      expect(
        (await h.request(e, { method: 'POST', url: '/specs', payload: { name, content: UI_SPEC(name), project_id: p.id } })).statusCode,
      ).toBe(201)
    }
    await h.request(p.members.admin, {
      method: 'POST',
      url: `/testmgmt/${p.id}/config`,
      payload: { base_url: tr.url, email: EMAIL, api_key: KEY, project_id: 1, suite_id: 11 },
    })
    const first = await h.request(e, { method: 'POST', url: `/testmgmt/${p.id}/push-cases`, payload: {} })
    expect(first.json()).toMatchObject({ created: 2, updated: 0, unchanged: 0, failed: 0 })
    expect(tr.cases.map((c) => c.title).sort()).toEqual(['cart', 'home'])
    expect(tr.sections).toHaveLength(1)

    const second = await h.request(e, { method: 'POST', url: `/testmgmt/${p.id}/push-cases`, payload: {} })
    expect(second.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 })
    await h.request(e, { method: 'PUT', url: `/specs/home?project_id=${p.id}`, payload: { content: UI_SPEC('home page') } })
    const writesBefore = tr.writes().length
    const third = await h.request(e, { method: 'POST', url: `/testmgmt/${p.id}/push-cases`, payload: {} })
    expect(third.json()).toMatchObject({ created: 0, updated: 1, unchanged: 1 })
    const homeCase = tr.cases.find((c) => c.title === 'home')
    expect(
      tr
        .writes()
        .slice(writesBefore)
        .map((r) => r.target),
    ).toEqual([`update_case/${homeCase?.id}`])
    expect(homeCase?.custom_steps).toContain('home page')

    const maps = await h.request(p.members.viewer, { url: `/testmgmt/${p.id}/mappings` })
    expect(maps.json().items.map((m: { spec_id: string; remote_case_id: number }) => [m.spec_id, m.remote_case_id])).toEqual([
      ['cart', tr.cases.find((c) => c.title === 'cart')?.id],
      ['home', homeCase?.id],
    ])
  })

  it('syncs a batch as one remote run, honours 429, reports partial failures per case and re-syncs without duplicates', async ({
    harness: h,
  }) => {
    const p = await h.project()
    for (const name of ['home', 'cart', 'search']) {
      await h.request(p.members.editor, { method: 'POST', url: '/specs', payload: { name, content: UI_SPEC(name), project_id: p.id } })
    }
    await h.request(p.members.admin, {
      method: 'POST',
      url: `/testmgmt/${p.id}/config`,
      payload: { base_url: tr.url, email: EMAIL, api_key: KEY, project_id: 1, suite_id: 11 },
    })
    const batchId = await finishedBatch(h.deps, p.id, [
      ['home', 'passed', 65_000, null],
      ['cart', 'failed', 2_400, 'expect(locator).toHaveText("Total: 3")\n    at tests/cart.spec.ts:12:5'],
      ['search', 'error', 300, 'browser crashed'],
      ['ghost', 'skipped', null, null],
    ])
    const m = p.members.member
    const preview = await h.request(m, { url: `/testmgmt/${p.id}/sync-preview/${batchId}` })
    expect(preview.statusCode).toBe(200)
    expect(
      preview
        .json()
        .items.map((i: { spec_id: string; action: string; remote_status_id: number | null; elapsed: string | null }) => [
          i.spec_id,
          i.action,
          i.remote_status_id,
          i.elapsed,
        ]),
    ).toEqual([
      ['home', 'create_case_and_report', 1, '1m 5s'],
      ['cart', 'create_case_and_report', 5, '2s'],
      ['search', 'create_case_and_report', 5, '1s'],
      ['ghost', 'not_reported', null, null],
    ])

    tr.fail({ target: 'add_run', status: 429, retryAfter: '1' })
    tr.fail({ target: 'add_result_for_case', status: 500, times: 1 })
    const first = await h.request(m, {
      method: 'POST',
      url: `/testmgmt/${p.id}/sync-results`,
      payload: { batch_id: batchId, dashboard_url: 'http://dash.example' },
    })
    expect(first.statusCode).toBe(200)
    const r1 = first.json()
    expect(r1).toMatchObject({ synced: 2, failed: 1, not_reported: 1, already_synced: 0 })
    expect(r1.items.find((i: { spec_id: string }) => i.spec_id === 'home')).toMatchObject({ outcome: 'failed' })
    expect(r1.items.find((i: { spec_id: string }) => i.spec_id === 'home').error).toMatch(/^HTTP 500/)
    expect(tr.runs).toHaveLength(1)
    const run = tr.runs[0]
    expect(run?.case_ids).toHaveLength(3)
    expect(tr.requests.filter((r) => r.target.startsWith('add_run'))).toHaveLength(2) // the 429, then the one that landed

    const second = await h.request(m, { method: 'POST', url: `/testmgmt/${p.id}/sync-results`, payload: { batch_id: batchId } })
    expect(second.json()).toMatchObject({ remote_run_id: run?.id, synced: 1, already_synced: 2, failed: 0 })
    const third = await h.request(m, { method: 'POST', url: `/testmgmt/${p.id}/sync-results`, payload: { batch_id: batchId } })
    expect(third.json()).toMatchObject({ synced: 0, already_synced: 3 })

    expect(tr.runs).toHaveLength(1)
    expect(tr.cases).toHaveLength(3)
    expect(tr.results).toHaveLength(3)
    const byCase = new Map(tr.cases.map((c) => [c.title, c.id]))
    const result = (title: string) => tr.results.find((r) => r.case_id === byCase.get(title))
    expect(result('home')).toMatchObject({ status_id: 1, elapsed: '1m 5s' })
    expect(result('cart')).toMatchObject({ status_id: 5, elapsed: '2s' })
    expect(result('cart')?.comment).toContain('expect(locator).toHaveText("Total: 3")')
    expect(result('cart')?.comment).toContain('Run: http://dash.example/runs/')
    expect(result('search')?.comment).toContain('browser crashed')

    const after = await h.request(m, { url: `/testmgmt/${p.id}/sync-preview/${batchId}` })
    expect(after.json().remote_run_id).toBe(run?.id)
    expect(after.json().items.map((i: { action: string }) => i.action)).toEqual([
      'already_synced',
      'already_synced',
      'already_synced',
      'not_reported',
    ])
  })

  it("answers 404 for another project's batch and 400 when not configured, changing nothing", async ({ harness: h }) => {
    const p = await h.project()
    const other = await h.project()
    const batchId = await finishedBatch(h.deps, other.id, [['home', 'passed', 1000, null]])
    const notConfigured = await h.request(p.members.member, {
      method: 'POST',
      url: `/testmgmt/${p.id}/sync-results`,
      payload: { batch_id: batchId },
    })
    expect(notConfigured.statusCode).toBe(400)
    expect(notConfigured.json().detail).toBe('Test management is not configured for this project')
    await h.request(p.members.admin, {
      method: 'POST',
      url: `/testmgmt/${p.id}/config`,
      payload: { base_url: tr.url, email: EMAIL, api_key: KEY, project_id: 1, suite_id: 11 },
    })
    const foreign = await h.request(p.members.member, {
      method: 'POST',
      url: `/testmgmt/${p.id}/sync-results`,
      payload: { batch_id: batchId },
    })
    expect(foreign.statusCode).toBe(404)
    expect(tr.writes()).toEqual([])
  })
})
