import { expect, test } from '@playwright/test'
import { signIn, snap } from '../support/dashboard.js'
import { API_URL } from '../support/env.js'

test('Health shows alerts, storage and backups; an admin takes a backup and the stale-backup alert clears', async ({ page }, testInfo) => {
  await page.goto('/health')
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible()
  await expect(page.locator('[data-alert="backup_stale"]')).toContainText('No backup has completed yet')
  await expect(page.getByLabel('Backup status: never')).toBeVisible()

  const folders = page.getByRole('table', { name: 'Data folders' })
  await expect(folders.locator('[data-folder="database"]')).toContainText(/\d+(\.\d+)? (KB|MB)/)
  await expect(folders.locator('[data-folder="runs"]')).toBeVisible()
  await expect(page.getByTestId('disk-free')).toContainText('free of')
  await expect(page.getByText('reachable', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Back up now' }).click()
  await expect(page.getByText(/Backup completed \(\d/)).toBeVisible()
  await expect(page.getByLabel('Backup status: ok')).toBeVisible()
  await expect(page.locator('[data-alert="backup_stale"]')).toHaveCount(0, { timeout: 20_000 })
  await snap(page, testInfo, 'health-operations')
})

test('Settings shows each value with its source, validates, saves execution settings and tests the AI connection', async ({
  page,
}, testInfo) => {
  await page.goto('/settings')
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible()

  const timeout = page.getByRole('textbox', { name: /Agent timeout \(seconds\)/ })
  await expect(timeout).toHaveValue('1800')
  await timeout.fill('0')
  await expect(page.getByText('Must be between 1 and 604800')).toBeVisible()
  const save = page.getByRole('button', { name: 'Save' }).nth(1)
  await expect(save).toBeDisabled()
  await timeout.fill('900')
  await save.click()
  await expect(page.getByText('Restart required')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: /Agent timeout \(seconds\)/ })).toHaveValue('900')
  await expect(
    page
      .getByRole('textbox', { name: /Agent timeout/ })
      .locator('xpath=ancestor::div[contains(@class,"mantine-InputWrapper-root")]')
      .getByLabel('source stored'),
  ).toBeVisible()

  // The API itself is not an AI provider: the test says so instead of failing silently.
  await page.getByRole('textbox', { name: /Base URL/ }).fill(`${API_URL}/v1`)
  await page.getByLabel(/API key/).fill('sk-e2e-secret-1234')
  await page.getByRole('button', { name: 'Test connection' }).click()
  await expect(page.getByTestId('ai-test-result')).toContainText(/Provider answered (401|404)/)
  await page.getByRole('button', { name: 'Save' }).first().click()
  await expect(page.getByText('Current key ****1234')).toBeVisible()
  await expect(page.getByLabel(/API key/)).toHaveValue('')
  await snap(page, testInfo, 'settings')
})

test('Selector memory page browses, searches and shows the heal history tab', async ({ page }, testInfo) => {
  await page.goto('/memory')
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Selector memory', level: 2 })).toBeVisible()
  await expect(page.getByText('No selector memory yet')).toBeVisible()
  await page.getByLabel('Search selector memory').fill('checkout button')
  await expect(page.getByText('Nothing matches.')).toBeVisible()
  await page.getByRole('tab', { name: 'Heal history' }).click()
  await expect(page.getByText('No run has needed a heal yet.')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Selector Memory/ })).toBeVisible()
  await snap(page, testInfo, 'selector-memory')
})
