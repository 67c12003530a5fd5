import { type APIRequestContext, expect, test } from '@playwright/test'
import { loginAs } from '../support/api-auth.js'
import { replaceEditorText, signIn, snap, specEditor } from '../support/dashboard.js'
import { API_URL } from '../support/env.js'
import { fakeLlmProvider } from '../support/fake-llm.js'

const SUITE = `# LLM Test: Support

## System Prompt

You are the support agent of {{company}}.

## Variables

- company: Acme

## Test Cases

### Refund
- Input: Where is my refund?
- Assertions:
  - icontains: refund
  - not-refusal

### Return
- Input: How do I return a mug?
- Assertions:
  - icontains: return
`

async function setUp(request: APIRequestContext, name: string, dullUrl: string): Promise<void> {
  const login = await loginAs(request)
  const { access_token } = (await login.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${access_token}` }
  const project = await request.post(`${API_URL}/projects`, { data: { name }, headers })
  const { id } = (await project.json()) as { id: string }
  const res = await request.post(`${API_URL}/llm-testing/providers`, {
    data: { name: 'dull', base_url: dullUrl, model_id: 'fake-model', project_id: id },
    headers,
  })
  expect(res.status()).toBe(201)
}

test('LLM Testing: add a provider, write a suite, run it, compare two providers', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000)
  const smart = await fakeLlmProvider((input) => `Sure! About your ${/refund/i.test(input) ? 'refund' : 'return'}: it is handled.`)
  const dull = await fakeLlmProvider(() => 'I cannot help with that.')
  try {
    const projectName = `LLM ${Date.now().toString(36)}`
    await setUp(request, projectName, dull.url)
    await page.goto('/llm-testing?tab=providers')
    await signIn(page)
    await page.getByRole('combobox', { name: 'Current project' }).selectOption({ label: projectName })

    await test.step('add a provider with the form and test the connection', async () => {
      await page.getByRole('button', { name: 'Add provider' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add provider' })
      await dialog.getByLabel('Name').fill('smart')
      await dialog.getByLabel('Base URL').fill(smart.url)
      await dialog.getByLabel('Model').fill('fake-model')
      await dialog.getByLabel('API key').fill('sk-e2e-secret-7777')
      await dialog.getByRole('button', { name: 'Add provider' }).click()
      await expect(dialog).toBeHidden()
      const row = page.getByRole('row', { name: /smart/ })
      await expect(row).toContainText('****7777')
      await row.getByRole('button', { name: 'Test connection' }).click()
      await expect(row.getByTestId('test-result')).toContainText('OK')
      await snap(page, testInfo, 'llm-01-providers')
    })

    await test.step('write a suite in the editor; an unknown assertion is shown on its line', async () => {
      await page.getByRole('tab', { name: 'Suites' }).click()
      await page.getByRole('button', { name: 'New suite', exact: true }).click()
      await page.getByLabel('New spec name').fill('support')
      await replaceEditorText(page, SUITE.replace('  - icontains: return', '  - smells-nice: roses'))
      const problems = page.getByRole('region', { name: 'Problems' })
      await expect(problems).toContainText('unknown assertion type "smells-nice"')
      await replaceEditorText(page, SUITE)
      await expect(problems).not.toContainText('smells-nice')
      await page.getByRole('button', { name: 'Create spec' }).click()
      await expect(specEditor(page)).toContainText('### Return')
      await snap(page, testInfo, 'llm-02-suite')
    })

    await test.step('run it against the smart provider and read the per-case results', async () => {
      await page.getByRole('tab', { name: 'Runs' }).click()
      await page.getByRole('combobox', { name: 'Suite' }).click()
      await page.getByRole('option', { name: 'support' }).click()
      await page.getByRole('combobox', { name: 'Provider' }).click()
      await page.getByRole('option', { name: 'smart' }).click()
      await page.getByRole('button', { name: 'Run', exact: true }).click()
      const detail = page.getByTestId('run-detail')
      await expect(detail.getByTestId('status').first()).toHaveText('passed', { timeout: 60_000 })
      await expect(detail.getByTestId('progress')).toContainText('2/2 cases · 2 passed')
      await expect(detail.getByTestId('stat-Pass rate')).toHaveText('100%')
      await expect(detail.getByTestId('case-row')).toHaveCount(2)
      await detail.getByTestId('case-row').first().click()
      await expect(detail).toContainText('icontains · pass')
      await snap(page, testInfo, 'llm-03-run')
    })

    await test.step('compare the two providers: matrix, winner, cases side by side', async () => {
      await page.getByRole('tab', { name: 'Compare' }).click()
      await page.getByRole('combobox', { name: 'Suite' }).click()
      await page.getByRole('option', { name: 'support' }).click()
      // An empty MultiSelect's input has no width: click it through its field.
      await page.getByRole('combobox', { name: 'Providers' }).click({ force: true })
      await page.getByRole('option', { name: 'smart' }).click()
      await page.getByRole('option', { name: 'dull' }).click()
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Compare', exact: true }).click()
      const cmp = page.getByTestId('comparison')
      await expect(cmp.getByTestId('winner')).toContainText('Winner: smart', { timeout: 60_000 })
      await expect(cmp.getByTestId('winner')).toContainText('pass rate 100% vs 0%')
      await expect(cmp.getByTestId('matrix-row')).toHaveCount(2)
      await expect(cmp.getByTestId('side-by-side-row')).toHaveCount(2)
      await expect(cmp.getByTestId('side-by-side-row').first()).toContainText('I cannot help with that.')
      await snap(page, testInfo, 'llm-04-compare')
    })
  } finally {
    await smart.close()
    await dull.close()
  }
})
