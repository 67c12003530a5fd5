import { describe, expect } from 'vitest'
import { appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'

const fp = (role: string, name: string, testId = '') => ({
  role,
  name,
  label: '',
  text: '',
  testId,
  placeholder: '',
  tag: role === 'button' ? 'button' : 'input',
  cssPath: `form > ${role}`,
  neighbours: ['Checkout'],
  attributes: {},
})
const RESOLUTIONS = {
  s10: { scope: [], element: [], strategy: 'role', score: 1, via: 'phrase', fingerprint: fp('button', 'Place order', 'place-order') },
  s2: { scope: [], element: [], strategy: 'label', score: 0.82, via: 'heal', fingerprint: fp('textbox', 'Email') },
}

describe.each(testDialects())('selector memory browse, search, delete, heal history (%s)', (dialect) => {
  const it = appTest(dialect, { REQUIRE_AUTH: 'true' })

  it('lists fingerprints in plan order, searches them, forgets one, and is project-scoped', async ({ harness: h }) => {
    const p = await h.project()
    const other = await h.project()
    const now = new Date().toISOString()
    await h.deps.db
      .insertInto('selector_memory')
      .values([
        { project_id: p.id, spec_name: 'shop/checkout', resolutions: JSON.stringify(RESOLUTIONS), run_id: null, updated_at: now },
        { project_id: p.id, spec_name: 'login', resolutions: JSON.stringify({ s1: RESOLUTIONS.s2 }), run_id: null, updated_at: now },
      ])
      .execute()
    const v = p.members.viewer
    const all = (await h.request(v, { method: 'GET', url: `/api/memory/fingerprints?project_id=${p.id}` })).json()
    expect(all.total).toBe(2)
    const checkout = all.items.find((i: { spec_name: string }) => i.spec_name === 'shop/checkout')
    expect(checkout.targets.map((t: { item_id: string }) => t.item_id)).toEqual(['s2', 's10'])
    expect(checkout.targets[1]).toMatchObject({ role: 'button', name: 'Place order', test_id: 'place-order', via: 'phrase' })

    const found = (await h.request(v, { method: 'GET', url: `/api/memory/fingerprints?project_id=${p.id}&q=place%20ORDER` })).json()
    expect(found).toMatchObject({ total: 1, items: [{ spec_name: 'shop/checkout', total_targets: 2, targets: [{ item_id: 's10' }] }] })
    const bySpec = (await h.request(v, { method: 'GET', url: `/api/memory/fingerprints?project_id=${p.id}&q=login` })).json()
    expect(bySpec.items.map((i: { spec_name: string }) => i.spec_name)).toEqual(['login'])
    const none = (await h.request(v, { method: 'GET', url: `/api/memory/fingerprints?project_id=${p.id}&q=100%25_` })).json()
    expect(none.total).toBe(0)
    expect((await h.request(other.members.owner, { method: 'GET', url: `/api/memory/fingerprints?project_id=${p.id}` })).statusCode).toBe(
      404,
    )
    expect(
      (await h.request(other.members.owner, { method: 'GET', url: `/api/memory/fingerprints?project_id=${other.id}` })).json().total,
    ).toBe(0)

    const del = `/api/memory/fingerprints?project_id=${p.id}&spec_name=shop%2Fcheckout&item_id=s2`
    expect((await h.request(v, { method: 'DELETE', url: del })).statusCode).toBe(403)
    const gone = await h.request(p.members.editor, { method: 'DELETE', url: del })
    expect(gone.json()).toEqual({ deleted: true, spec_name: 'shop/checkout', item_id: 's2' })
    expect((await h.request(p.members.editor, { method: 'DELETE', url: del })).statusCode).toBe(404)
    const after = (
      await h.request(v, { method: 'GET', url: `/api/memory/fingerprints?project_id=${p.id}&spec_name=shop%2Fcheckout` })
    ).json()
    expect(after.items[0].targets.map((t: { item_id: string }) => t.item_id)).toEqual(['s10'])
  })

  it('heal history lists runs that healed with classification, change and the outcome', async ({ harness: h }) => {
    const p = await h.project()
    const now = new Date().toISOString()
    const attempt = (n: number, status: string, extra: Record<string, unknown> = {}) => ({
      n,
      status,
      code: '',
      error: null,
      failed_step: null,
      classification: null,
      heal: null,
      diff: null,
      duration_ms: 5,
      ...extra,
    })
    const run = (id: string, attempts: unknown[]) => ({
      id,
      project_id: p.id,
      spec_name: 'checkout',
      status: 'passed',
      engine: 'rules',
      heal: 1,
      max_heal_attempts: 3,
      job_id: null,
      stages: null,
      plan: null,
      code: null,
      attempts: JSON.stringify(attempts),
      error: null,
      created_at: now,
      started_at: now,
      finished_at: now,
      duration_ms: 1,
      ai_usage: null,
    })
    const healed = crypto.randomUUID()
    await h.deps.db
      .insertInto('runs')
      .values([
        run(healed, [
          attempt(1, 'failed', {
            error: 'locator not found\nstack',
            classification: 'locator_drift',
            heal: 'Place order -> Buy now (0.86)',
            diff: '-a\n+b',
          }),
          attempt(2, 'passed'),
        ]),
        run(crypto.randomUUID(), [attempt(1, 'passed')]),
      ])
      .execute()
    const res = (await h.request(p.members.viewer, { method: 'GET', url: `/api/memory/heals?project_id=${p.id}` })).json()
    expect(res.total).toBe(1)
    expect(res.items[0]).toMatchObject({
      run_id: healed,
      attempts: 2,
      heals: [
        {
          after_attempt: 1,
          classification: 'locator_drift',
          heal: 'Place order -> Buy now (0.86)',
          diff: '-a\n+b',
          error: 'locator not found',
          outcome: 'passed',
        },
      ],
    })
  })
})
