import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateTest } from '../../../src/modules/pipeline/codegen.js'
import { type HealOutcome, healTest } from '../../../src/modules/pipeline/healer.js'
import { resolvePlan } from '../../../src/modules/pipeline/plan-walker.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { inNewPage, launchBrowser } from './demo-shop.js'

// Heal precision: small pages in real Chromium where a tempting wrong heal exists. Each case records the test on
// the "before" page (selector memory from a green walk), swaps the page for the "after" one and asks the rules
// healer. None may heal: each must end `not_healed`, as an app regression or as not healable, with no locator heal.

let browser: Browser
let server: Server
let url: string
let body = ''

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html><head><title>Shop</title></head><body>${body}</body></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

/** A page in a fresh context of the file's browser, closed after `run`. */
const withPage = <T>(run: (page: Page) => Promise<T>) => inNewPage(browser, run)

const page = (main: string) =>
  `<header><nav aria-label="Main"><a href="/">Home</a> <a href="/help">Help</a></nav></header><main><h1>Checkout</h1>${main}</main>`

/** Records `steps` on `before` (which must pass), then heals a failure of that test on `after`. */
async function healAcross(steps: string[], before: string, after: string): Promise<HealOutcome> {
  const spec = `# Test: precision\n\n## Steps\n\n1. Navigate to {{APP_URL}}/\n${steps.map((s, i) => `${i + 2}. ${s}`).join('\n')}\n`
  const plan = planSpec(parseUiSpec(spec).spec)
  const env = { APP_URL: url }
  body = page(before)
  const green = await withPage((p) => resolvePlan(p, plan, { env, timeoutMs: 1500 }))
  expect(green.failure?.failure, 'the test passes on the "before" page').toBeUndefined()
  const code = generateTest(plan, green.resolutions).code
  body = page(after)
  return withPage((p) =>
    healTest(p, {
      plan,
      stored: green.resolutions,
      code,
      error: { message: 'locator.click: Timeout 5000ms exceeded.' },
      env,
      graceMs: 150,
      timeoutMs: 1500,
    }),
  )
}

function expectNoHeal(outcome: HealOutcome, reason: RegExp): void {
  expect(outcome.heals).toEqual([])
  expect(outcome.status).toBe('not_healed')
  expect(outcome.code).toBeUndefined()
  expect(outcome.resolutions).toBeUndefined()
  const failed = outcome.replay.find((step) => step.status === 'failed')
  expect(failed?.failure, 'the replay stops at the step').toBeDefined()
  // Reported as a regression of the app, or as drift the healer cannot fix (never as healable).
  expect(failed!.failure!.classification === 'app_regression' || failed!.failure!.healable === false).toBe(true)
  expect(outcome.reason).toMatch(reason)
}

const form = (buttons: string) => `<form action="/orders" method="post"><p>Total: $43.99</p>${buttons}</form>`

describe('heal precision: a tempting wrong heal is never taken', { timeout: 60_000 }, () => {
  it('"Place order" replaced by "Cancel order" in the same place: the different action is refused', async () => {
    const outcome = await healAcross(
      ['Click "Place order"'],
      form('<button type="submit">Place order</button>'),
      form('<button type="submit">Cancel order</button>'),
    )
    expectNoHeal(outcome, /"place" and "cancel" are different actions/)
  })

  it('"Place order" gone while "Cancel order" stays: not healed to the neighbour', async () => {
    const outcome = await healAcross(
      ['Click "Place order"'],
      form('<button type="submit">Place order</button> <button type="submit" name="cancel">Cancel order</button>'),
      form('<button type="submit" name="cancel">Cancel order</button>'),
    )
    expectNoHeal(outcome, /step 2/)
  })

  it('"Enable" replaced by "Disable": WordNet opposites are refused', async () => {
    const outcome = await healAcross(
      ['Click "Enable"'],
      '<section><h2>Notifications</h2><button id="toggle">Enable</button></section>',
      '<section><h2>Notifications</h2><button id="toggle">Disable</button></section>',
    )
    expectNoHeal(outcome, /"enable" is the opposite of "disable"|"disable" is the opposite of "enable"/)
  })

  it('"Sign in" replaced by "Sign out": opposite particles are refused', async () => {
    const outcome = await healAcross(
      ['Click "Sign in"'],
      '<form action="/session" method="post"><button>Sign in</button></form>',
      '<form action="/session" method="post"><button>Sign out</button></form>',
    )
    expectNoHeal(outcome, /opposite/)
  })

  it('"Delete" replaced by "Delete all": a word that widens the action is refused', async () => {
    const outcome = await healAcross(
      ['Click "Delete"'],
      '<ul><li>Mug <button class="danger">Delete</button></li></ul>',
      '<ul><li>Mug <button class="danger">Delete all</button></li></ul>',
    )
    expectNoHeal(outcome, /"all" changes what/)
  })

  it('a button renamed to unrelated words with nothing else tying it (no link, field or form): position alone does not heal', async () => {
    const outcome = await healAcross(['Click "Save"'], '<div><button>Save</button></div>', '<div><button>Delete</button></div>')
    expectNoHeal(outcome, /step 2/)
    expect(outcome.replay.find((step) => step.status === 'failed')?.failure?.message).toMatch(/shares no words/)
  })

  it('two equally good candidates: reported as not healable instead of a guess', async () => {
    const outcome = await healAcross(
      ['Click "Save"'],
      '<p>Draft</p><button>Save</button>',
      '<p>Draft</p><button>Save</button><button>Save</button>',
    )
    expectNoHeal(outcome, /step 2/)
    expect(outcome.replay.find((step) => step.status === 'failed')?.failure?.message).toMatch(/not healable: two elements/)
  })

  it('substring text: "Subtotal: $43.99" does not satisfy "Total: $43.99" (app regression)', async () => {
    const outcome = await healAcross(
      ['Verify the text "Total: $43.99" is visible'],
      '<p>Subtotal: $40.00</p><p>Total: $43.99</p>',
      '<p>Subtotal: $43.99</p><p>Total: $34.49</p>',
    )
    expectNoHeal(outcome, /step 2/)
    expect(outcome.classification).toBe('app_regression')
  })

  it('a hidden element that shows up: "is hidden" fails for real, as an app regression', async () => {
    const outcome = await healAcross(
      ['Verify the "Retry" button is hidden'],
      '<p>Payment accepted</p><button hidden>Retry</button>',
      '<p>Payment failed</p><button>Retry</button>',
    )
    expectNoHeal(outcome, /still visible/)
    expect(outcome.classification).toBe('app_regression')
  })

  it('a wait until hidden whose element stays: an app regression, not timing', async () => {
    const outcome = await healAcross(
      ['Wait for the "Retry" button to be hidden'],
      '<p>Payment accepted</p>',
      '<p>Payment failed</p><button>Retry</button>',
    )
    expectNoHeal(outcome, /still visible/)
    expect(outcome.classification).toBe('app_regression')
  })

  it('a changed heading: "Order confirmed" is not healed into "Order failed"', async () => {
    const outcome = await healAcross(
      ['Verify the "Order confirmed" heading is visible'],
      '<h2>Order confirmed</h2><p>Thank you</p>',
      '<h2>Order failed</h2><p>Thank you</p>',
    )
    expectNoHeal(outcome, /step 2/)
  })

  it('a checked element keeps its name even when the words are close: "Order confirmed" is not healed into "Order confirmed?"-like renames', async () => {
    const outcome = await healAcross(
      ['Verify the "Payment received" heading is visible'],
      '<h2>Payment received</h2>',
      '<h2>Payment pending</h2>',
    )
    expectNoHeal(outcome, /step 2/)
  })
})

describe('heal precision: the true rename is still healed', { timeout: 60_000 }, () => {
  it('"Place order" renamed "Place your order" next to "Cancel order": healed to the right one', async () => {
    const outcome = await healAcross(
      ['Click "Place order"'],
      form('<button type="submit">Place order</button> <button type="submit" name="cancel">Cancel order</button>'),
      form('<button type="submit">Place your order</button> <button type="submit" name="cancel">Cancel order</button>'),
    )
    expect([outcome.status, outcome.classification]).toEqual(['healed', 'locator_drift'])
    expect(outcome.heals.map((h) => h.to)).toEqual(["page.getByRole('button', { name: 'Place your order' })"])
  })
})
