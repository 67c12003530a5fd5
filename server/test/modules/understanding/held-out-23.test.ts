import { describe, it } from 'vitest'
import { HELD_OUT_API_23, HELD_OUT_UI_23 } from './held-out-23.js'
import { apiPlan, expectMeasured, uiPlan } from './measure.js'

/**
 * Held-out set 23, opened in round 12 to judge its UI misreads for truth (truth-rewrites-3.ts, truth-corpus-4.ts): a
 * floor on the share understood, and no misread but the named ones, where the set's notation says the same in other
 * words or is one of two fair readings.
 */
const NOTATION_ONLY_UI: Record<string, string> = {
  'In the dialog, set Start time to 09:00': 'the scope written before or after the value: the same fill',
  'Type 18 in the Score field for "Amira Haddad"': 'the row written before or after the value: the same fill',
  'Type 21 in the Score field for Jonas Berg': 'the row written before or after the value: the same fill',
  '[ ] Login link visible in header': 'the scope written before or after the state: the same check',
  '4. Podcast: RSS link in footer is visible': 'the scope written before or after the state: the same check',
  'Logout button must be shown at header.': 'the scope written before or after the state: the same check',
}
const DEBATABLE_UI: Record<string, string> = {
  'Pick "Thursday" in the Day filter': '"filter" may be part of the name or its role noun',
  'Open the "Membership" page from the side menu': 'a side menu may be a menu or the navigation',
  'Search "Haddad" in Filter students': 'searching may or may not submit with Enter',
  'Attendance section says "96% present"': 'the text may be scoped to the region or the page',
  'Page has an h1 heading "Building permits"': 'a heading check or the text shown: both find it',
}

describe('held-out set 23', () => {
  it('UI: at least 94.5% understood, misread only the notation-only and debatable entries', () => {
    expectMeasured('UI 23', HELD_OUT_UI_23, uiPlan, 94.5, { ...NOTATION_ONLY_UI, ...DEBATABLE_UI })
  })
  it('API: at least 97.8% understood, none misread', () => {
    expectMeasured('API 23', HELD_OUT_API_23, apiPlan, 97.8)
  })
})
