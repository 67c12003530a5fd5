import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateTest } from '../../../src/modules/pipeline/codegen.js'
import { healLocator } from '../../../src/modules/pipeline/healer.js'
import { walkPlan } from '../../../src/modules/pipeline/plan-walker.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { inNewPage, launchBrowser } from './demo-shop.js'

/**
 * Two steps that must run as they read (found end to end on held-out set 25's apps): `there should be 4 "Select"
 * buttons` counts the buttons the words name, several being the point rather than an ambiguity, also when replayed
 * from stored locators; `submit the form` submits the form the user sees, not a hidden one earlier on the page.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const dataUrl = (html: string) => `data:text/html,${encodeURIComponent(html)}`
const plan = (steps: string) => planSpec(parseUiSpec(`# Test: T\n## Steps\n1. Navigate to {{PAGE}}\n${steps}`).spec)
const cards = (n: number) =>
  `<!doctype html><h2>Select a cabin</h2>${Array.from({ length: n }, (_, i) => `<div class="card"><h3>Cabin ${i}</h3><button>Select</button></div>`).join('')}`

describe('a count of controls', { timeout: 60_000 }, () => {
  const p = plan('2. Then there should be 4 "Select" buttons\n')

  it('counts every button the words name, and writes the count as code', async () => {
    const walk = await inNewPage(browser, (page) => walkPlan(page, p, { env: { PAGE: dataUrl(cards(4)) }, timeoutMs: 1000 }))
    expect(walk.failure?.failure).toBeUndefined()
    expect(generateTest(p, walk.resolutions).code).toContain(
      "await expect(page.getByRole('button', { name: 'Select', exact: true })).toHaveCount(4)",
    )
  })

  it('fails on another number, from its words or replayed from the stored locator, and heals nothing', async () => {
    const green = await inNewPage(browser, (page) => walkPlan(page, p, { env: { PAGE: dataUrl(cards(4)) }, timeoutMs: 1000 }))
    const fresh = await inNewPage(browser, (page) => walkPlan(page, p, { env: { PAGE: dataUrl(cards(3)) }, timeoutMs: 800 }))
    expect(fresh.failure?.failure?.message).toContain('expected 4 button "Select", found 3')
    const replayed = await inNewPage(browser, (page) =>
      walkPlan(page, p, {
        env: { PAGE: dataUrl(cards(3)) },
        stored: green.resolutions,
        relocate: healLocator,
        graceMs: 100,
        timeoutMs: 800,
      }),
    )
    expect(replayed.failure?.failure?.message).toContain('expected 4 button "Select", found 3')
    expect(replayed.heals).toEqual([])
  })
})

describe('submitting the form', { timeout: 60_000 }, () => {
  const html = `<!doctype html><form id="add" hidden onsubmit="event.preventDefault(); document.title = 'added'"><button>Save fixture</button></form>
<form id="result" onsubmit="event.preventDefault(); document.title = 'result saved'"><input aria-label="Home goals"><button>Save result</button></form>`
  const p = plan('2. type 3 in home goals\n3. subimt the form\n4. Verify the page title is "result saved"\n')

  it('submits the form the user sees, past a hidden one', async () => {
    const walk = await inNewPage(browser, (page) => walkPlan(page, p, { env: { PAGE: dataUrl(html) }, timeoutMs: 1000 }))
    expect(walk.failure?.failure).toBeUndefined()
    expect(generateTest(p, walk.resolutions).code).toContain(
      "await page.locator('form').filter({ visible: true }).locator('[type=submit], button:not([type])').first().click()",
    )
  })
})
