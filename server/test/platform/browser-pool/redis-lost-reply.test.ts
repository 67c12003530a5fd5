import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { Redis, type RedisOptions } from 'ioredis'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { SlotTimeoutError } from '../../../src/platform/browser-pool/errors.js'
import { RedisBrowserPool, type RedisBrowserPoolOptions } from '../../../src/platform/browser-pool/redis-browser-pool.js'
import { TEST_KVSTORE_URL } from '../../support/env.js'
import { outcome } from './pool-fixtures.js'
import { type ProxiedConnection, redisProxy } from './redis-proxy.js'

/*
 * A grant reaches a waiter twice: as a notification and as the reply of the script that granted it. When the
 * reply is lost after the notification arrived (the call timed out, the connection was killed), the waiter
 * already holds a lease; the pool must neither hand that slot back behind the holder's back nor queue it again.
 */

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
})

// Holds stay well inside the owner TTL (6 heartbeats) and leave the grant notification a second to arrive.
const HEARTBEAT_MS = 400
const LATE_MS = 1000

describe.skipIf(!TEST_KVSTORE_URL)('kvstore pool when a reply is lost after the grant', () => {
  const url = TEST_KVSTORE_URL ?? ''
  const kv = new Redis(url)
  afterAll(() => kv.disconnect())
  afterEach(async () => {
    const keys = await kv.keys('test:lost-reply:*')
    if (keys.length > 0) await kv.del(...keys)
  })

  /** A pool whose own connection goes through a proxy the test can stall; returns that connection. */
  async function proxiedPool(prefix: string, client: RedisOptions, extra: Partial<RedisBrowserPoolOptions> = {}) {
    const proxy = await redisProxy(new URL(url))
    const redis = new Redis(`redis://127.0.0.1:${proxy.port()}`, { retryStrategy: () => 50, ...client })
    redis.on('error', () => {})
    await redis.ping() // the pool's script connection is the proxy's first one
    const pool = new RedisBrowserPool({ redis, keyPrefix: prefix, maxSlots: 1, heartbeatIntervalMs: HEARTBEAT_MS, ...extra })
    await pool.start() // its notification connection the second
    expect(proxy.connections).toHaveLength(2)
    const main = proxy.connections[0] as ProxiedConnection
    cleanups.push(async () => {
      main.flow()
      await pool.stop().catch(() => {})
      redis.disconnect()
      await proxy.cut()
    })
    return { pool, main, proxy }
  }

  /** Another process on the same pool, straight to Redis. */
  function rivalPool(prefix: string) {
    const redis = new Redis(url, { maxRetriesPerRequest: null })
    const pool = new RedisBrowserPool({ redis, keyPrefix: prefix, maxSlots: 1, heartbeatIntervalMs: HEARTBEAT_MS })
    cleanups.push(async () => {
      await pool.stop().catch(() => {})
      redis.disconnect()
    })
    return pool
  }

  async function expectHeldOnce(prefix: string, slotId: string, pool: RedisBrowserPool) {
    expect(await kv.hget(`${prefix}slot:${slotId}`, 'state')).toBe('RUNNING')
    const s = await pool.status()
    expect([s.in_use, s.queue_depth, s.running.map((r) => r.slot_id)]).toEqual([1, 0, [slotId]])
    // The limit holds: another process waits, and times out, while the lease is held.
    const rival = rivalPool(prefix)
    const blocked = await outcome(rival.acquire('rival', 'TEST_RUN', 'must wait', { timeoutMs: 400 }))
    expect(blocked.ok ? 'granted' : (blocked.error as Error).name).toBe(SlotTimeoutError.name)
    return rival
  }

  async function expectReleasedOnce(prefix: string, slotId: string, rival: RedisBrowserPool) {
    expect(await kv.hget(`${prefix}slot:${slotId}`, 'state')).toBe('COMPLETED')
    // Nothing left behind holds the only slot: the next request is served at once.
    const next = await rival.acquire('after', 'TEST_RUN', 'after the release', { timeoutMs: 1000 })
    await next.release()
    const s = await rival.status()
    expect([s.in_use, s.queue_depth]).toEqual([0, 0])
    expect(await kv.llen(`${prefix}queue`)).toBe(0)
  }

  const losses: { name: string; client: RedisOptions; lose(main: ProxiedConnection): Promise<void> }[] = [
    {
      name: 'the script call times out',
      client: { maxRetriesPerRequest: null, commandTimeout: LATE_MS },
      lose: async (main) => {
        await sleep(LATE_MS + 300)
        main.flow() // the late reply lands on a call that already failed
      },
    },
    {
      name: 'the connection is killed and the client gives the call up',
      client: { maxRetriesPerRequest: 0 },
      lose: async (main) => {
        await kv.client('KILL', 'ADDR', main.redisAddr)
      },
    },
    {
      // The production client (maxRetriesPerRequest: null) sends unanswered commands again after reconnecting.
      name: 'the connection is killed and the client sends the call again',
      client: { maxRetriesPerRequest: null },
      lose: async (main) => {
        await kv.client('KILL', 'ADDR', main.redisAddr)
      },
    },
  ]

  for (const loss of losses) {
    it(`keeps a granted slot with its holder, once, when ${loss.name}`, async () => {
      const prefix = `test:lost-reply:${randomUUID()}:`
      const { pool, main } = await proxiedPool(prefix, loss.client)
      main.hold('replies')
      // Granted by the acquire script; the lease comes from the notification, the reply is stuck.
      const lease = await pool.acquire('holder', 'TEST_RUN', 'granted, reply lost')
      await loss.lose(main)
      await sleep(HEARTBEAT_MS * 3) // re-checks: a slot wrongly marked abandoned would be handed back here
      const rival = await expectHeldOnce(prefix, lease.slotId, pool)
      expect(lease.signal.aborted).toBe(false)
      await lease.release()
      await expectReleasedOnce(prefix, lease.slotId, rival)
    })
  }

  it('keeps a slot with its holder when it was granted while the cancel was in flight and that reply came too late', async () => {
    const prefix = `test:lost-reply:${randomUUID()}:`
    const rival = rivalPool(prefix)
    const held = await rival.acquire('held', 'TEST_RUN', 'holds the slot')
    const { pool, main } = await proxiedPool(prefix, { maxRetriesPerRequest: null }, { cancelGraceMs: LATE_MS })
    const controller = new AbortController()
    const waiting = outcome(pool.acquire('waiter', 'TEST_RUN', 'aborted as it is granted', { signal: controller.signal }))
    await vi.waitFor(async () => expect((await rival.status()).queue_depth).toBe(1), { timeout: 2000, interval: 20 })
    main.hold('both')
    controller.abort() // the cancel script is on its way, but Redis has not seen it yet
    await held.release() // grants the waiter, which hears of it through its notification connection
    const granted = await waiting
    if (!granted.ok) throw granted.error
    await sleep(LATE_MS + 300) // past the cancel grace period
    main.flow() // the cancel runs now and finds the slot RUNNING
    await sleep(HEARTBEAT_MS * 3)
    const third = await expectHeldOnce(prefix, granted.value.slotId, pool)
    await granted.value.release()
    await expectReleasedOnce(prefix, granted.value.slotId, third)
  })
})
