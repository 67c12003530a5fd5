import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_12, HELD_OUT_UI_12 } from './held-out-12.js'
import { apiPlan, describeTunedSet, measure, uiPlan } from './measure.js'

/**
 * Held-out set 12, written blind and not run by its author (it also holds 22 UI / 9 API steps that are not
 * actionable and expect `unknown`, each with a comment). Measured once as written after round 5 (tuned on sets 9-11,
 * never on this one): UI 80.6% of 319 (52 reported, 10 misread; 79.1% of the 297 actionable steps); 72.7% on main
 * before round 4. Round 6 then fixed its UI misreads by classes (reason clauses in names, `Action:` titles, passive
 * check verbs, action menus, a quoted box; corpus entries in other words in ui-corpus-5.ts): UI after 89.7%, none
 * misread. Below the bar, so the UI side is printed, and held to no misread.
 */
describe('held-out set 12 (measured once as written: 80.6% UI / 87.0% API)', () => {
  it('has at least 170 UI and 70 API phrasings', () => {
    expect(HELD_OUT_UI_12.length).toBeGreaterThanOrEqual(170)
    expect(HELD_OUT_API_12.length).toBeGreaterThanOrEqual(70)
  })
  it('UI: prints the share understood; every step gets a plan and none is misread', () => {
    const { misread } = measure('UI held-out 12', HELD_OUT_UI_12, uiPlan)
    expect(misread).toEqual([])
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
