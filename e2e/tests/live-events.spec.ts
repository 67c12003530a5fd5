import { expect, test } from '@playwright/test'
import { loginAs } from '../support/api-auth.js'
import { signIn, snap } from '../support/dashboard.js'
import { API_PORT, API_URL } from '../support/env.js'

/** The spec's global budget: requests per hour per user. The dashboard may spend a tenth of it watching runs. */
const HOURLY_BUDGET = 1_000
const SIMULATED_MINUTES = 60
const RUN_EVERY_MINUTES = 10

// Nothing listens on port 9: each run ends `error` within seconds, a real queued -> running -> error life cycle.
const SPEC = `# Test: Unreachable app

## Steps

1. Navigate to http://127.0.0.1:9/

## Expected Outcome

- The home page is shown
`

test('the runs page follows an hour of live runs from the event stream, within a tenth of the request budget', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(600_000)
  const login = await loginAs(request)
  const { access_token } = (await login.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${access_token}` }
  const specName = `live-${Date.now()}`
  expect(
    (await request.post(`${API_URL}/specs`, { data: { name: specName, content: SPEC, project_id: 'default' }, headers })).status(),
  ).toBe(201)

  // The page's timers run on a clock the test moves: an hour of intervals passes in minutes.
  await page.clock.install()
  await page.goto('/runs')
  await signIn(page)
  await expect(page.getByRole('table', { name: 'Runs' })).toBeVisible()
  await expect(page.getByText('live', { exact: true })).toBeVisible()
  await page.clock.pauseAt(Date.now() + 5_000)

  const sent: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.port === String(API_PORT) && url.pathname !== '/events') sent.push(`${r.method()} ${url.pathname}`)
  })
  const rows = page.getByRole('table', { name: 'Runs' }).getByRole('row').filter({ hasText: specName })

  for (let minute = 0, started = 0; minute < SIMULATED_MINUTES; minute += RUN_EVERY_MINUTES) {
    const run = await request.post(`${API_URL}/runs`, { data: { spec_name: specName, project_id: 'default' }, headers })
    expect(run.status()).toBe(202)
    const { id } = (await run.json()) as { id: string }
    started++
    // Until the API says the run is over (the test's own requests are not the page's).
    await expect
      .poll(
        async () =>
          ((await (await request.get(`${API_URL}/runs/${id}?project_id=default`, { headers })).json()) as { status: string }).status,
        {
          timeout: 120_000,
        },
      )
      .toBe('error')
    // The page learns it from the stream: a second of its time lets it coalesce and read the list once.
    await expect(async () => {
      await page.clock.runFor(1_000)
      await expect(rows.filter({ has: page.getByLabel('Run status: error') })).toHaveCount(started, { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await page.clock.runFor(RUN_EVERY_MINUTES * 60_000 - 1_000)
  }

  await snap(page, testInfo, 'live-01-runs-after-an-hour')
  testInfo.annotations.push({ type: 'requests in the simulated hour', description: `${sent.length}: ${[...new Set(sent)].join(', ')}` })
  expect(sent.length).toBeLessThanOrEqual(HOURLY_BUDGET / 10)
})
