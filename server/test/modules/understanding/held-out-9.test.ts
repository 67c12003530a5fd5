import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_9, HELD_OUT_UI_9 } from './held-out-9.js'
import { apiPlan, measure, uiPlan } from './measure.js'

/**
 * Held-out set 9, written blind and not run by its author: the lead measures it once, at the end of the round. The
 * figure is printed (see measure.ts), not held to a bar; asserted are the set sizes, and that every step gets a plan
 * (some action, or an `unknown` naming the line).
 */
describe('held-out set 9 (written blind, measured once at the end of round 3: 74.1% UI / 78.5% API)', () => {
  it('has at least 150 UI and 60 API phrasings', () => {
    expect(HELD_OUT_UI_9.length).toBeGreaterThanOrEqual(150)
    expect(HELD_OUT_API_9.length).toBeGreaterThanOrEqual(60)
  })
  it('UI: prints the share understood as written', () => {
    measure('UI held-out 9', HELD_OUT_UI_9, uiPlan)
    expect(HELD_OUT_UI_9.filter(([step]) => uiPlan(step) === '')).toEqual([])
  })
  it('API: prints the share understood as written', () => {
    measure('API held-out 9', HELD_OUT_API_9, apiPlan)
    expect(HELD_OUT_API_9.filter(([step]) => apiPlan(step) === '')).toEqual([])
  })
})
