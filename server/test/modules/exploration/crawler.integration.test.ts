import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aiNavigator } from '../../../src/modules/exploration/ai-navigator.js'
import { crawl } from '../../../src/modules/exploration/crawler.js'
import type { Discovered } from '../../../src/modules/exploration/discovery.js'
import { createAiClient } from '../../../src/platform/ai/create-ai-client.js'
import { launchChromium } from '../../../src/platform/playwright/launch.js'
import { type DemoShop, startDemoShop } from '../../support/demo-shop.js'
import { FAKE_API_KEY, startFakeOpenAi } from '../../support/fake-openai.js'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const OPENAPI = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../../examples/demo-shop/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>
}
const DOCUMENTED = Object.entries(OPENAPI.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))

/** The demo shop's server-rendered pages an admin can reach, and its forms (method + action template). */
const ADMIN_PAGES = ['/admin', '/cart', '/checkout', '/dashboard', '/login', '/orders/{id}', '/products']
const SUBMITTABLE_FORMS = [
  'GET /checkout',
  'GET /products',
  'POST /admin/products',
  'POST /cart/items',
  'POST /cart/update',
  'POST /checkout',
  'POST /login',
]
const DESTRUCTIVE_FORMS = ['POST /admin/products/{id}/delete', 'POST /cart/items/{id}/remove', 'POST /logout']

async function explore(
  browser: Browser,
  url: string,
  strategy: 'goal_directed' | 'breadth_first' | 'depth_first',
  login = true,
  chooseNext?: Parameters<typeof crawl>[1]['chooseNext'],
) {
  return crawl(browser, {
    chooseNext,
    url: `${url}/products`,
    strategy,
    maxInteractions: 80,
    maxPages: 50,
    timeBudgetMs: 120_000,
    allow: [],
    deny: [],
    allowDestructive: false,
    login: login ? { url: `${url}/login`, username: 'admin', password: 'Admin#2024' } : undefined,
    screenshotDir: null,
    signal: new AbortController().signal,
    now: () => Date.now(),
    onProgress: async () => {},
  })
}

const formsOf = (d: Discovered) => [...new Set(d.forms.map((f) => `${f.method} ${f.action}`))].sort()

describe('the crawler against the demo shop', () => {
  let shop: DemoShop
  let browser: Browser
  beforeAll(async () => {
    shop = await startDemoShop('baseline')
    browser = await launchChromium(CHROMIUM)
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.close()
  })

  it('finds every page, form and API endpoint as admin, and never deletes, removes or signs out', { timeout: 180_000 }, async () => {
    const productsBefore = (await (await fetch(`${shop.url}/api/products?limit=100`)).json()) as { total: number }
    const { discovered: d, ended } = await explore(browser, shop.url, 'goal_directed')
    expect(ended).toBe('exhausted')
    expect(d.pages.map((p) => p.template).sort()).toEqual(ADMIN_PAGES)
    expect(formsOf(d)).toEqual([...SUBMITTABLE_FORMS, ...DESTRUCTIVE_FORMS].sort())
    // Every documented API operation, and the pages' own HTTP endpoints as seen on the network.
    const documented = d.endpoints.filter((e) => e.source === 'openapi').map((e) => `${e.method} ${e.template}`)
    expect(documented.sort()).toEqual([...DOCUMENTED].sort())
    const network = d.endpoints.filter((e) => e.source === 'network').map((e) => `${e.method} ${e.template}`)
    for (const form of SUBMITTABLE_FORMS) expect(network).toContain(form)
    for (const form of DESTRUCTIVE_FORMS) expect(network).not.toContain(form)
    // Destructive controls were skipped with a reason, and nothing was deleted; the session stayed signed in.
    for (const form of DESTRUCTIVE_FORMS) {
      expect(d.forms.find((f) => `${f.method} ${f.action}` === form)?.skipped_reason).toMatch(/^destructive/)
    }
    const productsAfter = (await (await fetch(`${shop.url}/api/products?limit=100`)).json()) as { total: number }
    expect(productsAfter.total).toBeGreaterThanOrEqual(productsBefore.total)
    // Validation messages of the empty checkout, and a successful order flow.
    const checkout = d.forms.find((f) => f.method === 'POST' && f.action === '/checkout')!
    expect(checkout.validation_messages).toContain('Name is required')
    expect(checkout.submission?.outcome).toBe('navigated')
    expect(d.flows.some((f) => f.end === '/orders/{id}' && f.steps.length >= 3)).toBe(true)
    expect(d.errors.some((e) => e.kind === 'http' && e.status === 401)).toBe(true)
  })

  it('covers the same ground breadth first and depth first', { timeout: 240_000 }, async () => {
    for (const strategy of ['breadth_first', 'depth_first'] as const) {
      const { discovered: d } = await explore(browser, shop.url, strategy)
      expect(d.pages.map((p) => p.template).sort(), strategy).toEqual(ADMIN_PAGES)
      expect(formsOf(d), strategy).toEqual([...SUBMITTABLE_FORMS, ...DESTRUCTIVE_FORMS].sort())
    }
  })

  it('lets the AI engine pick the next action of a goal-directed crawl, and still finds everything', { timeout: 180_000 }, async () => {
    const fake = await startFakeOpenAi()
    try {
      // The model always picks the last candidate it is shown: a different order than the rules'.
      fake.handle((req) => {
        const user = String(req.body.messages[1].content)
        const last = Math.max(...[...user.matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1])))
        return JSON.stringify({ choice: last, reason: 'explore the least obvious first' })
      })
      const ai = createAiClient({ baseUrl: fake.baseUrl, apiKey: FAKE_API_KEY, model: 'fake-model' })
      const { discovered: d } = await explore(browser, shop.url, 'goal_directed', true, aiNavigator(ai, new AbortController().signal))
      expect(fake.requests.filter((r) => r.path === '/v1/chat/completions').length).toBeGreaterThan(5)
      expect(d.pages.map((p) => p.template).sort()).toEqual(ADMIN_PAGES)
      expect(formsOf(d)).toEqual([...SUBMITTABLE_FORMS, ...DESTRUCTIVE_FORMS].sort())
    } finally {
      await fake.close()
    }
  })
})
