import { describe, expect, it } from 'vitest'
import { HELD_OUT_API_14 } from './held-out-14.js'
import { apiPlan, measure } from './measure.js'

/**
 * Held-out set 14, API half: measured once as written at 55.6% of 126 (53 reported, 3 misread), then its misses
 * fixed by classes in round 8 (HTTPie, tool tabs, RSpec, JS type tests, axios, Go prose, plain English). The UI half
 * is held by held-out-14.test.ts. Five steps stay reported on purpose: four send to another path than the test's
 * heading (`POST /tasks` here), and `We should get back at most 20 episodes` does not say whether the episodes are
 * the body or a field named after them.
 */
describe('held-out set 14, API (measured once at 55.6%, then its misses fixed by classes)', () => {
  it('API: understood as written, none misread; prints the share', () => {
    const { pct, misread } = measure('API held-out 14', HELD_OUT_API_14, apiPlan)
    expect(misread).toEqual([])
    expect(pct).toBeGreaterThanOrEqual(95)
  })
})
