import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateTest } from '../../src/modules/pipeline/codegen.js'
import { resolvePlan } from '../../src/modules/pipeline/plan-walker.js'
import { planSpec } from '../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../src/modules/pipeline/spec-parser.js'
import { launchBrowser } from '../modules/pipeline/demo-shop.js'
import { BUG_CATCHES, PAGES, type PageName, servePages, specText } from './corpus.js'

// Every page of the corpus walked in real Chromium with its spec: each step resolves to the locator a person would
// write, a correct page passes, and each planted bug fails on the check that sees it.

/** The locators the walk must find, per page (step id -> locator code); ids not listed have no element. */
const EXPECTED: Record<PageName, Record<string, string>> = {
  'plain-dom': {
    s6: "page.getByRole('listitem').filter({ hasText: 'Buy milk' }).getByRole('checkbox')",
    s7: "page.getByRole('listitem').filter({ hasText: 'Buy milk' }).getByRole('checkbox')",
    s9: "page.getByRole('listitem').filter({ hasText: 'Walk the dog' }).getByRole('button')",
    s12: "page.getByRole('listitem').getByRole('textbox')",
    s15: "page.getByRole('link', { name: 'Active' })",
    s18: "page.getByRole('textbox', { name: 'What needs to be done?' })",
  },
  'jsx-rendered': {
    s2: "page.getByRole('textbox', { name: 'New item' })",
    s7: "page.getByRole('listitem').filter({ hasText: 'Eggs' }).getByRole('checkbox')",
    s8: "page.getByRole('listitem').filter({ hasText: 'Eggs' }).getByRole('checkbox')",
    s10: "page.getByRole('listitem').filter({ hasText: 'Bread' }).getByRole('button', { name: 'Delete' })",
    s12: "page.getByRole('listitem').filter({ hasText: 'Coffee' }).getByRole('button', { name: 'edit' })",
    s13: "page.getByRole('listitem').getByRole('textbox')",
  },
  'template-bound': {
    s2: "page.getByPlaceholder('Add a task')",
    s3: "page.getByRole('button', { name: 'Add task' })",
    s10: "page.getByRole('row').filter({ hasText: 'Call Sam' }).getByRole('checkbox')",
    s11: "page.getByRole('row').filter({ hasText: 'Call Sam' }).getByRole('checkbox')",
    s13: "page.getByRole('row').filter({ hasText: 'Write report' }).locator('button.btn-remove')",
    s16: "page.getByRole('row').getByRole('textbox')",
  },
}

/** The row control of each page that shows only while its row is hovered. */
const HOVERED: Record<PageName, string> = { 'plain-dom': 's9', 'jsx-rendered': 's10', 'template-bound': 's13' }

let browser: Browser
let pages: Awaited<ReturnType<typeof servePages>>
beforeAll(async () => {
  browser = await launchBrowser()
  pages = await servePages()
})
afterAll(async () => {
  await browser?.close()
  await pages?.close()
})

async function walk(page: PageName, bug?: 'counter' | 'filter') {
  const plan = planSpec(parseUiSpec(specText(page)).spec)
  const context = await browser.newContext()
  try {
    return { plan, walk: await resolvePlan(await context.newPage(), plan, { env: { APP_PAGE: pages.url(page, bug) }, timeoutMs: 4000 }) }
  } finally {
    await context.close()
  }
}

describe('real pages corpus, walked in Chromium', { timeout: 180_000 }, () => {
  for (const name of PAGES) {
    it(`${name}: every step is understood and passes on the correct page`, async () => {
      const { plan, walk: w } = await walk(name)
      expect(plan.steps.filter((s) => s.action.kind === 'unknown').map((s) => s.text)).toEqual([])
      expect(w.failure?.failure?.message).toBeUndefined()
      const found = Object.fromEntries(w.steps.filter((s) => s.id in EXPECTED[name]).map((s) => [s.id, s.locator]))
      expect(found).toEqual(EXPECTED[name])
      // Hover-only row controls are hovered first in the generated code.
      const code = generateTest(plan, w.resolutions).code
      expect(w.resolutions[HOVERED[name]]?.hover).toBe(true)
      expect(code).toContain(`await ${EXPECTED[name][HOVERED[name]]!.replace(/\.(?:getByRole|locator)\([^)]*\)$/, '')}.hover() //`)
    })
    for (const bug of ['counter', 'filter'] as const) {
      it(`${name}: the ${bug} bug fails on the check that sees it`, async () => {
        const { walk: w } = await walk(name, bug)
        expect(w.failure?.n).toBe(BUG_CATCHES[name][bug])
        expect(w.failure?.failure?.classification).toBe('app_regression')
        expect(w.failure?.failure?.unresolved).toBeUndefined()
      })
    }
  }

  it('a target the words find nowhere fails within 10 s with what was searched and the closest candidates', async () => {
    const spec = `# Test: Unresolvable\n\n## Steps\n\n1. Open {{APP_PAGE}}\n2. Type "Buy milk" in the "What needs to be done?" field and press Enter\n3. Click the archive button for "Buy milk"\n`
    const plan = planSpec(parseUiSpec(spec).spec)
    const context = await browser.newContext()
    try {
      const w = await resolvePlan(await context.newPage(), plan, { env: { APP_PAGE: pages.url('plain-dom') } })
      const failed = w.failure!
      expect(failed.n).toBe(3)
      expect(failed.ms).toBeLessThan(10_000)
      expect(failed.failure?.unresolved?.searched).toBe('button "archive" in the row "Buy milk"')
      expect(failed.failure?.unresolved?.candidates.length).toBeGreaterThan(0)
      expect(failed.failure?.unresolved?.candidates[0]).toMatch(/\(\d\.\d\d\)$/)
    } finally {
      await context.close()
    }
  })

  it('a field named only by an ancestor aria-label, title or its placeholder is found, and field checks read it', async () => {
    const html = `<!doctype html><title>Names</title>
<div class="search-wrap" aria-label="Search"><input type="text"></div>
<span title="Quantity"><input type="number" value="1"></span>
<input placeholder="Your e-mail">`
    const spec = `# Test: Names\n\n## Steps\n\n1. Open {{APP_PAGE}}\n2. Type "blue mug" in the Search field\n3. Verify the Search field contains "mug"\n4. Set the Quantity field to "3"\n5. Verify the "Your e-mail" field is empty\n6. Verify the "Your e-mail" field has placeholder "Your e-mail"\n`
    const plan = planSpec(parseUiSpec(spec).spec)
    const context = await browser.newContext()
    try {
      const w = await resolvePlan(await context.newPage(), plan, {
        env: { APP_PAGE: `data:text/html,${encodeURIComponent(html)}` },
        timeoutMs: 3000,
      })
      expect(w.failure?.failure?.message).toBeUndefined()
      expect(w.steps.map((s) => s.locator)).toEqual([
        undefined,
        "page.locator('[aria-label=\"Search\" i]').getByRole('textbox')",
        "page.locator('[aria-label=\"Search\" i]').getByRole('textbox')",
        "page.locator('[title=\"Quantity\" i]').getByRole('spinbutton')",
        "page.getByRole('textbox', { name: 'Your e-mail' })",
        "page.getByRole('textbox', { name: 'Your e-mail' })",
      ])
    } finally {
      await context.close()
    }
  })
})
