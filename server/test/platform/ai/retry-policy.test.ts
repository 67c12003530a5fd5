import { describe, expect, it } from 'vitest'
import { DEFAULT_RETRY_POLICY, isRetryableStatus, parseRetryAfterMs, retryDelayMs } from '../../../src/platform/ai/retry-policy.js'

const NOW = Date.parse('2026-11-21T10:00:00Z')

describe('parseRetryAfterMs', () => {
  it.each([
    [{ 'retry-after': '2' }, 2000],
    [{ 'retry-after': '0.5' }, 500],
    [{ 'retry-after': '0' }, 0],
    [{ 'retry-after-ms': '150', 'retry-after': '9' }, 150],
    [{ 'retry-after': 'Sat, 21 Nov 2026 10:00:30 GMT' }, 30_000],
    [{ 'retry-after': 'Sat, 21 Nov 2026 09:00:00 GMT' }, 0],
    [{ 'retry-after': 'soon' }, undefined],
    [{}, undefined],
  ])('reads %j as %s ms', (headers, expected) => {
    expect(parseRetryAfterMs(new Headers(headers), NOW)).toBe(expected)
  })
})

describe('retry decisions', () => {
  it('retries 408, 409, 429 and every 5xx, nothing else', () => {
    expect([408, 409, 429, 500, 502, 503, 504, 529].every(isRetryableStatus)).toBe(true)
    expect([400, 401, 403, 404, 413, 422].some(isRetryableStatus)).toBe(false)
  })

  it('backs off exponentially with jitter between 75% and 100%, capped', () => {
    const p = DEFAULT_RETRY_POLICY
    expect([0, 1, 2].map((n) => retryDelayMs(p, n, undefined, () => 0))).toEqual([375, 750, 1500])
    expect([0, 1, 2].map((n) => retryDelayMs(p, n, undefined, () => 0.999999))).toEqual([500, 1000, 2000])
    expect(retryDelayMs(p, 10, undefined, () => 0.999999)).toBe(8000)
  })

  it('waits exactly what Retry-After says when given', () => {
    expect(retryDelayMs(DEFAULT_RETRY_POLICY, 1, 2500, () => 0)).toBe(2500)
  })
})
