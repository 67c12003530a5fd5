import { expect, test } from '@playwright/test'
// @ts-expect-error -- plain ESM JavaScript without type declarations
import { createDemoShop } from '../../examples/demo-shop/server.mjs'
import { loginAs } from '../support/api-auth.js'
import { signIn, snap } from '../support/dashboard.js'
import { API_URL } from '../support/env.js'

// Tests under "## Opt-in Tests" (an OpenAPI import writes them for logout, remote calls, writes with no undo) run
// only when the person asks: the API Testing page has a switch for it beside the open spec.

interface DemoShop {
  listen(port: number): Promise<string>
  close(): Promise<void>
}

let shop: DemoShop
let shopUrl: string

test.beforeAll(async () => {
  shop = createDemoShop({ variant: 'baseline' }) as DemoShop
  shopUrl = await shop.listen(0)
})

test.afterAll(async () => {
  await shop?.close()
})

const spec = (base: string) => `# API Test: Opt-in switch

## Base URL

${base}

## Tests

### GET /api/products

- Verify status is 200

## Opt-in Tests

### GET /api/products/1

Opt-in: shown only when asked.

- Verify status is 200
`

test('API Testing: opt-in tests run only with the switch on', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000)
  const projectName = `Opt-in ${Date.now().toString(36)}`
  const login = await loginAs(request)
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` }
  const project = await request.post(`${API_URL}/projects`, { data: { name: projectName }, headers })
  expect(project.status()).toBe(201)
  const projectId = ((await project.json()) as { id: string }).id
  const created = await request.post(`${API_URL}/api-testing/specs`, {
    data: { name: 'opt-in', content: spec(shopUrl), project_id: projectId },
    headers,
  })
  expect(created.status()).toBe(201)

  await page.goto('/api-testing')
  await signIn(page)
  await page.getByRole('combobox', { name: 'Current project' }).selectOption({ label: projectName })
  await page.getByRole('navigation', { name: 'Specs' }).getByRole('button', { name: 'Spec opt-in' }).click()
  const toggle = page.getByRole('switch', { name: 'Include opt-in tests when running' })
  await expect(toggle).not.toBeChecked()

  await test.step('off: only the tests under "## Tests" run', async () => {
    await page.getByRole('button', { name: 'Run', exact: true }).click()
    await expect(page.getByLabel('Run status: passed')).toBeVisible({ timeout: 120_000 })
    await expect(page.getByRole('tab', { name: 'Tests (1)' })).toBeVisible()
    await page.goBack()
  })

  await test.step('on: the opt-in test runs too, and the log says so', async () => {
    await page.getByRole('switch', { name: 'Include opt-in tests when running' }).check()
    await snap(page, testInfo, 'api-testing-opt-in-switch')
    await page.getByRole('button', { name: 'Run', exact: true }).click()
    await expect(page.getByLabel('Run status: passed')).toBeVisible({ timeout: 120_000 })
    await expect(page.getByRole('tab', { name: 'Tests (2)' })).toBeVisible()
    await page.getByRole('tab', { name: 'Log' }).click()
    await expect(page.getByLabel('Run log')).toContainText('Opt-in tests included')
  })
})
