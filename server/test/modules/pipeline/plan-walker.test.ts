import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateTest } from '../../../src/modules/pipeline/codegen.js'
import type { Fingerprint } from '../../../src/modules/pipeline/fingerprint.js'
import { healLocator, healTest } from '../../../src/modules/pipeline/healer.js'
import { resolvePlan, walkPlan } from '../../../src/modules/pipeline/plan-walker.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { inNewPage, launchBrowser } from './demo-shop.js'

// A self-contained page (a data: URL) exercising most step kinds in real Chromium; one browser, a context per test.
const PAGE_HTML = `<!doctype html><title>Walker page</title>
<h1>Orders</h1>
<label for="name">Name</label><input id="name">
<label for="color">Color</label><select id="color"><option>Red</option><option>Blue</option></select>
<label><input type="checkbox" id="gift"> Gift wrap</label>
<button id="save" disabled>Save</button>
<table aria-label="Orders table"><thead><tr><th>Item</th><th>Actions</th></tr></thead><tbody>
<tr><td>Mug</td><td><button>Delete</button></td></tr><tr><td>Lamp</td><td><button>Delete</button></td></tr></tbody></table>
<p id="out" hidden>Saved!</p>
<script>
document.getElementById('name').addEventListener('input', (e) => { document.getElementById('save').disabled = !e.target.value })
document.getElementById('save').addEventListener('click', () => setTimeout(() => { document.getElementById('out').hidden = false }, 300))
</script>`
const dataUrl = (html: string) => `data:text/html,${encodeURIComponent(html)}`
const ENV = { PAGE: dataUrl(PAGE_HTML), USER: 'bob-smith' }

const SPEC = `# Test: Walk every kind

## Steps

1. Navigate to {{PAGE}}
2. Verify the title is "Walker page"
3. Verify the "Save" button is disabled
4. Enter "{{USER}}" into the Name field
5. Verify the Name field has value "{{USER}}"
6. Verify the "Save" button is enabled
7. Select "Blue" from Color
8. Check "Gift wrap"
9. Verify the "Gift wrap" checkbox is checked
10. Verify 2 rows in the Orders table
11. Click "Delete" for "Lamp"
12. Click "Save"
13. Wait for "Saved!" to appear
14. Verify the text "Saved!" is visible
`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A page in a fresh context of the file's browser, closed after `run`. */
const withPage = <T>(run: (page: Page) => Promise<T>) => inNewPage(browser, run)

const plan = (markdown: string) => planSpec(parseUiSpec(markdown).spec)

describe('walkPlan on a live page', { timeout: 60_000 }, () => {
  it('resolves and runs every step, keeping environment values out of locators and code', async () => {
    const p = plan(SPEC)
    const walk = await withPage((page) => resolvePlan(page, p, { env: ENV, timeoutMs: 3000 }))
    expect(walk.failure?.failure).toBeUndefined()
    expect(walk.steps.map((s) => [s.id, s.status, s.locator])).toEqual([
      ['s1', 'passed', undefined],
      ['s2', 'passed', undefined],
      ['s3', 'passed', "page.getByRole('button', { name: 'Save' })"],
      ['s4', 'passed', "page.getByRole('textbox', { name: 'Name' })"],
      ['s5', 'passed', "page.getByRole('textbox', { name: 'Name' })"],
      ['s6', 'passed', "page.getByRole('button', { name: 'Save' })"],
      ['s7', 'passed', "page.getByRole('combobox', { name: 'Color' })"],
      ['s8', 'passed', "page.getByRole('checkbox', { name: 'Gift wrap' })"],
      ['s9', 'passed', "page.getByRole('checkbox', { name: 'Gift wrap' })"],
      ['s10', 'passed', "page.getByRole('table', { name: 'Orders table' })"],
      ['s11', 'passed', "page.getByRole('row').filter({ hasText: 'Lamp' }).getByRole('button', { name: 'Delete' })"],
      ['s12', 'passed', "page.getByRole('button', { name: 'Save' })"],
      ['s13', 'passed', "page.getByText('Saved!')"],
      ['s14', 'passed', "page.getByText('Saved!')"],
    ])
    const code = generateTest(p, walk.resolutions).code
    expect(code).toContain("await page.getByRole('textbox', { name: 'Name' }).fill(env('USER'))")
    expect(code).toContain("await expect(page.getByRole('table', { name: 'Orders table' }).locator('tbody tr')).toHaveCount(2)")
    expect(`${code}${JSON.stringify(walk)}`).not.toContain('bob-smith')
  })

  it('reports an ambiguous target with its line and asks for a row qualifier', async () => {
    const walk = await withPage((page) =>
      resolvePlan(page, plan('# Test: T\n## Steps\n1. Navigate to {{PAGE}}\n2. Click "Delete"\n'), { env: ENV, timeoutMs: 500 }),
    )
    expect(walk.failure).toMatchObject({
      id: 's2',
      line: 4,
      status: 'failed',
      failure: {
        classification: 'locator_drift',
        healable: false,
        message: '2 elements match "Delete"; say which with for "<text of its row or card>"',
      },
    })
  })

  it('fails as an environment problem when a variable is not set', async () => {
    const walk = await withPage((page) => resolvePlan(page, plan(SPEC), { env: { PAGE: ENV.PAGE }, timeoutMs: 500 }))
    expect(walk.failure).toMatchObject({
      n: 4,
      failure: { classification: 'environment', healable: false, message: 'Set the USER environment variable: the spec uses {{USER}}' },
    })
  })

  it('masks environment values in failure messages', async () => {
    const walk = await withPage((page) =>
      resolvePlan(page, plan('# Test: T\n## Steps\n1. Navigate to {{PAGE}}\n2. Verify the text "{{USER}}" is visible\n'), {
        env: ENV,
        timeoutMs: 300,
      }),
    )
    expect(walk.failure?.failure).toMatchObject({ classification: 'app_regression', message: 'the text "{{USER}}" is not on the page' })
    expect(JSON.stringify(walk)).not.toContain('bob-smith')
  })

  it('names the element whose state or count is wrong, as the step named it, in checks and waits', async () => {
    const walkOf = (steps: string) =>
      withPage((page) => resolvePlan(page, plan(`# Test: T\n## Steps\n1. Navigate to {{PAGE}}\n${steps}`), { env: ENV, timeoutMs: 1000 }))
    const unchecked = await walkOf('2. Verify the "Gift wrap" checkbox is checked\n')
    expect(unchecked.failure?.failure).toMatchObject({
      classification: 'app_regression',
      message: 'the checkbox "Gift wrap" is not checked',
    })
    const disabled = await walkOf('2. Verify the "Delete" button for "Mug" is disabled\n')
    expect(disabled.failure?.failure?.message).toBe('the button "Delete" in the row "Mug" is not disabled')
    const waited = await walkOf('2. Wait until the Save button is enabled\n')
    expect(waited.failure?.failure?.message).toBe('the button "Save" is not enabled')
    const rows = await walkOf('2. Verify 3 rows in the Orders table\n')
    expect(rows.failure?.failure?.message).toBe(
      `expected 3 rows in the table "Orders", found 2 (page.getByRole('table', { name: 'Orders table' }))`,
    )
  })
})

// biome-ignore lint/suspicious/noTemplateCurlyInString: generated source text, a template literal in the test file
const HEALED = "page.getByRole('button', { name: `Continue as ${env('USER')}` })"

describe('healing with environment values on the page', { timeout: 60_000 }, () => {
  it('re-finds a renamed button and writes the value it shows back as its placeholder', async () => {
    const html = '<!doctype html><label for="n">Name</label><input id="n"><button data-testid="go">Continue as bob-smith</button>'
    const p = plan('# Test: T\n## Steps\n1. Navigate to {{PAGE}}\n2. Enter "{{USER}}" into the Name field\n3. Click "Proceed"\n')
    const fingerprint: Fingerprint = {
      role: 'button',
      name: 'Proceed',
      label: '',
      text: 'Proceed',
      testId: 'go',
      placeholder: '',
      tag: 'button',
      cssPath: 'button',
      neighbours: ['Name'],
      attributes: {},
    }
    const stored = {
      s3: {
        scope: [],
        element: [{ by: 'role' as const, role: 'button', name: 'Proceed' }],
        strategy: 'role' as const,
        score: 1,
        via: 'phrase' as const,
        fingerprint,
      },
    }
    const walk = await withPage((page) =>
      walkPlan(page, p, { env: { ...ENV, PAGE: dataUrl(html) }, stored, relocate: healLocator, graceMs: 100, timeoutMs: 1000 }),
    )
    expect(walk.failure?.failure).toBeUndefined()
    expect(walk.heals).toMatchObject([
      {
        id: 's3',
        from: "page.getByRole('button', { name: 'Proceed' })",
        to: HEALED,
      },
    ])
    expect(walk.heals[0]!.score).toBeGreaterThanOrEqual(0.6)
    expect(generateTest(p, walk.resolutions).code).toContain(`await ${HEALED}.click()`)
    expect(JSON.stringify(walk.resolutions)).not.toContain('bob-smith')
  })
})

describe('healing inside a card that is a plain div', { timeout: 60_000 }, () => {
  const card = (cls: string, title: string, button: string) =>
    `<div class="${cls}"><h3>${title}</h3><button data-testid="enrol-${title.replace(/\W/g, '')}">${button}</button></div>`
  const page = (cls: string, button: string, titles = ['Spanish B1', 'French A2']) =>
    `<!doctype html><main>${titles.map((t) => card(cls, t, button)).join('')}</main>`
  const p = plan('# Test: T\n## Steps\n1. Navigate to {{PAGE}}\n2. Click "Enroll" for "Spanish B1"\n')
  const green = () => withPage((pg) => resolvePlan(pg, p, { env: { PAGE: dataUrl(page('card', 'Enroll')) }, timeoutMs: 1000 }))
  const rerun = (html: string, stored: Awaited<ReturnType<typeof green>>['resolutions']) =>
    withPage((pg) => walkPlan(pg, p, { env: { PAGE: dataUrl(html) }, stored, relocate: healLocator, graceMs: 100, timeoutMs: 1000 }))

  it('re-finds the card by its repetition when its class and the button both changed', async () => {
    const { resolutions, failure } = await green()
    expect(failure?.failure).toBeUndefined()
    expect(resolutions.s2!.scope).toEqual([
      { by: 'css', selector: 'div.card' },
      { by: 'filter', hasText: 'Spanish B1' },
    ])
    const walk = await rerun(page('course-tile', 'Enrol'), resolutions)
    expect(walk.failure?.failure).toBeUndefined()
    expect(walk.heals.map((h) => [h.id, h.from, h.to])).toEqual([
      [
        's2',
        "page.locator('div.card').filter({ hasText: 'Spanish B1' }).getByRole('button', { name: 'Enroll' })",
        "page.locator('div.course-tile').filter({ hasText: 'Spanish B1' }).getByRole('button', { name: 'Enrol' })",
      ],
    ])
  })

  it('does not heal when the card the step names is gone', async () => {
    const { resolutions } = await green()
    const walk = await rerun(page('course-tile', 'Enrol', ['French A2', 'German C1']), resolutions)
    expect(walk.heals).toEqual([])
    expect(walk.failure?.failure).toBeDefined()
  })
})

describe('resolving from words that do not match exactly', { timeout: 60_000 }, () => {
  it('uses the most similar element and says so', async () => {
    const html = '<!doctype html><button>Register</button><button>Log in</button>'
    const p = plan('# Test: T\n## Steps\n1. Navigate to {{PAGE}}\n2. Click "Login"\n')
    const walk = await withPage((page) => resolvePlan(page, p, { env: { PAGE: dataUrl(html) }, timeoutMs: 1000 }))
    expect(walk.failure?.failure).toBeUndefined()
    expect(walk.resolutions.s2).toMatchObject({ element: [{ by: 'role', role: 'button', name: 'Log in' }], via: 'similarity' })
    expect(walk.resolutions.s2!.score).toBeGreaterThanOrEqual(0.6)
  })
})

describe('healTest outcomes besides locator drift', { timeout: 60_000 }, () => {
  const p = plan(SPEC)
  const resolved = async () => {
    const walk = await withPage((page) => resolvePlan(page, p, { env: ENV, timeoutMs: 3000 }))
    const generated = generateTest(p, walk.resolutions)
    return { stored: walk.resolutions, code: generated.code, lineOf: (n: number) => generated.steps.find((s) => s.n === n)!.startLine + 1 }
  }

  it('a step that only timed out gets a longer timeout', async () => {
    const { stored, code, lineOf } = await resolved()
    const outcome = await withPage((page) =>
      healTest(page, { plan: p, stored, code, env: ENV, error: { message: 'locator.click: Timeout 5000ms exceeded.', line: lineOf(12) } }),
    )
    expect([outcome.status, outcome.classification, outcome.timeouts]).toEqual(['healed', 'timing', { s12: 10000 }])
    expect(outcome.diff).toContain("+    await page.getByRole('button', { name: 'Save' }).click({ timeout: 10000 })")
  })

  it('broken test code is regenerated from the spec', async () => {
    const { stored, code } = await resolved()
    const broken = code.replace("await page.getByRole('button', { name: 'Save' }).click()", 'await pag.click(')
    const outcome = await withPage((page) =>
      healTest(page, { plan: p, stored, code: broken, env: ENV, error: { message: 'SyntaxError: Unexpected token (40:2)' } }),
    )
    expect([outcome.status, outcome.classification, outcome.code]).toEqual(['healed', 'test_code_error', code])
  })

  it('an environment failure is not replayed or healed', async () => {
    const outcome = await withPage((page) =>
      healTest(page, {
        plan: p,
        stored: {},
        code: '',
        env: ENV,
        error: { message: 'page.goto: net::ERR_CONNECTION_REFUSED at http://127.0.0.1:1/' },
      }),
    )
    expect(outcome).toMatchObject({ status: 'not_healed', classification: 'environment', heals: [], replay: [] })
  })
})
