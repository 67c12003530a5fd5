import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_22 } from './held-out-22.js'
import { apiPlan, measure } from './measure.js'

/**
 * Held-out set 22, API half (written blind, open for tuning from round 12). As written: 91.4% of 151 (10 reported,
 * 3 misread). Tuned by classes (api-corpus-11.ts): 96.7% (3 reported, 2 misread).
 * Kept reported on purpose: `header("X-Api-Key", "{{API_KEY}}")` (a request builder's header in Ktor and REST-assured's
 * given(), a response check after then(): the line does not say which); Hamcrest's `nullValue()` and PHPUnit's
 * `assertNull($data['x'])`, which also pass on a missing field (REST-assured's path gives null, PHP a null with a
 * warning), where the null check wants the field there.
 * The two misreads are debatable and held: Hamcrest's `notNullValue()` on a body path and Karate's `'#notnull'` fail
 * on a missing field and on a null alike (REST-assured's path gives null for a missing key; Karate expects the key
 * present), so the rules read "exists and is not null" where the set wants "exists" alone, which passes on `null`.
 */
describe('held-out set 22, API (tuned on in round 12)', () => {
  it('API 22: understood at 95% or more; the debatable not-null entries are the only misreads', () => {
    const { pct, misread } = measure('API held-out 22', HELD_OUT_API_22, apiPlan)
    expect(misread.map((line) => line.split('\n')[0])).toEqual(['.body("id", notNullValue())', "And match response.id == '#notnull'"])
    expect(pct).toBeGreaterThanOrEqual(95)
  })
})
