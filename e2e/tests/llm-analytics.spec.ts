import { type APIRequestContext, expect, test } from '@playwright/test'
import { loginAs } from '../support/api-auth.js'
import { signIn, snap } from '../support/dashboard.js'
import { API_URL } from '../support/env.js'
import { fakeLlmProvider } from '../support/fake-llm.js'

/** Echoes the question, or (once broken) answers "return" questions off topic. */
const fakeProvider = (state: { broken: boolean }) =>
  fakeLlmProvider((input) => (state.broken && /return/i.test(input) ? 'I cannot help with that.' : `About your question: ${input}`))

const SUITE = `# LLM Test: Support

## System Prompt

You are a support agent.

## Test Cases

### Refund
- Input: Where is my refund?
- Assertions:
  - icontains: refund

### Return
- Input: How do I return a mug?
- Assertions:
  - icontains: return
`

async function finishedRun(request: APIRequestContext, headers: Record<string, string>, projectId: string, providerId: string) {
  const started = await request.post(`${API_URL}/llm-testing/run`, {
    data: { spec_name: 'support', provider_id: providerId, project_id: projectId, use_cache: false },
    headers,
  })
  expect(started.status()).toBe(202)
  const { id } = (await started.json()) as { id: string }
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${API_URL}/llm-testing/runs/${id}?project_id=${projectId}`, { headers })).json()) as { status: string })
          .status,
      { timeout: 60_000 },
    )
    .toMatch(/^(passed|failed)$/)
  return id
}

test('LLM analytics and schedules: a golden run passing, a later run failing, the regression on the page; a schedule run now', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const state = { broken: false }
  const provider = await fakeProvider(state)
  try {
    const projectName = `LLM analytics ${Date.now().toString(36)}`
    const login = await loginAs(request)
    const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` }
    const project = (await (await request.post(`${API_URL}/projects`, { data: { name: projectName }, headers })).json()) as { id: string }
    const p = (await (
      await request.post(`${API_URL}/llm-testing/providers`, {
        data: { name: 'echo', base_url: provider.url, model_id: 'fake-model', project_id: project.id },
        headers,
      })
    ).json()) as { id: string }
    expect(
      (
        await request.post(`${API_URL}/llm-testing/specs`, { data: { name: 'support', content: SUITE, project_id: project.id }, headers })
      ).status(),
    ).toBe(201)

    // Golden: a run where both cases pass, marked golden; then the provider breaks and a later run fails "Return".
    const golden = await finishedRun(request, headers, project.id, p.id)

    await page.goto(`/llm-testing?tab=runs&run=${golden}`)
    await signIn(page)
    await page.getByRole('combobox', { name: 'Current project' }).selectOption({ label: projectName })
    await page.goto(`/llm-testing?tab=runs&run=${golden}`)

    await test.step('mark the passing run golden from its page', async () => {
      const detail = page.getByTestId('run-detail')
      await detail.getByRole('button', { name: 'Mark golden' }).click()
      await expect(detail.getByText('golden', { exact: true })).toBeVisible()
      await expect(detail.getByRole('button', { name: 'Remove golden mark' })).toBeVisible()
    })
    state.broken = true
    await finishedRun(request, headers, project.id, p.id)

    await page.locator('a[href="/llm-testing/analytics"]').first().click()
    await expect(page).toHaveURL(/\/llm-testing\/analytics/)

    await test.step('the analytics page shows the regression against golden', async () => {
      await expect(page.getByLabel('Runs', { exact: true })).toContainText('2')
      await expect(page.getByLabel('Pass rate', { exact: true })).toContainText('75%')
      await expect(page.getByLabel('Regressed cases', { exact: true })).toContainText('1')
      const row = page.getByRole('table', { name: 'Regression list' }).getByRole('row', { name: /Return/ })
      await expect(row).toContainText('How do I return a mug?')
      await expect(row).toContainText('score 1 → 0')
      await expect(page.getByLabel('Golden baselines')).toContainText('50%')
      await expect(page.getByLabel('Pass rate per day').locator('.recharts-surface').first()).toBeVisible()
      await snap(page, testInfo, 'llm-analytics-01-regression')
    })

    await test.step('create a schedule, run it now, see its history with the regression', async () => {
      await page.locator('a[href="/llm-testing/schedules"]').click()
      await expect(page).toHaveURL(/\/llm-testing\/schedules/)
      await page.getByRole('button', { name: 'New schedule' }).click()
      const form = page.getByRole('form', { name: 'New schedule' })
      await form.getByLabel('Name').fill('Nightly support')
      await form.getByRole('combobox', { name: 'Suite' }).click()
      await page.getByRole('option', { name: 'support' }).click()
      await form.getByRole('combobox', { name: 'Provider' }).click()
      await page.getByRole('option', { name: 'echo' }).click()
      await form.getByRole('textbox', { name: 'Cron (UTC)' }).fill('0 2 * * *')
      await form.getByRole('button', { name: 'Create schedule' }).click()
      const row = page.getByRole('table', { name: 'LLM schedules' }).getByRole('row', { name: /Nightly support/ })
      await expect(row).toContainText('At 02:00')
      await row.getByRole('button', { name: 'Run Nightly support now' }).click()
      const history = page.getByLabel('History of Nightly support')
      await expect(history.getByRole('row')).toHaveCount(2)
      await expect(history).toContainText('completed', { timeout: 60_000 })
      await expect(history).toContainText('1 regressed')
      await expect(history).toContainText('manual')
      await expect(row).toContainText('1 regressed')
      await snap(page, testInfo, 'llm-analytics-02-schedule')
    })
  } finally {
    await provider.close()
  }
})
