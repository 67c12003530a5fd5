import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_7, HELD_OUT_UI_7 } from './held-out-7.js'
import { apiPlan, measure, uiPlan } from './measure.js'

/**
 * Held-out set 7, written blind and measured once as written after round 1: 77.9% UI (32 reported, 2 misread) /
 * 81.0% API (11 reported, 1 misread). Its misreads and misses then became general rules (round 2; corpus entries in
 * other words in ui-corpus-2.ts and api-corpus.ts), so it is a tuned-on set now and held to the bar like sets 3-6.
 */
describe('held-out set 7 (measured once at 77.9% UI / 81.0% API, then its misreads and misses fixed)', () => {
  it('has at least 120 UI and 50 API phrasings', () => {
    expect(HELD_OUT_UI_7.length).toBeGreaterThanOrEqual(120)
    expect(HELD_OUT_API_7.length).toBeGreaterThanOrEqual(50)
  })
  it('UI: understood as written, none misread', () => {
    const { pct, misread } = measure('UI held-out 7', HELD_OUT_UI_7, uiPlan)
    expect(pct).toBeGreaterThanOrEqual(95)
    expect(misread).toEqual([])
  })
  it('API: understood as written, none misread', () => {
    const { pct, misread } = measure('API held-out 7', HELD_OUT_API_7, apiPlan)
    expect(pct).toBeGreaterThanOrEqual(95)
    expect(misread).toEqual([])
  })
})
