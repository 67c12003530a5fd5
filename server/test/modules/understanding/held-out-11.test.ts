import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_11, HELD_OUT_UI_11 } from './held-out-11.js'
import { apiPlan, describeTunedSet, measure } from './measure.js'

/**
 * Held-out set 11, written blind and measured once as written after round 4: 89.8% UI (27 reported, 0 misread) / 70.8%
 * API (29 reported, 2 misread) (before round 4 its UI side read 86.5%). The UI side was then tuned on in round 5, by
 * classes rather than sentences (corpus entries in other words in ui-corpus-4.ts): everyday variants rewritten into
 * documented forms (pipeline/ui-rewrites.ts), an action and its expected result on one line split in two, irregular
 * past verbs, and check-grammar classes (URL `to contain`, `have` for `has`, unquoted numbers, focus, counts of named
 * controls). It had no UI misread. UI after: 99.2% of 266 (2 reported, 0 misread). Still reported: `Activate the
 * button named "…"` ("activate" reads as enabling a control; clicking is not guessed) and `The heading level 2 "…"`
 * (heading levels are not planned). So the UI side is a tuned-on set held to the bar; the API side is printed as
 * written until its own round tunes on it.
 */
describeTunedSet(
  'held-out set 11, UI (measured once at 89.8% UI, then its misses fixed by classes)',
  'held-out 11',
  { ui: HELD_OUT_UI_11 },
  { ui: 170, api: 70 },
)

describe('held-out set 11, API (written blind, measured once after round 4: 70.8%)', () => {
  it('has at least 70 API phrasings', () => expect(HELD_OUT_API_11.length).toBeGreaterThanOrEqual(70))
  it('API: prints the share understood as written', () => {
    measure('API held-out 11', HELD_OUT_API_11, apiPlan)
    expect(HELD_OUT_API_11.filter(([step]) => apiPlan(step) === '')).toEqual([])
  })
})
