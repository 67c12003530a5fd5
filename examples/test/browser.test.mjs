import assert from 'node:assert/strict'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { catalogue, loadVariant } from '../demo-shop/variants.mjs'
import { PASSWORDS, startShop } from './support/shop.mjs'
import { matchUiStep, parseUiSpec, runUiSpec } from './support/spec-runner.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
const SCREENSHOTS = join(tmpdir(), 'specwright-demo-shop')

let chromium
try {
  ;({ chromium } = await import('playwright-core'))
} catch {}
const skip = !chromium ? 'playwright-core is not installed' : !existsSync(CHROMIUM) ? `no Chromium at ${CHROMIUM}` : false

const specsDir = new URL('../specs/', import.meta.url)
const uiSpecs = readdirSync(specsDir)
  .filter((f) => f.endsWith('.md') && f !== 'README.md')
  .map((file) => ({ file, spec: parseUiSpec(readFileSync(new URL(file, specsDir), 'utf8')) }))

describe('in Chromium', { skip }, () => {
  let browser
  const shops = {}
  before(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS })
    for (const variant of ['baseline', 'cosmetic', 'broken']) shops[variant] = await startShop(variant)
  })
  after(async () => {
    await browser?.close()
    await Promise.all(Object.values(shops).map((s) => s.close()))
  })

  async function withPage(fn) {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } })
    try {
      return await fn(await context.newPage())
    } finally {
      await context.close()
    }
  }

  for (const variant of ['baseline', 'cosmetic']) {
    test(`${variant}: sign in, add to cart, see the totals and tick gift wrap`, () =>
      withPage(async (page) => {
        const ui = loadVariant(variant)
        const { url } = shops[variant]
        await shops[variant].api('POST', '/api/test/reset')
        await page.goto(`${url}/login`)
        await page.getByLabel(ui.text('Username')).fill('alice')
        await page.getByLabel('Password', { exact: true }).fill(PASSWORDS.alice)
        await page.getByRole('button', { name: ui.text('Sign in') }).click()
        await page.waitForURL(/\/dashboard$/)
        assert.equal(await page.getByTestId(ui.testid('welcome-message')).textContent(), 'Welcome, alice')

        await page.goto(`${url}/products`)
        const card = (name) => page.getByRole('listitem').filter({ hasText: name })
        for (const name of ['Ceramic Mug', 'Ceramic Mug', 'Desk Lamp']) {
          await card(name)
            .getByRole('button', { name: ui.text('Add to cart') })
            .click()
          await page.getByText(`Added ${name} to your cart`).waitFor()
        }
        assert.equal(await page.getByTestId(ui.testid('cart-count')).textContent(), '3')

        await page.getByRole('link', { name: ui.text('Cart') }).click()
        await page.waitForURL(/\/cart$/)
        assert.equal(await page.getByRole('table', { name: 'cart' }).locator('tbody tr').count(), 2)
        assert.equal(await page.getByTestId(ui.testid('cart-total')).textContent(), 'Total: $43.99')
        const note = page.getByText('Your order will be gift wrapped for free.')
        assert.equal(await note.isVisible(), false)
        await page.getByLabel(ui.text('Gift wrap')).check()
        await note.waitFor({ state: 'visible' })
        await page.getByRole('button', { name: ui.text('Checkout') }).click()
        await page.waitForURL(/\/checkout\?gift_wrap=1$/)
      }))
  }

  for (const variant of ['baseline', 'cosmetic', 'broken']) {
    test(`${variant}: screenshot of /products`, (t) =>
      withPage(async (page) => {
        mkdirSync(SCREENSHOTS, { recursive: true })
        const path = join(SCREENSHOTS, `products-${variant}.png`)
        await page.goto(`${shops[variant].url}/products`)
        await page.screenshot({ path, fullPage: true })
        assert.ok(statSync(path).size > 20_000, 'a rendered page, not a blank one')
        t.diagnostic(path)
      }))
  }

  describe('sample UI specs', () => {
    const run = (variant, spec) =>
      withPage(async (page) => {
        await shops[variant].api('POST', '/api/test/reset')
        const env = { DEMO_URL: shops[variant].url, DEMO_PASSWORD: PASSWORDS.alice, DEMO_ADMIN_PASSWORD: PASSWORDS.admin }
        return runUiSpec(page, spec, env, { timeout: variant === 'baseline' ? 5000 : 1500 })
      })

    test('baseline passes every spec', async () => {
      for (const { file, spec } of uiSpecs) assert.deepEqual(await run('baseline', spec), { ok: true }, file)
    })

    test('cosmetic breaks each spec at a step whose target variants.json renames', async () => {
      const renamed = new Set(catalogue.variants.cosmetic.changes.text.map((c) => c.baseline))
      const failedAt = {}
      for (const { file, spec } of uiSpecs) {
        const result = await run('cosmetic', spec)
        assert.equal(result.ok, false, file)
        const step = spec.steps[result.step - 1]
        const { kind, args } = matchUiStep(step.text)
        const target = { enter: args[1], select: args[1], check: args[1], click: args[0], clickFor: args[0] }[kind]
        assert.ok(renamed.has(target), `${file} step ${result.step} (${step.text}) targets a renamed element`)
        failedAt[file] = result.step
      }
      assert.deepEqual(failedAt, {
        'admin-add-product.md': 3,
        'cart-totals.md': 2,
        'checkout-success.md': 2,
        'checkout-validation.md': 2,
        'login-wrong-password.md': 2,
        'login.md': 2,
        'product-search.md': 3,
      })
    })

    test('broken fails the cart, checkout-validation and checkout-success specs at their assertions', async () => {
      const outcome = {}
      for (const { file, spec } of uiSpecs) {
        const result = await run('broken', spec)
        outcome[file] = result.ok ? 'passed' : `step ${result.step}: ${spec.steps[result.step - 1].text}`
      }
      assert.deepEqual(outcome, {
        'admin-add-product.md': 'passed',
        'cart-totals.md': 'step 9: Verify the text "Total: $43.99" is visible',
        'checkout-success.md': 'step 13: Verify the text "Order total: $38.00" is visible',
        'checkout-validation.md': 'step 8: Verify the text "Name is required" is visible',
        'login-wrong-password.md': 'passed',
        'login.md': 'passed',
        'product-search.md': 'passed',
      })
    })
  })
})
