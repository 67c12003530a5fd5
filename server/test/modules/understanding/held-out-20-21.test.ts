import { describe, expect, it } from 'vitest'
import { HELD_OUT_UI_20 } from './held-out-20.js'
import { HELD_OUT_UI_21 } from './held-out-21.js'
import { measure, uiPlan } from './measure.js'

/**
 * The UI steps of held-out sets 20 and 21 (written blind, tuned on in round 11's second pass): the shares reached,
 * and no misread but the entries judged debatable (a reading that is also right, or a notation the set chose):
 * - `Double-click the "Room 312" card` double-clicks the element so named: a card is no control of its own role;
 * - `Tap OK on the confirm popup` clicks "OK" in the dialog, where the set accepts a browser dialog: a popup the page
 *   draws is clicked, a browser's is accepted, and the words do not say which;
 * - `Click the menuitem named "Import questions"` clicks the control so named, without the menuitem role.
 * The classes read since (loose-frames.ts) are held in other words by ui-corpus-11.ts.
 */
describe('held-out sets 20 and 21, UI: the shares reached, no misread but the debatable entries', () => {
  it('set 20: prints the shares; none misread', () => {
    const { pct, misread } = measure('UI held-out 20', HELD_OUT_UI_20, uiPlan)
    expect(misread.map((line) => line.split('\n')[0])).toEqual([])
    expect(pct).toBeGreaterThanOrEqual(100)
  })
  it('set 21: prints the shares; the debatable entries are the only misreads', () => {
    const { pct, misread } = measure('UI held-out 21', HELD_OUT_UI_21, uiPlan)
    expect(misread.map((line) => line.split('\n')[0])).toEqual([
      'Double-click the "Room 312" card',
      'Tap OK on the confirm popup',
      'Click the menuitem named "Import questions"',
    ])
    expect(pct).toBeGreaterThanOrEqual(98.9)
  })
})
