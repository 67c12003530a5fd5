import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_12, HELD_OUT_UI_12 } from './held-out-12.js'
import { apiPlan, describeTunedSet, measure, uiPlan } from './measure.js'

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
  it('API: every step gets a plan', () => {
    expect(HELD_OUT_API_12.filter(([step]) => apiPlan(step) === '')).toEqual([])
  })
})

/**
 * API side: measured once as written after round 5: 87.0% of 108 (12 reported, 2 misread); 61.1% on main before
 * round 4. Tuned on in round 6 by classes, never sentences (corpus entries in other words in api-corpus-4.ts): a
 * negated absence word is presence (a misread), a literal named as text in "matches" (a misread), "there is a X
 * header", a field "in the response", "some 4xx", JSON query lists and code assignments, whole curl commands, a
 * stressed no-auth, a variable set from a response field. API after: 98.1% of 108, none misread. Still reported:
 * `POST the rental with body {…}` (a noun where the path goes) and `data.items[0].price should be 4.5` (`data` may be
 * the body, as in axios or a Postman variable).
 */
describeTunedSet(
  'held-out set 12, API (measured once at 87.0%, then its misses fixed by classes)',
  'held-out 12',
  { api: HELD_OUT_API_12 },
  { ui: 170, api: 70 },
)
