import { describe, expect, it } from 'vitest'
import { baseName, expectedOutcome } from './spec-text.js'

describe('spec text helpers', () => {
  it('reads the expected outcome bullets and paragraphs', () => {
    const md =
      '# Test: x\n\n## Steps\n1. Go to /\n\n## Expected Outcome\n\n- Signed in\n- Sees a\n  greeting\n\nA paragraph.\n\n## Notes\n- not this'
    expect(expectedOutcome(md)).toEqual(['Signed in', 'Sees a greeting', 'A paragraph.'])
    expect(expectedOutcome('# Test: x\n## Expected Results\nAll good')).toEqual(['All good'])
  })

  it('normalizes tags and names', () => {
    expect(baseName('checkout/guest pays')).toBe('guest pays')
    expect(baseName('login')).toBe('login')
  })
})
