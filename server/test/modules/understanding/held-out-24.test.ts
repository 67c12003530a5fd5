import { describe, it } from 'vitest'
import { HELD_OUT_API_24, HELD_OUT_UI_24 } from './held-out-24.js'
import { apiPlan, expectMeasured, uiPlan } from './measure.js'

/**
 * Held-out set 24, opened for tuning in round 12 (written in a wider spread of styles than sets 20-22): a floor on the
 * share understood, and no misread but the named debatable ones, where the set's notation is one of two fair readings.
 */
const DEBATABLE_UI: Record<string, string> = {
  'Choose room 412 in the Room number dropdown': 'the option may well be "Room 412" as written; the set drops "room"',
  'Search for "Okafor" using the guest search box':
    'searching submits with Enter (docs/ui-spec-format.md); the field is "guest search" as the set says since round 14',
  'Hover over the "Clean water" card': 'a card may be any element; the set wants a clickable',
  'Click on the "Smoky red lentil soup" card': 'a card may be any element; the set wants a clickable',
  'Verify the notifications panel lists 2 items': '"panel" may be part of the region\'s name or its role noun',
  'Scroll to the Reviews section': '"section" may be part of the name or its role noun',
  'Press Ctrl+K': 'the key as written (Control+K) or lower-cased (Control+k): the same chord',
}
const DEBATABLE_API: Record<string, string> = {
  'Send the request with header X-Api-Version: 2':
    'held-out-4 and api-corpus-3 plan "Send the request with header X: v" as the header alone (the test sends anyway)',
  '.body("owner.email", notNullValue())': 'notNullValue() also says the field is not null: the reading checks both',
}

describe('held-out set 24', () => {
  it('UI: at least 95.5% understood, misread only the debatable notations', () => {
    expectMeasured('UI 24', HELD_OUT_UI_24, uiPlan, 95.5, DEBATABLE_UI)
  })
  it('API: at least 96.4% understood, misread only the debatable notations', () => {
    expectMeasured('API 24', HELD_OUT_API_24, apiPlan, 96.4, DEBATABLE_API)
  })
})
