import { describe, expect, it } from 'vitest'
import { renderDraft, rulesParts, stepsFor, toDraft } from '../../../src/modules/prd/drafts.js'
import { splitFeatures } from '../../../src/modules/prd/features.js'

const MD = `# Shop PRD

Intro text for the whole product.

## Sign in

Customers sign in with their username and password.

- The login page must show "Sign in".
- After signing in the user should be redirected to /dashboard.
1. Users must not see other accounts.

### Notes
A detail that stays inside Sign in.

## Cart

The cart lists products. It should display "Total" and the user can click "Checkout".
`

describe('splitting a PRD into features', () => {
  it('markdown: the level below the title, requirements by must/should/can', () => {
    const f = splitFeatures(MD, 'x')
    expect(f.map((x) => x.title)).toEqual(['Sign in', 'Cart'])
    expect(f[0]!.requirements).toEqual([
      'The login page must show "Sign in".',
      'After signing in the user should be redirected to /dashboard.',
      'Users must not see other accounts.',
    ])
    expect(f[0]!.summary).toContain('Customers sign in')
    expect(f[0]!.line).toBe(5)
    expect(f[1]!.requirements).toEqual(['It should display "Total" and the user can click "Checkout".'])
  })
  it('plain text (PDF): numbered headings; no headings -> one feature', () => {
    const f = splitFeatures('Shop\n1. Login\nUsers must sign in.\n2. Cart\nThe cart should show "Total".', 'Shop')
    expect(f.map((x) => x.title)).toEqual(['Login', 'Cart'])
    const one = splitFeatures('The app must work. It should be fast.', 'Fallback')
    expect(one).toHaveLength(1)
    expect(one[0]!.title).toBe('Fallback')
    expect(one[0]!.requirements).toHaveLength(2)
  })
})

describe('rules drafts', () => {
  it('maps checkable requirements to grammar steps', () => {
    expect(stepsFor('The page must show "Welcome" and "Logout".')).toEqual([
      'Verify the text "Welcome" is visible',
      'Verify the text "Logout" is visible',
    ])
    expect(stepsFor('The user can click "Checkout".')).toEqual(['Click "Checkout"'])
    expect(stepsFor('The user should be redirected to /dashboard.')).toEqual(['Verify the URL contains /dashboard.'.replace(/\.$/, '')])
    expect(stepsFor('It must be fast.')).toEqual([])
  })
  it('every draft of the sample validates with the UI spec grammar', () => {
    for (const f of splitFeatures(MD, 'x')) {
      const d = toDraft(f, renderDraft(rulesParts(f), 'the PRD'), 'rules')
      expect(d.errors).toEqual([])
      expect(d.valid).toBe(true)
      expect(d.content.startsWith(`# Test: ${f.title}\n`)).toBe(true)
    }
    const signIn = splitFeatures(MD, 'x')[0]!
    const content = renderDraft(rulesParts(signIn), 'the PRD')
    expect(content).toContain('1. Navigate to {{BASE_URL}}\n2. Verify the text "Sign in" is visible\n3. Verify the URL contains /dashboard')
    expect(toDraft(signIn, content, 'rules').spec_name).toBe('prd/sign-in')
  })
  it('a broken draft reports its errors by line', () => {
    const d = toDraft(splitFeatures(MD, 'x')[0]!, '# Test: x\n\nno steps here\n', 'ai')
    expect(d.valid).toBe(false)
    expect(d.errors[0]!.line).toBeGreaterThan(0)
  })
})
