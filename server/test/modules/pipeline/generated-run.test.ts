import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateTest, stepAtLine } from '../../../src/modules/pipeline/codegen.js'
import { classifyFailure } from '../../../src/modules/pipeline/heal-classifier.js'
import { healTest } from '../../../src/modules/pipeline/healer.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import type { Resolutions } from '../../../src/modules/pipeline/resolution.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { type DemoShop, inNewPage, launchBrowser, readSample, shopEnv, startDemoShop } from './demo-shop.js'
import { runGenerated as runBy } from './run-generated.js'

// The generated code run for real: the @playwright/test CLI in a child process (as the runner will), its JSON
// report read back, and the rules healer fed the runner's own error.
const recorded = JSON.parse(readFileSync(new URL('./fixtures/baseline-resolutions.json', import.meta.url), 'utf8')) as Record<
  string,
  Resolutions
>

/** Runs the generated test against `shop` (run-generated.ts). */
const runGenerated = (fileName: string, code: string, shop: DemoShop) => runBy(fileName, code, shop.url, shopEnv(shop))

let browser: Browser
const shops = {} as Record<'baseline' | 'cosmetic' | 'broken', DemoShop>

beforeAll(async () => {
  const [b, baseline, cosmetic, broken] = await Promise.all([
    launchBrowser(),
    startDemoShop('baseline'),
    startDemoShop('cosmetic'),
    startDemoShop('broken'),
  ])
  browser = b
  Object.assign(shops, { baseline, cosmetic, broken })
})

afterAll(async () => {
  await browser?.close()
  await Promise.all(Object.values(shops).map((shop) => shop.stop()))
})

/** A page in a fresh context of the file's browser, closed after `run`. */
const withPage = <T>(run: (page: Page) => Promise<T>) => inNewPage(browser, run)

// Each test runs the Playwright CLI two or three times; a loaded 2-core machine needs the headroom.
describe('generated tests in the Playwright runner', { timeout: 120_000 }, () => {
  const plan = planSpec(parseUiSpec(readSample('login.md')).spec)
  const generated = generateTest(plan, recorded['login.md'])

  it('login: passes on baseline; fails on cosmetic at step 2; the healed test passes on cosmetic', async () => {
    expect(await runGenerated(generated.fileName, generated.code, shops.baseline)).toEqual({ passed: true })

    const failed = await runGenerated(generated.fileName, generated.code, shops.cosmetic)
    expect(failed.passed).toBe(false)
    expect(stepAtLine(generated.code, failed.error!.line!)).toBe(2)
    expect(failed.error!.message).toContain("getByRole('textbox', { name: 'Username' })")

    const outcome = await withPage((page) =>
      healTest(page, {
        plan,
        stored: recorded['login.md']!,
        code: generated.code,
        error: failed.error!,
        env: shopEnv(shops.cosmetic),
        graceMs: 150,
      }),
    )
    expect([outcome.status, outcome.classification, outcome.failedStep?.n]).toEqual(['healed', 'locator_drift', 2])
    expect(outcome.diff).toContain("+    await page.getByRole('button', { name: 'Log in' }).click()")
    expect(outcome.diff).not.toContain('Welcome, alice')
    expect(await runGenerated(generated.fileName, outcome.code!, shops.cosmetic)).toEqual({ passed: true })
  })

  it('cart totals: the runner’s own failure on broken is an app regression, and the healer refuses to heal it', async () => {
    const cart = planSpec(parseUiSpec(readSample('cart-totals.md')).spec)
    const code = generateTest(cart, recorded['cart-totals.md']).code
    const failed = await runGenerated('cart-totals.spec.ts', code, shops.broken)
    expect(failed.passed).toBe(false)
    const n = stepAtLine(code, failed.error!.line!)
    expect(n).toBe(9)
    expect(classifyFailure({ message: failed.error!.message, kind: cart.steps[n! - 1]!.action.kind })).toMatchObject({
      classification: 'app_regression',
      healable: false,
    })
    const outcome = await withPage((page) =>
      healTest(page, {
        plan: cart,
        stored: recorded['cart-totals.md']!,
        code,
        error: failed.error!,
        env: shopEnv(shops.broken),
        graceMs: 150,
        timeoutMs: 2000,
      }),
    )
    expect([outcome.status, outcome.classification, outcome.code]).toEqual(['not_healed', 'app_regression', undefined])
    expect(outcome.reason).toContain('"Total: $34.49"')
  })
})
