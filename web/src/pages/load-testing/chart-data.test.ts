import { describe, expect, it } from 'vitest'
import { describeBound, latencyBars, statusBars } from './chart-data.js'
import type { LoadResult } from './queries.js'

const result = {
  latency_ms: { min: 1, mean: 2, stddev: 1, p50: 2, p75: 3, p90: 4, p97_5: 6, p99: 8, p99_9: 9, max: 12 },
  status_codes: { '500': 3, '200': 40 },
  errors: 2,
  timeouts: 0,
} as unknown as LoadResult

describe('load-test chart data', () => {
  it('latency percentiles in reading order', () => {
    expect(latencyBars(result).map((b) => [b.percentile, b.ms])).toEqual([
      ['p50', 2],
      ['p75', 3],
      ['p90', 4],
      ['p97.5', 6],
      ['p99', 8],
      ['max', 12],
    ])
  })
  it('status histogram sorted by code, errors appended, zero timeouts left out', () => {
    expect(statusBars(result)).toEqual([
      { status: '200', count: 40 },
      { status: '500', count: 3 },
      { status: 'errors', count: 2 },
    ])
  })
  it('describes the run bound', () => {
    expect(describeBound({ duration_s: 30, amount: null, ramp_up_s: 0 })).toBe('30 s')
    expect(describeBound({ duration_s: null, amount: 1000, ramp_up_s: 5 })).toBe('1,000 requests after 5 s ramp-up')
  })
})
