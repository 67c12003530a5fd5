import { describe, expect, it } from 'vitest'
import { lineCount } from './spec-text.js'

describe('lineCount', () => {
  it('counts lines the way the editor numbers them', () => {
    expect(lineCount('')).toBe(1)
    expect(lineCount('a')).toBe(1)
    expect(lineCount('a\nb\n')).toBe(3)
  })
})
