import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_11, HELD_OUT_UI_11 } from './held-out-11.js'
import { describeTunedSet, measure, uiPlan } from './measure.js'

/**
 * Held-out set 11, written blind and measured once as written after round 4: API 89.6% of 106 (10 reported, 1
 * misread). The API side was then tuned on in round 5 by classes, never sentences (corpus entries in other words in
 * api-corpus-3.ts): header lists whose values ran on (the misread), chat spellings (`shud`, `w/o`), "expected"
 * beside the status, a modal before the response-time verb, schemas "against", have / must-not-have fields, a body
 * set "to" JSON and curl flags. API after: 100% of 106, none misread, so the API side is a tuned-on set held to
 * the bar; the UI side is printed as written until its own round tunes on it.
 */
describeTunedSet(
  'held-out set 11, API (measured once at 89.6%, then its misreads and misses fixed by classes)',
  'held-out 11',
  { api: HELD_OUT_API_11 },
  { ui: 170, api: 70 },
)

describe('held-out set 11, UI (written blind, printed as written)', () => {
  it('has at least 170 UI phrasings', () => expect(HELD_OUT_UI_11.length).toBeGreaterThanOrEqual(170))
  it('UI: prints the share understood as written', () => {
    measure('UI held-out 11', HELD_OUT_UI_11, uiPlan)
    expect(HELD_OUT_UI_11.filter(([step]) => uiPlan(step) === '')).toEqual([])
  })
})
