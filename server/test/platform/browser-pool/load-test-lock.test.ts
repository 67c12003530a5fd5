import { randomUUID } from 'node:crypto'
import Fastify from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { LoadTestInProgressError } from '../../../src/platform/browser-pool/errors.js'
import type { LoadTestLock } from '../../../src/platform/browser-pool/load-test-lock.js'
import { MemoryLoadTestLock } from '../../../src/platform/browser-pool/memory-load-test-lock.js'
import { RedisLoadTestLock } from '../../../src/platform/browser-pool/redis-load-test-lock.js'
import { registerErrorHandler } from '../../../src/platform/http/error-handler.js'
import { TEST_KVSTORE_URL } from '../../support/env.js'
import { manualClock } from '../../support/runtime.js'
import { outcome, POOL_ADAPTERS, poolTest } from './pool-fixtures.js'

const HOUR = 3600_000
const redis = TEST_KVSTORE_URL ? new Redis(TEST_KVSTORE_URL, { maxRetriesPerRequest: null }) : undefined
const usedKeys: string[] = []
afterAll(async () => {
  if (redis && usedKeys.length > 0) await redis.del(...usedKeys)
  redis?.disconnect()
})

function makeLock(adapter: string, clock = manualClock(), expiryMs?: number): LoadTestLock {
  if (adapter === 'memory' || !redis) return new MemoryLoadTestLock({ clock, expiryMs })
  const key = `test:load-test-lock:${randomUUID()}`
  usedKeys.push(key)
  return new RedisLoadTestLock({ redis, key, clock, expiryMs })
}

for (const adapter of POOL_ADAPTERS) {
  describe(`${adapter}: load-test lock`, () => {
    it('is exclusive to one run, re-entrant for that run, and released only by it', async () => {
      const clock = manualClock()
      const lock = makeLock(adapter, clock)
      expect(await lock.status()).toEqual({ held: false, run_id: null, acquired_at: null })
      await lock.assertFree()
      expect(await lock.acquire('run-1')).toBe(true)
      expect(await lock.acquire('run-1')).toBe(true)
      expect(await lock.acquire('run-2')).toBe(false)
      expect(await lock.status()).toEqual({ held: true, run_id: 'run-1', acquired_at: clock.nowIso() })
      const refused = await outcome(lock.assertFree())
      expect(refused.ok ? 'free' : refused.error).toBeInstanceOf(LoadTestInProgressError)
      expect(await lock.release('run-2')).toBe(false)
      expect((await lock.status()).run_id).toBe('run-1')
      expect(await lock.release('run-1')).toBe(true)
      expect(await lock.release('run-1')).toBe(false)
      expect(await lock.acquire('run-2')).toBe(true)
      expect((await lock.status()).run_id).toBe('run-2')
    })

    it('frees itself after its expiry', async () => {
      const clock = manualClock()
      // Redis expires keys on its own clock, so that variant uses a short real expiry.
      const lock = makeLock(adapter, clock, adapter === 'memory' ? 2 * HOUR : 60)
      expect(await lock.acquire('run-1')).toBe(true)
      if (adapter === 'memory') {
        clock.advance(2 * HOUR - 1)
        expect((await lock.status()).held).toBe(true)
        clock.advance(1)
      }
      await vi.waitFor(async () => expect((await lock.status()).held).toBe(false), { timeout: 2000, interval: 10 })
      expect(await lock.acquire('run-2')).toBe(true)
    })
  })
}

for (const adapter of POOL_ADAPTERS) {
  describe(`${adapter}: load-test lock over HTTP`, () => {
    const test = poolTest(adapter)
    test('a browser-starting endpoint answers 409 with the spec detail while the lock is held', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 1 })
      const app = Fastify()
      registerErrorHandler(app)
      app.post('/start', async () => {
        const lease = await pool.acquire('http', 'EXPLORATION', 'from a route')
        await lease.release()
        return { started: true }
      })
      expect((await app.inject({ method: 'POST', url: '/start' })).json()).toEqual({ started: true })
      await pool.loadTestLock.acquire('load-1')
      const res = await app.inject({ method: 'POST', url: '/start' })
      expect([res.statusCode, res.json()]).toEqual([409, { detail: 'A load test is in progress' }])
      await pool.loadTestLock.release('load-1')
      expect((await app.inject({ method: 'POST', url: '/start' })).statusCode).toBe(200)
      await app.close()
    })
  })
}

describe.skipIf(!TEST_KVSTORE_URL)('kvstore: load-test lock key', () => {
  it('is set with NX and a 2-hour expiry', async () => {
    const key = `test:load-test-lock:${randomUUID()}`
    usedKeys.push(key)
    const lock = new RedisLoadTestLock({ redis: redis!, key, clock: manualClock() })
    await lock.acquire('run-1')
    const ttl = await redis!.pttl(key)
    expect(ttl).toBeGreaterThan(2 * HOUR - 5000)
    expect(ttl).toBeLessThanOrEqual(2 * HOUR)
    expect(JSON.parse((await redis!.get(key)) ?? '{}').run_id).toBe('run-1')
  })
})
