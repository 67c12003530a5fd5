import { expect, type Page, test } from '@playwright/test'
import { isLocalUrl, snap } from '../support/dashboard.js'
import { API_URL } from '../support/env.js'

/** Records every request the page makes and aborts any that would leave this machine. */
async function watchRequests(page: Page): Promise<string[]> {
  const requested: string[] = []
  page.on('request', (r) => requested.push(r.url()))
  await page.route(
    (url) => !isLocalUrl(url.href),
    (route) => route.abort('blockedbyclient'),
  )
  return requested
}

test('Swagger UI at /docs renders the operations with no request leaving localhost', async ({ page }, testInfo) => {
  const requested = await watchRequests(page)
  await page.goto(`${API_URL}/docs`)
  await expect(page.getByRole('heading', { name: /Specwright API/ })).toBeVisible()
  await expect(page.locator('.opblock-summary-path', { hasText: /^\/auth\/login$/ })).toBeVisible()
  await page.locator('.opblock-summary-path', { hasText: /^\/health$/ }).click()
  await expect(page.getByText('Service status with component checks').first()).toBeVisible()
  await snap(page, testInfo, 'docs-swagger-ui')

  expect(requested.length).toBeGreaterThan(1)
  expect(requested.filter((url) => !isLocalUrl(url))).toEqual([])
})

test('ReDoc at /redoc renders the API title', async ({ page }, testInfo) => {
  await watchRequests(page)
  await page.goto(`${API_URL}/redoc`)
  await expect(page.getByRole('heading', { name: /Specwright API/, level: 1 })).toBeVisible()
  await expect(page.getByText('Log in with email and password').first()).toBeAttached()
  await snap(page, testInfo, 'docs-redoc')
})

test('ReDoc at /redoc sends no request outside localhost', async ({ page }) => {
  const requested = await watchRequests(page)
  await page.goto(`${API_URL}/redoc`)
  await expect(page.getByRole('heading', { name: /Specwright API/, level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(requested.filter((url) => !isLocalUrl(url))).toEqual([])
})
