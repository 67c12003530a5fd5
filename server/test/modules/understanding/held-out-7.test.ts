import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_7, HELD_OUT_UI_7 } from './held-out-7.js'
import { apiPlan, measure, uiPlan } from './measure.js'

/**
 * Held-out set 7, written blind and not run by its author: the lead measures it once, at the end of the round. The
 * figure is printed (see measure.ts), not held to a bar; asserted are the set sizes, and that every step gets a plan
 * (some action, or an `unknown` naming the line).
 */
describe('held-out set 7 (written blind, measured once at the end of the round)', () => {
  it('has at least 120 UI and 50 API phrasings', () => {
    expect(HELD_OUT_UI_7.length).toBeGreaterThanOrEqual(120)
    expect(HELD_OUT_API_7.length).toBeGreaterThanOrEqual(50)
  })
  it('UI: prints the share understood as written', () => {
    measure('UI held-out 7', HELD_OUT_UI_7, uiPlan)
    expect(HELD_OUT_UI_7.filter(([step]) => uiPlan(step) === '')).toEqual([])
  })
  it('API: prints the share understood as written', () => {
    measure('API held-out 7', HELD_OUT_API_7, apiPlan)
    expect(HELD_OUT_API_7.filter(([step]) => apiPlan(step) === '')).toEqual([])
  })
})
