import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { checkStepCode } from '../../../src/modules/pipeline/ai-code.js'
import { planUnknownSteps, ungrounded } from '../../../src/modules/pipeline/ai-planner.js'
import { resolvePlan } from '../../../src/modules/pipeline/plan-walker.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { UsageMeter } from '../../../src/platform/ai/cost.js'
import { AiProviderError } from '../../../src/platform/ai/errors.js'
import { aiTest } from '../../platform/ai/support.js'
import { type DemoShop, startDemoShop } from '../../support/demo-shop.js'
import { launchBrowser, PASSWORDS } from './demo-shop.js'

const SPEC = `# Test: Customer signs in

## Steps

1. Navigate to {{DEMO_URL}}/login
2. Enter "alice" into the Username field
3. Enter "{{DEMO_PASSWORD}}" into the Password field
4. Tick the box to stay signed in
5. Click "Sign in"
6. Verify the text "Welcome, alice" is visible
`
const CHECK_REMEMBER = JSON.stringify({ action: { kind: 'check', target: { kind: 'toggle', name: 'Remember me' } } })

describe('AI planning of steps the rules do not understand', () => {
  let shop: DemoShop
  let browser: Browser
  beforeAll(async () => {
    shop = await startDemoShop('baseline')
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await shop?.close()
  })
  const it = aiTest()
  const env = () => ({ DEMO_URL: shop.url, DEMO_PASSWORD: PASSWORDS.alice })
  const newPage = async () => {
    const context = await browser.newContext()
    return { page: await context.newPage(), close: () => context.close() }
  }
  const plan = () => planSpec(parseUiSpec(SPEC).spec)

  it('plans an unknown step from its text and the page snapshot, and the plan then walks green', { timeout: 30_000 }, async ({ ai }) => {
    ai.fake.enqueue(CHECK_REMEMBER)
    const meter = new UsageMeter()
    const rules = plan()
    expect(rules.unknown.map((u) => u.n)).toEqual([4])
    const result = await planUnknownSteps(rules, { ai: ai.client(), meter, newPage, env: env() })
    expect(result.failed).toEqual([])
    expect(result.planned).toEqual([
      { n: 4, line: 8, text: 'Tick the box to stay signed in', action: expect.objectContaining({ kind: 'check', line: 8 }) },
    ])
    expect(result.plan.unknown).toEqual([])
    const prompt = ai.fake.chatRequests()[0]!.body.messages[1].content as string
    expect(prompt).toContain('Tick the box to stay signed in')
    expect(prompt).toContain('checkbox "Remember me"') // the accessibility snapshot of the login page
    expect(prompt).toContain('URL: {{DEMO_URL}}/login')
    expect(prompt).not.toContain(PASSWORDS.alice) // the typed password never leaves as a value
    expect(meter.summary().calls).toBe(1)

    const { page, close } = await newPage()
    const walk = await resolvePlan(page, result.plan, { env: env() })
    await close()
    expect([walk.ok, walk.failure?.failure?.message]).toEqual([true, undefined])
  })

  it('retries invalid JSON once, then reports the step with its line', { timeout: 30_000 }, async ({ ai }) => {
    ai.fake.enqueue('Sure! I would click it.', CHECK_REMEMBER)
    const meter = new UsageMeter()
    const ok = await planUnknownSteps(plan(), { ai: ai.client(), meter, newPage, env: env() })
    expect(ok.planned.map((p) => p.n)).toEqual([4])
    expect(meter.summary().calls).toBe(2)

    ai.fake.enqueue('not json', '{"action": {"kind": "tickle"}}')
    const bad = await planUnknownSteps(plan(), { ai: ai.client(), meter, newPage, env: env() })
    expect(bad.planned).toEqual([])
    expect(bad.failed).toHaveLength(1)
    expect(bad.failed[0]!.reason).toMatch(/^line 8: AI output was not valid after 2 attempts: /)
    expect(bad.plan.unknown.map((u) => u.n)).toEqual([4])
    expect(meter.summary().calls).toBe(4)
  })

  it('rejects an invented expectation and throws provider failures', { timeout: 30_000 }, async ({ ai }) => {
    ai.fake.enqueue(JSON.stringify({ action: { kind: 'verify_text', value: 'Welcome, bob', visible: true } }))
    const rejected = await planUnknownSteps(plan(), { ai: ai.client(), meter: new UsageMeter(), newPage, env: env() })
    expect(rejected.failed[0]!.reason).toBe('line 8: the AI plan was rejected: "Welcome, bob" is not in the step')

    ai.fake.enqueue({ status: 401, message: 'Incorrect API key provided' })
    const err = await planUnknownSteps(plan(), { ai: ai.client(), meter: new UsageMeter(), newPage, env: env() }).catch((e) => e)
    expect(err).toBeInstanceOf(AiProviderError)
    expect(err.message).toBe('AI provider rejected the API key (HTTP 401)')
  })
})

describe('grounding and code checks', () => {
  const it = aiTest()
  it('accepts values copied from the step and refuses made-up ones', () => {
    expect(ungrounded({ kind: 'verify_url', op: 'contains', value: '/dashboard' }, 'Make sure we land on the dashboard')).toBeUndefined()
    expect(ungrounded({ kind: 'verify_count', target: { kind: 'list', name: 'cart' }, count: 2 }, 'The cart has two items')).toBeUndefined()
    expect(ungrounded({ kind: 'verify_count', target: { kind: 'list', name: 'cart' }, count: 3 }, 'The cart has two items')).toBe(
      'the count 3 is not in the step',
    )
    expect(ungrounded({ kind: 'fill', target: { kind: 'field', name: 'User' }, value: 'bob' }, 'Type alice as the user')).toBe(
      '"bob" is not in the step',
    )
  })

  it('lets only single semantic-locator statements without secrets through', () => {
    const opts = { allowedEnv: ['DEMO_PASSWORD'], secrets: [PASSWORDS.alice] }
    expect(checkStepCode(["await page.getByRole('button', { name: 'Log in' }).click();"], opts)).toEqual({
      ok: true,
      problems: [],
      statements: ["await page.getByRole('button', { name: 'Log in' }).click()"],
    })
    expect(checkStepCode(["await page.getByLabel('Password').fill(env('DEMO_PASSWORD'))"], opts).ok).toBe(true)
    const problems = (code: string) => checkStepCode([code], opts).problems.join('; ')
    expect(problems(`await page.getByLabel('Password').fill('${PASSWORDS.alice}')`)).toContain(
      'writes out the value of an environment variable',
    )
    expect(problems("await page.getByLabel('Password').fill(process.env.DEMO_PASSWORD)")).toContain('reaches outside the page')
    expect(problems("await page.getByLabel('Password').fill(env('ADMIN_TOKEN'))")).toContain("reads env('ADMIN_TOKEN')")
    expect(problems("await page.locator('#submit').click()")).toContain('CSS or XPath')
    expect(problems("await page.getByText('x').click().catch(() => {})")).toContain('swallows errors')
    expect(problems('await page.waitForTimeout(3000)')).toContain('waits a fixed time')
    expect(problems("await expect(page.getByRole('main')).toBeVisible()")).toBe('')
    expect(problems("await page.keyboard.press('Enter')")).toBe('')
    expect(problems("await page.getByText('a').click(); await page.getByText('b').click()")).toContain('not a single statement')
    expect(problems("fetch('http://evil')")).toContain('does not start with')
    expect(problems("await page.getByText('Process the order').click()")).toBe('') // words inside strings are fine
  })
})
