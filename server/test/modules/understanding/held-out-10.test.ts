import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_10, HELD_OUT_UI_10 } from './held-out-10.js'
import { apiPlan, describeTunedSet, measure } from './measure.js'

/**
 * Held-out set 10, written blind and measured once as written after round 4: 85.9% UI (34 reported, 1 misread) / 63.5%
 * API (29 reported, 2 misread) (before round 4 its UI side read 81.5%). The UI side was then tuned on in round 5, by
 * classes rather than sentences (corpus entries in other words in ui-corpus-4.ts): everyday variants rewritten into
 * documented forms (pipeline/ui-rewrites.ts), an action and its expected result on one line split in two, irregular
 * past verbs, and check-grammar classes (URL `to contain`, `have` for `has`, unquoted numbers, focus, counts of named
 * controls). The one UI misread (`The table Students must have 28 rows` read as a list named "table Students") is now
 * the table Students: a role noun may stand before an unquoted name as well as after it. UI after: 99.2% of 248 (2
 * reported, 0 misread). Still reported: `Select the checkbox for "Weekly newsletter"` (ambiguous by design: the label
 * or the row's checkbox; the entry expects the row) and `Select "Sunita" in the Assigned to dropdown for room "306"`
 * (a dropdown inside a row is not planned). So the UI side is a tuned-on set held to the bar; the API side is printed
 * as written until its own round tunes on it.
 */
describeTunedSet(
  'held-out set 10, UI (measured once at 85.9% UI, then its misses fixed by classes)',
  'held-out 10',
  { ui: HELD_OUT_UI_10 },
  { ui: 170, api: 70 },
)

describe('held-out set 10, API (written blind, measured once after round 4: 63.5%)', () => {
  it('has at least 70 API phrasings', () => expect(HELD_OUT_API_10.length).toBeGreaterThanOrEqual(70))
  it('API: prints the share understood as written', () => {
    measure('API held-out 10', HELD_OUT_API_10, apiPlan)
    expect(HELD_OUT_API_10.filter(([step]) => apiPlan(step) === '')).toEqual([])
  })
})
