import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { findStepBlock } from '../../../src/modules/pipeline/ai-code.js'
import { generateUnknownSteps, reapplyGenerated, ungroundedCode } from '../../../src/modules/pipeline/ai-generator.js'
import { generateTest } from '../../../src/modules/pipeline/codegen.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { UsageMeter } from '../../../src/platform/ai/cost.js'
import { AiProviderError } from '../../../src/platform/ai/errors.js'
import { aiTest } from '../../platform/ai/support.js'
import { type DemoShop, startDemoShop } from '../../support/demo-shop.js'
import { launchBrowser, PASSWORDS } from './demo-shop.js'

// Steps 4 and 7 are not in the step grammar; 7 is a check with an expected value.
const SPEC = `# Test: Customer signs in

## Steps

1. Navigate to {{DEMO_URL}}/login
2. Enter "alice" into the Username field
3. Enter "{{DEMO_PASSWORD}}" into the Password field
4. Tick the box to stay signed in
5. Click "Sign in"
6. Verify the text "Welcome" is visible
7. Make sure the greeting "Welcome, alice" is in bold
`
const code = (text: string, explanation = 'uses the snapshot') => JSON.stringify({ code: text, explanation })
const TICK = "await page.getByRole('checkbox', { name: 'Remember me' }).check()"
const GREETING = "await expect(page.getByText('Welcome, alice')).toBeVisible()"

describe('AI code generation for steps without an action', () => {
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
  const generate = (ai: { client: () => import('../../../src/platform/ai/ai-client.js').AiClient }, meter = new UsageMeter()) => {
    const p = plan()
    return generateUnknownSteps(p, generateTest(p).code, { ai: ai.client(), meter, newPage, env: env() })
  }

  it('splices checked code into the step blocks in place of test.fixme', { timeout: 60_000 }, async ({ ai }) => {
    ai.fake.enqueue(code(TICK, 'the checkbox is labelled Remember me'), code(GREETING))
    const meter = new UsageMeter()
    const p = plan()
    expect(p.steps.filter((s) => s.action.kind === 'unknown').map((s) => s.n)).toEqual([4, 7])
    const result = await generateUnknownSteps(p, generateTest(p).code, { ai: ai.client(), meter, newPage, env: env() })
    expect(result.failed).toEqual([])
    expect(result.generated).toEqual([
      { n: 4, line: 8, text: 'Tick the box to stay signed in', statements: [TICK], explanation: 'the checkbox is labelled Remember me' },
      {
        n: 7,
        line: 11,
        text: 'Make sure the greeting "Welcome, alice" is in bold',
        statements: [GREETING],
        explanation: 'uses the snapshot',
      },
    ])
    expect(result.code).not.toContain('test.fixme')
    expect(findStepBlock(result.code, { n: 4 })!.body).toEqual([TICK])
    expect(findStepBlock(result.code, { n: 7 })!.body).toEqual([GREETING])
    expect(meter.summary().calls).toBe(2)

    const prompt = ai.fake.chatRequests()[0]!.body.messages[1].content as string
    expect(prompt).toContain('Step 4 as written in the spec: "Tick the box to stay signed in"')
    expect(prompt).toContain('- 3. Enter "{{DEMO_PASSWORD}}" into the Password field') // earlier steps
    expect(prompt).toContain('- 5. Click "Sign in"') // later steps
    expect(prompt).toContain('checkbox "Remember me"') // the snapshot of the login page
    expect(prompt).not.toContain(PASSWORDS.alice)
    expect(ai.fake.chatRequests()[0]!.body.messages[0].content).not.toContain('structured browser action')

    // A rules heal regenerates the file from the plan: the generated steps are put back.
    const again = reapplyGenerated(generateTest(p).code, result.generated)
    expect(again).toBe(result.code)
  })

  it('rejects process.env, CSS selectors and a changed expected value; the step keeps test.fixme', { timeout: 60_000 }, async ({ ai }) => {
    ai.fake.enqueue(
      code("await page.getByLabel('Password').fill(process.env.DEMO_PASSWORD)"),
      code("await expect(page.getByText('Welcome, bob')).toBeVisible()"),
    )
    const first = await generate(ai)
    expect(first.generated).toEqual([])
    expect(first.failed.map((f) => f.reason)).toEqual([
      expect.stringMatching(/^line 8: the AI code was rejected: statement 1 reaches outside the page/),
      'line 11: the AI code was rejected by the guardrail: no assertion expects "Welcome, alice" as the step writes it',
    ])
    expect(findStepBlock(first.code, { n: 4 })!.body[0]).toMatch(/^test\.fixme\(true, 'Step 4 is not in the step grammar/)
    expect(findStepBlock(first.code, { n: 7 })!.body[0]).toMatch(/^test\.fixme\(true, 'Step 7 is not in the step grammar/)

    ai.fake.enqueue(
      code("await page.locator('#remember').check()"),
      code(`await page.getByLabel('Password').fill('${PASSWORDS.alice}')\n${GREETING}`),
    )
    const second = await generate(ai)
    expect(second.failed.map((f) => f.reason)).toEqual([
      expect.stringMatching(/^line 8: the AI code was rejected: .*statement 1 uses a CSS or XPath locator instead of a semantic one$/),
      "line 11: the AI code was rejected: statement 1 writes out the value of an environment variable (a secret must stay env('NAME'))",
    ])
  })

  it('retries invalid JSON once, reports a second failure with the line, and throws provider errors', { timeout: 60_000 }, async ({
    ai,
  }) => {
    ai.fake.enqueue('Sure, here you go: page.check()', code(TICK), 'not json', '{"code": 42}')
    const meter = new UsageMeter()
    const result = await generate(ai, meter)
    expect(result.generated.map((g) => g.n)).toEqual([4])
    expect(result.failed).toEqual([
      expect.objectContaining({ n: 7, reason: expect.stringMatching(/^line 11: AI output was not valid after 2 attempts: /) }),
    ])
    expect(meter.summary().calls).toBe(4)

    ai.fake.enqueue({ status: 401, message: 'Incorrect API key provided' })
    const err = await generate(ai).catch((e) => e)
    expect(err).toBeInstanceOf(AiProviderError)
    expect(err.message).toBe('AI provider rejected the API key (HTTP 401)')
  })
})

describe('grounding of generated code', () => {
  const it = aiTest()
  it('a check asserts the step values verbatim and nothing the step does not say', () => {
    const step = 'Make sure the greeting reads "Welcome, alice"'
    expect(ungroundedCode(step, [GREETING])).toBeUndefined()
    expect(ungroundedCode(step, ["await expect(page.getByRole('heading')).toHaveText('Welcome, alice')"])).toBeUndefined()
    expect(ungroundedCode(step, ["await page.getByText('Welcome, alice').click()"])).toBe(
      'the step is a check but the code asserts nothing',
    )
    expect(ungroundedCode(step, ["await expect(page.getByRole('heading')).toHaveText('Welcome, Alice')"])).toBe(
      'no assertion expects "Welcome, alice" as the step writes it',
    )
    expect(ungroundedCode('Make sure the cart is right', ["await expect(page.getByRole('listitem')).toHaveCount(3)"])).toBe(
      'the count 3 is not in the step',
    )
    expect(
      ungroundedCode('Make sure the cart has three items', ["await expect(page.getByRole('listitem')).toHaveCount(3)"]),
    ).toBeUndefined()
    expect(ungroundedCode('Make sure we are signed in', ["await expect(page.getByRole('heading')).toHaveText('Welcome, bob')"])).toBe(
      '"Welcome, bob" is not in the step',
    )
    expect(
      ungroundedCode('Open "{{DEMO_URL}}/cart" the usual way', ["await page.getByRole('link', { name: 'Cart' }).click()"]),
    ).toBeUndefined()
  })
})
