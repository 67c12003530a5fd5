import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_9, HELD_OUT_UI_9 } from './held-out-9.js'
import { apiPlan, describeTunedSet, measure } from './measure.js'

/**
 * Held-out set 9, written blind and measured once as written at the end of round 3: 74.1% UI / 78.5% API. The UI
 * side was then tuned on in round 4, by classes rather than sentences (corpus entries in other words in
 * ui-corpus-3.ts): an order-free role reading as the grammar's fallback (pipeline/role-reading.ts), label lines
 * (pipeline/label-lines.ts) and vocabulary classes. UI after: 100% of 193 (the branch start, with round 3's rules,
 * read 80.3%: 37 reported, 1 misread). The one misread was notation: `The page is scrolled to the bottom` says the
 * bottom, which the engine plans as `scroll bottom` (scroll to the page end); the entry expected `scroll down` (one
 * screen) and now expects `scroll bottom`, its step unchanged. So the UI side is a tuned-on set held to the bar; the
 * API side is printed as written until its own round tunes on it.
 */
describeTunedSet(
  'held-out set 9, UI (measured once at 74.1% UI, then its misses fixed by classes)',
  'held-out 9',
  { ui: HELD_OUT_UI_9 },
  { ui: 150, api: 60 },
)

describe('held-out set 9, API (written blind, measured once at the end of round 3: 78.5%)', () => {
  it('has at least 60 API phrasings', () => expect(HELD_OUT_API_9.length).toBeGreaterThanOrEqual(60))
  it('API: prints the share understood as written', () => {
    measure('API held-out 9', HELD_OUT_API_9, apiPlan)
    expect(HELD_OUT_API_9.filter(([step]) => apiPlan(step) === '')).toEqual([])
  })
})
