import { expect, test } from '@playwright/test'
import { signIn, snap } from '../support/dashboard.js'

// No public endpoint enqueues a job yet (test runs, explorations and the rest come later), so this covers the
// empty project, the filters and the requests they send. The populated table is covered by jobs-table.test.tsx.
test('the Jobs page lists the current project’s jobs and filters them by status and kind', async ({ page }, testInfo) => {
  const jobs = page.getByRole('table', { name: 'Jobs' })

  await test.step('the page opens from the sidebar with an empty default project', async () => {
    await page.goto('/jobs')
    await expect(page).toHaveURL(/\/login\?next=%2Fjobs$/)
    await signIn(page)
    await expect(page).toHaveURL(/\/jobs$/)
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: 'Jobs', level: 2 })).toBeVisible()
    await expect(page.getByText('Background jobs of Default Project, newest first.')).toBeVisible()
    await expect(jobs).toContainText('No jobs in this project yet.')
    await expect(page.getByText('0 jobs')).toBeVisible()
    await expect(page.getByLabel('Live updates')).toBeHidden()
    await snap(page, testInfo, 'jobs-01-empty')
  })

  await test.step('the status filter asks the API for that status only', async () => {
    const request = page.waitForRequest((r) => r.url().includes('/jobs?') && r.url().includes('status=failed'))
    await page.getByText('Failed', { exact: true }).click()
    const url = new URL((await request).url())
    expect(Object.fromEntries(url.searchParams)).toEqual({ project_id: 'default', status: 'failed', limit: '20', offset: '0' })
    await expect(page.getByRole('radio', { name: 'Failed' })).toBeChecked()
    await expect(jobs).toContainText('No failed jobs in this project.')
  })

  await test.step('the kind filter narrows further', async () => {
    const request = page.waitForRequest((r) => r.url().includes('/jobs?') && r.url().includes('kind=run.ui'))
    await page.getByRole('textbox', { name: 'Kind filter' }).fill('run.ui')
    expect(new URL((await request).url()).searchParams.get('status')).toBe('failed')
    await expect(jobs).toContainText('No failed jobs of kind "run.ui" in this project.')
    await snap(page, testInfo, 'jobs-02-filtered')
  })

  await test.step('"All" clears the status filter', async () => {
    await page.getByRole('textbox', { name: 'Kind filter' }).fill('')
    await page.getByText('All', { exact: true }).click()
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked()
    await expect(jobs).toContainText('No jobs in this project yet.')
  })
})
