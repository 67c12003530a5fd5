import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_16 } from './held-out-16.js'
import { HELD_OUT_API_19 } from './held-out-19.js'
import { apiPlan, measure } from './measure.js'

/**
 * Held-out sets 16 and 19, API halves (written blind, open for tuning from round 11). Before round 11: set 16 85.2% of
 * 115 (15 reported, 2 misread), set 19 91.9% of 124 (8 reported, 2 misread). Tuned by classes in round 11
 * (api-corpus-8.ts): set 16 95.7%, set 19 97.6%.
 * Set 16 keeps four steps reported on purpose: two curl commands call /api/requests, another path than the test's
 * heading (`POST /tasks` here); `Response must match the JSON schema` names no schema and has no block under it; and
 * `.body("contractor", nullValue())` expects `field_equals null`, which fails on a missing field where Hamcrest's
 * nullValue passes. Its one misread is debatable and held as in set 18: `.body("id", notNullValue())` is read as
 * "exists and not null", what notNullValue asserts (a JSON null fails it), where the set expects the weaker check.
 * Set 19 keeps three reported: two repeat the request (`… twice`, `… again`), which a test sends once (set 17 expects
 * the same of `Booking same desk again should give 409`), and `When the lesson is full expect a 4xx status` states a
 * condition the test does not set up (as `Expect 422 when the email is invalid` in part 5 of the corpus).
 */
describe('held-out sets 16 and 19, API (tuned on in round 11)', () => {
  it('API 16: understood at 95% or more; the debatable entry is the only misread', () => {
    const { pct, misread } = measure('API held-out 16', HELD_OUT_API_16, apiPlan)
    expect(misread.map((line) => line.split('\n')[0])).toEqual(['.body("id", notNullValue())'])
    expect(pct).toBeGreaterThanOrEqual(95)
  })
  it('API 19: understood at 95% or more, none misread', () => {
    const { pct, misread } = measure('API held-out 19', HELD_OUT_API_19, apiPlan)
    expect(misread).toEqual([])
    expect(pct).toBeGreaterThanOrEqual(95)
  })
})
