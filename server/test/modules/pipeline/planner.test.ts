import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { planItems, planSpec } from '../../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'

const SPECS = new URL('../../../../examples/specs/', import.meta.url)
const sample = (file: string) => planSpec(parseUiSpec(readFileSync(new URL(file, SPECS), 'utf8')).spec)
const plan = (markdown: string) => planSpec(parseUiSpec(markdown).spec)

describe('planSpec on the sample specs', () => {
  const kinds: Record<string, string[]> = {
    'admin-add-product.md': [
      'navigate',
      'verify_url',
      'fill',
      'fill',
      'click',
      'verify_url',
      'fill',
      'fill',
      'select',
      'fill',
      'fill',
      'click',
      'verify_text',
      'verify_text',
    ],
    'cart-totals.md': [
      'navigate',
      'click',
      'verify_text',
      'click',
      'click',
      'navigate',
      'verify_count',
      'verify_text',
      'verify_text',
      'check',
      'verify_text',
    ],
    'checkout-success.md': [
      'navigate',
      'click',
      'click',
      'navigate',
      'check',
      'click',
      'fill',
      'fill',
      'fill',
      'fill',
      'click',
      'verify_text',
      'verify_text',
      'verify_text',
      'verify_url',
    ],
    'checkout-validation.md': [
      'navigate',
      'click',
      'navigate',
      'fill',
      'fill',
      'fill',
      'click',
      'verify_text',
      'verify_text',
      'verify_url',
    ],
    'login-wrong-password.md': ['navigate', 'fill', 'fill', 'click', 'verify_text', 'verify_url'],
    'login.md': ['navigate', 'fill', 'fill', 'check', 'click', 'verify_url', 'verify_text'],
    'product-search.md': [
      'navigate',
      'verify_count',
      'fill',
      'press',
      'verify_text',
      'verify_text',
      'navigate',
      'select',
      'click',
      'verify_count',
      'verify_text',
    ],
  }
  const files = readdirSync(SPECS).filter((file) => file.endsWith('.md') && file !== 'README.md')

  for (const file of files) {
    it(`${file}: every step is understood, no warnings`, () => {
      const p = sample(file)
      expect(p.unknown).toEqual([])
      // Prose bullets with nothing checkable are reported (see the next test), never silently dropped.
      expect(p.warnings.filter((w) => !w.message.startsWith('expected outcome is not checked'))).toEqual([])
      expect(p.steps.map((s) => s.action.kind)).toEqual(kinds[file])
      expect(p.steps.map((s) => s.id)).toEqual(p.steps.map((s) => `s${s.n}`))
    })
  }

  it('reports each expected-outcome bullet it cannot check as a warning on its line', () => {
    expect(sample('cart-totals.md').warnings).toEqual([
      {
        line: 24,
        message:
          'expected outcome is not checked (no checkable statement found): "The cart has a row for Ceramic Mug (2 x $9.50 = $19.00) and one for Desk Lamp ($24.99)."',
      },
      { line: 25, message: 'expected outcome is not checked (no checkable statement found): "The cart total is $43.99."' },
    ])
  })

  it('turns quoted expectations into checks and skips those the last steps already make', () => {
    expect(sample('checkout-validation.md').outcomes).toEqual([
      {
        line: 23,
        text: 'No order is placed; the form shows "Name is required" and "Enter a valid email address".',
        checks: [
          { id: 'o1.1', action: expect.objectContaining({ kind: 'verify_text', value: 'Name is required', visible: true }), coveredBy: 8 },
          {
            id: 'o1.2',
            action: expect.objectContaining({ kind: 'verify_text', value: 'Enter a valid email address', visible: true }),
            coveredBy: 9,
          },
        ],
      },
    ])
    expect(sample('cart-totals.md').outcomes.map((o) => o.checks)).toEqual([[], []])
    expect(planItems(sample('login.md')).map((i) => i.id)).toEqual(['s1', 's2', 's3', 's4', 's5', 's6', 's7'])
  })
})

describe('planSpec rules', () => {
  it('repeats an outcome check when a later step changed the page', () => {
    const p = plan(
      '# Test: T\n## Steps\n1. Go to /a\n2. Verify the text "Hi" is visible\n3. Click "Next"\n## Expected Outcome\n- The page shows "Hi".\n',
    )
    expect(p.outcomes[0]!.checks).toEqual([{ id: 'o1.1', action: expect.objectContaining({ kind: 'verify_text', value: 'Hi' }) }])
    expect(planItems(p).map((i) => i.id)).toEqual(['s1', 's2', 's3', 'o1.1'])
  })

  it('maps a fixed wait to the next step’s target, or to the page load at the end, with a warning', () => {
    const p = plan(
      '# Test: T\n## Steps\n1. Go to /a\n2. Wait 2 seconds\n3. Click "Save"\n4. Wait 1 second\n5. Wait 3 seconds\n6. Verify the text "Saved" is visible\n7. Wait 1 s\n',
    )
    expect(p.steps.map((s) => (s.action.kind === 'wait' ? s.action.until : s.action.kind))).toEqual([
      'navigate',
      { for: 'next_target', target: { kind: 'clickable', name: 'Save' }, ms: 2000 },
      'click',
      { for: 'next_target', target: { kind: 'text', name: 'Saved' }, ms: 1000 },
      { for: 'next_target', target: { kind: 'text', name: 'Saved' }, ms: 3000 },
      'verify_text',
      { for: 'load' },
    ])
    expect(p.warnings.map((w) => [w.line, w.message])).toEqual([
      [4, 'step 2 waits a fixed time; the test waits for what step 3 needs instead (fixed waits are slow and flaky)'],
      [6, 'step 4 waits a fixed time; the test waits for what step 6 needs instead (fixed waits are slow and flaky)'],
      [7, 'step 5 waits a fixed time; the test waits for what step 6 needs instead (fixed waits are slow and flaky)'],
      [9, 'step 7 waits a fixed time; the test waits for the page to finish loading instead'],
    ])
  })

  it('lists unknown steps with their lines (and template), and warns when no step opens a page first', () => {
    const p = planSpec(
      parseUiSpec('# Test: T\n## Steps\n1. Click "Go"\n2. @include t\n', { resolveTemplate: () => '1. Do a barrel roll\n' }).spec,
    )
    expect(p.unknown).toEqual([{ n: 2, line: 4, text: 'Do a barrel roll', reason: 'not a step the grammar knows' }])
    expect(p.warnings).toEqual([
      { line: 3, message: 'step 1 needs a page, but no earlier step opens one ("Navigate to …")' },
      { line: 4, message: 'step 2 (template "t" line 1) is not in the step grammar (not a step the grammar knows): "Do a barrel roll"' },
    ])
  })
})
