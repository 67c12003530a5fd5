import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { listIncludes, parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'

const SPECS = new URL('../../../../examples/specs/', import.meta.url)
const sampleFiles = readdirSync(SPECS).filter((file) => file.endsWith('.md') && file !== 'README.md')
const read = (file: string) => readFileSync(new URL(file, SPECS), 'utf8')

describe('parseUiSpec on the sample specs', () => {
  it('finds all 7 UI samples', () => {
    expect(sampleFiles.sort()).toEqual([
      'admin-add-product.md',
      'cart-totals.md',
      'checkout-success.md',
      'checkout-validation.md',
      'login-wrong-password.md',
      'login.md',
      'product-search.md',
    ])
  })

  for (const file of sampleFiles) {
    it(`${file}: no errors or warnings, steps numbered 1..n on the lines they are written on`, () => {
      const source = read(file)
      const { spec, errors } = parseUiSpec(source)
      expect(errors).toEqual([])
      expect(spec.warnings).toEqual([])
      expect(spec.name).toBe(/^# Test: (.+)$/m.exec(source)![1])
      expect(spec.description.length).toBeGreaterThan(20)
      expect(spec.expected.length).toBeGreaterThan(0)
      const lines = source.split('\n')
      expect(spec.steps.map((s) => s.n)).toEqual(spec.steps.map((_, i) => i + 1))
      for (const step of spec.steps) expect(lines[step.line - 1]).toBe(`${step.n}. ${step.text}`)
      for (const outcome of spec.expected) expect(lines[outcome.line - 1]).toBe(`- ${outcome.text}`)
    })
  }

  it('login.md: exact steps, expected outcome and variables (placeholders stay symbolic)', () => {
    const { spec } = parseUiSpec(read('login.md'))
    expect(spec).toEqual({
      name: 'Customer signs in',
      description: 'A registered customer signs in with their username and password and lands on the dashboard, which greets them by name.',
      steps: [
        { n: 1, text: 'Navigate to {{DEMO_URL}}/login', line: 9 },
        { n: 2, text: 'Enter "alice" into the Username field', line: 10 },
        { n: 3, text: 'Enter "{{DEMO_PASSWORD}}" into the Password field', line: 11 },
        { n: 4, text: 'Check "Remember me"', line: 12 },
        { n: 5, text: 'Click "Sign in"', line: 13 },
        { n: 6, text: 'Verify the URL contains /dashboard', line: 14 },
        { n: 7, text: 'Verify the text "Welcome, alice" is visible', line: 15 },
      ],
      expected: [{ text: 'The customer is signed in and sees "Welcome, alice" on the dashboard.', line: 19 }],
      includes: [],
      variables: ['DEMO_PASSWORD', 'DEMO_URL'],
      warnings: [],
    })
  })
})

describe('parseUiSpec format rules', () => {
  it('reads a paragraph as the expected outcome, joins wrapped lines and keeps markdown as written', () => {
    const { spec, errors } = parseUiSpec(
      '# Test: T\n\n## Steps\n\n1. Click **"Sign in"**\n   now\n2. Enter "<b>x</b>" into the Name field\n\n## Expected Outcome\n\nThe user sees\n"Hello".\n',
    )
    expect(errors).toEqual([])
    expect(spec.steps).toEqual([
      { n: 1, text: 'Click **"Sign in"** now', line: 5 },
      { n: 2, text: 'Enter "<b>x</b>" into the Name field', line: 7 },
    ])
    expect(spec.expected).toEqual([{ text: 'The user sees "Hello".', line: 11 }])
  })

  it('normalises CRLF and keeps line numbers after a front-matter block', () => {
    const { spec, errors } = parseUiSpec('---\ntags: [smoke]\n---\r\n# Test: T\r\n## Steps\r\n1. Go to /x\r\n')
    expect(errors).toEqual([])
    expect(spec.name).toBe('T')
    expect(spec.steps).toEqual([{ n: 1, text: 'Go to /x', line: 6 }])
  })

  it('reports a missing title and a missing steps section on their lines', () => {
    expect(parseUiSpec('Some text\n').errors).toEqual([
      { line: 1, message: 'missing title: the spec must start with "# Test: <name>"' },
      { line: 1, message: 'missing "## Steps": add a numbered list of steps' },
    ])
    expect(parseUiSpec('# Test: T\n\n## Steps\n\n## Expected Outcome\n- ok\n').errors).toEqual([
      { line: 1, message: 'the spec has no steps: write them as a numbered list under "## Steps"' },
    ])
  })

  it('rejects a second test in the file, an empty step and a nested list', () => {
    const { errors } = parseUiSpec('# Test: A\n## Steps\n1. Go to /a\n2.\n3. Click "x"\n   - sub step\n# Test: B\n')
    expect(errors).toEqual([
      { line: 4, message: 'empty step: write what to do after the number' },
      { line: 6, message: 'a nested list under a step is not supported: write each step as its own numbered item' },
      { line: 7, message: 'a spec holds one test: move this "# " title and its steps to their own spec' },
    ])
  })

  it('warns about unknown sections, bullets instead of numbers, numbering gaps, stray text and bad placeholders', () => {
    const { spec, errors } = parseUiSpec('# Login\n## Notes\nx\n## Steps\nFirst log in:\n1. Go to /a\n3. Click "{{ 1x }}"\n\n- Click "y"\n')
    expect(errors).toEqual([])
    expect(spec.name).toBe('Login')
    expect(spec.warnings).toEqual([
      { line: 1, message: 'the title should read "# Test: <name>"' },
      { line: 2, message: 'section "## Notes" is not part of the format and is ignored' },
      { line: 5, message: 'text outside the numbered list is not a step and is ignored: "First log in:"' },
      { line: 7, message: 'step numbered 3 is out of sequence; steps run in the order they are written' },
      { line: 7, message: '{{ 1x }} is not a placeholder: write {{NAME}} with letters, digits and _' },
      { line: 9, message: 'steps should be a numbered list (1. 2. 3.)' },
    ])
    expect(spec.steps.map((s) => s.text)).toEqual(['Go to /a', 'Click "{{ 1x }}"', 'Click "y"'])
  })

  it('accepts "1." for every step (Markdown renumbers those)', () => {
    expect(parseUiSpec('# Test: T\n## Steps\n1. a\n1. b\n1. c\n').spec.warnings).toEqual([])
  })
})

describe('@include', () => {
  const templates: Record<string, string> = {
    login:
      '# Template: Sign in as alice\n\n## Steps\n\n1. Navigate to {{DEMO_URL}}/login\n2. Enter "alice" into the Username field\n3. Click "Sign in"\n',
    'open-cart': 'Opens the cart after signing in.\n\n1. @include login\n2. Navigate to {{DEMO_URL}}/cart\n',
    loop: '1. @include loop-b\n',
    'loop-b': '1. Go to /x\n2. @include loop\n',
  }
  const resolveTemplate = (name: string) => templates[name]

  it('expands a template in place: spec line of the include, template name and line, renumbered steps', () => {
    const { spec, errors } = parseUiSpec('# Test: T\n## Steps\n1. @include login\n2. Verify the URL contains /dashboard\n', {
      resolveTemplate,
    })
    expect(errors).toEqual([])
    expect(spec.steps).toEqual([
      { n: 1, text: 'Navigate to {{DEMO_URL}}/login', line: 3, from: { template: 'login', line: 5 } },
      { n: 2, text: 'Enter "alice" into the Username field', line: 3, from: { template: 'login', line: 6 } },
      { n: 3, text: 'Click "Sign in"', line: 3, from: { template: 'login', line: 7 } },
      { n: 4, text: 'Verify the URL contains /dashboard', line: 4 },
    ])
    expect(spec.includes).toEqual([{ template: 'login', line: 3, steps: 3 }])
    expect(spec.variables).toEqual(['DEMO_URL'])
  })

  it('expands nested templates and an include written on its own line between steps', () => {
    const { spec, errors } = parseUiSpec(
      '# Test: T\n## Steps\n1. Go to /start\n\n@include "open-cart"\n\n2. Verify 1 rows in the cart table\n',
      {
        resolveTemplate,
      },
    )
    expect(errors).toEqual([])
    expect(spec.steps.map((s) => [s.n, s.line, s.from?.template])).toEqual([
      [1, 3, undefined],
      [2, 5, 'login'],
      [3, 5, 'login'],
      [4, 5, 'login'],
      [5, 5, 'open-cart'],
      [6, 7, undefined],
    ])
    expect(spec.includes).toEqual([
      { template: 'open-cart', line: 5, steps: 4 },
      { template: 'login', line: 5, parent: 'open-cart', steps: 3 },
    ])
  })

  it('reports a cycle and a missing template on the spec line, naming the chain', () => {
    const { errors } = parseUiSpec('# Test: T\n## Steps\n1. @include loop\n2. @include nowhere\n', { resolveTemplate })
    expect(errors).toEqual([
      { line: 3, message: 'in template "loop-b" line 2: @include cycle: loop -> loop-b -> loop' },
      { line: 4, message: 'template "nowhere" not found' },
    ])
  })

  it('without a resolver every include is an error', () => {
    expect(parseUiSpec('# Test: T\n## Steps\n1. @include login\n').errors).toEqual([{ line: 3, message: 'template "login" not found' }])
  })

  it('listIncludes names the direct includes so a caller can load templates first', () => {
    expect(listIncludes('# Test: T\n## Steps\n1. @include login\n2. Go to /x\n@include `open-cart`\n')).toEqual([
      { template: 'login', line: 3 },
      { template: 'open-cart', line: 5 },
    ])
  })
})

describe('GFM syntax', () => {
  // GFM is parsed only when a spec holds its block syntax; both paths must read the same steps.
  it('reads task-list steps and sees a table when the spec holds them', () => {
    const parsed = parseUiSpec('# Test: T\n\n## Steps\n\n- [ ] Click "Save"\n- [x] Click "Next"\n\n| a | b |\n| - | - |\n| 1 | 2 |\n')
    expect(parsed.spec.steps.map((step) => step.text)).toEqual(['Click "Save"', 'Click "Next"'])
    expect(parsed.spec.warnings).toContainEqual({ line: 8, message: 'a table under "## Steps" is not a step and is ignored' })
  })
  it('reads URLs and e-mail addresses in steps as written without it', () => {
    const parsed = parseUiSpec('# Test: T\n\n## Steps\n\n1. Open https://shop.example.com/cart\n2. Type bob@acme.io into email\n')
    expect(parsed.spec.steps.map((step) => step.text)).toEqual(['Open https://shop.example.com/cart', 'Type bob@acme.io into email'])
    expect(parsed.spec.warnings).toEqual([])
  })
})
