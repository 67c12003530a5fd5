import { describe, expect, test } from 'vitest'
import { aiStepProblems, healedStepProblem } from '../../../src/modules/api-testing/ai-step-guard.js'
import { spliceAiStep } from '../../../src/modules/api-testing/ai-steps.js'
import { aiStepAt, compileApiSpec } from '../../../src/modules/api-testing/compiler.js'
import { classifyApiFailure } from '../../../src/modules/api-testing/heal-rules.js'
import { parseApiSpec } from '../../../src/modules/api-testing/spec-parser.js'

const { spec } = parseApiSpec(`# API Test: Shop

## Base URL

http://127.0.0.1:1

## Tests

### GET /products — list

- Verify status is 200
- Verify the catalogue holds exactly 3 products
- Verify the first product is called "Lamp"
- Verify the cart is not empty
- Remember the id of the top product as {{topId}}
- Verify $.items[*].price is below 100
`)
const test0 = spec.tests[0]!
const step = (text: string) => {
  const found = test0.steps.find((s) => s.text === text)
  if (!found) throw new Error(`no step ${text}`)
  return found
}
const problems = (text: string, code: string) => aiStepProblems(spec, test0, step(text), code)

describe('the guardrail for AI-written API steps', () => {
  test('accepts code that expects every value of the step, as the step says it', () => {
    expect(problems('Verify the catalogue holds exactly 3 products', "expect(body.products, 'catalogue size').toHaveLength(3)")).toEqual([])
    expect(
      problems('Verify the first product is called "Lamp"', "expect(body.products?.[0]?.name, 'first product name').toBe('Lamp')"),
    ).toEqual([])
    expect(problems('Verify the cart is not empty', "expect(body.cart?.length, 'cart size').toBeGreaterThan(0)")).toEqual([])
    // A save the rules do not read (round 13's rules read "the first product id" as $.products[0].id themselves).
    expect(problems('Remember the id of the top product as {{topId}}', "save('topId', body.products?.[0]?.id)")).toEqual([])
  })

  test.each([
    [
      'Verify the catalogue holds exactly 3 products',
      "expect(body.products, 'size').toHaveLength(4)",
      ['the step expects 3, and no check does', '4 is not in the step'],
    ],
    [
      'Verify the catalogue holds exactly 3 products',
      "expect(body.products?.length, 'size').toBeGreaterThanOrEqual(3)",
      ['the step says "exactly", and toBeGreaterThanOrEqual accepts other values'],
    ],
    [
      'Verify the catalogue holds exactly 3 products',
      "save('x', body.products)",
      [
        'the step is a check but the code asserts nothing',
        'the step expects 3, and no check does',
        'saves "x", which the step does not name',
      ],
    ],
    [
      'Verify the first product is called "Lamp"',
      "expect(body.products?.[0]?.name, 'name').toContain('La')",
      ['no check expects "Lamp" as the step writes it'],
    ],
    [
      'Verify the first product is called "Lamp"',
      "expect(body.products?.[0]?.name, 'name').not.toBe('Lamp')",
      ['negates toBe, and the step says nothing is not so'],
    ],
    [
      'Verify the first product is called "Lamp"',
      "expect(body.products?.[0]?.name, 'status').toBe('Lamp')",
      ['reuses the check name "status" of a spec check'],
    ],
    [
      'Verify the cart is not empty',
      "expect(body.cart?.length, 'cart').toBeGreaterThan(v('JWT_SECRET_KEY'))",
      ["reads v('JWT_SECRET_KEY'), which the step does not name"],
    ],
    ['Verify the cart is not empty', "expect(process.env.X, 'x').toBe(1)", ['statement 1 reaches outside the page (process)']],
  ])('refuses for %s: %s', (text, code, expected) => {
    expect(problems(text, code)).toEqual(expected)
  })

  test('a heal may change where a value is read, never the check; a step that names its JSON path pins the read too', () => {
    const before = "expect(body.products, 'catalogue size').toHaveLength(3)"
    expect(
      healedStepProblem('Verify the catalogue holds exactly 3 products', before, "expect(body.items, 'catalogue size').toHaveLength(3)"),
    ).toBe(undefined)
    expect(
      healedStepProblem('Verify the catalogue holds exactly 3 products', before, "expect(body.items, 'catalogue size').toHaveLength(2)"),
    ).toBe('the heal changes what the step checks: removes "catalogue size" toHaveLength(3); adds "catalogue size" toHaveLength(2)')
    expect(healedStepProblem('Verify the catalogue holds exactly 3 products', before, '')).toBe(
      'the heal changes what the step checks: removes "catalogue size" toHaveLength(3)',
    )
    const pinned = "expect(body.items?.every((i) => i.price < 100), 'prices').toBe(true)"
    expect(healedStepProblem('Verify $.items[*].price is below 100', pinned, pinned.replace('body.items', 'body.products'))).toContain(
      'removes "prices" toBe(…)',
    )
  })

  test('the compiled AI block is found by its markers and replaced in place', () => {
    const line = step('Verify the catalogue holds exactly 3 products').line
    const others = Object.fromEntries(
      test0.steps.filter((s) => s.kind === 'unknown' && s.line !== line).map((s) => [s.line, "expect(text, 'placeholder').toContain('x')"]),
    )
    const { code } = compileApiSpec(spec, { aiSteps: { ...others, [line]: "expect(body.products, 'catalogue size').toHaveLength(3)" } })
    const at = code.split('\n').findIndex((l) => l.includes("'catalogue size'")) + 1
    expect(aiStepAt(code, at)).toBe(line)
    expect(aiStepAt(code, 1)).toBe(undefined)
    const healed = spliceAiStep(code, line, "expect(body.items, 'catalogue size').toHaveLength(3)")!
    expect(healed).toContain(
      `    // AI (line ${line}): Verify the catalogue holds exactly 3 products\n    expect(body.items, 'catalogue size').toHaveLength(3)\n    // end of AI (line ${line})`,
    )
    expect(healed.split('\n')).toHaveLength(code.split('\n').length)
    expect(spliceAiStep(code, 999, 'x')).toBe(undefined)
  })
})

describe('classifying a failure of AI-written code', () => {
  const line = spec.tests[0]!.steps.find((s) => s.text === 'Verify the catalogue holds exactly 3 products')!.line
  const aiSteps = { [line]: "expect(body.products, 'catalogue size').toHaveLength(3)" }
  const { code } = compileApiSpec(spec, { aiSteps })
  const codeLine = code.split('\n').findIndex((l) => l.includes("'catalogue size'")) + 1
  const matcherError =
    'TypeError: expect(received).toHaveLength(expected)\n\nMatcher error: received value must have a length property\n\nReceived has value: undefined'

  test('a check the AI engine wrote that read nothing is a test-code fault (its field was renamed)', () => {
    expect(classifyApiFailure({ error: matcherError, code, spec, aiSteps, codeLine })).toEqual({
      classification: 'test_code_error',
      reason: `the AI-written check of line ${line} reads a field the response does not have`,
      check: 'TypeError: expect(received).toHaveLength(expected)',
    })
  })

  test('the same check with a value, or a spec check that read nothing, is an app regression', () => {
    const wrongCount = 'Error: catalogue size\n\nexpect(received).toHaveLength(expected)\n\nExpected length: 3\nReceived length: 2'
    expect(classifyApiFailure({ error: wrongCount, code, spec, aiSteps, codeLine }).classification).toBe('app_regression')
    const status = code.split('\n').findIndex((l) => l.includes("'status'")) + 1
    const spec404 = 'Error: status\n\nexpect(received).toBe(expected)\n\nExpected: 200\nReceived: undefined'
    expect(classifyApiFailure({ error: spec404, code, spec, aiSteps, codeLine: status }).classification).toBe('app_regression')
  })
})
