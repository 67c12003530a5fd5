import fs from 'node:fs'
import { type APIRequestContext, expect, test } from '@playwright/test'
// @ts-expect-error -- plain ESM JavaScript without type declarations
import { createDemoShop } from '../../examples/demo-shop/server.mjs'
import { loginAs } from '../support/api-auth.js'
import { signIn, snap } from '../support/dashboard.js'
import { API_URL, DEMO_SHOP_PORT } from '../support/env.js'

interface DemoShop {
  listen(port: number): Promise<string>
  close(): Promise<void>
}

let shop: DemoShop
test.beforeAll(async () => {
  shop = createDemoShop({ variant: 'baseline' }) as DemoShop
  await shop.listen(DEMO_SHOP_PORT) // the server's DEMO_URL points here
})
test.afterAll(async () => {
  await shop?.close()
})

const spec = (title: string, path: string, check: string) => `# API Test: ${title}

## Base URL

{{DEMO_URL}}

## Tests

### GET ${path}

- Send the request
- Verify status is 200
- ${check}
`

/** A project of its own with two demo-shop API specs, created through the API. */
async function setUp(request: APIRequestContext, name: string): Promise<void> {
  const login = await loginAs(request)
  const { access_token } = (await login.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${access_token}` }
  const project = await request.post(`${API_URL}/projects`, { data: { name }, headers })
  expect(project.status()).toBe(201)
  const { id } = (await project.json()) as { id: string }
  for (const [n, content] of [
    ['shop/health', spec('Health', '/api/health', 'Verify JSON field $.status equals "ok"')],
    ['shop/search', spec('Search', '/api/products?q=mug', 'Verify JSON field $.total equals 1')],
  ]) {
    const res = await request.post(`${API_URL}/api-testing/specs`, { data: { name: n, content, project_id: id }, headers })
    expect(res.status()).toBe(201)
  }
}

test('Regression and Schedules: run a batch of demo-shop specs live, export it, schedule it and run it now', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000)
  const projectName = `Regression ${Date.now().toString(36)}`
  await setUp(request, projectName)

  await test.step('launch a batch from the Regression page', async () => {
    await page.goto('/regression')
    await signIn(page)
    await page.getByRole('combobox', { name: 'Current project' }).selectOption({ label: projectName })
    await expect(page.getByRole('heading', { name: 'Regression', level: 2 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Regression' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await page.getByRole('button', { name: 'New batch' }).click()
    const dialog = page.getByRole('dialog', { name: 'New regression batch' })
    await dialog.getByLabel('Name').fill('E2E smoke')
    await expect(dialog.getByRole('group', { name: 'Specs' }).getByRole('checkbox')).toHaveCount(2)
    await dialog.getByRole('button', { name: 'Select all shown' }).click()
    await snap(page, testInfo, 'regression-01-launcher')
    await dialog.getByRole('button', { name: 'Run 2 specs' }).click()
    await expect(page).toHaveURL(/\/regression\/batches\/[0-9a-f-]{36}$/)
  })

  await test.step('the batch page follows it live until it completes', async () => {
    await expect(page.getByRole('heading', { name: 'E2E smoke', level: 2 })).toBeVisible()
    await expect(page.locator('[data-status="completed"]')).toBeVisible({ timeout: 180_000 })
    const rows = page.getByRole('table', { name: 'Specs' }).locator('tbody tr')
    await expect(rows).toHaveCount(2)
    await expect(rows.locator('[data-status="passed"]')).toHaveCount(2)
    await expect(page.getByLabel('Success rate')).toHaveText('100%')
    await snap(page, testInfo, 'regression-02-batch-completed')
  })

  await test.step('the HTML export downloads a self-contained report listing every spec', async () => {
    await page.getByRole('button', { name: 'Export' }).click()
    const downloading = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: 'HTML report' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^batch_[0-9a-f-]{36}\.html$/)
    const html = fs.readFileSync((await download.path()) as string, 'utf8')
    expect(html).toContain('shop/health')
    expect(html).toContain('shop/search')
  })

  await test.step('create a schedule with the cron builder', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedules' }).click()
    await page.getByRole('button', { name: 'New schedule' }).click()
    const dialog = page.getByRole('dialog', { name: 'New schedule' })
    await dialog.getByLabel('Name').fill('Nightly smoke')
    await dialog.getByLabel('Cron expression').fill('0 2 * * 1-5')
    await expect(dialog.getByLabel('Cron description')).toContainText('At 02:00, Monday through Friday')
    await expect(dialog.getByLabel('Cron description').getByRole('listitem')).toHaveCount(5)
    await dialog.getByRole('button', { name: 'Select all shown' }).click()
    await snap(page, testInfo, 'schedules-01-builder')
    await dialog.getByRole('button', { name: 'Save schedule' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('tr[data-schedule="Nightly smoke"]')).toContainText('At 02:00, Monday through Friday')
  })

  await test.step('run it now and see the execution and its batch', async () => {
    const row = page.locator('tr[data-schedule="Nightly smoke"]')
    await row.getByRole('button', { name: 'Run now' }).click()
    const executions = page.getByRole('table', { name: 'Executions' })
    await expect(executions.locator('tbody tr').first()).toContainText('run now')
    await expect(executions.locator('tbody tr').first().locator('[data-status="completed"]')).toBeVisible({ timeout: 180_000 })
    await expect(executions.locator('tbody tr').first()).toContainText('2/2 passed')
    await snap(page, testInfo, 'schedules-02-executed')
  })
})
