import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SlotTimeoutError } from '../../../src/platform/browser-pool/errors.js'
import { RedisBrowserPool } from '../../../src/platform/browser-pool/redis-browser-pool.js'
import { TEST_KVSTORE_URL } from '../../support/env.js'
import { outcome } from './pool-fixtures.js'
import { redisProxy } from './redis-proxy.js'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
})

function makePool(url: string, prefix: string, extra: Partial<ConstructorParameters<typeof RedisBrowserPool>[0]> = {}) {
  const redis = new Redis(url, { maxRetriesPerRequest: null, retryStrategy: () => 50 })
  redis.on('error', () => {})
  const pool = new RedisBrowserPool({ redis, keyPrefix: prefix, maxSlots: 1, ...extra })
  cleanups.push(async () => {
    await pool.stop().catch(() => {})
    redis.disconnect()
  })
  return pool
}

describe.skipIf(!TEST_KVSTORE_URL)('kvstore pool when Redis fails', () => {
  const url = TEST_KVSTORE_URL ?? ''
  const inspect = () => {
    const r = new Redis(url)
    cleanups.push(() => r.disconnect())
    return r
  }

  it('keeps a release that failed in Redis and retries it, instead of leaking the slot', async () => {
    const prefix = `test:outage:${randomUUID()}:`
    const pool = makePool(url, prefix, { heartbeatIntervalMs: 100 })
    const lease = await pool.acquire('run-1', 'TEST_RUN', 'held')
    const kv = inspect()
    // The release script fails before it writes anything (its first read hits a key of the wrong type), as it
    // would with Redis failing over or out of memory; the slot is still RUNNING there.
    const slotKey = `${prefix}slot:${lease.slotId}`
    const saved = await kv.hgetall(slotKey)
    await kv.del(slotKey)
    await kv.set(slotKey, 'wrong type')
    await lease.release('completed').catch(() => undefined)
    await new Promise((r) => setTimeout(r, 300)) // a few heartbeats while it keeps failing
    expect(await kv.zscore(`${prefix}running`, lease.slotId)).not.toBeNull()
    await kv.multi().del(slotKey).hset(slotKey, saved).exec() // one step: a retry never sees the key missing
    await vi.waitFor(async () => expect((await pool.status()).in_use).toBe(0), { timeout: 3000, interval: 50 })
    expect(await kv.hget(`${prefix}slot:${lease.slotId}`, 'state')).toBe('COMPLETED')
  })

  it('ends a wait at its timeout and on cancel while Redis is unreachable, and leaves nothing queued once it is back', async () => {
    const proxy = await redisProxy(new URL(url))
    cleanups.push(() => proxy.cut())
    const prefix = `test:outage:${randomUUID()}:`
    const pool = makePool(`redis://127.0.0.1:${proxy.port()}`, prefix, { heartbeatIntervalMs: 200, cancelGraceMs: 300 })
    await pool.start()
    await proxy.cut()

    const started = Date.now()
    const timedOut = await outcome(pool.acquire('waits', 'TEST_RUN', 'times out', { timeoutMs: 300 }))
    expect(timedOut.ok ? 'granted' : (timedOut.error as Error).name).toBe(SlotTimeoutError.name)
    expect(Date.now() - started).toBeLessThan(1500)

    const controller = new AbortController()
    const cancelled = outcome(pool.acquire('cancelled', 'TEST_RUN', 'cancelled', { signal: controller.signal, timeoutMs: 60_000 }))
    setTimeout(() => controller.abort(), 100)
    const result = await cancelled
    expect(result.ok ? 'granted' : (result.error as Error).name).toBe('AbortError')
    expect(Date.now() - started).toBeLessThan(3000)

    await proxy.restore()
    const kv = inspect()
    await vi.waitFor(
      async () => {
        const s = await pool.status()
        expect([s.in_use, s.queue_depth]).toEqual([0, 0])
      },
      { timeout: 5000, interval: 100 },
    )
    // The next request is served at once: nothing granted to a gone waiter holds the only slot.
    const lease = await pool.acquire('after', 'TEST_RUN', 'after the outage', { timeoutMs: 2000 })
    expect(lease.requestId).toBe('after')
    await lease.release()
    expect(await kv.llen(`${prefix}queue`)).toBe(0)
  })

  it("judges deadlines by Redis' clock, not by the clock of each process", async () => {
    const prefix = `test:outage:${randomUUID()}:`
    const hour = 3600_000
    const onTime = makePool(url, prefix, { heartbeatIntervalMs: 60_000 })
    // A process whose clock runs an hour behind: its 60 s deadline must not look long past to the others.
    const behind = makePool(url, prefix, {
      heartbeatIntervalMs: 60_000,
      clock: { now: () => Date.now() - hour, nowIso: () => new Date(Date.now() - hour).toISOString() },
    })
    const held = await onTime.acquire('held', 'TEST_RUN', 'holds the slot')
    const waiting = outcome(behind.acquire('late-clock', 'TEST_RUN', 'waits', { timeoutMs: 60_000 }))
    await vi.waitFor(async () => expect((await onTime.status()).queue_depth).toBe(1), { timeout: 2000, interval: 20 })
    expect((await onTime.cleanup()).cancelled_waiters).toBe(0)
    await held.release()
    const granted = await waiting
    expect(granted.ok && granted.value.requestId).toBe('late-clock')
    if (granted.ok) await granted.value.release()
  })
})
