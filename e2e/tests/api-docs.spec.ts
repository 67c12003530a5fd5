import { expect, type Page, test } from '@playwright/test'
import { isLocalUrl, snap } from '../support/dashboard.js'
import { API_URL } from '../support/env.js'

/**
 * ReDoc 2 renders every operation before the title appears (it has no lazy mode); with ~300 operations that took
 * 8 s on an idle machine and over 10 s on a loaded CI one.
 */
const REDOC_RENDER_MS = 30_000

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
  await expect(page.getByRole('heading', { name: /Specwright API/, level: 1 })).toBeVisible({ timeout: REDOC_RENDER_MS })
  await expect(page.getByText('Log in with email and password').first()).toBeAttached()
  await snap(page, testInfo, 'docs-redoc')
})

test('ReDoc at /redoc sends no request outside localhost', async ({ page }) => {
  const requested = await watchRequests(page)
  await page.goto(`${API_URL}/redoc`)
  await expect(page.getByRole('heading', { name: /Specwright API/, level: 1 })).toBeVisible({ timeout: REDOC_RENDER_MS })
  await page.waitForLoadState('networkidle')
  expect(requested.filter((url) => !isLocalUrl(url))).toEqual([])
})
