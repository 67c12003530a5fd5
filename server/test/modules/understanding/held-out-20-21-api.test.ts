import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_20 } from './held-out-20.js'
import { HELD_OUT_API_21 } from './held-out-21.js'
import { apiPlan, measure } from './measure.js'

/**
 * Held-out sets 20 and 21, API halves (written blind, open for tuning from round 11). As written: set 20 92.7% of 150
 * (11 reported, 0 misread), set 21 93.7% of 158 (9 reported, 1 misread). Tuned by classes (api-corpus-10.ts): set 20
 * 98.0% (3 reported), set 21 97.5% (3 reported, 1 misread). Round 12 (api-corpus-11.ts): set 20 98.7% (2 reported),
 * as Go's `req.Header.Set(…)` is read as a request header.
 * Kept reported on purpose: `resp, err := client.Do(req)` (part 9 of the corpus holds it reported: the request was
 * built elsewhere); `expect(response.content_type).to eq("…; charset=utf-8")` (part 5b holds it reported: Rails'
 * content_type is the media type or the whole header by version); `assert "home" in r.json()["tags"]` (Python's `in` on a field that is an object asks for a key, on a list
 * for an item: the rules cannot tell which); Frisby's `.expect('jsonTypes', 'id', Joi.number())` (Joi converts, so
 * `"7"` passes it where a number-type check fails).
 * Set 21's one misread is debatable and held: RequestsLibrary's `Request Should Be Successful` passes any status
 * below 400 (its `raise_for_status`), so the rules read 2xx or 3xx where the set wants 2xx.
 */
describe('held-out sets 20 and 21, API (tuned on in round 11)', () => {
  it('API 20: understood at 95% or more, none misread', () => {
    const { pct, misread } = measure('API held-out 20', HELD_OUT_API_20, apiPlan)
    expect(misread).toEqual([])
    expect(pct).toBeGreaterThanOrEqual(95)
  })
  it('API 21: understood at 95% or more; the debatable entry is the only misread', () => {
    const { pct, misread } = measure('API held-out 21', HELD_OUT_API_21, apiPlan)
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Robot Framework row, ${resp} written as in the set
    expect(misread.map((line) => line.split('\n')[0])).toEqual(['Request Should Be Successful    ${resp}'])
    expect(pct).toBeGreaterThanOrEqual(95)
  })
})
