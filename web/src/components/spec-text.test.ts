import { describe, expect, it } from 'vitest'
import { issuesByLine, lineCount, lineRange, longestLine } from './spec-text.js'

describe('lines', () => {
  it('counts lines the way the gutter numbers them', () => {
    expect(lineCount('')).toBe(1)
    expect(lineCount('a')).toBe(1)
    expect(lineCount('a\nb\n')).toBe(3)
  })

  it('measures the longest line, a tab as two columns', () => {
    expect(longestLine('')).toBe(0)
    expect(longestLine('ab\nabcd\n\tx')).toBe(4)
    expect(longestLine('\t\tx')).toBe(5)
  })

  it('finds the offsets of a line, clamped to the text', () => {
    const text = '# API Test: X\n\n## Tests\n### GET /a'
    expect(lineRange(text, 1)).toEqual({ start: 0, end: 13 })
    expect(lineRange(text, 2)).toEqual({ start: 14, end: 14 })
    expect(text.slice(lineRange(text, 4).start, lineRange(text, 4).end)).toBe('### GET /a')
    expect(lineRange(text, 99)).toEqual({ start: text.length, end: text.length })
  })
})

describe('issues', () => {
  const errors = [
    { line: 7, message: 'Unknown method FETCH' },
    { line: 3, message: 'Credentials must be {{VAR}} placeholders' },
  ]
  const warnings = [
    { line: 7, message: 'Step not understood' },
    { line: 2, message: '"# Test:" read as "# API Test:"' },
  ]

  it('groups problems per line, errors outranking warnings', () => {
    const byLine = issuesByLine(errors, warnings)
    expect(byLine.get(7)).toEqual({ severity: 'error', messages: ['Unknown method FETCH', 'Step not understood'] })
    expect(byLine.get(2)).toEqual({ severity: 'warning', messages: ['"# Test:" read as "# API Test:"'] })
    expect(byLine.has(1)).toBe(false)
  })
})

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
})
