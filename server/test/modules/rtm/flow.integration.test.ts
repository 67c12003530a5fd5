import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { rtmExportCommand } from '../../../src/modules/rtm/export-command.js'
import { analyzeSpec } from '../../../src/modules/specs/spec-check.js'
import type { AppHarness, TestUser } from '../../support/app.js'
import { appTest } from '../../support/app.js'
import { type DemoShop, startDemoShop } from '../../support/demo-shop.js'

const SPECS = path.resolve(import.meta.dirname, '../../../../examples/specs')
const UI_SPECS = fs.readdirSync(SPECS).filter((f) => f.endsWith('.md') && f !== 'README.md')
const API_SPECS = fs.readdirSync(path.join(SPECS, 'api'))

async function settled(h: AppHarness, user: TestUser, id: string, projectId: string) {
  const deadline = Date.now() + 240_000
  for (;;) {
    const s = (await h.request(user, { url: `/exploration/sessions/${id}?project_id=${projectId}` })).json()
    if (!['queued', 'running'].includes(s.status)) return s
    if (Date.now() > deadline) throw new Error(`session still ${s.status}`)
    await new Promise((r) => setTimeout(r, 300))
  }
}

/** Requirements the demo's sample specs test, and ones no spec tests. */
const TESTED = [
  [
    'Customer signs in with username and password',
    'Given a registered customer\nWhen they sign in with their username and password\nThen the dashboard greets them by name',
    'login.md',
  ],
  [
    'Checkout validates name and email',
    'Given a cart with a product\nWhen the customer places an order without a name and with an invalid email\nThen the form says "Name is required" and "Enter a valid email address"',
    'checkout-validation.md',
  ],
  [
    'Cart shows line totals and the order total',
    'Given products in the cart\nWhen the customer opens the cart\nThen each line total and the cart total are shown',
    'cart-totals.md',
  ],
  [
    'Admin adds a product to the catalogue',
    'Given an admin\nWhen they add a product with name, price and color\nThen it appears in the catalogue',
    'admin-add-product.md',
  ],
] as const
const UNTESTED = [
  [
    'Customers can subscribe to the newsletter',
    'Given the footer\nWhen a visitor enters an email and presses "Subscribe"\nThen they see "Thanks for subscribing"',
  ],
  [
    'Password reset by email',
    'Given a customer who forgot the password\nWhen they request a reset link\nThen an email with a link is sent',
  ],
] as const

describe('exploration -> requirements -> RTM against the demo shop', () => {
  let shop: DemoShop
  beforeAll(async () => {
    shop = await startDemoShop('baseline')
  })
  afterAll(async () => {
    await shop?.close()
  })
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true' })

  it('explores as admin, derives requirements, maps them to the sample specs and exports the matrix', { timeout: 400_000 }, async ({
    harness: h,
  }) => {
    const p = await h.project()
    const m = p.members.member
    const q = `project_id=${p.id}`
    await h.deps.jobs.start()
    // The admin password is a project secret; the session stores only the variable's name.
    expect(
      (
        await h.request(p.members.admin, {
          method: 'PUT',
          url: `/projects/${p.id}/variables/SHOP_ADMIN_PASSWORD`,
          payload: { value: 'Admin#2024' },
        })
      ).statusCode,
    ).toBe(200)
    const login = { url: `${shop.url}/login`, username: 'admin', password_variable: 'SHOP_ADMIN_PASSWORD' }
    const missing = await h.request(m, {
      method: 'POST',
      url: '/exploration/sessions',
      payload: { url: `${shop.url}/products`, project_id: p.id, login: { ...login, password_variable: 'NOPE' } },
    })
    expect(missing.statusCode).toBe(422)
    expect(
      (await h.request(m, { method: 'POST', url: '/exploration/sessions', payload: { url: 'ftp://x', project_id: p.id } })).statusCode,
    ).toBe(422)
    expect(
      (await h.request(p.members.viewer, { method: 'POST', url: '/exploration/start', payload: { url: shop.url, project_id: p.id } }))
        .statusCode,
    ).toBe(403)

    const created = await h.request(m, {
      method: 'POST',
      url: '/exploration/sessions',
      payload: { url: `${shop.url}/products`, project_id: p.id, login },
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      status: 'created',
      strategy: 'goal_directed',
      max_interactions: 50,
      login: { has_password: true },
    })
    expect(JSON.stringify(created.json())).not.toContain('Admin#2024')
    const started = await h.request(m, {
      method: 'POST',
      url: '/exploration/start',
      payload: { session_id: created.json().id, project_id: p.id },
    })
    expect(started.statusCode).toBe(202)
    expect(
      (await h.request(m, { method: 'POST', url: '/exploration/start', payload: { session_id: created.json().id, project_id: p.id } }))
        .statusCode,
    ).toBe(409)
    const session = await settled(h, m, created.json().id, p.id)
    expect(session.status, session.error).toBe('completed')
    expect(session.counts).toMatchObject({ pages: 7, forms: 10 })
    expect(session.discovered.pages.map((pg: { template: string }) => pg.template).sort()).toEqual([
      '/admin',
      '/cart',
      '/checkout',
      '/dashboard',
      '/login',
      '/orders/{id}',
      '/products',
    ])
    const shot = session.discovered.pages[0].screenshot
    const image = await h.request(m, { url: `/exploration/sessions/${session.id}/screenshots/${shot}?${q}` })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/jpeg')
    const list = (await h.request(p.members.viewer, { url: `/exploration/sessions?${q}` })).json()
    expect(list.items.map((s: { id: string }) => s.id)).toEqual([session.id])

    // Requirements: one per form, flow, page group and error class; a second generation adds nothing.
    const gen = await h.request(m, {
      method: 'POST',
      url: '/requirements/generate',
      payload: { exploration_session_id: session.id, project_id: p.id },
    })
    expect(gen.statusCode).toBe(201)
    const generated = gen.json().items as { code: string; title: string; acceptance_criteria: string; source: string }[]
    expect(generated.length).toBeGreaterThanOrEqual(10 + 7)
    expect(generated[0]!.code).toBe('REQ-0001')
    expect(generated.every((r) => r.source === 'exploration' && /Given .*\nWhen .*\nThen /s.test(r.acceptance_criteria))).toBe(true)
    const checkoutReq = generated.find((r) => r.title === 'Place order form on /checkout')
    expect(checkoutReq?.acceptance_criteria).toContain('"Name is required"')
    const again = (
      await h.request(m, {
        method: 'POST',
        url: '/requirements/generate',
        payload: { exploration_session_id: session.id, project_id: p.id },
      })
    ).json()
    expect(again).toMatchObject({ items: [], skipped_count: generated.length })

    // The sample specs, then hand-written requirements: those the specs test are covered, the rest are gaps.
    for (const f of UI_SPECS) {
      const res = await h.request(m, {
        method: 'POST',
        url: '/specs',
        payload: { name: f.replace(/\.md$/, ''), content: fs.readFileSync(path.join(SPECS, f), 'utf8'), project_id: p.id },
      })
      expect(res.statusCode, f).toBe(201)
    }
    for (const f of API_SPECS) {
      const res = await h.request(m, {
        method: 'POST',
        url: '/api-testing/specs',
        payload: { name: f.replace(/\.md$/, ''), content: fs.readFileSync(path.join(SPECS, 'api', f), 'utf8'), project_id: p.id },
      })
      expect(res.statusCode, f).toBe(201)
    }
    const codes = new Map<string, string>()
    for (const [title, acceptance_criteria] of [...TESTED, ...UNTESTED]) {
      const res = await h.request(m, { method: 'POST', url: '/requirements', payload: { title, acceptance_criteria, project_id: p.id } })
      codes.set(title, res.json().code)
    }
    const rtmRes = await h.request(m, { method: 'POST', url: '/rtm/generate', payload: { project_id: p.id } })
    expect(rtmRes.statusCode).toBe(200)
    const rtm = rtmRes.json()
    expect(rtm.spec_count).toBe(UI_SPECS.length + API_SPECS.length)
    const entry = (title: string) => rtm.items.find((e: { code: string }) => e.code === codes.get(title))
    for (const [title, , spec] of TESTED) {
      expect(entry(title).coverage, title).toBe('covered')
      expect(entry(title).matches[0].name, title).toBe(spec.replace(/\.md$/, ''))
      expect(entry(title).confidence).toBeGreaterThanOrEqual(rtm.thresholds.covered)
    }
    for (const [title] of UNTESTED) expect(['uncovered', 'suggested'], title).toContain(entry(title).coverage)
    expect(entry('Customers can subscribe to the newsletter').suggestion).not.toBeNull()
    // Every gap draft is a valid UI spec in the rules grammar, and saving one covers its requirement.
    const suggestions = rtm.items.filter((e: { suggestion: unknown }) => e.suggestion)
    expect(suggestions.length).toBeGreaterThan(5)
    for (const e of suggestions) {
      const analysis = analyzeSpec(e.suggestion.content, () => undefined)
      expect(analysis.errors, e.suggestion.content).toEqual([])
      expect(analysis.warnings, e.suggestion.content).toEqual([])
    }
    const gap = rtm.items.find((e: { title: string; coverage: string }) => e.title === 'Sign in form on /login')
    expect(gap.coverage).toBe('suggested')
    const saved = await h.request(m, { method: 'POST', url: '/specs', payload: { ...gap.suggestion, project_id: p.id } })
    expect(saved.statusCode).toBe(201)
    const regenerated = (await h.request(m, { method: 'POST', url: '/rtm/generate', payload: { project_id: p.id } })).json()
    const after = regenerated.items.find((e: { code: string }) => e.code === gap.code)
    expect(after.coverage).toBe('covered')
    expect(after.matches[0].name).toBe(gap.suggestion.name)
    expect(regenerated.summary.covered).toBe(rtm.summary.covered + 1)

    // Exports.
    const csv = await h.request(p.members.viewer, { url: `/rtm/export?${q}&format=csv` })
    expect(csv.headers['content-type']).toContain('text/csv')
    const csvLines = csv.body.trim().split('\n')
    expect(csvLines[0]).toBe('code,title,category,priority,coverage,confidence,specs,suggested_spec')
    expect(csvLines.length).toBe(regenerated.items.length + 1)
    const json = (await h.request(p.members.viewer, { url: `/rtm/export?${q}&format=json` })).json()
    expect(json.items.length).toBe(regenerated.items.length)
    const md = (await h.request(p.members.viewer, { url: `/rtm/export?${q}&format=markdown` })).body
    expect(md).toContain(`| ${codes.get('Customer signs in with username and password')} | Customer signs in with username and password |`)
    const html = (await h.request(p.members.viewer, { url: `/rtm/export?${q}&format=html` })).body
    expect(html).toContain('<table>')
    expect((await h.request(p.members.viewer, { url: `/rtm/export?${q}&format=pdf` })).statusCode).toBe(422)
    const fromCli = await rtmExportCommand(h.deps, ['--project', p.id, '--format', 'markdown'])
    expect(fromCli).toBe(md)
  })

  it('stops a running session within 5 seconds and keeps what it found', { timeout: 200_000 }, async ({ harness: h }) => {
    const p = await h.project()
    const m = p.members.member
    await h.deps.jobs.start()
    const start = await h.request(m, {
      method: 'POST',
      url: '/exploration/start',
      payload: { url: `${shop.url}/products`, project_id: p.id, strategy: 'breadth_first', max_interactions: 500, screenshots: false },
    })
    expect(start.statusCode).toBe(202)
    const id = start.json().id
    for (const deadline = Date.now() + 120_000; ; ) {
      const s = (await h.request(m, { url: `/exploration/sessions/${id}?project_id=${p.id}` })).json()
      if (s.status === 'running' && s.progress.done >= 2) break
      if (Date.now() > deadline || !['queued', 'running'].includes(s.status)) throw new Error(`session ${s.status}`)
      await new Promise((r) => setTimeout(r, 100))
    }
    const t0 = Date.now()
    const stop = await h.request(m, { method: 'POST', url: `/exploration/${id}/stop?project_id=${p.id}` })
    expect(stop.statusCode).toBe(200)
    expect(stop.json().status).toBe('stopped')
    expect(Date.now() - t0).toBeLessThan(5_000)
    const pool = await h.deps.browserPool.status()
    expect(pool.in_use).toBe(0)
    const detail = (await h.request(m, { url: `/exploration/sessions/${id}?project_id=${p.id}` })).json()
    expect(detail.status).toBe('stopped')
    expect(detail.discovered.pages.length).toBeGreaterThanOrEqual(1)
    expect((await h.request(m, { method: 'POST', url: `/exploration/${id}/stop?project_id=${p.id}` })).statusCode).toBe(409)
  })
})
