import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_6, HELD_OUT_UI_6 } from './held-out-6.js'
import { apiPlan, measure, uiPlan } from './measure.js'

/**
 * Held-out set 6, written blind (corpus helper) and measured once as written on main: 67.5% UI / 72.3% API. After
 * the general round written before it arrived (no entry seen) it read 73.4% / 75.4%; its misses then became general
 * rules, so it is a tuned-on set now and held to the bar like sets 3-5.
 */
describe('held-out set 6 (measured once at 67.5% UI / 72.3% API, then its misreads and misses fixed)', () => {
  it('has at least 120 UI and 50 API phrasings', () => {
    expect(HELD_OUT_UI_6.length).toBeGreaterThanOrEqual(120)
    expect(HELD_OUT_API_6.length).toBeGreaterThanOrEqual(50)
  })
  it('UI: understood as written, none misread', () => {
    const { pct, misread } = measure('UI held-out 6', HELD_OUT_UI_6, uiPlan)
    expect(pct).toBeGreaterThanOrEqual(95)
    expect(misread).toEqual([])
  })
  it('API: understood as written, none misread', () => {
    const { pct, misread } = measure('API held-out 6', HELD_OUT_API_6, apiPlan)
    expect(pct).toBeGreaterThanOrEqual(95)
    expect(misread).toEqual([])
  })
})
