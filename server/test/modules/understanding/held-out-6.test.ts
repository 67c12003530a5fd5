import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_6, HELD_OUT_UI_6 } from './held-out-6.js'
import { apiPlan, measure, uiPlan } from './measure.js'

/**
 * Held-out set 6, written blind: the share understood is printed (see measure.ts), not yet held to the 95% bar.
 * What is asserted: the set sizes, and that every step gets a plan (some action, or an `unknown` naming the line).
 */
describe('held-out set 6 (written blind)', () => {
  it('has at least 120 UI and 50 API phrasings', () => {
    expect(HELD_OUT_UI_6.length).toBeGreaterThanOrEqual(120)
    expect(HELD_OUT_API_6.length).toBeGreaterThanOrEqual(50)
  })
  it('UI: prints the share understood as written', () => {
    measure('UI held-out 6', HELD_OUT_UI_6, uiPlan)
    expect(HELD_OUT_UI_6.filter(([step]) => uiPlan(step) === '')).toEqual([])
  })
  it('API: prints the share understood as written', () => {
    measure('API held-out 6', HELD_OUT_API_6, apiPlan)
    expect(HELD_OUT_API_6.filter(([step]) => apiPlan(step) === '')).toEqual([])
  })
})
