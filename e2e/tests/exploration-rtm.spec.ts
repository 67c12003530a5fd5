import fs from 'node:fs'
import { type APIRequestContext, expect, test } from '@playwright/test'
// @ts-expect-error -- plain ESM JavaScript without type declarations
import { createDemoShop } from '../../examples/demo-shop/server.mjs'
import { loginAs } from '../support/api-auth.js'
import { signIn, snap } from '../support/dashboard.js'
import { API_URL, DEMO_SHOP_PORT, DEMO_SHOP_URL } from '../support/env.js'

interface DemoShop {
  listen(port: number): Promise<string>
  close(): Promise<void>
}

let shop: DemoShop
test.beforeAll(async () => {
  shop = createDemoShop({ variant: 'baseline' }) as DemoShop
  await shop.listen(DEMO_SHOP_PORT)
})
test.afterAll(async () => {
  await shop?.close()
})

const LOGIN_SPEC = fs.readFileSync(new URL('../../examples/specs/login.md', import.meta.url), 'utf8')

/** A project of its own with the demo's sign-in spec, created through the API. */
async function setUp(request: APIRequestContext, name: string): Promise<void> {
  const login = await loginAs(request)
  const { access_token } = (await login.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${access_token}` }
  const project = await request.post(`${API_URL}/projects`, { data: { name }, headers })
  expect(project.status()).toBe(201)
  const { id } = (await project.json()) as { id: string }
  const spec = await request.post(`${API_URL}/specs`, { data: { name: 'login', content: LOGIN_SPEC, project_id: id }, headers })
  expect(spec.status()).toBe(201)
  const req = await request.post(`${API_URL}/requirements`, {
    data: {
      title: 'Customer signs in with username and password',
      acceptance_criteria:
        'Given a registered customer\nWhen they sign in with their username and password\nThen the dashboard greets them by name',
      project_id: id,
    },
    headers,
  })
  expect(req.status()).toBe(201)
}

test('Exploration, requirements and RTM: explore the demo shop, derive requirements, build and export the matrix', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000)
  const projectName = `Explore ${Date.now().toString(36)}`
  await setUp(request, projectName)

  await test.step('launch an exploration and follow it live to completion', async () => {
    await page.goto('/exploration')
    await signIn(page)
    await page.getByRole('combobox', { name: 'Current project' }).selectOption({ label: projectName })
    await expect(page.getByRole('heading', { name: 'Exploration', level: 2 })).toBeVisible()
    await page.getByRole('button', { name: 'New exploration' }).click()
    const dialog = page.getByRole('dialog', { name: 'Explore a web application' })
    await dialog.getByLabel('Start URL').fill(`${DEMO_SHOP_URL}/products`)
    await snap(page, testInfo, 'exploration-01-launcher')
    await dialog.getByRole('button', { name: 'Start exploring' }).click()
    await expect(page).toHaveURL(/\/exploration\/[0-9a-f-]{36}$/)
    const detail = page.getByTestId('session-detail')
    await expect(detail.locator('[data-status="completed"]')).toBeVisible({ timeout: 180_000 })
    // Anonymous visitor: products, cart, checkout, order confirmation and sign-in pages.
    await expect(detail).toContainText('5 pages')
    await expect(page.getByTestId('sitemap-node').filter({ hasText: '/orders' }).first()).toBeVisible()
    await page.getByRole('tab', { name: /Forms/ }).click()
    await expect(page.getByTestId('form-row').filter({ hasText: 'POST /checkout' })).toContainText('Name is required')
    await expect(page.getByTestId('form-row').filter({ hasText: 'Remove' }).first()).toContainText('skipped: destructive')
    await page.getByRole('tab', { name: /Endpoints/ }).click()
    await expect(page.getByTestId('endpoint-row').filter({ hasText: '/api/products/{id}' }).first()).toBeVisible()
    await snap(page, testInfo, 'exploration-02-session')
  })

  await test.step('generate requirements from the session', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requirements' }).click()
    await expect(page.getByRole('heading', { name: 'Requirements', level: 2 })).toBeVisible()
    await page.getByPlaceholder('Exploration session').click()
    await page
      .getByRole('option', { name: /\/products · / })
      .first()
      .click()
    await page.getByRole('button', { name: 'Generate from session' }).click()
    // The first generation loads the WordNet lexicon for the near-duplicate check: generous on a loaded machine.
    await expect(page.getByTestId('requirement-row').filter({ hasText: 'Place order form on /checkout' })).toBeVisible({ timeout: 90_000 })
    await expect(page.getByTestId('requirement-row').first()).toContainText('REQ-0001')
    // Review one: approve it.
    await page.getByTestId('requirement-row').filter({ hasText: 'Place order form on /checkout' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByLabel('Acceptance criteria')).toHaveValue(/Then they see "Name is required"/)
    await dialog.getByLabel('Review').click()
    await page.getByRole('option', { name: 'approved' }).click()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByTestId('requirement-row').filter({ hasText: 'Place order form on /checkout' })).toContainText('approved')
    await snap(page, testInfo, 'requirements-01-table')
  })

  await test.step('build the RTM: the signed-in requirement is covered by the login spec, gaps get drafts', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'RTM' }).click()
    await page.getByRole('button', { name: 'Generate RTM' }).click()
    const covered = page.getByTestId('rtm-row').filter({ hasText: 'Customer signs in with username and password' })
    await expect(covered.locator('[data-coverage="covered"]')).toBeVisible({ timeout: 60_000 })
    await expect(covered).toContainText('login')
    const gap = page.getByTestId('rtm-row').filter({ hasText: 'Place order form on /checkout' })
    await expect(gap.locator('[data-coverage="suggested"]')).toBeVisible()
    await snap(page, testInfo, 'rtm-01-matrix')
    await gap.getByRole('button', { name: 'Suggested spec' }).click()
    await expect(page.getByTestId('draft-content')).toContainText('Verify the text "Name is required" is visible')
    await page.getByRole('button', { name: 'Save as spec' }).click()
    await expect(gap.locator('[data-coverage="covered"]')).toBeVisible({ timeout: 60_000 })
  })

  await test.step('export the matrix as CSV', async () => {
    await page.getByRole('button', { name: 'Export' }).click()
    const downloading = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: 'CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^rtm-[0-9a-f-]{36}\.csv$/)
    const csv = fs.readFileSync((await download.path()) as string, 'utf8')
    expect(csv.split('\n')[0]).toBe('code,title,category,priority,coverage,confidence,specs,suggested_spec')
    expect(csv).toContain('Customer signs in with username and password')
    expect(csv).toMatch(/Place order form on \/checkout,functional,high,covered/)
  })
})
