import { describe, expect, it } from 'vitest'
import { AdaptiveLimiter } from '../../../src/modules/llm-testing/aimd.js'
import { pickWinner } from '../../../src/modules/llm-testing/winner.js'

describe('AIMD limiter', () => {
  it('halves on 429 once per cool-down and grows back additively', async () => {
    let now = 0
    const l = new AdaptiveLimiter(8, () => now, 1000)
    l.throttled()
    l.throttled() // same burst: counted once
    expect(l.limit).toBe(4)
    now = 1500
    l.throttled()
    expect(l.limit).toBe(2)
    for (let i = 0; i < 3; i++) l.succeeded() // 2 -> 2.5 -> 2.9 -> 3.24
    expect(l.limit).toBe(3)
    for (let i = 0; i < 100; i++) l.succeeded()
    expect(l.limit).toBe(8)
    now = 5000
    for (let i = 0; i < 5; i++) {
      now += 2000
      l.throttled()
    }
    expect(l.limit).toBe(1)
  })

  it('never lets more than the limit in flight, and queued waiters can be aborted', async () => {
    const l = new AdaptiveLimiter(2)
    await l.acquire()
    await l.acquire()
    let third = false
    const p = l.acquire().then(() => {
      third = true
    })
    const controller = new AbortController()
    const aborted = l.acquire(controller.signal).catch((e) => e)
    await Promise.resolve()
    expect(third).toBe(false)
    controller.abort(new Error('stop'))
    expect(((await aborted) as Error).message).toBe('stop')
    l.release()
    await p
    expect(third).toBe(true)
    expect(l.active).toBe(2)
  })
})

describe('comparison winner rule', () => {
  const c = (name: string, pass_rate: number | null, extra: object = {}) => ({
    provider_id: name,
    provider_name: name,
    status: 'failed',
    pass_rate,
    mean_score: 0.5,
    cost: 1,
    latency_p50_ms: 100,
    ...extra,
  })
  it('pass rate, then mean score, then cost, then latency; errored runs cannot win; full ties have no winner', () => {
    expect(pickWinner([c('a', 0.5), c('b', 0.8)])).toEqual({ provider_id: 'b', reason: 'b wins: pass rate 80% vs 50%' })
    expect(pickWinner([c('a', 0.8, { mean_score: 0.9 }), c('b', 0.8)]).reason).toBe('a wins: tied on pass rate; mean score 0.900 vs 0.500')
    expect(pickWinner([c('a', 0.8, { cost: 2 }), c('b', 0.8)]).provider_id).toBe('b')
    expect(pickWinner([c('a', 0.8, { latency_p50_ms: 90 }), c('b', 0.8)]).reason).toBe(
      'a wins: tied on pass rate and mean score and cost; median latency 90 ms vs 100 ms',
    )
    expect(pickWinner([c('a', 1, { status: 'error' }), c('b', 0.1)]).reason).toBe('b is the only provider that finished')
    expect(pickWinner([c('a', 0.8), c('b', 0.8)])).toEqual({ provider_id: null, reason: expect.stringContaining('Tie: a, b') })
    expect(pickWinner([c('a', null, { status: 'cancelled' })]).provider_id).toBeNull()
  })
})
