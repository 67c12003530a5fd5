import { describe, it } from 'vitest'
import { HELD_OUT_API_25, HELD_OUT_UI_25 } from './held-out-25.js'
import { apiPlan, expectMeasured, uiPlan } from './measure.js'

/**
 * Held-out set 25, measured unseen in round 13 (UI 76.1%, API 81.4%) and then opened for tuning: a floor on the share
 * understood, and no misread but the named ones, where the set's notation says the same in other words or is one of
 * two fair readings.
 */
const NOTATION_ONLY_UI: Record<string, string> = {
  'Set Size to "Half plot"': 'a fill of a <select> selects the option (step-runner.ts): the same action as the select',
}
const DEBATABLE_UI: Record<string, string> = {
  'Verify "Show occupied" unchecked':
    'the checkbox in the row holding the text, which finds the box its label names too (sets 16, 18 and 19 read it so)',
  'Rent = "42.50"': 'a terse "Name = value" is a fill where sets 24 and ui-corpus-3 write it; the set wants a check',
}

describe('held-out set 25', () => {
  it('UI: at least 92.5% understood, misread only the notation-only and debatable entries', () => {
    expectMeasured('UI 25', HELD_OUT_UI_25, uiPlan, 92.5, { ...NOTATION_ONLY_UI, ...DEBATABLE_UI })
  })
  it('API: at least 94.5% understood, none misread', () => {
    expectMeasured('API 25', HELD_OUT_API_25, apiPlan, 94.5)
  })
})
