import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'
import { loginAs } from '../support/api-auth.js'
import { signIn, snap } from '../support/dashboard.js'
import { API_URL } from '../support/env.js'

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await loginAs(request)
  expect(login.status()).toBe(200)
  const { access_token } = (await login.json()) as { access_token: string }
  return { authorization: `Bearer ${access_token}` }
}

async function queueDepth(request: APIRequestContext, headers: Record<string, string>): Promise<number> {
  const status = await request.get(`${API_URL}/api/browser-pool/status`, { headers })
  return ((await status.json()) as { queue_depth: number }).queue_depth
}

test('the Browser Pool page checks Chromium, shows the load-test lock and its queue, and runs cleanup', async ({
  page,
  request,
}, testInfo) => {
  const headers = await adminHeaders(request)
  const runId = `e2e-load-${Date.now().toString(36)}`
  const usage = page.getByTestId('slot-usage')
  const checkResult = page.getByRole('alert', { name: /^Browser check/ })
  const banner = page.getByRole('alert').filter({ hasText: 'A load test is in progress — browser operations wait' })
  let lockHeld = false
  let pending: Promise<APIResponse>[] = []

  try {
    await test.step('the page opens from the sidebar with an idle pool', async () => {
      await page.goto('/')
      await signIn(page)
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browser Pool' }).click()
      await expect(page).toHaveURL(/\/browser-pool$/)
      await expect(page.getByRole('heading', { name: 'Browser Pool', level: 2 })).toBeVisible()
      await expect(usage).toHaveText('0 / 2')
      await expect(page.getByRole('progressbar', { name: 'Slot usage' })).toHaveAttribute('aria-valuenow', '0')
      await expect(page.getByRole('table', { name: 'Running slots' })).toContainText('No browser operation is running.')
      await expect(page.getByRole('table', { name: 'Queue' })).toContainText('Nobody is waiting for a slot.')
      await expect(banner).toBeHidden()
      await snap(page, testInfo, 'browser-pool-01-idle')
    })

    await test.step('"Check browser" starts Chromium through the pool and shows its version', async () => {
      await page.getByRole('button', { name: 'Check browser' }).click()
      await expect(checkResult).toContainText('Browser check passed', { timeout: 30_000 })
      await expect(checkResult).toContainText(/Chromium \d+\.\d+/)
      await expect(checkResult).toContainText(/launched in \d/)
      const recent = page.getByRole('table', { name: 'Recent slots' })
      await expect(recent.getByRole('row').filter({ hasText: 'browser check' }).first()).toContainText('completed')
      await expect(
        page.getByRole('figure', { name: 'Wait times of recent slots' }).locator('.recharts-bar-rectangle').first(),
      ).toBeVisible()
      await snap(page, testInfo, 'browser-pool-02-check-passed')
    })

    await test.step('requests queued when a load test takes the lock stay queued, and new checks get 409', async () => {
      // Four checks for two slots: two run and two queue. The lock is taken while two are still queued.
      pending = Array.from({ length: 4 }, () => request.post(`${API_URL}/api/browser-pool/check`, { headers, timeout: 60_000 }))
      await expect.poll(() => queueDepth(request, headers), { intervals: [25], timeout: 20_000 }).toBeGreaterThanOrEqual(2)
      const take = await request.post(`${API_URL}/load-testing/lock`, { headers, data: { run_id: runId } })
      expect(take.status()).toBe(200)
      lockHeld = true

      await expect(banner).toBeVisible()
      await expect(banner).toContainText(`Run ${runId} holds the load-test lock`)
      const queue = page.getByRole('table', { name: 'Queue' })
      await expect(queue.getByRole('row').filter({ hasText: '#1' })).toContainText('browser check')
      // The two that held slots finish; nothing new is granted while the lock is held.
      await expect(usage).toHaveText('0 / 2', { timeout: 30_000 })
      await expect(queue.getByRole('row').filter({ hasText: '#2' })).toContainText('Test run')

      await page.getByRole('button', { name: 'Check browser' }).click()
      await expect(checkResult).toContainText('Browser check refused: a load test is running')
      await expect(checkResult).toContainText('A load test is in progress')
      await expect(checkResult).toContainText('HTTP 409')
      await snap(page, testInfo, 'browser-pool-03-load-test-lock')
      await queue.scrollIntoViewIfNeeded()
      await snap(page, testInfo, 'browser-pool-04-queue-waits')
    })

    await test.step('releasing the lock serves the queue in order again', async () => {
      const release = await request.delete(`${API_URL}/load-testing/lock/${runId}`, { headers })
      expect(release.status()).toBe(200)
      lockHeld = false
      const answers = await Promise.all(pending)
      expect(answers.map((a) => a.status())).toEqual([200, 200, 200, 200])
      await expect(banner).toBeHidden()
      await expect(page.getByRole('table', { name: 'Queue' })).toContainText('Nobody is waiting for a slot.')
      const recent = page.getByRole('table', { name: 'Recent slots' })
      await expect(recent.getByRole('row').filter({ hasText: 'browser check' })).toHaveCount(5)
      await recent.evaluate((table) => table.scrollIntoView({ block: 'end' }))
      await snap(page, testInfo, 'browser-pool-05-recent-activity')
    })

    await test.step('a superuser runs cleanup and sees what it did', async () => {
      await checkResult.getByRole('button').click()
      await expect(checkResult).toBeHidden()
      await page.getByRole('button', { name: 'Run cleanup' }).click()
      const result = page.getByRole('alert', { name: 'Cleanup finished' })
      await expect(result).toContainText('0 stuck slots reclaimed, 0 expired waiters cancelled, 0 old records removed.')
      await snap(page, testInfo, 'browser-pool-06-cleanup')
    })
  } finally {
    if (lockHeld) await request.delete(`${API_URL}/load-testing/lock/${runId}`, { headers })
    await Promise.allSettled(pending)
  }
})
