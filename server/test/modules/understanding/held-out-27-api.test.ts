import { describe, it } from 'vitest'
import { HELD_OUT_API_27 } from './held-out-27.js'
import { apiPlan, expectMeasured } from './measure.js'

/**
 * Held-out set 27, API half: measured blind three times (70.0% in round 14, then 74.3% twice: 68 reported, 9
 * misread) and opened for tuning in round 15. Its plain-English sections were read by classes (plain-voices.ts,
 * api-corpus-18.ts: 74.3% -> 89.0%, every plain-English step read but the named ones), its tool notations by their
 * grammars (code-tool-notations.ts and others, api-corpus-19.ts); together 96.0% (5 reported, 7 misread). A floor on
 * the share understood, and no misread but the named ones.
 */
const SEND =
  'the test sends its one request anyway: a step that says how to send it plans that alone (api-corpus-13, held-out sets 20-26), the set adds "send"'
const NOTATION_ONLY: Record<string, string> = {
  'I send the request with the header X-Salon-Id set to {{SALON_ID}}': SEND,
  'Please send the request without any authentication': SEND,
  'Please send the request with an invalid token': SEND,
  'Send request without token': SEND,
  'Make the request with header X-Show-Id: {{SHOW_ID}}': SEND,
  'The request is sent with an invalid token': SEND,
}
const DEBATABLE: Record<string, string> = {
  'The request is sent with an expired token':
    'documented (docs/api-testing-specs.md): an expired token is sent as the invalid-token header, as sets 11, 16, 23 and 24 want; the set reports it because no expired token can be made',
}

describe('held-out set 27 (API)', () => {
  it('API: at least 96% understood, misread only the notation-only and debatable entries', () => {
    expectMeasured('API 27', HELD_OUT_API_27, apiPlan, 96, { ...NOTATION_ONLY, ...DEBATABLE })
  })
})
