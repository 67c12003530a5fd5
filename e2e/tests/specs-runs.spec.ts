import fs from 'node:fs'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
// @ts-expect-error -- plain ESM JavaScript without type declarations
import { createDemoShop } from '../../examples/demo-shop/server.mjs'
import { loginAs } from '../support/api-auth.js'
import { replaceEditorText, signIn, snap } from '../support/dashboard.js'
import { API_URL, DEMO_SHOP_PORT } from '../support/env.js'

interface DemoShop {
  listen(port: number): Promise<string>
  close(): Promise<void>
}

// The spec reads {{DEMO_URL}} and {{DEMO_PASSWORD}} from the API server's environment (playwright.config.ts), so the
// shop listens on the fixed port DEMO_URL names.
let shop: DemoShop

test.beforeAll(async () => {
  shop = createDemoShop({ variant: 'baseline' }) as DemoShop
  await shop.listen(DEMO_SHOP_PORT)
})

test.afterAll(async () => {
  await shop?.close()
})

const LOGIN_SPEC = fs.readFileSync(new URL('../../examples/specs/login.md', import.meta.url), 'utf8')
/** The same spec with a nested list under step 2: an error on line 11. */
const BROKEN_SPEC = LOGIN_SPEC.replace('3. Enter', '   - quickly\n3. Enter')
const SPEC_NAME = 'auth/customer signs in'

/** A fresh project, so these runs stay out of the default project other tests expect empty. */
async function createProject(request: APIRequestContext, name: string): Promise<void> {
  const login = await loginAs(request)
  expect(login.status()).toBe(200)
  const { access_token } = (await login.json()) as { access_token: string }
  const created = await request.post(`${API_URL}/projects`, { data: { name }, headers: { authorization: `Bearer ${access_token}` } })
  expect(created.status()).toBe(201)
}

const problems = (page: Page) => page.getByRole('region', { name: 'Problems' })
const preview = (page: Page) => page.getByRole('region', { name: 'Preview' })

test('Specs and Runs: write a spec with an error, fix and save it, run it live against the demo shop and read its code', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000)
  expect(BROKEN_SPEC).not.toBe(LOGIN_SPEC)
  const projectName = `UI specs ${Date.now().toString(36)}`
  await createProject(request, projectName)
  let runId = ''

  await test.step('the Specs page opens in a project of its own', async () => {
    await page.goto('/specs')
    await signIn(page)
    await expect(page).toHaveURL(/\/specs$/)
    await page.getByRole('combobox', { name: 'Current project' }).selectOption({ label: projectName })
    await expect(page.getByText(`Markdown UI test specs of ${projectName}`)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Specs' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByText('No specs yet.')).toBeVisible()
    await snap(page, testInfo, 'specs-01-start')
  })

  await test.step('a new spec with a nested list shows the error on its line', async () => {
    await page.getByRole('button', { name: 'New spec', exact: true }).click()
    await expect(page).toHaveURL(/\/specs\?new=$/)
    await page.getByLabel('New spec name').fill(SPEC_NAME)
    await replaceEditorText(page, BROKEN_SPEC)
    await expect(problems(page).getByRole('button', { name: /^Line 11 error: a nested list under a step is not supported/ })).toBeVisible()
    await expect(problems(page)).toContainText('1 error')
    await expect(page.getByTestId('spec-editor').locator('[data-line="11"]')).toHaveAttribute('data-severity', 'error')
    await expect(preview(page).getByLabel('Test title')).toHaveText('Customer signs in')
    await snap(page, testInfo, 'specs-02-editor-error')
  })

  await test.step('fixing it clears the problem and previews every step; Create saves it in its folder', async () => {
    await replaceEditorText(page, LOGIN_SPEC)
    await expect(problems(page)).toContainText('No problems: the spec parses.')
    const steps = preview(page).getByRole('list', { name: 'Parsed steps' }).getByRole('listitem')
    await expect(steps).toHaveCount(7)
    await expect(steps.nth(1)).toHaveText('Enter "alice" into the Username field')
    await expect(preview(page).getByRole('list', { name: 'Expected outcome' })).toContainText('The customer is signed in')
    await expect(preview(page)).toContainText('{{DEMO_URL}}')
    await page.getByLabel('Tags').fill('Smoke, auth')
    await page.getByRole('button', { name: 'Create spec', exact: true }).click()
    await expect(page).toHaveURL(/\/specs\?spec=auth%2Fcustomer%20signs%20in$/)
    await expect(page.getByRole('heading', { name: SPEC_NAME, level: 3 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Specs' }).getByLabel('Folder auth')).toBeVisible()
    await expect(page.getByRole('group', { name: 'Tag filter' })).toContainText('smoke (1)')
    await expect(page.getByRole('button', { name: `Spec ${SPEC_NAME}` })).toBeVisible()
    await snap(page, testInfo, 'specs-03-saved')
  })

  await test.step('Run queues it and the run page follows the live log until it passes', async () => {
    await page.getByRole('button', { name: 'Run', exact: true }).click()
    await expect(page).toHaveURL(/\/runs\/[0-9a-f-]{36}$/)
    runId = page.url().split('/').pop() ?? ''
    await expect(page.getByRole('heading', { name: `Run of ${SPEC_NAME}` })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Stage timeline' })).toContainText('Plan', { timeout: 60_000 })
    await expect(page.getByLabel('Run log')).toContainText('Customer signs in', { timeout: 120_000 })
    await snap(page, testInfo, 'runs-01-live')
    await expect(page.getByLabel('Run status: passed')).toBeVisible({ timeout: 180_000 })
    const stages = page.getByRole('region', { name: 'Stage timeline' })
    await expect(stages).toContainText('Generate')
    await expect(stages).toContainText('Validate')
    await expect(page.getByText(/Stored log · \d+ lines/)).toBeVisible()
    await snap(page, testInfo, 'runs-02-passed')
  })

  await test.step('the plan maps each step to an action; the code can be read, copied and downloaded', async () => {
    await page.getByRole('tab', { name: 'Plan' }).click()
    const plan = page.getByRole('table', { name: 'Plan' })
    await expect(plan).toContainText('Enter "alice" into the Username field')
    await expect(plan).toContainText('field "Username" ← "alice"')
    await snap(page, testInfo, 'runs-03-plan')

    await page.getByRole('tab', { name: 'Code' }).click()
    const code = page.getByLabel('Generated code')
    await expect(code).toContainText("test('Customer signs in'")
    await expect(code).not.toContainText('Wonderland1!')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download', exact: true }).click()
    expect((await download).suggestedFilename()).toMatch(/\.spec\.ts$/)
    await snap(page, testInfo, 'runs-04-code')

    await page.getByRole('tab', { name: /^Attempts \(1\)/ }).click()
    await expect(page.getByRole('region', { name: 'Attempt 1' }).getByLabel('Attempt status: passed')).toBeVisible()
    await page.getByRole('tab', { name: /^Artifacts/ }).click()
    await expect(page.getByRole('table', { name: 'Artifacts' })).toContainText('attempt-1/')
    await snap(page, testInfo, 'runs-05-artifacts')
  })

  await test.step('the Runs page lists the passed run with its chart, and filters by status', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Runs' }).click()
    await expect(page).toHaveURL(/\/runs$/)
    const row = page.getByRole('table', { name: 'Runs' }).locator(`tr[data-run-id="${runId}"]`)
    await expect(row.getByLabel('Run status: passed')).toBeVisible()
    await expect(row).toContainText(SPEC_NAME)
    await expect(page.getByRole('figure', { name: 'Pass and fail chart' })).toContainText('100% passed')
    await snap(page, testInfo, 'runs-06-list')
    const filtered = page.waitForRequest((r) => r.url().includes('/runs?') && r.url().includes('status=failed'))
    await page.getByRole('radiogroup', { name: 'Status filter' }).getByText('Failed', { exact: true }).click()
    await filtered
    await expect(page.getByRole('table', { name: 'Runs' })).toContainText('No failed runs.')
  })

  await test.step('the spec is now automated', async () => {
    await page.goto(`/specs?spec=${encodeURIComponent(SPEC_NAME)}`)
    await expect(page.getByRole('heading', { name: SPEC_NAME, level: 3 })).toBeVisible()
    await expect(page.getByLabel('Automated', { exact: true })).toBeVisible()
    await expect(page.getByLabel(`${SPEC_NAME} is automated`)).toBeVisible()
    await snap(page, testInfo, 'specs-04-automated')
  })
})
