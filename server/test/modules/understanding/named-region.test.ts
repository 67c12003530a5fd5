import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateTest } from '../../../src/modules/pipeline/codegen.js'
import { walkPlan } from '../../../src/modules/pipeline/plan-walker.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { launchBrowser } from '../pipeline/demo-shop.js'
import { describeGeneratedCode } from './generated-code.js'

/**
 * A region the step names in quotes (`The "Vehicle details" section shows "x"`) is that region, never any region of
 * its role: in the code generated from the words alone, and when the step runs in Chromium on a page where two
 * regions hold the text differently.
 */

describeGeneratedCode(
  'a quoted region keeps its name in the generated code',
  `# Test: Named regions

## Steps

1. Navigate to {{BASE_URL}}/vehicles
2. The "Vehicle details" section shows "Licensed"
3. Verify "Suspended" is not shown in the "Driver" panel
4. Click "Edit" in the "Vehicle details" section
5. Verify "Buy milk" is visible in the task list
`,
  [
    "await expect(page.getByRole('region', { name: 'Vehicle details' }).getByText(wholeWords('Licensed')).first()).toBeVisible()",
    "await expect(page.getByRole('region', { name: 'Driver' }).getByText(wholeWords('Suspended'))).toBeHidden()",
    "await page.getByRole('region', { name: 'Vehicle details' }).getByRole('button', { name: 'Edit' }).click()",
    // Unquoted words before a region noun may not be its accessible name: the role alone, as before.
    "await expect(page.getByRole('list').getByText(wholeWords('Buy milk')).first()).toBeVisible()",
  ],
)

const APP = (licensedIn: 'vehicle' | 'driver') => `<!doctype html><title>Fleet</title>
<main>
<section aria-label="Vehicle details"><h2>Vehicle details</h2><p>Plate AB-123</p>${licensedIn === 'vehicle' ? '<p>Licensed</p>' : ''}</section>
<section aria-label="Driver"><h2>Driver</h2><p>Sam Berg</p>${licensedIn === 'driver' ? '<p>Licensed</p>' : ''}<p>Suspended</p></section>
</main>`

const dataUrl = (html: string) => `data:text/html,${encodeURIComponent(html)}`

const SPEC = `# Test: A named region

## Steps

1. Navigate to {{APP}}
2. The "Vehicle details" section shows "Licensed"
`

const NEGATIVE = `# Test: A named region, negative

## Steps

1. Navigate to {{APP}}
2. Verify "Suspended" is not shown in the "Vehicle details" section
`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
}, 60_000)
afterAll(async () => {
  await browser?.close()
})

async function walk(spec: string, html: string) {
  const context = await browser.newContext()
  try {
    const plan = planSpec(parseUiSpec(spec).spec)
    expect(plan.unknown).toEqual([])
    const page = await context.newPage()
    const result = await walkPlan(page, plan, { env: { APP: dataUrl(html) }, timeoutMs: 1500 })
    return { result, code: result.ok ? generateTest(plan, result.resolutions).code : '' }
  } finally {
    await context.close()
  }
}

describe('a quoted region, in Chromium', { timeout: 60_000 }, () => {
  it('passes when the named region shows the text, and the code it writes names the region', async () => {
    const { result, code } = await walk(SPEC, APP('vehicle'))
    expect(result.failure?.failure?.message).toBeUndefined()
    expect(result.ok).toBe(true)
    expect(code).toContain("page.getByRole('region', { name: 'Vehicle details' })")
  })

  it('fails when only another region shows the text', async () => {
    const { result } = await walk(SPEC, APP('driver'))
    expect(result.ok).toBe(false)
    expect(result.failure?.n).toBe(2)
  })

  it('a text absent from the named region passes though another region shows it', async () => {
    const { result } = await walk(NEGATIVE, APP('vehicle'))
    expect(result.failure?.failure?.message).toBeUndefined()
    expect(result.ok).toBe(true)
  })
})
