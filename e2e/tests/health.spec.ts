import { expect, test } from '@playwright/test'
import { signIn, snap } from '../support/dashboard.js'

test('the Health page shows the database check as ok', async ({ page }, testInfo) => {
  await page.goto('/health')
  await expect(page).toHaveURL(/\/login\?next=%2Fhealth$/)
  await signIn(page)
  await expect(page).toHaveURL(/\/health$/)

  await expect(page.getByRole('heading', { name: 'Health', level: 2 })).toBeVisible()
  const checks = page.getByRole('table', { name: 'Component checks' })
  const database = checks.getByRole('row').filter({ hasText: 'Database' })
  await expect(database.getByRole('cell').nth(1)).toHaveText('ok')
  await expect(database.getByRole('cell').nth(2)).toHaveText(/^\d+(\.\d+)? ms$/)
  await expect(page.getByLabel('Overall status: ok')).toBeVisible()
  await snap(page, testInfo, 'health')
})
