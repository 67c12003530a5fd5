import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { baseUrlVariableOf, generateTest, isBaseUrlVariable, stepAtLine } from '../../../src/modules/pipeline/codegen.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import type { Resolutions } from '../../../src/modules/pipeline/resolution.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { readSample, SAMPLE_SPECS } from './demo-shop.js'

// Goldens are real test files (biome and tsc check them with the rest of the tree). live-healing.test.ts checks the
// same goldens against resolutions made on the live demo shop, and records those resolutions in the fixture used here.
const GOLDEN = new URL('./golden/', import.meta.url)
const golden = (name: string) => readFileSync(new URL(name, GOLDEN), 'utf8')
type Recorded = Record<string, Resolutions>
const recorded = JSON.parse(readFileSync(new URL('./fixtures/baseline-resolutions.json', import.meta.url), 'utf8')) as Recorded
const planOf = (markdown: string) => planSpec(parseUiSpec(markdown).spec)

const EVERY_KIND = `# Test: Every step kind, with 'quotes' and \\ backslashes

## Steps

1. Navigate to {{OTHER_URL}}/start
2. Go to {{BASE_URL}}/login
3. Enter "Hello {{NAME}}" into the Greeting field
4. Type "{{PASSWORD}}" into the Password field
5. Click "Add to cart" for "Ceramic Mug"
6. Double-click the "Row" link
7. Hover over "Menu"
8. Select "Blue" from Color
9. Check "Gift wrap"
10. Uncheck "Newsletter"
11. Press Enter
12. Press Tab in the Username field
13. Wait for "Saved" to appear
14. Wait until "Saving" disappears
15. Wait for the "Checkout" button to be enabled
16. Wait until the URL contains /orders/
17. Wait for the page to load
18. Wait 2 seconds
19. Click "Checkout"
20. Verify the text "It's done" is visible
21. Verify the text "Error" is not visible
22. Verify the "Checkout" button is disabled
23. Verify the "Gift wrap" checkbox is unchecked
24. Verify the Username field has value "alice"
25. Verify the URL contains /orders/
26. Verify the URL is {{BASE_URL}}/orders/1
27. Verify the title contains "Shop"
28. Verify the title is "Order · Shop"
29. Verify 2 rows in the cart table
30. Verify 6 items in the product list
31. Go back
32. Reload the page
33. Do a barrel roll

## Expected Outcome

- The page shows "Thank you".
- The order is stored.
`

describe('generateTest', () => {
  for (const file of SAMPLE_SPECS) {
    it(`${file}: the recorded baseline resolutions give the golden test`, () => {
      const generated = generateTest(planOf(readSample(file)), recorded[file])
      expect(generated.code).toBe(golden(file.replace(/\.md$/, '.spec.ts')))
      expect(generated.unverified).toEqual([])
    })
  }

  it('describes the file: name, variables read at run time, the base URL variable and each step’s lines', () => {
    const plan = planOf(readSample('login.md'))
    const generated = generateTest(plan, recorded['login.md'])
    expect([generated.fileName, generated.env, generated.baseUrlVariable]).toEqual([
      'customer-signs-in.spec.ts',
      ['DEMO_PASSWORD'],
      'DEMO_URL',
    ])
    const lines = generated.code.split('\n')
    expect(generated.steps.map((s) => [s.id, s.n, s.line])).toEqual(plan.steps.map((s) => [s.id, s.n, s.line]))
    for (const step of generated.steps) {
      expect(lines[step.startLine - 1]).toMatch(new RegExp(`^  await test\\.step\\('${step.n}\\. `))
      expect(lines[step.endLine - 1]).toBe('  })')
      expect(stepAtLine(generated.code, step.startLine + 1)).toBe(step.n)
    }
    expect(generated.code).not.toContain('Wonderland')
  })

  it("finds the step of a failing line when the step's title holds a quote (its title is then double-quoted)", () => {
    const plan = planOf(`# Test: quotes\n\n## Steps\n\n1. Go to /recipes\n2. cy.contains('Desserts').click()\n3. Click "Filter"\n`)
    const generated = generateTest(plan)
    const lines = generated.code.split('\n')
    const second = generated.steps.find((s) => s.n === 2)!
    expect(lines[second.startLine - 1]).toContain(`test.step("2. cy.contains('Desserts').click()"`)
    expect(generated.steps.map((s) => stepAtLine(generated.code, s.startLine + 1))).toEqual([1, 2, 3])
  })

  it('writes every step kind without a page, from the words alone (golden), marking those locators unverified', () => {
    const plan = planOf(EVERY_KIND)
    const generated = generateTest(plan)
    const file = new URL('every-step-kind.spec.ts', GOLDEN)
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) writeFileSync(file, generated.code)
    expect(generated.code).toBe(golden('every-step-kind.spec.ts'))
    expect(generated.env).toEqual(['NAME', 'OTHER_URL', 'PASSWORD'])
    expect(generated.baseUrlVariable).toBe('BASE_URL')
    expect(generated.unverified).toEqual([
      's3',
      's4',
      's5',
      's6',
      's7',
      's8',
      's9',
      's10',
      's12',
      's13',
      's14',
      's15',
      's19',
      's20',
      's21',
      's22',
      's23',
      's24',
      's29',
      's30',
      'o1.1',
    ])
  })

  it('puts a timeout on the steps the healer found slow', () => {
    const plan = planOf(readSample('login.md'))
    const code = generateTest(plan, recorded['login.md'], { timeouts: { s5: 10000, s7: 12000 } }).code
    expect(code).toContain("    await page.getByRole('button', { name: 'Sign in' }).click({ timeout: 10000 })\n")
    expect(code).toContain("    await expect(page.getByText(wholeWords('Welcome, alice')).first()).toBeVisible({ timeout: 12000 })\n")
  })

  it('is deterministic and escapes what it quotes', () => {
    const plan = planOf(EVERY_KIND)
    expect(generateTest(plan).code).toBe(generateTest(plan).code)
    expect(generateTest(plan).code).toContain('test("Every step kind, with \'quotes\' and \\\\ backslashes", async ({ page }) => {')
  })

  it('imports only what it uses', () => {
    const code = generateTest(planOf('# Test: T\n## Steps\n1. Go to /a\n2. Click "B"\n')).code
    expect(code).toContain("import { test } from '@playwright/test'")
    expect(code).not.toContain('function env(')
  })
})

describe('the base URL variable', () => {
  it('is any variable named URL or ending in _URL that a navigation starts with, no app name needed', () => {
    expect(['URL', 'BASE_URL', 'APP_URL', 'SHOP_2_URL'].map(isBaseUrlVariable)).toEqual([true, true, true, true])
    expect(['URLS', 'CURL', 'base_url', 'URL_PATH'].map(isBaseUrlVariable)).toEqual([false, false, false, false])
    const plan = planSpec(parseUiSpec('# Test: T\n## Steps\n1. Navigate to {{STORE_URL}}/login\n2. Click "Go"\n').spec)
    expect(baseUrlVariableOf(plan)).toBe('STORE_URL')
    expect(generateTest(plan).code).toContain("await page.goto('/login')")
    expect(baseUrlVariableOf(planSpec(parseUiSpec('# Test: T\n## Steps\n1. Navigate to {{HOST}}/login\n').spec))).toBeUndefined()
  })
})
