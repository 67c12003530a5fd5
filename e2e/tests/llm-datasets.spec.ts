import { type APIRequestContext, expect, test } from '@playwright/test'
import { loginAs } from '../support/api-auth.js'
import { signIn, snap } from '../support/dashboard.js'
import { API_URL } from '../support/env.js'
import { fakeLlmProvider } from '../support/fake-llm.js'

/**
 * Echoes the user message, except inputs starting with "bad", a "Say nothing" prompt, and (once `state.broken`)
 * inputs starting with "Refund".
 */
const fakeProvider = (state: { broken: boolean }) =>
  fakeLlmProvider((input, messages) => {
    if (messages.some((m) => m.role === 'system' && m.content.includes('Say nothing'))) return 'nothing'
    const refused = input.startsWith('bad') || (state.broken && input.startsWith('Refund'))
    return refused ? 'no idea' : `Echo: ${input}`
  })

const SUITE = `# LLM Test: Echo

## System Prompt
You echo.

## Defaults
- Assertions:
  - contains: "Echo"

## Test Cases

### Hello
- Input: hello
`

// A real spreadsheet export: BOM, CRLF, a quoted field with a comma and doubled quotes, one row without input.
const CSV =
  '\ufeffprompt,answer,tags\r\n"Refund, please","Echo: Refund, please",billing\r\n"Say ""hi""",Echo: hi,greeting\r\n,orphan answer,broken\r\nbad question,?,edge\r\n'
// The next export of the same sheet: the three good rows and one more.
const CSV_V2 =
  'prompt,answer,tags\n"Refund, please","Echo: Refund, please",billing\n"Say ""hi""",Echo: hi,greeting\nbad question,?,edge\nThanks,Echo: Thanks,greeting\n'

async function setUp(request: APIRequestContext, name: string, providerUrl: string): Promise<void> {
  const login = await loginAs(request)
  const { access_token } = (await login.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${access_token}` }
  const { id } = (await (await request.post(`${API_URL}/projects`, { data: { name }, headers })).json()) as { id: string }
  const provider = await request.post(`${API_URL}/llm-testing/providers`, {
    data: { name: 'echo', base_url: providerUrl, model_id: 'fake-model', project_id: id },
    headers,
  })
  expect(provider.status()).toBe(201)
  const suite = await request.post(`${API_URL}/llm-testing/specs`, { data: { name: 'echo', content: SUITE, project_id: id }, headers })
  expect(suite.status()).toBe(201)
}

test('LLM datasets: import a CSV with preview and row errors, mark golden, bulk-run a suite over it, see a later version regress on the analytics page', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const state = { broken: false }
  const fake = await fakeProvider(state)
  try {
    const projectName = `Datasets ${Date.now().toString(36)}`
    await setUp(request, projectName, fake.url)
    await page.goto('/llm-testing/datasets')
    await signIn(page)
    await page.getByRole('combobox', { name: 'Current project' }).selectOption({ label: projectName })

    await test.step('create a dataset and preview a CSV: mapping, rows, row errors by number', async () => {
      await page.getByLabel('New dataset').fill('faq')
      await page.getByRole('button', { name: 'Create', exact: true }).click()
      const detail = page.getByTestId('dataset-detail')
      await expect(detail).toContainText('No golden version')
      await detail
        .getByTestId('csv-import')
        .locator('input[type="file"]')
        .setInputFiles({ name: 'faq.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) })
      await detail.getByRole('button', { name: 'Preview' }).click()
      const preview = detail.getByTestId('import-preview')
      await expect(preview).toContainText('input = prompt')
      await expect(preview).toContainText('3 valid row(s), 1 with errors')
      await expect(preview.getByTestId('preview-row')).toHaveCount(3)
      await expect(preview.getByTestId('preview-row').first()).toContainText('Refund, please')
      await expect(preview.getByTestId('preview-row').nth(1)).toContainText('Say "hi"')
      await expect(preview.getByTestId('row-errors')).toContainText('Row 4 (line 4): "prompt" is empty')
      await expect(detail.getByRole('button', { name: 'Import as new version' })).toBeDisabled()
      await snap(page, testInfo, 'datasets-01-preview')
      await preview.getByLabel('Skip rows with errors').check()
      await detail.getByRole('button', { name: 'Import as new version' }).click()
      await expect(detail.getByTestId('version-row')).toHaveCount(1)
      await expect(detail.getByTestId('version-row').first()).toContainText('3 case(s)')
      await expect(detail.getByTestId('case-editor').getByTestId('case-row')).toHaveCount(3)
    })

    await test.step('mark the version golden', async () => {
      const detail = page.getByTestId('dataset-detail')
      await detail.getByTestId('version-row').first().getByRole('button', { name: 'Mark golden' }).click()
      await expect(detail.getByTestId('golden-summary')).toHaveText('Golden: v1')
      await expect(detail.getByTestId('version-row').first()).toContainText('golden')
      await snap(page, testInfo, 'datasets-02-golden')
    })

    await test.step('bulk-run the suite over the dataset and read the run results', async () => {
      const bulk = page.getByTestId('bulk-run')
      await bulk.getByRole('combobox', { name: 'Suite' }).click()
      await page.getByRole('option', { name: 'echo' }).click()
      await bulk.getByRole('combobox', { name: 'Provider' }).click()
      await page.getByRole('option', { name: 'echo' }).click()
      await bulk.getByRole('button', { name: 'Run over dataset' }).click()
      const detail = page.getByTestId('run-detail')
      await expect(detail.getByTestId('status').first()).toHaveText('failed', { timeout: 60_000 })
      await expect(detail.getByTestId('progress')).toContainText('3/3 cases · 2 passed')
      await expect(detail.getByTestId('case-row')).toHaveCount(3)
      await expect(detail.getByTestId('case-row').nth(2)).toContainText('bad question')
      await snap(page, testInfo, 'datasets-03-run')
    })

    await test.step('the provider changes; a run over the next version shows the regression against golden', async () => {
      state.broken = true
      await page.goBack()
      const detail = page.getByTestId('dataset-detail')
      await detail
        .getByTestId('csv-import')
        .locator('input[type="file"]')
        .setInputFiles({ name: 'faq-v2.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV_V2) })
      await detail.getByRole('button', { name: 'Preview' }).click()
      await expect(detail.getByTestId('import-preview')).toContainText('4 valid row(s)')
      await detail.getByRole('button', { name: 'Import as new version' }).click()
      await expect(detail.getByTestId('version-row')).toHaveCount(2)
      const bulk = page.getByTestId('bulk-run')
      await bulk.getByRole('combobox', { name: 'Suite' }).click()
      await page.getByRole('option', { name: 'echo' }).click()
      await bulk.getByRole('combobox', { name: 'Provider' }).click()
      await page.getByRole('option', { name: 'echo' }).click()
      await bulk.getByLabel('Use cached answers').uncheck() // the provider changed: ask it again
      await bulk.getByRole('button', { name: 'Run over dataset' }).click()
      const run = page.getByTestId('run-detail')
      await expect(run.getByTestId('progress')).toContainText('4/4 cases · 2 passed', { timeout: 60_000 })
      await page.goto('/llm-testing/analytics')
      await expect(page.getByLabel('Regressed cases', { exact: true })).toContainText('1')
      const row = page.getByRole('table', { name: 'Regression list' }).getByRole('row', { name: /Refund/ })
      await expect(row).toContainText('Refund, please')
      await snap(page, testInfo, 'datasets-04-regression')
      state.broken = false
    })

    await test.step('prompt A/B: the original prompt wins, with the small-sample note', async () => {
      await page.goto('/llm-testing/prompt-ab')
      await page.getByRole('combobox', { name: 'Suite' }).click()
      await page.getByRole('option', { name: 'echo' }).click()
      await page.getByRole('combobox', { name: 'Provider' }).click()
      await page.getByRole('option', { name: 'echo' }).click()
      await page.getByLabel('Modified prompt').fill('Say nothing.')
      await page.getByRole('button', { name: 'Start A/B' }).click()
      const it = page.getByTestId('iteration')
      await expect(it.getByTestId('ab-winner')).toContainText('Winner: original prompt', { timeout: 60_000 })
      await expect(it.getByTestId('ab-winner')).toContainText('Small sample')
      await expect(it.getByTestId('ab-case')).toHaveCount(1)
      await expect(it.getByTestId('ab-case').first()).toContainText('-1')
      await snap(page, testInfo, 'datasets-05-prompt-ab')
    })
  } finally {
    await fake.close()
  }
})
