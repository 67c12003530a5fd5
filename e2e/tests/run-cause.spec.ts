import { expect, test } from '@playwright/test'
// @ts-expect-error -- plain ESM JavaScript without type declarations
import { createDemoShop } from '../../examples/demo-shop/server.mjs'
import { loginAs } from '../support/api-auth.js'
import { signIn, snap } from '../support/dashboard.js'
import { API_URL, DEMO_SHOP_PORT } from '../support/env.js'

// A run whose step names a control the page does not have ends `error` at generation, and the run page says the tool
// could not automate the step (not that the app failed), with the line, what was searched and the closest candidates.

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

const SPEC = `# Test: Archive a product

## Steps

1. Navigate to {{DEMO_URL}}
2. Click the archive button for "Ceramic Mug"
3. Verify "Archived" is visible
`

test('Runs: a step the tool cannot automate is reported as such, fast, with candidates', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000)
  const login = await loginAs(request)
  const { access_token } = (await login.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${access_token}` }
  const projectName = `Real pages ${Date.now().toString(36)}`
  const project = await request.post(`${API_URL}/projects`, { data: { name: projectName }, headers })
  expect(project.status()).toBe(201)
  const { id: projectId } = (await project.json()) as { id: string }
  const spec = await request.post(`${API_URL}/specs`, { data: { name: 'archive product', content: SPEC, project_id: projectId }, headers })
  expect(spec.status()).toBe(201)
  const started = await request.post(`${API_URL}/runs`, {
    data: { spec_name: 'archive product', project_id: projectId, engine: 'rules' },
    headers,
  })
  expect(started.status()).toBeLessThan(300)
  const { id: runId } = (await started.json()) as { id: string }

  let run: { status: string; cause: string | null; error: string | null; attempts: unknown[] } | undefined
  await expect
    .poll(
      async () => {
        const res = await request.get(`${API_URL}/runs/${runId}?project_id=${projectId}`, { headers })
        run = (await res.json()) as typeof run
        return run?.status
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe('error')
  expect(run?.cause).toBe('automation')
  expect(run?.error).toMatch(/^Could not automate step 2 \(line 6\)/)
  expect(run?.attempts).toEqual([])

  await page.goto('/runs')
  await signIn(page)
  await page.getByRole('combobox', { name: 'Current project' }).selectOption({ label: projectName })
  await page.goto(`/runs/${runId}`)
  const alert = page.getByRole('alert').filter({ hasText: 'The tool could not automate a step' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('the app may well work')
  await expect(alert).toContainText('nothing matches button "archive"')
  await expect(alert).toContainText('closest candidates')
  await snap(page, testInfo, 'run-cause-automation')
})
