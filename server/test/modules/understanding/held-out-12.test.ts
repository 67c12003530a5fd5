import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_12, HELD_OUT_UI_12 } from './held-out-12.js'
import { apiPlan, measure, uiPlan } from './measure.js'

/**
 * Held-out set 12, written blind and not run by its author: the lead measures it once. The figure is printed (see
 * measure.ts), not held to a bar; asserted are the set sizes, and that every step gets a plan (some action, or an
 * `unknown` naming the line).
 */
describe('held-out set 12 (written blind, not yet measured)', () => {
  it('has at least 170 UI and 70 API phrasings', () => {
    expect(HELD_OUT_UI_12.length).toBeGreaterThanOrEqual(170)
    expect(HELD_OUT_API_12.length).toBeGreaterThanOrEqual(70)
  })
  it('UI: prints the share understood as written', () => {
    measure('UI held-out 12', HELD_OUT_UI_12, uiPlan)
    expect(HELD_OUT_UI_12.filter(([step]) => uiPlan(step) === '')).toEqual([])
  })
  it('API: prints the share understood as written', () => {
    measure('API held-out 12', HELD_OUT_API_12, apiPlan)
    expect(HELD_OUT_API_12.filter(([step]) => apiPlan(step) === '')).toEqual([])
  })
})
