import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/app.js'
import { registerJobKinds } from '../../../src/job-kinds.js'
import { invalidateHealth } from '../../../src/modules/health/ops-service.js'
import { testDialects } from '../../support/env.js'
import { FAKE_API_KEY, type FakeOpenAi, startFakeOpenAi } from '../../support/fake-openai.js'
import { createTestRuntime, manualClock, type TestRuntime } from '../../support/runtime.js'

const SUITE = `# LLM Test: Nightly

## System Prompt
You echo.

## Test Cases

### first
- Input: alpha
- Assertions:
  - contains: alpha

### second
- Input: beta
- Assertions:
  - contains: beta

### third
- Input: gamma
- Assertions:
  - contains: gamma
`

describe.each(testDialects())('LLM schedules on the real scheduler with a fake clock (%s)', (dialect) => {
  let fake: FakeOpenAi
  let breakBeta = false
  let rt: TestRuntime
  let app: FastifyInstance
  // 09:59:00 UTC: the hourly schedule is due at 10:00.
  const clock = manualClock(Date.parse('2031-05-06T09:59:00.000Z'))
  const call = async (opts: InjectOptions) => {
    const res = await app.inject(opts)
    return { status: res.statusCode, body: res.json() }
  }
  async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
    const deadline = Date.now() + 60_000
    for (;;) {
      const v = await read()
      if (done(v)) return v
      if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(v)}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: FAKE_API_KEY, models: ['fake-model'] })
    fake.handle((req) => {
      const text = String(req.body?.messages?.at(-1)?.content ?? '')
      return breakBeta && text === 'beta' ? 'I cannot say' : `Echo: ${text}`
    })
    rt = await createTestRuntime(dialect, {}, { clock })
    registerJobKinds(rt.deps)
    app = await buildApp(rt.deps, { logger: false })
    await app.ready()
    await rt.deps.jobs.start()
  })
  afterAll(async () => {
    await app?.close()
    await rt?.close()
    await fake?.close()
  })

  it('CRUD checks its input; a cron fire runs the suite, a regression against golden raises an alert; run-now clears it', async () => {
    const provider = (
      await call({
        method: 'POST',
        url: '/llm-testing/providers',
        payload: { name: 'fake', base_url: fake.baseUrl, model_id: 'fake-model', api_key: FAKE_API_KEY },
      })
    ).body
    expect((await call({ method: 'POST', url: '/llm-testing/specs', payload: { name: 'nightly', content: SUITE } })).status).toBe(201)

    // Golden: a manual run that passes every case, marked golden.
    const golden = (await call({ method: 'POST', url: '/llm-testing/run', payload: { spec_name: 'nightly', provider_id: provider.id } }))
      .body
    const goldenDone = await until(
      async () => (await call({ url: `/llm-testing/runs/${golden.id}` })).body,
      (r) => r.status !== 'queued' && r.status !== 'running',
    )
    expect([goldenDone.status, goldenDone.passed]).toEqual(['passed', 3])
    expect((await call({ method: 'POST', url: `/llm-testing/runs/${golden.id}/golden` })).status).toBe(200)

    // Input errors: 422 naming the field, nothing stored.
    const body = { name: 'Hourly', spec_name: 'nightly', provider_id: provider.id, cron_expression: '0 * * * *' }
    const unknownSuite = await call({ method: 'POST', url: '/llm-testing/schedules', payload: { ...body, spec_name: 'nope' } })
    expect([unknownSuite.status, unknownSuite.body.detail[0].loc]).toEqual([422, ['body', 'spec_name']])
    const unknownProvider = await call({ method: 'POST', url: '/llm-testing/schedules', payload: { ...body, provider_id: 'nope' } })
    expect([unknownProvider.status, unknownProvider.body.detail[0].loc]).toEqual([422, ['body', 'provider_id']])
    const badCron = await call({ method: 'POST', url: '/llm-testing/schedules', payload: { ...body, cron_expression: '0 25 * * *' } })
    expect([badCron.status, badCron.body.detail[0].loc]).toEqual([422, ['body', 'cron_expression']])
    expect((await call({ url: '/llm-testing/schedules' })).body.total).toBe(0)

    const created = await call({ method: 'POST', url: '/llm-testing/schedules', payload: body })
    expect(created.status).toBe(201)
    const s = created.body
    expect(s).toMatchObject({
      name: 'Hourly',
      description: 'Every hour',
      enabled: true,
      next_run_at: '2031-05-06T10:00:00.000Z',
      last_execution: null,
    })

    // Toggle off and on: disabled has no next run; enabled re-plans from now.
    expect((await call({ method: 'POST', url: `/llm-testing/schedules/${s.id}/toggle` })).body).toMatchObject({
      enabled: false,
      next_run_at: null,
    })
    expect((await call({ method: 'POST', url: `/llm-testing/schedules/${s.id}/toggle` })).body).toMatchObject({
      enabled: true,
      next_run_at: '2031-05-06T10:00:00.000Z',
    })
    expect((await call({ method: 'PUT', url: `/llm-testing/schedules/${s.id}`, payload: { provider_id: 'nope' } })).status).toBe(422)

    // Nothing fires before 10:00.
    clock.advance(30_000)
    expect(await rt.deps.scheduler.tick()).toBe(0)

    // 10:00:05: the cron fire runs the suite; beta now fails: one case regressed against golden.
    breakBeta = true
    clock.advance(35_000)
    expect(await rt.deps.scheduler.tick()).toBe(1)
    await rt.deps.scheduler.idle()
    const history = await until(
      async () => (await call({ url: `/llm-testing/schedules/${s.id}/executions` })).body,
      (h) => h.items[0]?.status === 'completed' || h.items[0]?.status === 'failed',
    )
    expect(history.total).toBe(1)
    const fired = history.items[0]
    expect(fired).toMatchObject({
      trigger: 'cron',
      scheduled_for: '2031-05-06T10:00:00.000Z',
      status: 'completed',
      golden_run_id: golden.id,
      regressed: 1,
      improved: 0,
    })
    expect(fired.run).toMatchObject({ id: fired.run_id, status: 'failed', total: 3, passed: 2, failed: 1, pass_rate: 0.6667 })
    const scheduledRun = (await call({ url: `/llm-testing/runs/${fired.run_id}` })).body
    expect(scheduledRun.triggered_by).toBe(`schedule:${s.id}`)
    const regressions = (await call({ url: `/llm-testing/analytics/regressions?run_id=${fired.run_id}` })).body
    expect(regressions.items.map((r: { case_name: string; input: string }) => [r.case_name, r.input])).toEqual([['second', 'beta']])

    // The alert: in /health/alerts while the newest scheduled run regresses.
    invalidateHealth(rt.deps)
    const alerts = (await call({ url: '/health/alerts' })).body
    const alert = alerts.items.find((a: { id: string }) => a.id === `llm_regression:${s.id}`)
    expect(alert).toMatchObject({ source: 'llm_regressions', severity: 'warning', title: 'LLM schedule "Hourly" regressed against golden' })
    expect(alert.detail).toContain(`1 case(s) that pass on golden run ${golden.id} failed in run ${fired.run_id}`)
    expect(alerts.sources).toContain('llm_regressions')

    // Run now after the fix: a manual execution with no regression; the cron plan is untouched; the alert clears.
    breakBeta = false
    clock.advance(60_000)
    const now = await call({ method: 'POST', url: `/llm-testing/schedules/${s.id}/run-now` })
    expect(now.status).toBe(202)
    expect(now.body).toMatchObject({ trigger: 'manual', run: expect.objectContaining({ id: now.body.run_id }) })
    const after = await until(
      async () => (await call({ url: `/llm-testing/schedules/${s.id}/executions` })).body,
      (h) => h.items[0]?.status === 'completed',
    )
    expect(after.items.map((e: { trigger: string; regressed: number }) => [e.trigger, e.regressed])).toEqual([
      ['manual', 0],
      ['cron', 1],
    ])
    expect((await call({ url: `/llm-testing/schedules/${s.id}` })).body).toMatchObject({
      next_run_at: '2031-05-06T11:00:00.000Z',
      last_execution: { trigger: 'manual', regressed: 0 },
    })
    invalidateHealth(rt.deps)
    expect((await call({ url: '/health/alerts' })).body.items.some((a: { id: string }) => a.id.startsWith('llm_regression:'))).toBe(false)

    // Delete: gone (404 after), the runs it started stay.
    expect((await call({ method: 'DELETE', url: `/llm-testing/schedules/${s.id}` })).body).toEqual({ deleted: true, id: s.id })
    expect((await call({ url: `/llm-testing/schedules/${s.id}` })).status).toBe(404)
    expect((await call({ url: `/llm-testing/runs/${fired.run_id}` })).status).toBe(200)
  })

  it('a schedule over a dataset runs its newest version with the suite defaults, measured against the golden version', async () => {
    breakBeta = false
    const provider = (
      await call({
        method: 'POST',
        url: '/llm-testing/providers',
        payload: { name: 'fake-ds', base_url: fake.baseUrl, model_id: 'fake-model', api_key: FAKE_API_KEY },
      })
    ).body
    const suite =
      '# LLM Test: Echo defaults\n\n## System Prompt\nYou echo.\n\n## Defaults\n- Assertions:\n  - equals\n\n## Test Cases\n\n### unused\n- Input: x\n- Expected: Echo: x\n'
    expect((await call({ method: 'POST', url: '/llm-testing/specs', payload: { name: 'echo-defaults', content: suite } })).status).toBe(201)
    const cases = ['alpha', 'beta', 'gamma'].map((input) => ({ input, expected: `Echo: ${input}` }))
    const ds = (await call({ method: 'POST', url: '/llm-testing/datasets', payload: { name: 'echoes', cases } })).body
    expect((await call({ method: 'PUT', url: `/llm-testing/datasets/${ds.id}/golden`, payload: { version: 1 } })).status).toBe(200)
    // The golden baseline: a run over the golden version.
    const base = (
      await call({
        method: 'POST',
        url: '/llm-testing/bulk-run',
        payload: { dataset_id: ds.id, spec_name: 'echo-defaults', provider_id: provider.id },
      })
    ).body
    const baseDone = await until(
      async () => (await call({ url: `/llm-testing/runs/${base.id}` })).body,
      (r) => r.status !== 'queued' && r.status !== 'running',
    )
    expect([baseDone.status, baseDone.passed]).toEqual(['passed', 3])

    const body = { name: 'Dataset nightly', spec_name: 'echo-defaults', provider_id: provider.id, cron_expression: '0 3 * * *' }
    const ghost = await call({ method: 'POST', url: '/llm-testing/schedules', payload: { ...body, dataset_id: 'nope' } })
    expect([ghost.status, ghost.body.detail[0].loc]).toEqual([422, ['body', 'dataset_id']])
    const created = await call({ method: 'POST', url: '/llm-testing/schedules', payload: { ...body, dataset_id: ds.id } })
    expect([created.status, created.body.dataset_id]).toEqual([201, ds.id])

    // A second version (one more case) is what the schedule runs now; beta regresses against the golden version's run.
    await call({
      method: 'POST',
      url: `/llm-testing/datasets/${ds.id}/versions`,
      payload: { cases: [...cases, { input: 'delta', expected: 'Echo: delta' }] },
    })
    breakBeta = true
    const now = await call({ method: 'POST', url: `/llm-testing/schedules/${created.body.id}/run-now` })
    expect(now.status).toBe(202)
    const after = await until(
      async () => (await call({ url: `/llm-testing/schedules/${created.body.id}/executions` })).body,
      (h) => h.items[0]?.status === 'completed' || h.items[0]?.status === 'failed',
    )
    expect(after.items[0]).toMatchObject({ status: 'completed', golden_run_id: base.id, regressed: 1 })
    const run = (await call({ url: `/llm-testing/runs/${after.items[0].run_id}` })).body
    expect(run).toMatchObject({ dataset_id: ds.id, dataset_version: 2, progress: { total: 4 }, passed: 3, failed: 1 })
    breakBeta = false
  })
})
