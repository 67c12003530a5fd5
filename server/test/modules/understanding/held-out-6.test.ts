import { HELD_OUT_API_6, HELD_OUT_UI_6 } from './held-out-6.js'
import { describeTunedSet } from './measure.js'

/**
 * Held-out set 6, written blind (corpus helper) and measured once as written on main: 67.5% UI / 72.3% API. After
 * the general round written before it arrived (no entry seen) it read 73.4% / 75.4%; its misses then became general
 * rules, so it is a tuned-on set now and held to the bar like sets 3-5.
 */
describeTunedSet(
  'held-out set 6 (measured once at 67.5% UI / 72.3% API, then its misreads and misses fixed)',
  'held-out 6',
  { ui: HELD_OUT_UI_6, api: HELD_OUT_API_6 },
  { ui: 120, api: 50 },
)
