import { describe, expect, it } from 'vitest'
import { formatBytes } from './ops-queries.js'

describe('formatBytes', () => {
  it('uses the largest unit under 1024 with one decimal below 10', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(1023)).toBe('1023 B')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB')
    expect(formatBytes(null)).toBe('—')
  })
})
