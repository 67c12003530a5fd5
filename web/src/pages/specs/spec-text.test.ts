import { describe, expect, it } from 'vitest'
import { baseName, expectedOutcome, issuesByLine, lineCount, lineRange, parseTags } from './spec-text.js'

describe('spec text helpers', () => {
  it('counts lines and finds a line range', () => {
    expect(lineCount('')).toBe(1)
    expect(lineCount('a\nb\n')).toBe(3)
    expect(lineRange('one\ntwo\nthree', 2)).toEqual({ start: 4, end: 7 })
    expect(lineRange('one', 5)).toEqual({ start: 3, end: 3 })
  })

  it('puts problems on their lines, errors winning over warnings', () => {
    const map = issuesByLine(
      [{ line: 3, message: 'bad' }],
      [
        { line: 3, message: 'meh' },
        { line: 7, message: 'odd' },
      ],
    )
    expect(map.get(3)).toEqual({ severity: 'error', messages: ['bad', 'meh'] })
    expect(map.get(7)).toEqual({ severity: 'warning', messages: ['odd'] })
  })

  it('reads the expected outcome bullets and paragraphs', () => {
    const md =
      '# Test: x\n\n## Steps\n1. Go to /\n\n## Expected Outcome\n\n- Signed in\n- Sees a\n  greeting\n\nA paragraph.\n\n## Notes\n- not this'
    expect(expectedOutcome(md)).toEqual(['Signed in', 'Sees a greeting', 'A paragraph.'])
    expect(expectedOutcome('# Test: x\n## Expected Results\nAll good')).toEqual(['All good'])
  })

  it('normalizes tags and names', () => {
    expect(parseTags(' Smoke, checkout ,smoke,, ')).toEqual(['checkout', 'smoke'])
    expect(baseName('checkout/guest pays')).toBe('guest pays')
    expect(baseName('login')).toBe('login')
  })
})
