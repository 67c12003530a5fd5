import { describe, expect, it } from 'vitest'
import { compileApiSpec } from '../../src/modules/api-testing/compiler.js'
import { parseApiSpec } from '../../src/modules/api-testing/spec-parser.js'
import { checkStepCode } from '../../src/modules/pipeline/ai-code.js'

// Issue 8 point 3: model-written step code is checked on its syntax tree against an allowlist. Each attack below
// passed the string-stripped denylist on 3580a7c (or would have run code outside the page); each must be refused.
const opts = { allowedEnv: ['DEMO_PASSWORD'], secrets: ['hunter2-secret'] }
const problems = (code: string) => checkStepCode([code], opts).problems

describe('AI step code allowlist', () => {
  it.each([
    ["await page.constructor.constructor('return process')()", 'reaches outside the page (constructor)'],
    ["await page.getByText('x').constructor.constructor('return process.env')()", 'reaches outside the page (constructor)'],
    ["await page['constructor']['constructor']('return process')()", 'uses computed member access'],
    ["await page.getByText('x')['click']()", 'uses computed member access'],
    ["await page.getByText('x').click({ ['force']: true })", 'uses an option that is not a plain key and value'],
    ["await page.getByText('x').fill(globalThis.process.env.JWT_SECRET_KEY)", 'reaches outside the page (process)'],
    ["await import('node:fs')", 'reaches outside the page (import)'],
    ["await page.getByText(require('node:fs').readFileSync('/etc/passwd', 'utf8')).click()", 'reaches outside the page (require)'],
    ["await page.getByText('x').fill(eval('1'))", 'reaches outside the page (eval)'],
    ["await page.getByText('x').fill(Function('return 1')())", 'reaches outside the page (Function)'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the attack is a template literal in the model's code
    ["await page.getByText('x').fill(`${1}`)", 'uses a template literal'],
    ["await page.getByText('x').click().then(() => 1)", 'swallows errors'],
    ['await page.evaluate(\'fetch("http://evil")\')', 'runs code in or around the page'],
    ["await page.getByLabel('f').setInputFiles('/etc/passwd')", 'runs code in or around the page'],
    ['await page.context().newPage()', 'calls .context, which is not an allowed Playwright method here'],
    ["await page.getByText('x').click(), process.exit(1)", 'does not start with "await page." or "await expect(page."'],
    ["await (page.getByText('x').click(), process.exit(1))", 'uses a SequenceExpression'],
    ['await (x = 1)', 'uses a AssignmentExpression'],
    ["await page.getByText('x').fill(env('JWT_SECRET_KEY'))", "reads env('JWT_SECRET_KEY'), which the step does not use"],
    ["await page.getByText('x').fill(env(String('DEMO_PASSWORD')))", 'reads env(...) with something other than one name in quotes'],
    ["await expect.soft(page.getByText('x')).toBeVisible()", 'uses expect.soft (only plain expect(...) asserts)'],
    ["await expect(page.getByText('x')).toBeVisible() /* x */", 'contains a comment'],
    ['await page.getByText(x => x).click()', 'defines a function'],
    ["await page.getByText('x').click(); process.exit(1)", 'is not a single statement'],
    ["await page.getByText('x').click()\u2028process.exit(1)", 'is not a single statement'],
    ["await page?.getByText('x').click()", 'uses optional chaining'],
    [
      "await page.getByText('x').fill('hunter2-secret')",
      "writes out the value of an environment variable (a secret must stay env('NAME'))",
    ],
  ])('refuses %s', (code, problem) => {
    const found = problems(code)
    expect(found.length).toBeGreaterThan(0)
    expect(found.join('; ')).toContain(problem)
  })

  it('accepts the plain Playwright the generator and healer need', () => {
    for (const code of [
      "await page.getByRole('button', { name: 'Place order' }).click()",
      "await page.getByLabel('Password').fill(env('DEMO_PASSWORD'))",
      "await page.getByRole('listitem').filter({ hasText: 'Ceramic Mug' }).getByRole('button', { name: 'Add' }).click({ timeout: 5000 })",
      "await expect(page.getByText('Total: $43.99', { exact: true })).toBeVisible()",
      "await expect(page.getByRole('list')).not.toHaveCount(0)",
      'await expect(page).toHaveURL(/\\/orders\\/\\d+$/)',
      "await page.goto('/login')",
      "await page.keyboard.press('Enter')",
      "await page.getByText('Process the order').click()",
      "await expect(page.getByText(wholeWords('Total: $43.99')).first()).toBeVisible()",
    ]) {
      expect(problems(code), code).toEqual([])
    }
  })
})

describe('AI code for an API test step', () => {
  const { spec } = parseApiSpec(
    '# API Test: Shop\n\n## Base URL\n\nhttp://127.0.0.1:1\n\n## Tests\n\n### GET /health\n\n- Verify status is 200\n- Frobnicate the health\n',
  )
  const line = spec.tests[0]!.steps.find((step) => step.kind === 'unknown')!.line

  it.each([
    "page.constructor.constructor('return process')()",
    "expect(res.constructor.constructor('return process')(), 'x').toBe(1)",
    "expect(process.env.JWT_SECRET_KEY, 'x').toBe('a')",
    "expect(body['constructor'], 'x').toBeDefined()",
    "import('node:fs')",
    "expect(body.ok, 'x').toBe(1); require('node:child_process')",
    'const x = 1',
    'expect(body.ok).toBe(true)',
    "expect.soft(body.ok, 'ok').toBe(true)",
    "save('x', globalThis)",
  ])('refuses %s and leaves the step not understood', (code) => {
    const compiled = compileApiSpec(spec, { aiSteps: { [line]: code } })
    expect(compiled.code).not.toContain(code)
    expect(compiled.code).toContain("test.fixme('GET /health'")
    expect(compiled.warnings.map((w) => w.message).join('\n')).toContain('the AI code for this step was refused')
  })

  it('accepts named checks and saves on the response', () => {
    const code =
      "expect(body?.status, 'field $.status').toBe('ok')\nexpect(res.headers()['x-id'], 'header x-id').toMatch(/^\\d+$/)\nsave('healthId', body?.id)"
    const compiled = compileApiSpec(spec, { aiSteps: { [line]: code } })
    expect(compiled.warnings).toEqual([])
    expect(compiled.code).toContain("expect(body?.status, 'field $.status').toBe('ok')")
    expect(compiled.code).toContain("  test('GET /health'")
  })
})
