import { HELD_OUT_API_10, HELD_OUT_UI_10 } from './held-out-10.js'
import { describeTunedSet } from './measure.js'

/**
 * Held-out set 10, written blind and measured once as written after round 4: 85.9% UI (34 reported, 1 misread) (before
 * round 4 its UI side read 81.5%). The UI side was then tuned on in round 5, by classes rather than sentences (corpus
 * entries in other words in ui-corpus-4.ts): everyday variants rewritten into documented forms (pipeline/ui-rewrites.ts),
 * an action and its expected result on one line split in two, irregular past verbs, and check-grammar
 * classes (URL `to contain`, `have` for `has`, unquoted numbers, focus, counts of named controls). The one UI misread
 * (`The table Students must have 28 rows` read as a list named "table Students") is now the table Students: a role
 * noun may stand before an unquoted name as well as after it. UI after: 99.2% of 248 (2 reported, 0 misread). Still
 * reported: `Select the checkbox for "Weekly newsletter"` (ambiguous by design: the label or the row's checkbox; the
 * entry expects the row) and `Select "Sunita" in the Assigned to dropdown for room "306"` (a dropdown inside a row is
 * not planned).
 *
 * API: measured once as written after round 4 (the branch start of round 5; before round 4 it read 63.5%): 89.4% of 85
 * (7 reported, 2 misread). The API side was then tuned on in round 5 by classes, never sentences (corpus entries in
 * other words in api-corpus-3.ts): header lists whose values ran on (`Accept: application/json and X-Trace: abc`, a
 * misread), misspelt structural words anywhere (`the response shoud be 404` had become a body check, a misread), curl
 * flags and status lines, a query added to the URL, Python requests calls and REST-assured `given()` as request steps.
 * API after: 100% of 85, none misread.
 *
 * Both sides are tuned-on sets held to the bar.
 */
describeTunedSet(
  'held-out set 10 (measured once at 85.9% UI / 89.4% API, then its misses fixed by classes)',
  'held-out 10',
  { ui: HELD_OUT_UI_10, api: HELD_OUT_API_10 },
  { ui: 170, api: 70 },
)
