import fs from 'node:fs'
import { type APIRequestContext, expect, test } from '@playwright/test'
// @ts-expect-error -- plain ESM JavaScript without type declarations
import { createDemoShop } from '../../examples/demo-shop/server.mjs'
import { FakeJira } from '../../server/test/support/fake-jira.js'
import { FakeTestRail } from '../../server/test/support/fake-testrail.js'
import { loginAs } from '../support/api-auth.js'
import { signIn, snap } from '../support/dashboard.js'
import { API_URL, DEMO_SHOP_PORT } from '../support/env.js'

interface DemoShop {
  listen(port: number): Promise<string>
  close(): Promise<void>
}

// The remote systems are real HTTP servers started here that behave like TestRail (API v2) and Jira (REST v3);
// the API server calls them on 127.0.0.1.
const EMAIL = 'qa@example.com'
const testrail = new FakeTestRail(EMAIL, 'testrail-key-5678')
const jira = new FakeJira(EMAIL, 'jira-token-4321')
let shop: DemoShop

test.beforeAll(async () => {
  shop = createDemoShop({ variant: 'baseline' }) as DemoShop
  await shop.listen(DEMO_SHOP_PORT)
  await testrail.start()
  await jira.start()
})
test.afterAll(async () => {
  await shop?.close()
  await testrail.stop()
  await jira.stop()
})

const LOGIN_SPEC = fs.readFileSync(new URL('../../examples/specs/login.md', import.meta.url), 'utf8')
/** The demo shop greets alice, not bob: this spec fails on its last step (an app regression, never healed). */
const FAILING_SPEC = LOGIN_SPEC.replaceAll('Welcome, alice', 'Welcome, bob')
const API_SPEC = `# API Test: Health

## Base URL

{{DEMO_URL}}

## Tests

### GET /api/health

- Send the request
- Verify status is 200
`

/** A project with a failing UI spec and a passing API spec, and a finished batch of both. */
async function setUp(request: APIRequestContext, name: string): Promise<{ projectId: string; batchId: string }> {
  const login = await loginAs(request)
  const { access_token } = (await login.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${access_token}` }
  const project = await request.post(`${API_URL}/projects`, { data: { name }, headers })
  expect(project.status()).toBe(201)
  const { id } = (await project.json()) as { id: string }
  expect(
    (
      await request.post(`${API_URL}/specs`, { data: { name: 'auth/bob signs in', content: FAILING_SPEC, project_id: id }, headers })
    ).status(),
  ).toBe(201)
  expect(
    (await request.post(`${API_URL}/api-testing/specs`, { data: { name: 'health', content: API_SPEC, project_id: id }, headers })).status(),
  ).toBe(201)
  const batch = await request.post(`${API_URL}/regression/batches`, {
    data: { name: 'Nightly', spec_ids: ['auth/bob signs in', 'api:health'], project_id: id },
    headers,
  })
  expect(batch.status()).toBe(202)
  const { id: batchId } = (await batch.json()) as { id: string }
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${API_URL}/regression/batches/${batchId}?project_id=${id}`, { headers })).json()) as { status: string })
          .status,
      { timeout: 240_000, intervals: [2000] },
    )
    .toBe('completed')
  return { projectId: id, batchId }
}

test('Integrations: configure the test management system, sync a batch, create an issue from a failed run', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(420_000)
  const projectName = `Integrations ${Date.now().toString(36)}`
  const { projectId, batchId } = await setUp(request, projectName)

  await test.step('configure test management and test the connection', async () => {
    await page.goto('/integrations')
    await signIn(page)
    await page.getByRole('combobox', { name: 'Current project' }).selectOption({ label: projectName })
    await expect(page.getByRole('heading', { name: 'Integrations', level: 2 })).toBeVisible()
    const settings = page.getByRole('region', { name: 'Test management settings' })
    await settings.getByLabel('Base URL').fill(testrail.url)
    await settings.getByLabel('Email').fill(EMAIL)
    await settings.getByLabel('API key').fill('testrail-key-5678')
    await settings.getByLabel('Remote project id').fill('1')
    await settings.getByLabel('Suite id').fill('11')
    await settings.getByRole('button', { name: 'Save' }).click()
    await expect(settings.getByText('saved ****5678')).toBeVisible()
    await expect(settings.getByLabel('API key')).toHaveValue('')
    await settings.getByRole('button', { name: 'Test connection' }).click()
    await expect(settings.getByRole('status')).toContainText('Signed in as QA Bot')
  })

  await test.step('preview and sync the batch: one remote run, a result per spec', async () => {
    const sync = page.getByRole('region', { name: 'Sync results' })
    await sync.getByLabel('Batch').click()
    await page.getByRole('option', { name: /^Nightly/ }).click()
    const preview = sync.getByRole('table', { name: 'Sync preview' })
    await expect(preview.locator('tbody tr')).toHaveCount(2)
    await expect(preview.locator('tbody tr', { hasText: 'auth/bob signs in' })).toContainText('failed')
    await expect(preview.locator('tbody tr', { hasText: 'health' })).toContainText('passed')
    await snap(page, testInfo, 'integrations-01-sync-preview')
    await sync.getByRole('button', { name: 'Sync results' }).click()
    await expect(preview.locator('tbody tr').filter({ hasText: 'synced' })).toHaveCount(2)
    expect(testrail.runs).toHaveLength(1)
    expect(testrail.runs[0]?.name).toBe('Specwright: Nightly')
    expect(testrail.results.map((r) => r.status_id).sort()).toEqual([1, 5])
    expect(testrail.results.find((r) => r.status_id === 5)?.comment).toContain('toBeVisible() failed')
    // Syncing again sends nothing new.
    await sync.getByRole('button', { name: 'Sync results' }).click()
    await expect(preview.locator('tbody tr').filter({ hasText: 'already_synced' })).toHaveCount(2)
    expect(testrail.results).toHaveLength(2)
    expect(testrail.runs).toHaveLength(1)
    await expect(page.getByRole('region', { name: 'Case mappings' }).locator('tbody tr')).toHaveCount(2)
    await snap(page, testInfo, 'integrations-02-synced')
  })

  await test.step('configure the issue tracker', async () => {
    await page.getByRole('tab', { name: 'Issue tracker' }).click()
    const settings = page.getByRole('region', { name: 'Issue tracker settings' })
    await settings.getByLabel('Base URL').fill(jira.url)
    await settings.getByLabel('Email').fill(EMAIL)
    await settings.getByLabel('API token').fill('jira-token-4321')
    await settings.getByLabel('Project key').fill('QA')
    await settings.getByRole('button', { name: 'Save' }).click()
    await expect(settings.getByText('saved ****4321')).toBeVisible()
  })

  await test.step('create an issue from the failed run', async () => {
    const login = await loginAs(request)
    const { access_token } = (await login.json()) as { access_token: string }
    const batch = (await (
      await request.get(`${API_URL}/regression/batches/${batchId}?project_id=${projectId}`, {
        headers: { authorization: `Bearer ${access_token}` },
      })
    ).json()) as { items: { spec_kind: string; run_id: string }[] }
    const runId = batch.items.find((i) => i.spec_kind === 'ui')?.run_id as string
    await page.goto(`/runs/${runId}`)
    await expect(page.getByText('The app behaved differently')).toBeVisible()
    await page.getByRole('button', { name: 'Create issue' }).click()
    await expect(page.getByRole('link', { name: 'QA-1' })).toBeVisible()
    await snap(page, testInfo, 'integrations-03-issue-created')
    expect(jira.issues).toHaveLength(1)
    const issue = jira.issues[0]
    expect(issue?.summary).toMatch(/^\[Specwright\] auth\/bob signs in failed/)
    const body = JSON.stringify(issue?.description)
    expect(body).toContain('toBeVisible() failed')
    expect(body).toContain('auth/bob signs in')
    expect(body).toContain(`/runs/${runId}`)
  })

  await test.step('generate a GitHub workflow and copy it', async () => {
    await page.goto('/integrations?tab=ci')
    const gen = page.getByRole('region', { name: 'CI file generator' })
    await gen.getByRole('button', { name: 'Generate' }).click()
    await expect(gen.getByLabel('Generated YAML')).toContainText('npx playwright test')
    await expect(gen.getByText('.github/workflows/specwright.yml')).toBeVisible()
    await snap(page, testInfo, 'integrations-04-ci')
  })
})
