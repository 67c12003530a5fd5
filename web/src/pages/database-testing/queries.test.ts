import { describe, expect, it } from 'vitest'
import { formatActual, live } from './queries.js'

describe('database testing page helpers', () => {
  it('formats a measured value in its unit', () => {
    expect(formatActual({ actual: 20, unit: 'percent' })).toBe('20%')
    expect(formatActual({ actual: 0.123456789, unit: 'percent' })).toBe('0.1235%')
    expect(formatActual({ actual: 2, unit: 'count' })).toBe('2')
    expect(formatActual({ actual: 90, unit: 'seconds' })).toBe('90 s')
    expect(formatActual({ actual: 7200, unit: 'seconds' })).toBe('2.0 hours')
    expect(formatActual({ actual: 172_800, unit: 'seconds' })).toBe('2.0 days')
    expect(formatActual({ actual: null, unit: null })).toBe('—')
  })
  it('knows which statuses are still moving', () => {
    expect(['queued', 'running', 'completed', 'error'].map(live)).toEqual([true, true, false, false])
  })
})
