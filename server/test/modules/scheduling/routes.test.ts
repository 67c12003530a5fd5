import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { AppHarness } from '../../support/app.js'
import { appTest } from '../../support/app.js'
import { type DemoShop, startDemoShop } from '../../support/demo-shop.js'
import { testDialects } from '../../support/env.js'

const API_SPEC = `# API Test: Health

## Base URL

{{DEMO_URL}}

## Tests

### GET /api/health

- Send the request
- Verify status is 200
`

type User = Parameters<AppHarness['request']>[0]

async function setup(h: AppHarness) {
  const p = await h.project()
  const res = await h.request(p.members.member, {
    method: 'POST',
    url: '/api-testing/specs',
    payload: { name: 'health', content: API_SPEC, project_id: p.id },
  })
  expect(res.statusCode).toBe(201)
  return p
}

describe.each(testDialects())('scheduling (%s)', (dialect) => {
  const it = appTest(dialect, { REQUIRE_AUTH: 'true' })

  it('validate-cron describes the expression and previews 5 weekday times, or names what is wrong', async ({ harness: h }) => {
    const u = await h.user()
    const ok = await h.request(u, {
      method: 'POST',
      url: '/scheduling/validate-cron',
      payload: { expression: '0 8 * * 1-5', timezone: 'Europe/Berlin' },
    })
    expect(ok.statusCode).toBe(200)
    const body = ok.json()
    expect(body).toMatchObject({ valid: true, field: null, error: null, description: 'At 08:00, Monday through Friday' })
    expect(body.next_runs).toHaveLength(5)
    for (const t of body.next_runs) {
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(t))
      expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) 08:00$/)
    }
    const bad = (await h.request(u, { method: 'POST', url: '/scheduling/validate-cron', payload: { expression: '0 25 * * *' } })).json()
    expect(bad).toMatchObject({ valid: false, field: 'expression', next_runs: [] })
    expect(bad.error).toContain('hour')
    const tz = (
      await h.request(u, { method: 'POST', url: '/scheduling/validate-cron', payload: { expression: '0 8 * * *', timezone: 'Moon/Base' } })
    ).json()
    expect(tz).toMatchObject({ valid: false, field: 'timezone' })
    expect(
      (await h.request(undefined, { method: 'POST', url: '/scheduling/validate-cron', payload: { expression: '* * * * *' } })).statusCode,
    ).toBe(401)
  })

  it('rejects a bad cron, timezone or spec id naming the field, and creates nothing', async ({ harness: h }) => {
    const p = await setup(h)
    const e = p.members.editor
    const url = `/scheduling/${p.id}/schedules`
    const post = (payload: object) =>
      h.request(e, { method: 'POST', url, payload: { name: 'n', spec_ids: ['api:health'], cron_expression: '0 8 * * *', ...payload } })
    const cron = await post({ cron_expression: '0 8 * *' })
    expect([cron.statusCode, cron.json().detail[0].loc]).toEqual([422, ['body', 'cron_expression']])
    const tz = await post({ timezone: 'Atlantis/Capital' })
    expect([tz.statusCode, tz.json().detail[0].loc]).toEqual([422, ['body', 'timezone']])
    const spec = await post({ spec_ids: ['api:health', 'ghost'] })
    expect([spec.statusCode, spec.json().detail[0].loc]).toEqual([422, ['body', 'spec_ids', 1]])
    expect((await h.request(e, { url })).json().total).toBe(0)
    expect(
      (
        await h.request(p.members.member, {
          method: 'POST',
          url,
          payload: { name: 'n', spec_ids: ['api:health'], cron_expression: '0 8 * * *' },
        })
      ).statusCode,
    ).toBe(403)
  })

  it('CRUD, toggle, next runs; run-now and cron fires record executions with their batch; one at a time', async ({ harness: h }) => {
    const p = await setup(h)
    const e = p.members.editor
    const base = `/scheduling/${p.id}/schedules`
    const created = await h.request(e, {
      method: 'POST',
      url: base,
      payload: { name: 'Weekday smoke', cron_expression: '0 8 * * 1-5', timezone: 'UTC', spec_ids: ['api:health'] },
    })
    expect(created.statusCode).toBe(201)
    const s = created.json()
    expect(s).toMatchObject({
      enabled: true,
      description: 'At 08:00, Monday through Friday',
      spec_ids: ['api:health'],
      last_execution: null,
    })
    expect([1, 2, 3, 4, 5]).toContain(new Date(s.next_run_at).getUTCDay())
    const next = (await h.request(e, { url: `${base}/${s.id}/next-runs` })).json()
    expect(next.next_runs).toHaveLength(5)
    expect(next.next_runs[0]).toBe(s.next_run_at)

    const off = (await h.request(e, { method: 'POST', url: `${base}/${s.id}/toggle` })).json()
    expect([off.enabled, off.next_run_at]).toEqual([false, null])
    const on = (await h.request(e, { method: 'POST', url: `${base}/${s.id}/toggle` })).json()
    expect([on.enabled, on.next_run_at]).toEqual([true, s.next_run_at])
    const renamed = (
      await h.request(e, { method: 'PUT', url: `${base}/${s.id}`, payload: { name: 'Smoke', cron_expression: '*/30 * * * *' } })
    ).json()
    expect([renamed.name, renamed.description]).toEqual(['Smoke', 'Every 30 minutes'])
    const badPut = await h.request(e, { method: 'PUT', url: `${base}/${s.id}`, payload: { timezone: 'Nope/Nope' } })
    expect([badPut.statusCode, badPut.json().detail[0].loc]).toEqual([422, ['body', 'timezone']])

    // Run now: an execution with its batch (the job queue is not started here, so the batch stays queued).
    const run = await h.request(p.members.member, { method: 'POST', url: `${base}/${s.id}/run-now` })
    expect(run.statusCode).toBe(202)
    const exec = run.json()
    expect(exec).toMatchObject({ trigger: 'manual', status: 'running', schedule_name: 'Smoke' })
    expect(exec.batch).toMatchObject({ id: exec.batch_id, status: 'queued', total: 1 })
    const cronUnchanged = (await h.request(e, { url: `${base}/${s.id}` })).json()
    expect(cronUnchanged.next_run_at).toBe(renamed.next_run_at)
    expect(cronUnchanged.last_execution.id).toBe(exec.id)

    // A cron fire while it runs is skipped (at most one instance).
    await h.deps.db
      .updateTable('schedules')
      .set({ next_run_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', s.id)
      .execute()
    await h.deps.scheduler.tick()
    await h.deps.scheduler.idle()
    const history = (await h.request(e, { url: `${base}/${s.id}/executions` })).json()
    expect(history.items.map((x: { trigger: string; status: string }) => [x.trigger, x.status])).toEqual([
      ['cron', 'skipped'],
      ['manual', 'running'],
    ])
    const batch = await h.request(e, { url: `/regression/batches/${exec.batch_id}?project_id=${p.id}` })
    expect(batch.json()).toMatchObject({ triggered_by: `schedule:${s.id}`, schedule_execution_id: exec.id, name: 'Scheduled: Smoke' })

    // Cancelling the batch ends the execution as failed; the next fire runs.
    await h.request(e, { method: 'POST', url: `/regression/batches/${exec.batch_id}/cancel?project_id=${p.id}` })
    const all = (await h.request(e, { url: `/scheduling/${p.id}/executions?status=failed` })).json()
    expect(all.items.map((x: { id: string; error: string }) => [x.id, x.error])).toEqual([[exec.id, 'cancelled']])
    const again = (await h.request(p.members.member, { method: 'POST', url: `${base}/${s.id}/run-now` })).json()
    expect(again.status).toBe('running')

    const foreign = await h.project()
    expect((await h.request(foreign.members.owner, { url: `/scheduling/${foreign.id}/schedules/${s.id}` })).statusCode).toBe(404)
    expect((await h.request(e, { method: 'DELETE', url: `${base}/${s.id}` })).statusCode).toBe(403)
    const del = await h.request(p.members.admin, { method: 'DELETE', url: `${base}/${s.id}` })
    expect(del.json()).toEqual({ deleted: true, id: s.id })
    expect((await h.request(e, { url: `${base}/${s.id}` })).statusCode).toBe(404)
  })
})

describe('a scheduled batch runs to completion', () => {
  let shop: DemoShop
  beforeAll(async () => {
    shop = await startDemoShop('baseline')
    process.env.DEMO_URL = shop.url
    delete process.env.BASE_URL // vitest sets "/", which the API test would take as its base URL
  })
  afterAll(async () => {
    await shop.close()
  })
  const it = appTest('sqlite', { SPEC_ENV_ALLOWLIST: 'DEMO_*' })

  it('run-now -> batch completed -> execution completed with the batch counts', { timeout: 200_000 }, async ({ harness: h }) => {
    const p = await setup(h)
    const u: User = p.members.editor
    await h.deps.jobs.start()
    const s = (
      await h.request(u, {
        method: 'POST',
        url: `/scheduling/${p.id}/schedules`,
        payload: { name: 'Health', cron_expression: '0 3 * * *', spec_ids: ['api:health'] },
      })
    ).json()
    const exec = (await h.request(u, { method: 'POST', url: `/scheduling/${p.id}/schedules/${s.id}/run-now` })).json()
    const deadline = Date.now() + 180_000
    let last: { status: string; batch: { status: string; passed_count: number } | null; finished_at: string | null } | undefined
    while (Date.now() < deadline) {
      last = (await h.request(u, { url: `/scheduling/${p.id}/schedules/${s.id}/executions` })).json().items[0]
      if (last && !['queued', 'running'].includes(last.status)) break
      await new Promise((r) => setTimeout(r, 300))
    }
    const items = (await h.request(u, { url: `/regression/batches/${exec.batch_id}?project_id=${p.id}` })).json().items
    expect(items.map((i: { status: string; error: string }) => [i.status, i.error])).toEqual([['passed', null]])
    expect(last).toMatchObject({ status: 'completed', batch: { status: 'completed', passed_count: 1 } })
    expect(last?.finished_at).toBeTruthy()
    expect(exec.batch_id).toBeTruthy()
  })
})
