import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_10, HELD_OUT_UI_10 } from './held-out-10.js'
import { describeTunedSet, measure, uiPlan } from './measure.js'

/**
 * Held-out set 10, written blind and measured once as written after round 4: API 89.4% of 85 (7 reported, 2
 * misread). The API side was then tuned on in round 5 by classes, never sentences (corpus entries in other words in
 * api-corpus-3.ts): header lists whose values ran on (`Accept: application/json and X-Trace: abc`, a misread),
 * misspelt structural words anywhere (`the response shoud be 404` had become a body check, a misread), curl flags
 * and status lines, a query added to the URL, Python requests calls and REST-assured `given()` as request steps.
 * API after: 100% of 85, none misread, so the API side is a tuned-on set held to the bar; the UI side is printed as
 * written until its own round tunes on it.
 */
describeTunedSet(
  'held-out set 10, API (measured once at 89.4%, then its misreads and misses fixed by classes)',
  'held-out 10',
  { api: HELD_OUT_API_10 },
  { ui: 170, api: 70 },
)

describe('held-out set 10, UI (written blind, printed as written)', () => {
  it('has at least 170 UI phrasings', () => expect(HELD_OUT_UI_10.length).toBeGreaterThanOrEqual(170))
  it('UI: prints the share understood as written', () => {
    measure('UI held-out 10', HELD_OUT_UI_10, uiPlan)
    expect(HELD_OUT_UI_10.filter(([step]) => uiPlan(step) === '')).toEqual([])
  })
})
