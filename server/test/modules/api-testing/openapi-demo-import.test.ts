import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'
import { countSpec, multipart, runAllSpecs } from '../../support/api-import-run.js'
import type { AppHarness, TestUser } from '../../support/app.js'
import { appTest } from '../../support/app.js'
import { type DemoShop, startDemoShop } from '../../support/demo-shop.js'

// Issue 22's second must-hold: the demo shop's OpenAPI document imported and run against the demo shop (all
// default tests pass, the shop's data is as before), and against its broken variant, where the tests of the
// broken operations fail and are never healed (a failed check is an app regression, not test code to fix).

const DOCUMENT = readFileSync(join(import.meta.dirname, '../../../../examples/demo-shop/openapi.json'), 'utf8')
const ADMIN_TOKEN = 'demo-admin-token' // the demo accepts this fixed token (securitySchemes.bearerAuth says so)

let baseline: DemoShop
let broken: DemoShop
beforeAll(async () => {
  delete process.env.BASE_URL // vitest sets "/"; BASE_URL overrides a spec's base URL
  ;[baseline, broken] = await Promise.all([startDemoShop('baseline'), startDemoShop('broken')])
})
afterAll(async () => {
  await Promise.all([baseline?.close(), broken?.close()])
})

const it = appTest('sqlite', { REQUIRE_AUTH: 'true' })

async function importInto(h: AppHarness, user: TestUser, admin: TestUser, projectId: string, shopUrl: string) {
  const imported = await h.request(user, {
    method: 'POST',
    url: `/api-testing/import-openapi?project_id=${projectId}&base_url=${encodeURIComponent(shopUrl)}`,
    ...multipart('openapi.yaml', 'application/octet-stream', DOCUMENT),
  })
  expect(imported.statusCode).toBe(200)
  const secret = await h.request(admin, {
    method: 'PUT',
    url: `/projects/${projectId}/variables/API_TOKEN`,
    payload: { value: ADMIN_TOKEN, secret: true },
  })
  expect(secret.statusCode).toBe(200)
  return imported.json().specs as { name: string; tests: number; content: string }[]
}

/** What a test can leave behind in the shop: its products and the admin's cart. */
async function shopState(url: string) {
  const auth = { authorization: `Bearer ${ADMIN_TOKEN}` }
  const products = await (await fetch(`${url}/api/products`)).json()
  const cart = await (await fetch(`${url}/api/cart`, { headers: auth })).json()
  return { products, cart }
}

it('the demo shop document runs green on the demo shop and leaves its data as it was', { timeout: 600_000 }, async ({ harness: h }) => {
  const p = await h.project()
  const user = p.members.member
  const specs = await importInto(h, user, p.members.admin, p.id, baseline.url)
  const runnable = specs.filter((s) => s.tests > 0)
  const optInOnly = specs.filter((s) => s.tests === 0).map((s) => s.name)
  expect(optInOnly).toEqual(['demo-shop-api/testing']) // POST /api/test/reset acts on the whole shop
  const before = await shopState(baseline.url)
  await h.deps.jobs.start()
  const figures = await runAllSpecs(
    h,
    user,
    p.id,
    runnable.map((s) => s.name),
  )
  const checks = specs.reduce((n, s) => n + countSpec(s.content).checks, 0)
  const optIn = specs.reduce((n, s) => n + countSpec(s.content).optIn, 0)
  const operations = Object.values(JSON.parse(DOCUMENT).paths as Record<string, object>).reduce(
    (n: number, item) => n + Object.keys(item).filter((k) => k !== 'parameters').length,
    0,
  )
  console.log(
    `demo import: ${operations} operations -> ${specs.length} specs, ${figures.tests} tests run, ${checks} checks, ${optIn} opt-in tests not run`,
  )
  expect(figures.failures).toEqual([])
  expect(figures.tests).toBeGreaterThanOrEqual(15)
  expect(await shopState(baseline.url)).toEqual(before)
  // The token still works: nothing logged the administrator out.
  expect((await fetch(`${baseline.url}/api/auth/me`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(200)
})

it('on the broken variant the broken operations fail and are never healed', { timeout: 600_000 }, async ({ harness: h }) => {
  const p = await h.project()
  const user = p.members.member
  const specs = await importInto(h, user, p.members.admin, p.id, broken.url)
  await h.deps.jobs.start()
  const names = ['demo-shop-api/products', 'demo-shop-api/orders', 'demo-shop-api/system']
  expect(specs.map((s) => s.name)).toEqual(expect.arrayContaining(names))
  // Orders are opt-in (an order cannot be deleted through the API); asked for, they run.
  const products = await runAllSpecs(h, user, p.id, ['demo-shop-api/products', 'demo-shop-api/system'])
  const orders = await runAllSpecs(h, user, p.id, ['demo-shop-api/orders'], { includeOptIn: true })
  const runs = { ...products.runs, ...orders.runs }
  const failed = (spec: string) =>
    runs[spec]!.tests.filter((t) => t.status !== 'passed').map((t) => [t.name.replace(/\{\{\w+\}\}/g, '{id}'), t.failed_check])
  expect(runs['demo-shop-api/system']!.status).toBe('passed')
  // product-price-string: GET /api/products/{id} answers price as a string.
  expect(runs['demo-shop-api/products']!.status).toBe('failed')
  expect(failed('demo-shop-api/products')).toEqual([['GET /api/products/{id} — One product', 'schema Product']])
  // order-created-status-200, order-missing-status-field, checkout-missing-validation.
  expect(runs['demo-shop-api/orders']!.status).toBe('failed')
  expect(failed('demo-shop-api/orders')).toEqual([
    ['POST /api/orders — Place an order', 'status'],
    ['POST /api/orders — rejects a body without "name"', 'status'],
  ])
  for (const run of Object.values(runs)) {
    expect(run.attempts.map((a) => a.heal)).toEqual([null]) // one attempt: a failed check is never healed
  }
  const order = runs['demo-shop-api/orders']!.attempts[0]!
  expect(order.classification).toBe('app_regression')

  // The same orders spec passes on the baseline shop: the failures are the variant's bugs.
  const again = await h.request(p.members.admin, {
    method: 'PUT',
    url: `/projects/${p.id}/variables/BASE_URL`,
    payload: { value: baseline.url, secret: false },
  })
  expect(again.statusCode).toBe(200)
  const green = await runAllSpecs(h, user, p.id, ['demo-shop-api/orders', 'demo-shop-api/products'], { includeOptIn: true })
  expect(green.failures).toEqual([])
})
