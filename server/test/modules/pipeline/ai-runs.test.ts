import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Fingerprint } from '../../../src/modules/pipeline/fingerprint.js'
import type { Resolutions } from '../../../src/modules/pipeline/resolution.js'
import * as store from '../../../src/modules/runs/store.js'
import { type AppHarness, appTest, createAppHarness } from '../../support/app.js'
import { type DemoShop, startDemoShop } from '../../support/demo-shop.js'
import { FAKE_API_KEY, type FakeOpenAi, type FakeReply, type FakeRequest, startFakeOpenAi } from '../../support/fake-openai.js'

// A login spec with one step the rules grammar does not know (5) and a value check (3) a heal must keep.
const SPEC = `# Test: Customer signs in, planned with AI

## Steps

1. Navigate to {{DEMO_URL}}/login
2. Enter "alice" into the Username field
3. Verify the Username field has value "alice"
4. Enter "{{DEMO_PASSWORD}}" into the Password field
5. Tick the box to stay signed in
6. Click "Sign in"
7. Verify the text "Welcome, alice" is visible
`
const SPEC_NAME = 'auth/ai-login'
const CHECK_REMEMBER = JSON.stringify({ action: { kind: 'check', target: { kind: 'toggle', name: 'Remember me' } } })

/** A fingerprint nothing on the page resembles: the rules healer cannot re-find the element from it. */
const NOWHERE: Fingerprint = {
  role: 'slider',
  name: 'Zephyr quantum dial',
  label: 'Zephyr quantum dial',
  text: '',
  testId: 'zq-dial',
  placeholder: '',
  tag: 'canvas',
  cssPath: 'aside > canvas#zq',
  neighbours: ['Quantum settings'],
  attributes: { id: 'zq' },
}

type User = Parameters<AppHarness['request']>[0]
async function finished(h: AppHarness, user: User, runId: string, projectId: string) {
  const deadline = Date.now() + 120_000
  for (;;) {
    const res = await h.request(user, { url: `/runs/${runId}?project_id=${projectId}` })
    const run = res.json()
    if (res.statusCode === 200 && !['queued', 'running'].includes(run.status)) return run
    if (Date.now() > deadline) throw new Error(`run still ${run.status ?? res.statusCode}`)
    await new Promise((r) => setTimeout(r, 500)) // slow enough to stay under the per-user rate limit
  }
}

const isPlan = (req: FakeRequest) => String(req.body?.messages?.[0]?.content).includes('structured browser action')

describe('UI runs with the AI engine against the demo shop and a fake OpenAI server', () => {
  let shop: DemoShop
  let fake: FakeOpenAi
  let h: AppHarness
  beforeAll(async () => {
    shop = await startDemoShop('baseline')
    fake = await startFakeOpenAi()
    h = await createAppHarness('sqlite', {
      REQUIRE_AUTH: 'true',
      SPEC_ENV_ALLOWLIST: 'DEMO_*',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: FAKE_API_KEY,
      AI_MODEL: 'fake-model',
    })
    await h.deps.jobs.start()
    process.env.DEMO_URL = shop.url
    process.env.DEMO_PASSWORD = 'Wonderland1!'
    delete process.env.BASE_URL // vitest sets "/"
  })
  afterAll(async () => {
    await h?.close()
    await fake?.close()
    await shop?.close()
  })

  test('plans an unknown step, heals a drifted locator the rules cannot, rejects a heal that edits an expectation, reports provider errors', {
    timeout: 300_000,
  }, async () => {
    const p = await h.project()
    const m = p.members.member
    const created = await h.request(m, { method: 'POST', url: '/specs', payload: { name: SPEC_NAME, content: SPEC, project_id: p.id } })
    expect(created.statusCode).toBe(201)
    let heal: () => FakeReply = () => ({ status: 500, message: 'no heal expected' })
    let plan: () => FakeReply = () => CHECK_REMEMBER
    fake.handle((req) => (isPlan(req) ? plan() : heal()))
    const run = async (engine: 'ai' | 'auto' = 'ai') => {
      const start = await h.request(m, { method: 'POST', url: '/runs', payload: { spec_name: SPEC_NAME, project_id: p.id, engine } })
      expect(start.statusCode).toBe(202)
      return finished(h, p.members.viewer, start.json().id, p.id)
    }

    // 1. The rules planner cannot read step 5; the model plans it from the page snapshot and the run passes.
    const first = await run()
    expect([first.status, first.error]).toEqual(['passed', null])
    expect(first.engine).toBe('ai')
    expect(first.stages.map((s: { name: string }) => s.name)).toEqual(['plan', 'plan (ai)', 'generate', 'validate'])
    expect(first.plan.unknown).toEqual([])
    expect(first.plan.steps[4].action).toMatchObject({ kind: 'check', target: { name: 'Remember me' }, line: 9 })
    expect(first.code).toContain("getByRole('checkbox', { name: 'Remember me' })")
    expect(first.ai_usage).toMatchObject({ calls: 1, by_model: { 'fake-model': { calls: 1 } } })
    expect(first.ai_usage.total_tokens).toBeGreaterThan(100)
    const memory = (await store.readMemory(h.deps.db, p.id, SPEC_NAME))!
    const corrupt = async (id: string) => {
      const resolutions: Resolutions = JSON.parse(memory)
      resolutions[id] = { ...resolutions[id]!, element: [{ by: 'role', role: 'textbox' }], fingerprint: NOWHERE }
      await store.writeMemory(h.deps.db, {
        project_id: p.id,
        spec_name: SPEC_NAME,
        resolutions: JSON.stringify(resolutions),
        run_id: first.id,
        updated_at: new Date().toISOString(),
      })
    }

    // 2. Step 2's locator drifted (it now matches two fields) and its fingerprint matches nothing: the rules healer
    //    gives up, the model proposes the right locator, the guardrail accepts it and the healed test passes.
    await corrupt('s2')
    heal = () =>
      JSON.stringify({ statements: ["await page.getByLabel('Username').fill('alice')"], reason: 'the field is labelled Username' })
    const healed = await run()
    expect([healed.status, healed.error]).toEqual(['passed', null])
    expect(healed.attempts).toHaveLength(2)
    expect(healed.attempts[0]).toMatchObject({ status: 'failed', classification: 'locator_drift' })
    expect(healed.attempts[0].heal).toContain('AI: the field is labelled Username')
    expect(healed.attempts[0].diff).toContain("+    await page.getByLabel('Username').fill('alice')")
    expect(healed.attempts[0].diff).toContain("-    await page.getByRole('textbox').fill('alice')")
    expect(healed.ai_usage.calls).toBe(2) // plan + heal
    const healRequest = fake.chatRequests().at(-1)!.body.messages[1].content as string
    expect(healRequest).toContain('textbox "Username"') // the snapshot of the page where step 2 runs
    expect(healRequest).toContain('strict mode violation')

    // 3. A heal that changes the expected value of step 3 is rejected by the guardrail and recorded; the tool could
    // not automate the step, so the run is an error (never passed, never a false "failed").
    await corrupt('s3')
    heal = () =>
      JSON.stringify({ statements: ["await expect(page.getByLabel('Username')).toHaveValue('bob')"], reason: 'the field shows bob' })
    const rejected = await run()
    expect(rejected.status).toBe('error')
    expect(rejected.attempts).toHaveLength(1)
    expect(rejected.attempts[0].classification).toBe('locator_drift')
    expect(rejected.attempts[0].heal).toContain('the AI heal was rejected by the guardrail')
    expect(rejected.attempts[0].heal).toContain('no assertion expects "alice"')
    expect(rejected.code).toContain("toHaveValue('alice')")
    expect(rejected.code).not.toContain('bob')

    // 4. The provider fails (HTTP 500 after two retries) while healing: the run ends in error and says why.
    heal = () => ({ status: 500, message: 'upstream overloaded' })
    const down = await run()
    expect(down.status).toBe('error')
    expect(down.error).toContain('AI heal failed: AI provider failed (HTTP 500): upstream overloaded')
    expect(down.attempts[0].heal).toContain('AI heal failed: AI provider failed (HTTP 500)')

    // 5. The key is refused while planning: the run stops with a clear error before any test runs.
    plan = () => ({ status: 401, message: 'Incorrect API key provided: sk-test-…' })
    const refused = await run()
    expect([refused.status, refused.error]).toEqual(['error', 'AI planning failed: AI provider rejected the API key (HTTP 401)'])
    expect(refused.attempts).toEqual([])
  })

  test('writes the code of steps the model cannot plan; the run passes, or stops with the line when the code is rejected', {
    timeout: 180_000,
  }, async () => {
    const spec = SPEC.replace('# Test: Customer signs in, planned with AI', '# Test: Customer signs in, written by AI').concat(
      '8. Make sure the greeting "Welcome, alice" is in bold\n',
    )
    const p = await h.project()
    const m = p.members.member
    const name = 'auth/ai-written-login'
    expect((await h.request(m, { method: 'POST', url: '/specs', payload: { name, content: spec, project_id: p.id } })).statusCode).toBe(201)
    const tick = "await page.getByRole('checkbox', { name: 'Remember me' }).check()"
    const greeting = "await expect(page.getByText('Welcome, alice')).toBeVisible()"
    let tickCode = tick
    fake.handle((req) => {
      if (isPlan(req)) return JSON.stringify({ action: null, reason: 'not one of the action kinds' })
      const user = String(req.body?.messages?.[1]?.content)
      return JSON.stringify({ code: user.includes('Step 5 as written') ? tickCode : greeting, explanation: 'from the snapshot' })
    })
    const run = async () => {
      const start = await h.request(m, { method: 'POST', url: '/runs', payload: { spec_name: name, project_id: p.id, engine: 'ai' } })
      expect(start.statusCode).toBe(202)
      return finished(h, p.members.viewer, start.json().id, p.id)
    }

    const ok = await run()
    expect([ok.status, ok.error]).toEqual(['passed', null])
    expect(ok.stages.map((s: { name: string }) => s.name)).toEqual(['plan', 'plan (ai)', 'generate', 'generate (ai)', 'validate'])
    expect(ok.stages[3]).toMatchObject({ status: 'passed', detail: '2 of 2 steps generated by AI' })
    expect(ok.code).toContain(`    ${tick}`)
    expect(ok.code).toContain(`    ${greeting}`)
    expect(ok.code).not.toContain('test.fixme')
    expect(ok.ai_usage.calls).toBe(4) // two plans declined, two steps written

    tickCode = "await page.locator('#remember').check()"
    const bad = await run()
    expect(bad.status).toBe('error')
    expect(bad.error).toMatch(/^AI code generation failed: line 9: the AI code was rejected: .*CSS or XPath/)
    expect(bad.stages.at(-1)).toMatchObject({ name: 'generate (ai)', status: 'failed' })
    expect(bad.attempts).toEqual([])
    expect(bad.code).toContain("test.fixme(true, 'Step 5 is not in the step grammar")
  })
})

describe('UI runs without an AI provider', () => {
  let shop: DemoShop
  beforeAll(async () => {
    shop = await startDemoShop('baseline')
  })
  afterAll(async () => {
    await shop?.close()
  })
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true', SPEC_ENV_ALLOWLIST: 'DEMO_*' })

  it('answers 503 for engine ai before anything queues; auto runs on rules alone', { timeout: 120_000 }, async ({ harness: h }) => {
    const p = await h.project()
    const m = p.members.member
    await h.request(m, { method: 'POST', url: '/specs', payload: { name: SPEC_NAME, content: SPEC, project_id: p.id } })
    for (const url of ['/runs', '/runs/bulk']) {
      const payload = url === '/runs' ? { spec_name: SPEC_NAME } : { spec_names: [SPEC_NAME] }
      const res = await h.request(m, { method: 'POST', url, payload: { ...payload, project_id: p.id, engine: 'ai' } })
      expect([url, res.statusCode, res.json()]).toEqual([url, 503, { detail: 'AI provider not configured' }])
    }
    expect((await h.request(p.members.viewer, { url: `/runs?project_id=${p.id}` })).json().total).toBe(0)

    await h.deps.jobs.start()
    process.env.DEMO_URL = shop.url
    process.env.DEMO_PASSWORD = 'Wonderland1!'
    delete process.env.BASE_URL
    const start = await h.request(m, { method: 'POST', url: '/runs', payload: { spec_name: SPEC_NAME, project_id: p.id } })
    expect(start.statusCode).toBe(202)
    const run = await finished(h, p.members.viewer, start.json().id, p.id)
    expect(run.engine).toBe('rules')
    expect(run.ai_usage).toBeNull()
    expect(run.stages.map((s: { name: string }) => s.name)).not.toContain('plan (ai)')
    // Without a model a step the rules do not understand stops the run (a fixme'd step would look green).
    expect(run.status).toBe('error')
    expect(run.error).toMatch(/^Not understood by the rules engine \(reword, or configure an AI provider\): line \d+: /)
  })
})
