import { HELD_OUT_API_8, HELD_OUT_UI_8 } from './held-out-8.js'
import { describeTunedSet } from './measure.js'

/**
 * Held-out set 8, written blind and measured once as written after round 2: 89.9% UI (19 reported, 4 misread) /
 * 86.7% API (10 reported, 1 misread). Three of the UI misreads were notation: a named message ('the error message
 * "X" appears') is checked by its text, so those entries (and one reported the same way) expect `text "X" visible`.
 * The fourth (`the Question text field`) is now reported as ambiguous; its misses became general rules (round 3;
 * corpus entries in other words in ui-corpus-2.ts and api-corpus.ts), so it is a tuned-on set held to the bar.
 */
describeTunedSet(
  'held-out set 8 (measured once at 89.9% UI / 86.7% API, then its misreads and misses fixed)',
  'held-out 8',
  { ui: HELD_OUT_UI_8, api: HELD_OUT_API_8 },
  { ui: 150, api: 60 },
)
