import { describe, expect } from 'vitest'
import { appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'

const UI_SPEC = `# Test: Home page

## Steps

1. Navigate to {{DEMO_URL}}/
2. Verify the title contains "Demo"
`

const API_SPEC = `# API Test: Health

## Base URL

{{DEMO_URL}}

## Tests

### GET /api/health

- Send the request
- Verify status is 200
`

describe.each(testDialects())('regression batches: input and scoping (%s)', (dialect) => {
  const it = appTest(dialect, { REQUIRE_AUTH: 'true' })

  it('rejects unknown spec ids with a 422 naming the entry, and creates nothing', async ({ harness: h }) => {
    const p = await h.project()
    const m = p.members.member
    expect(
      (await h.request(m, { method: 'POST', url: '/specs', payload: { name: 'home', content: UI_SPEC, project_id: p.id } })).statusCode,
    ).toBe(201)
    const res = await h.request(m, {
      method: 'POST',
      url: '/regression/batches',
      payload: { name: 'x', spec_ids: ['home', 'nope/missing'], project_id: p.id },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'spec_ids', 1], type: 'unknown_spec' })
    const dup = await h.request(m, {
      method: 'POST',
      url: '/regression/batches',
      payload: { spec_ids: ['home', 'home'], project_id: p.id },
    })
    expect(dup.json().detail[0]).toMatchObject({ loc: ['body', 'spec_ids', 1], type: 'duplicate_spec' })
    const empty = await h.request(m, { method: 'POST', url: '/regression/batches', payload: { spec_ids: [], project_id: p.id } })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().detail[0].loc).toEqual(['body', 'spec_ids'])
    const list = await h.request(m, { url: `/regression/batches?project_id=${p.id}` })
    expect(list.json()).toMatchObject({ items: [], total: 0 })
    const jobs = await h.deps.db.selectFrom('jobs').select('id').where('project_id', '=', p.id).execute()
    expect(jobs).toEqual([])
  })

  it('rejects a bad date range or status in the list, naming the field', async ({ harness: h }) => {
    const p = await h.project()
    const v = p.members.viewer
    const range = await h.request(v, { url: `/regression/batches?project_id=${p.id}&date_from=2026-05-02&date_to=2026-05-01` })
    expect(range.statusCode).toBe(422)
    expect(range.json().detail[0].loc).toEqual(['query', 'date_from'])
    const bad = await h.request(v, { url: `/regression/batches?project_id=${p.id}&date_from=yesterday` })
    expect(bad.json().detail[0].loc).toEqual(['query', 'date_from'])
    const status = await h.request(v, { url: `/regression/batches?project_id=${p.id}&status=done` })
    expect(status.json().detail[0].loc).toEqual(['query', 'status'])
    const limit = await h.request(v, { url: `/regression/batches?project_id=${p.id}&limit=500` })
    expect(limit.json().limit).toBe(100)
  })

  it('creates a batch of UI and API specs, lists it by status and date, and hides it from other projects', async ({ harness: h }) => {
    const p = await h.project()
    const other = await h.project()
    const m = p.members.member
    await h.request(m, { method: 'POST', url: '/specs', payload: { name: 'home', content: UI_SPEC, project_id: p.id } })
    const api = await h.request(m, {
      method: 'POST',
      url: '/api-testing/specs',
      payload: { name: 'health', content: API_SPEC, project_id: p.id },
    })
    expect(api.statusCode).toBe(201)
    // The job queue is not started: the batch stays queued, which is all this test needs.
    const res = await h.request(m, {
      method: 'POST',
      url: '/regression/batches',
      payload: { name: 'Nightly', spec_ids: ['home', 'api:health'], project_id: p.id, max_parallel: 2 },
    })
    expect(res.statusCode).toBe(202)
    const batch = res.json()
    expect(batch).toMatchObject({
      name: 'Nightly',
      status: 'queued',
      total: 2,
      passed_count: 0,
      success_rate: null,
      progress: { done: 0, total: 2 },
    })
    const detail = (await h.request(p.members.viewer, { url: `/regression/batches/${batch.id}?project_id=${p.id}` })).json()
    expect(detail.items.map((i: { spec_kind: string; spec_name: string; status: string }) => [i.spec_kind, i.spec_name, i.status])).toEqual(
      [
        ['ui', 'home', 'queued'],
        ['api', 'health', 'queued'],
      ],
    )
    const today = batch.created_at.slice(0, 10)
    const hit = await h.request(m, { url: `/regression/batches?project_id=${p.id}&status=queued&date_from=${today}&date_to=${today}` })
    expect(hit.json().items.map((b: { id: string }) => b.id)).toEqual([batch.id])
    const miss = await h.request(m, { url: `/regression/batches?project_id=${p.id}&date_to=2000-01-01` })
    expect(miss.json().total).toBe(0)
    const foreign = await h.request(other.members.owner, { url: `/regression/batches/${batch.id}?project_id=${other.id}` })
    expect(foreign.statusCode).toBe(404)
    const denied = await h.request(other.members.owner, { url: `/regression/batches/${batch.id}?project_id=${p.id}` })
    expect(denied.statusCode).toBe(404) // not a member: the project is not revealed
    const cancelled = await h.request(m, { method: 'POST', url: `/regression/batches/${batch.id}/cancel?project_id=${p.id}` })
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', skipped_count: 2 })
    const again = await h.request(m, { method: 'POST', url: `/regression/batches/${batch.id}/cancel?project_id=${p.id}` })
    expect(again.statusCode).toBe(409)
  })
})
