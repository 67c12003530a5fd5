import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { loginAs } from '../support/api-auth.js'
import { signIn, snap } from '../support/dashboard.js'
import { API_URL } from '../support/env.js'

/** A small site with planted defects: no security headers, a version banner, a weak cookie, an exposed .env. */
function startTarget(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.url === '/.env') return res.writeHead(200, { 'content-type': 'text/plain' }).end('SECRET_KEY=abc\n')
    if (req.url !== '/') return res.writeHead(404).end()
    res
      .writeHead(200, { 'content-type': 'text/html', server: 'Apache/2.4.1', 'set-cookie': 'sessionid=abc; Path=/' })
      .end('<html><body>shop</body></html>')
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  )
}

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await loginAs(request)
  expect(login.status()).toBe(200)
  return { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` }
}

const PRD = `# Shop PRD

## Sign in

Customers sign in with their username and password.

- The login page must show "Sign in".
- After signing in the user should be redirected to /dashboard.

## Cart

The cart should display "Total".
`

test('load testing, security testing, PRD drafts and the assistant pages work against the real server', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const target = await startTarget()
  const headers = await adminHeaders(request)
  const created = await request.post(`${API_URL}/projects`, {
    headers,
    data: { name: `Ops ${Date.now().toString(36)}`, base_url: target.url },
  })
  expect(created.status()).toBe(201)
  const projectId = ((await created.json()) as { id: string }).id
  await page.addInitScript((id) => window.localStorage.setItem('specwright.project_id', id), projectId)
  const nav = page.getByRole('navigation', { name: 'Main' })

  try {
    await test.step('Load Testing: create a scenario, run it (the lock is held meanwhile), see results, compare two runs', async () => {
      await page.goto('/')
      await signIn(page)
      await nav.getByRole('link', { name: 'Load Testing' }).click()
      await expect(page).toHaveURL(/\/load-testing$/)
      await expect(page.getByRole('heading', { name: 'Load Testing', level: 2 })).toBeVisible()
      await page.getByRole('button', { name: 'New scenario' }).click()
      const dialog = page.getByRole('dialog', { name: 'New load scenario' })
      await dialog.getByLabel('Name').fill('home page')
      await dialog.getByRole('textbox', { name: 'URL' }).fill('http://example.com/')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await expect(dialog).toContainText("not one of the project's configured hosts")
      await dialog.getByRole('textbox', { name: 'URL' }).fill(`${target.url}/`)
      await dialog.getByLabel('Connections').fill('2')
      await dialog.getByLabel('Seconds').fill('8')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await expect(dialog).toBeHidden()
      await page.getByRole('button', { name: 'Run home page' }).click()
      await expect(page.locator('[data-lock="held"]')).toBeVisible({ timeout: 10_000 })
      // A UI run asked for meanwhile is refused with 409.
      const uiRun = await request.post(`${API_URL}/runs`, { headers, data: { spec_name: 'anything', project_id: projectId } })
      expect(uiRun.status()).toBe(409)
      const detail = page.getByRole('region', { name: 'Load-test run', exact: true })
      await expect(detail.locator('[data-status="completed"]')).toBeVisible({ timeout: 60_000 })
      await expect(detail.locator('[data-stat="Requests/s"]')).not.toHaveText('–')
      // The last bar (max) is the tallest; p50 may be 0 ms on a fast target, which draws nothing.
      await expect(page.getByRole('figure', { name: 'Latency percentiles' }).locator('.recharts-bar-rectangle').last()).toBeVisible()
      await expect(page.getByRole('figure', { name: 'Status codes' })).toBeVisible()
      await expect(page.locator('[data-lock="free"]')).toBeVisible({ timeout: 10_000 })
      await snap(page, testInfo, 'load-testing-01-result')

      await page.getByRole('button', { name: 'Run home page' }).click()
      const runs = page.getByRole('table', { name: 'Load-test runs' })
      await expect(runs.locator('[data-status="completed"]')).toHaveCount(2, { timeout: 60_000 })
      const boxes = runs.getByRole('checkbox')
      await boxes.nth(1).check()
      await boxes.nth(0).check()
      const comparison = page.getByRole('region', { name: 'Run comparison', exact: true })
      await expect(comparison).toContainText('Requests/s')
      await expect(comparison.locator('[data-verdict]')).toHaveText(/better|worse|similar/)
      await snap(page, testInfo, 'load-testing-02-compare')
    })

    await test.step('Security Testing: scan the project host and read the findings', async () => {
      await nav.getByRole('link', { name: 'Security Testing' }).click()
      await expect(page).toHaveURL(/\/security-testing$/)
      await expect(page.getByLabel('Page to scan')).toHaveValue(target.url)
      await page.getByRole('button', { name: 'Scan', exact: true }).click()
      const report = page.getByRole('region', { name: 'Scan report', exact: true })
      await expect(report.locator('[data-check="exposure.env"]')).toContainText('Environment file exposed')
      await expect(report.locator('[data-check="exposure.env"]')).toContainText('SECRET_KEY')
      await expect(report.locator('[data-check="exposure.env"]')).not.toContainText('abc')
      await expect(report.locator('[data-check="header.csp.missing"]')).toContainText('Fix:')
      await expect(report.locator('[data-check="disclosure.server"]')).toContainText('Apache/2.4.1')
      await expect(page.getByRole('table', { name: 'Scans' }).getByRole('row')).toHaveCount(2)
      await snap(page, testInfo, 'security-testing-01-findings')
    })

    await test.step('PRD: upload markdown, see its features, generate drafts with a live log, save one as a spec', async () => {
      await nav.getByRole('link', { name: 'PRD' }).click()
      await expect(page).toHaveURL(/\/prd$/)
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: 'Upload PRD' }).click()
      await (await chooser).setFiles({ name: 'shop.md', mimeType: 'text/markdown', buffer: Buffer.from(PRD) })
      const features = page.getByRole('region', { name: 'Features', exact: true })
      await expect(features).toContainText('shop.md: 2 features')
      await expect(features).toContainText('The login page must show "Sign in".')
      await page.getByRole('button', { name: 'Generate spec drafts' }).click()
      await expect(page.getByRole('region', { name: 'Generation log', exact: true })).toContainText('Done: 2 draft(s), 2 valid', {
        timeout: 30_000,
      })
      const draft = page.locator('[data-draft="prd/sign-in"]')
      await expect(draft).toContainText('Verify the text "Sign in" is visible')
      await expect(draft).toContainText('valid')
      await draft.getByRole('button', { name: 'Save as prd/sign-in' }).click()
      await expect(page.getByText('Saved as spec prd/sign-in')).toBeVisible()
      await snap(page, testInfo, 'prd-01-drafts')
    })

    await test.step('Assistant: without an AI provider it says so', async () => {
      await nav.getByRole('link', { name: 'Assistant' }).click()
      await expect(page).toHaveURL(/\/assistant$/)
      await page.getByLabel('Question').fill('Which specs failed?')
      await page.getByRole('button', { name: 'Ask' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'AI provider not configured' })).toBeVisible()
      await snap(page, testInfo, 'assistant-01-no-ai')
    })
  } finally {
    await target.close()
  }
})
