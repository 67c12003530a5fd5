import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
// @ts-expect-error -- plain ESM JavaScript without type declarations
import { createDemoShop } from '../../examples/demo-shop/server.mjs'
import { loginAs } from '../support/api-auth.js'
import { replaceEditorText, signIn, snap, specEditor } from '../support/dashboard.js'
import { API_URL } from '../support/env.js'

interface DemoShop {
  listen(port: number): Promise<string>
  close(): Promise<void>
}

// The demo shop runs inside the test process; the server reaches it through its URL. Imported specs of secured
// operations send `Bearer {{API_TOKEN}}`, which playwright.config.ts sets to the shop's fixed admin token.
let shop: DemoShop
let shopUrl: string

test.beforeAll(async () => {
  shop = createDemoShop({ variant: 'baseline' }) as DemoShop
  shopUrl = await shop.listen(0)
})

test.afterAll(async () => {
  await shop?.close()
})

const BROKEN_SPEC = `# API Test: Broken draft

## Base URL

{{SHOP_URL}}

## Authentication

Bearer sk-live-1234

## Tests

### GET /api/products/{id}

- Verify status is 200
- Frobnicate the widget
`

/** A fresh project, so the runs this test queues stay out of the default project other tests expect empty. */
async function createProject(request: APIRequestContext, name: string): Promise<void> {
  const login = await loginAs(request)
  expect(login.status()).toBe(200)
  const { access_token } = (await login.json()) as { access_token: string }
  const created = await request.post(`${API_URL}/projects`, { data: { name }, headers: { authorization: `Bearer ${access_token}` } })
  expect(created.status()).toBe(201)
}

const problems = (page: Page) => page.getByRole('region', { name: 'Problems' })

test('API Testing: import the demo shop’s OpenAPI by URL, run a generated spec, read its evidence, and see a broken spec’s errors by line', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const projectName = `API tests ${Date.now().toString(36)}`
  await createProject(request, projectName)
  const tree = page.getByRole('navigation', { name: 'Specs' })
  let runUrl = ''

  await test.step('the page opens, in a project of its own', async () => {
    await page.goto('/api-testing')
    await signIn(page)
    await expect(page).toHaveURL(/\/api-testing$/)
    await page.getByRole('combobox', { name: 'Current project' }).selectOption({ label: projectName })
    await expect(page.getByText(`Markdown API specs of ${projectName}`)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API Testing' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('heading', { name: 'API Testing', level: 2 })).toBeVisible()
    await expect(page.getByText('Pick a spec on the left to edit and run it.')).toBeVisible()
    await snap(page, testInfo, 'api-testing-01-start')
  })

  await test.step('the OpenAPI import previews the specs it will create, then imports them', async () => {
    await page.getByRole('button', { name: 'Import OpenAPI' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import OpenAPI' })
    await dialog.getByLabel('Document URL').fill(`${shopUrl}/api/openapi.json`)
    await dialog.getByLabel('Base URL (optional)').fill(shopUrl)
    await dialog.getByRole('button', { name: 'Preview' }).click()

    const preview = dialog.getByRole('table', { name: 'Specs to import' })
    await expect(preview).toBeVisible()
    const products = preview.locator('tr[data-spec="demo-shop-api/products"]')
    await expect(products.getByLabel('Action: create')).toBeVisible()
    await expect(products.getByRole('cell').nth(2)).toHaveText('10')
    await expect(preview.locator('tbody tr')).toHaveCount(6)
    await expect(dialog.getByText('6 to create')).toBeVisible()
    await products.getByRole('button', { name: 'Markdown of demo-shop-api/products' }).click()
    await expect(preview).toContainText('Bearer {{API_TOKEN}}')
    await expect(preview).toContainText(shopUrl)
    await snap(page, testInfo, 'api-testing-02-import-preview')

    await dialog.getByRole('button', { name: 'Import 6 specs' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Imported 6 specs from the OpenAPI document')).toBeVisible()
    await expect(tree.getByLabel('Folder demo-shop-api')).toBeVisible()
  })

  await test.step('a generated spec opens in the editor with its parsed tests and no problems', async () => {
    await tree.getByRole('button', { name: 'Spec demo-shop-api/products' }).click()
    await expect(page).toHaveURL(/\/api-testing\?spec=demo-shop-api%2Fproducts$/)
    await expect(page.getByRole('heading', { name: 'demo-shop-api/products', level: 3 })).toBeVisible()
    await expect(specEditor(page)).toContainText('# API Test: Demo Shop API — products')
    await expect(specEditor(page)).toContainText('Bearer {{API_TOKEN}}')
    const tests = page.getByRole('region', { name: 'Parsed tests' })
    await expect(tests.getByRole('listitem')).toHaveCount(10)
    // Each parsed test names its request and the line it starts on (the import orders reads, creates, deletes).
    await expect(tests.getByTitle(/^POST \/api\/products — Add a product \(admin\) \(line \d+\)$/)).toContainText('Add a product (admin)')
    await expect(problems(page)).toContainText('No problems: the spec parses.')
    await expect(page.getByRole('region', { name: 'Recent runs of this spec' })).toContainText('Not run yet.')
    await snap(page, testInfo, 'api-testing-03-spec')
  })

  await test.step('Run queues the spec and its page follows it until it passes, with its log', async () => {
    await page.getByRole('button', { name: 'Run', exact: true }).click()
    await expect(page).toHaveURL(/\/api-testing\/runs\/[0-9a-f-]{36}$/)
    runUrl = page.url()
    await expect(page.getByRole('heading', { name: 'Run of demo-shop-api/products' })).toBeVisible()
    // The 10 tests take well under a second, so the page may open on the live log or on the finished run.
    await expect(page.getByLabel('Run status: passed')).toBeVisible({ timeout: 120_000 })
    await snap(page, testInfo, 'api-testing-04-run-live')
    await expect(page.getByLabel('Test outcome summary')).toContainText('10 passed')
    await page.getByRole('tab', { name: 'Log' }).click()
    await expect(page.getByLabel('Run log')).toContainText('Running API spec "demo-shop-api/products"')
    await expect(page.getByLabel('Run log')).toContainText('10 passed')
  })

  await test.step('the run detail shows each test with its request and response evidence', async () => {
    await page.getByRole('tab', { name: 'Tests (10)' }).click()
    const results = page.getByLabel('Test results')
    const first = results.locator('[data-test-id="post-api-products-add-a-product-admin"]')
    await first.getByRole('button', { name: 'Test POST /api/products — Add a product (admin)' }).click()
    await expect(first.getByLabel('Test status: passed')).toBeVisible()
    await first.getByRole('button', { name: 'Request' }).click()
    const request = first.getByLabel('Request JSON')
    await expect(request).toContainText('"method": "POST"')
    await expect(request).toContainText('"Authorization": "Bearer ****"')
    await expect(request).toContainText('"name": "Desk Organizer"')
    await first.getByRole('button', { name: 'Response' }).click()
    const response = first.getByLabel('Response JSON')
    await expect(response).toContainText('"status": 201')
    await expect(response).toContainText('"location": "/api/products/')
    await snap(page, testInfo, 'api-testing-05-run-evidence')
  })

  await test.step('attempts, generated code (downloadable) and the full log are there too', async () => {
    await page.getByRole('tab', { name: 'Attempts (1)' }).click()
    const attempt = page.getByRole('region', { name: 'Attempt 1' })
    await expect(attempt.getByLabel('Attempt status: passed')).toBeVisible()
    await expect(attempt).toContainText('10 passed · 0 failed')

    await page.getByRole('tab', { name: 'Code' }).click()
    await expect(page.getByLabel('Generated code')).toContainText("test.describe('Demo Shop API — products'")
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download', exact: true }).click()
    expect((await download).suggestedFilename()).toBe('products.api.spec.ts')
    await snap(page, testInfo, 'api-testing-06-run-code')

    await page.getByRole('tab', { name: 'Log' }).click()
    await expect(page.getByLabel('Run log')).toContainText('Run passed: 10/10 tests passed')
  })

  await test.step('the run history lists the run and filters by status', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Runs', exact: true }).click()
    await expect(page).toHaveURL(/\/api-testing\/runs$/)
    const runs = page.getByRole('table', { name: 'API runs' })
    const row = runs.locator(`tr[data-run-id="${runUrl.split('/').pop()}"]`)
    await expect(row.getByLabel('Run status: passed')).toBeVisible()
    await expect(row).toContainText('demo-shop-api/products')
    await expect(page.getByRole('figure', { name: 'Recent runs chart' })).toBeVisible()
    await snap(page, testInfo, 'api-testing-07-history')

    const filtered = page.waitForRequest((r) => r.url().includes('/api-testing/runs?') && r.url().includes('status=failed'))
    const statusFilter = page.getByRole('radiogroup', { name: 'Status filter' })
    await statusFilter.getByText('Failed', { exact: true }).click()
    await filtered
    await expect(runs).toContainText('No failed runs in this project.')
    await statusFilter.getByText('All', { exact: true }).click()
    await row.getByRole('button', { name: /^Details of run/ }).click()
    await expect(page).toHaveURL(runUrl)
  })

  await test.step('Run imported specs starts one run per imported spec, in one batch, each passing on its own', async () => {
    await page.goto('/api-testing')
    await page.getByRole('button', { name: 'Run imported specs' }).click()
    // demo-shop-api/testing holds only opt-in tests (a reset of the whole shop): it is skipped.
    await expect(page.getByText('Started 5 runs of imported specs in one batch')).toBeVisible()
    await expect(page).toHaveURL(/\/api-testing\/runs$/)
    const runs = page.getByRole('table', { name: 'API runs' })
    for (const spec of ['demo-shop-api/system', 'demo-shop-api/cart']) {
      await expect(runs.locator('tr', { hasText: spec }).first().getByLabel('Run status: passed')).toBeVisible({ timeout: 120_000 })
    }
    await snap(page, testInfo, 'api-testing-08-batch')
  })

  await test.step('a new spec with mistakes shows each error and warning with its line number', async () => {
    await page.goto('/api-testing')
    await page.getByRole('button', { name: 'New spec', exact: true }).click()
    await expect(page).toHaveURL(/\/api-testing\?new=$/)
    await page.getByLabel('New spec name').fill('drafts/broken draft')
    await replaceEditorText(page, BROKEN_SPEC)
    // The live check also resolves placeholders against the project: {{SHOP_URL}} is neither a project variable nor allowlisted.
    await expect(problems(page).getByRole('button', { name: /^Line 5 error: \{\{SHOP_URL\}\} is not set/ })).toBeVisible()
    await expect(problems(page).getByRole('button', { name: /^Line 9 error: credentials must be \{\{VAR\}\} placeholders/ })).toBeVisible()
    await expect(problems(page).getByRole('button', { name: /^Line 13 error: path parameter \{id\} has no value/ })).toBeVisible()
    await expect(problems(page).getByRole('button', { name: /^Line 16 warning: step not understood/ })).toBeVisible()
    await expect(problems(page)).toContainText('3 errors')
    await expect(page.getByTestId('spec-editor').locator('[data-line="13"]')).toHaveAttribute('data-severity', 'error')
    await expect(page.getByTestId('spec-editor').locator('[data-line="16"]')).toHaveAttribute('data-severity', 'warning')
    await snap(page, testInfo, 'api-testing-08-editor-errors')

    await page.getByRole('button', { name: 'Create spec' }).click()
    await expect(page).toHaveURL(/\/api-testing\?spec=drafts%2Fbroken(\+|%20)draft$/)
    await expect(page.getByText('Created "drafts/broken draft" with 2 errors')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeDisabled()
    await page.getByRole('button', { name: 'Run', exact: true }).hover()
    await expect(page.getByRole('tooltip')).toHaveText('Fix the 2 errors and save first')
  })

  await test.step('fixing the errors clears them and the spec saves', async () => {
    // Fixed, aimed at the shop, with one expectation the shop does not meet (product 1 is not called "Lamp").
    const fixed = BROKEN_SPEC.replace('{{SHOP_URL}}', shopUrl)
      .replace('Bearer sk-live-1234', 'Bearer {{API_TOKEN}}')
      .replace('{id}', '1')
      .replace('- Frobnicate the widget', '- Verify $.name equals "Lamp"')
    await replaceEditorText(page, fixed)
    await expect(problems(page)).toContainText('No problems: the spec parses.')
    await expect(page.getByText('unsaved changes')).toBeVisible()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Saved "drafts/broken draft"')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled()
  })

  await test.step('a failing run names the failed check, shows the error and the response, and is never healed', async () => {
    await page.getByRole('button', { name: 'Run', exact: true }).click()
    await expect(page).toHaveURL(/\/api-testing\/runs\/[0-9a-f-]{36}$/)
    await expect(page.getByLabel('Run status: failed')).toBeVisible({ timeout: 120_000 })
    await page.getByRole('tab', { name: 'Tests (1)' }).click()
    const test1 = page.getByLabel('Test results').locator('[data-test-id="get-api-products-1"]')
    await expect(test1.getByLabel('Test status: failed')).toBeVisible()
    await expect(test1.getByText('Failed check: field $.name')).toBeVisible()
    await expect(test1).toContainText('Expected: "Lamp"')
    await expect(test1.getByLabel('Response JSON')).toContainText('"status": 200')
    await snap(page, testInfo, 'api-testing-09-failed-run')

    await page.getByRole('tab', { name: 'Attempts (1)' }).click()
    await expect(page.getByRole('region', { name: 'Attempt 1' }).getByLabel('Classification: app regression')).toBeVisible()
    await page.getByRole('link', { name: 'Open spec' }).click()
    await expect(page).toHaveURL(/\/api-testing\?spec=drafts%2Fbroken(\+|%20)draft$/)
  })

  await test.step('the spec renames and deletes', async () => {
    await page.getByRole('button', { name: 'Rename', exact: true }).click()
    const rename = page.getByRole('dialog', { name: 'Rename spec' })
    await rename.getByRole('textbox', { name: 'Name' }).fill('drafts/fixed')
    await rename.getByRole('button', { name: 'Rename', exact: true }).click()
    await expect(page).toHaveURL(/\/api-testing\?spec=drafts%2Ffixed$/)
    await expect(page.getByRole('button', { name: 'Spec drafts/fixed' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Spec drafts/broken draft' })).toBeHidden()

    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByRole('dialog', { name: 'Delete this spec?' }).getByRole('button', { name: 'Delete spec' }).click()
    await expect(page).toHaveURL(/\/api-testing$/)
    await expect(page.getByRole('button', { name: 'Spec drafts/fixed' })).toBeHidden()
  })
})
