import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  assertExpectationsUnchanged,
  assertionStatements,
  ExpectationChangedError,
  expectationsOf,
  findExpectationChanges,
} from '../../../src/modules/pipeline/guardrails.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { readSample } from './demo-shop.js'

const spec = parseUiSpec(readSample('cart-totals.md')).spec
const code = readFileSync(new URL('./golden/cart-totals.spec.ts', import.meta.url), 'utf8')
const edit = (from: string, to: string) => {
  expect(code).toContain(from)
  return code.split(from).join(to)
}

describe('expectationsOf', () => {
  it('lists every value the spec expects, with the line it is on', () => {
    expect(expectationsOf(spec).map((e) => [e.id, e.line, e.kind, e.value])).toEqual([
      ['s3', 12, 'verify_text', 'Added Ceramic Mug to your cart'],
      ['s7', 16, 'verify_count', '2'],
      ['s8', 17, 'verify_text', '$19.00'],
      ['s9', 18, 'verify_text', 'Total: $43.99'],
      ['s11', 20, 'verify_text', 'Your order will be gift wrapped for free.'],
    ])
  })

  it('takes a plan as well as a spec, and accepts a base-URL-relative URL', () => {
    const plan = planSpec(parseUiSpec('# Test: T\n## Steps\n1. Go to /a\n2. Verify the URL is {{BASE_URL}}/done\n').spec)
    expect(expectationsOf(plan)).toEqual([
      {
        id: 's2',
        line: 4,
        kind: 'verify_url',
        value: '{{BASE_URL}}/done',
        flavour: 'expect',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the generated source fragment, not a template
        args: [["`${env('BASE_URL')}/done`"], ["'/done'"]],
        matcher: 'toHaveURL',
      },
    ])
  })
})

describe('findExpectationChanges', () => {
  it('accepts the generated test itself', () => {
    expect(findExpectationChanges(spec, code, code)).toEqual([])
  })

  it('accepts a heal that changes only locators and waits', () => {
    const healed = edit("{ name: 'Add to cart' }", "{ name: 'Add to basket' }")
      .replace("getByRole('checkbox', { name: 'Gift wrap' })", "getByRole('checkbox', { name: 'Wrap as a gift' })")
      .replace("getByRole('table', { name: 'Items in your cart' })", "getByTestId('basket-table')")
      .replace(
        "getByText(wholeWords('Total: $43.99')).first()).toBeVisible()",
        "getByText(wholeWords('Total: $43.99')).first()).toBeVisible({ timeout: 10000 })",
      )
    expect(findExpectationChanges(spec, code, healed)).toEqual([])
  })

  it('reads an assertion Biome wrapped over several lines', () => {
    const wrapped = edit(
      "    await expect(page.getByText(wholeWords('$19.00')).first()).toBeVisible()",
      "    await expect(\n      page.getByText(wholeWords('$19.00')).first(),\n    ).toBeVisible()",
    )
    expect(findExpectationChanges(spec, code, wrapped)).toEqual([])
    expect(assertionStatements(wrapped)).toContain("expect(page.getByText(wholeWords('$19.00')).first()).toBeVisible()")
  })

  it('rejects a heal that edits an expected value', () => {
    expect(findExpectationChanges(spec, code, edit("'Total: $43.99'", "'Total: $34.49'"))).toEqual([
      { line: 18, message: 'no assertion expects "Total: $43.99" with toBeVisible any more' },
    ])
  })

  it('rejects finding the total by test id instead of by its expected text', () => {
    expect(
      findExpectationChanges(spec, code, edit("page.getByText(wholeWords('Total: $43.99'))", "page.getByTestId('cart-total')")),
    ).toEqual([{ line: 18, message: 'no assertion expects "Total: $43.99" with toBeVisible any more' }])
  })

  it('rejects a changed count, a negated check, a dropped assertion and a value kept only in a comment', () => {
    expect(findExpectationChanges(spec, code, edit('.toHaveCount(2)', '.toHaveCount(3)'))).toEqual([
      { line: 16, message: 'no assertion expects "2" any more' },
    ])
    expect(
      findExpectationChanges(
        spec,
        code,
        edit("getByText(wholeWords('$19.00')).first()).toBeVisible()", "getByText(wholeWords('$19.00')).first()).toBeHidden()"),
      ),
    ).toEqual([
      { line: 17, message: 'no assertion expects "$19.00" with toBeVisible any more' },
      { message: '1 toBeVisible assertion(s) removed' },
    ])
    expect(
      findExpectationChanges(spec, code, edit("    await expect(page.getByText(wholeWords('$19.00')).first()).toBeVisible()\n", '')),
    ).toEqual([
      { line: 17, message: 'no assertion expects "$19.00" with toBeVisible any more' },
      { message: '1 toBeVisible assertion(s) removed' },
    ])
    const commented = edit(
      "    await expect(page.getByText(wholeWords('Total: $43.99')).first()).toBeVisible()",
      "    // await expect(page.getByText(wholeWords('Total: $43.99')).first()).toBeVisible()\n    await expect(page.getByTestId('cart-total')).toBeVisible()",
    )
    expect(findExpectationChanges(spec, code, commented)).toEqual([
      { line: 18, message: 'no assertion expects "Total: $43.99" with toBeVisible any more' },
    ])
  })

  it('rejects skipping, softening, swallowing and conditions', () => {
    const messages = (changed: string) => findExpectationChanges(spec, code, changed).map((v) => v.message)
    expect(messages(edit("test('Cart", "test.fixme(true, 'flaky')\ntest('Cart"))).toEqual([
      'the healed test skips or expects the test to fail',
    ])
    // A soft assertion does not count as one: the expectation is reported lost as well.
    expect(messages(edit("await expect(page.getByText(wholeWords('Total", "await expect.soft(page.getByText(wholeWords('Total"))).toEqual([
      'no assertion expects "Total: $43.99" with toBeVisible any more',
      '1 toBeVisible assertion(s) removed',
      'the healed test makes an assertion soft',
    ])
    expect(messages(edit('.toHaveCount(2)', '.toHaveCount(2).catch(() => {})'))).toEqual([
      'no assertion expects "2" any more',
      '1 toHaveCount assertion(s) removed',
      'the healed test swallows errors',
    ])
    expect(
      messages(
        edit(
          "    await expect(page.getByText(wholeWords('$19.00')).first())",
          "    if (Math.random() > 2) await expect(page.getByText(wholeWords('$19.00')).first())",
        ),
      ),
    ).toEqual([
      'no assertion expects "$19.00" with toBeVisible any more',
      '1 toBeVisible assertion(s) removed',
      'the healed test makes steps conditional',
    ])
  })
})

describe('findExpectationChanges compares assertions structurally', () => {
  const total = "await expect(page.getByText(wholeWords('Total: $43.99')).first()).toBeVisible()"

  it('refuses options that turn a check around, beyond timeout', () => {
    for (const changed of [
      "await expect(page.getByText(wholeWords('Total: $43.99')).first()).toBeVisible({ visible: false })",
      "await expect(page.getByText(wholeWords('Total: $43.99')).first()).toBeVisible({ timeout: 5000, visible: false })",
    ]) {
      expect(findExpectationChanges(spec, code, edit(total, changed))[0]).toEqual({
        line: 18,
        message:
          'no assertion expects "Total: $43.99" with toBeVisible any more (its toBeVisible assertion has other arguments or options)',
      })
    }
  })

  it('refuses widening or re-filtering the asserted locator', () => {
    const widened = edit(
      total,
      "await expect(page.getByText(wholeWords('Total: $43.99')).or(page.getByRole('main')).first()).toBeVisible()",
    )
    expect(findExpectationChanges(spec, code, widened)[0]).toEqual({
      line: 18,
      message: 'no assertion expects "Total: $43.99" with toBeVisible any more (combines the asserted locator with .or/.and)',
    })
    const filtered = edit(
      total,
      "await expect(page.getByText(wholeWords('Total: $43.99')).filter({ visible: false }).first()).toBeVisible()",
    )
    expect(findExpectationChanges(spec, code, filtered)[0]?.message).toContain('changes the asserted locator after choosing it (.filter)')
  })

  it('does not count a soft, unawaited or swallowed assertion, however it is spelled', () => {
    for (const changed of [
      "await expect.soft(page.getByText(wholeWords('Total: $43.99')).first()).toBeVisible()",
      "await expect.configure({ soft: true })(page.getByText(wholeWords('Total: $43.99')).first()).toBeVisible()",
      "expect(page.getByText(wholeWords('Total: $43.99')).first()).toBeVisible()",
      "await expect(page.getByText(wholeWords('Total: $43.99')).first()).toBeVisible().then(() => {}, () => {})",
    ]) {
      expect(findExpectationChanges(spec, code, edit(total, changed))[0]).toEqual({
        line: 18,
        message: 'no assertion expects "Total: $43.99" with toBeVisible any more',
      })
    }
  })

  it('accepts quotes, wrapping and a timeout option changing', () => {
    const same = edit(
      total,
      'await expect(\n      page.getByText(wholeWords("Total: $43.99")).first(),\n    ).toBeVisible({ timeout: 9000 })',
    )
    expect(findExpectationChanges(spec, code, same)).toEqual([])
  })

  it('refuses a text check that matches a substring again, or a changed wholeWords helper', () => {
    expect(findExpectationChanges(spec, code, edit(total, "await expect(page.getByText('Total: $43.99').first()).toBeVisible()"))).toEqual([
      { line: 18, message: "the check of 'Total: $43.99' matches a substring now, not the whole text" },
    ])
    const loose = edit("  return new RegExp(before + escaped + after, 'u')", "  return new RegExp(escaped, 'iu')")
    expect(findExpectationChanges(spec, code, loose)).toEqual([
      { message: 'the healed test changes the wholeWords helper that text checks match with' },
    ])
  })

  it('reports code that does not parse', () => {
    expect(findExpectationChanges(spec, code, edit(total, "await expect(page.getByText('Total"))).toEqual([
      { message: 'the healed test does not parse as TypeScript' },
    ])
  })
})

describe('findExpectationChanges guards the element a state check names', () => {
  const source = `# Test: Order\n## Steps\n1. Go to /checkout\n2. Click "Place order"\n3. Verify the "Order confirmed" heading is visible\n4. Verify the "Pay" button is disabled\n`
  const plan = planSpec(parseUiSpec(source).spec)
  const generated = [
    "import { expect, test } from '@playwright/test'",
    '',
    "test('Order', async ({ page }) => {",
    "  await test.step('1. Go to /checkout', async () => {",
    "    await page.goto('/checkout')",
    '  })',
    '  await test.step(\'2. Click "Place order"\', async () => {',
    "    await page.getByRole('button', { name: 'Place order' }).click()",
    '  })',
    '  await test.step(\'3. Verify the "Order confirmed" heading is visible\', async () => {',
    "    await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible()",
    '  })',
    '  await test.step(\'4. Verify the "Pay" button is disabled\', async () => {',
    "    await expect(page.getByRole('button', { name: 'Pay' })).toBeDisabled()",
    '  })',
    '})',
    '',
  ].join('\n')

  it('knows the names the checks expect', () => {
    expect(expectationsOf(plan).map((e) => [e.kind, e.matcher, e.name])).toEqual([
      ['verify_element', 'toBeVisible', "'Order confirmed'"],
      ['verify_element', 'toBeDisabled', "'Pay'"],
    ])
    expect(findExpectationChanges(plan, generated, generated)).toEqual([])
  })

  it('refuses a heal that checks a different heading or button', () => {
    const healed = generated.replace("name: 'Order confirmed'", "name: 'Order failed'")
    expect(findExpectationChanges(plan, generated, healed)).toEqual([
      { line: 5, message: "no assertion expects the element 'Order confirmed' to be visible with toBeVisible any more" },
    ])
    const other = generated.replace("getByRole('button', { name: 'Pay' })", "getByRole('button', { name: 'Cancel' })")
    expect(findExpectationChanges(plan, generated, other)).toHaveLength(1)
    const byId = generated.replace("getByRole('heading', { name: 'Order confirmed' })", "getByTestId('status')")
    expect(findExpectationChanges(plan, generated, byId)).toHaveLength(1)
  })

  it('accepts a heal that only changes how an action finds its target', () => {
    const healed = generated.replace("{ name: 'Place order' }", "{ name: 'Place your order' }")
    expect(findExpectationChanges(plan, generated, healed)).toEqual([])
  })
})

describe('assertExpectationsUnchanged', () => {
  it('throws an error naming the line and the lost value', () => {
    expect(() => assertExpectationsUnchanged(spec, code, edit("'$19.00'", "'$9.50'"))).toThrow(ExpectationChangedError)
    expect(() => assertExpectationsUnchanged(spec, code, edit("'$19.00'", "'$9.50'"))).toThrow(
      'the healed test changes what the spec expects: line 17: no assertion expects "$19.00" with toBeVisible any more',
    )
    expect(() => assertExpectationsUnchanged(spec, code, code)).not.toThrow()
  })
})
