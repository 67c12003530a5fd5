import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { test as base, vi } from 'vitest'
import type { BrowserPool, PoolStatus, PoolType } from '../../../src/platform/browser-pool/browser-pool.js'
import { MemoryBrowserPool } from '../../../src/platform/browser-pool/memory-browser-pool.js'
import type { BrowserPoolSettings } from '../../../src/platform/browser-pool/pool-settings.js'
import { RedisBrowserPool } from '../../../src/platform/browser-pool/redis-browser-pool.js'
import { TEST_KVSTORE_URL } from '../../support/env.js'
import { manualClock } from '../../support/runtime.js'

/** Every adapter the suites loop over; Redis joins when TEST_KVSTORE_URL is set. */
export const POOL_ADAPTERS: PoolType[] = TEST_KVSTORE_URL ? ['memory', 'kvstore'] : ['memory']

export type PoolSettings = Partial<BrowserPoolSettings> & { heartbeatIntervalMs?: number; timeSource?: 'redis' | 'clock' }

export interface PoolKit {
  clock: ReturnType<typeof manualClock>
  /** A pool with 1 slot unless told otherwise. With Redis every call shares this test's key prefix, like processes do. */
  make(settings?: PoolSettings): BrowserPool
  /** Redis adapter only: a client for inspecting keys, and the test's private key prefix. */
  redis: Redis | undefined
  prefix: string
}

export function poolTest(adapter: PoolType) {
  return base.extend<{ kit: PoolKit }>({
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies as a pattern
    kit: async ({}, use) => {
      const clock = manualClock()
      const prefix = `test:browser-pool:${randomUUID()}:`
      const clients: Redis[] = []
      const pools: BrowserPool[] = []
      const client = () => {
        const r = new Redis(TEST_KVSTORE_URL ?? '', { maxRetriesPerRequest: null })
        clients.push(r)
        return r
      }
      const redis = adapter === 'kvstore' ? client() : undefined
      const make = (settings: PoolSettings = {}) => {
        const common = { maxSlots: 1, clock, ...settings }
        const pool =
          adapter === 'kvstore'
            ? // The manual clock drives the scripts too, so tests can move time (production uses Redis TIME).
              new RedisBrowserPool({ timeSource: 'clock', ...common, redis: client(), keyPrefix: prefix })
            : new MemoryBrowserPool(common)
        pools.push(pool)
        return pool
      }
      await use({ clock, make, redis, prefix })
      for (const pool of pools) await pool.stop()
      if (redis) {
        const keys = await redis.keys(`${prefix}*`)
        if (keys.length > 0) await redis.del(...keys)
      }
      for (const r of clients) r.disconnect()
    },
  })
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown }

/** Attaches handlers at once (no unhandled rejections) and lets the test inspect how the promise ended. */
export function outcome<T>(p: Promise<T>): Promise<Outcome<T>> {
  return p.then(
    (value) => ({ ok: true as const, value }),
    (error) => ({ ok: false as const, error }),
  )
}

/** Waits (briefly, real time) until the pool's status satisfies `check`; Redis scripts run asynchronously. */
export async function statusWhen(pool: BrowserPool, check: (s: PoolStatus) => boolean): Promise<PoolStatus> {
  return vi.waitFor(
    async () => {
      const s = await pool.status()
      if (!check(s)) throw new Error(`status not reached: ${JSON.stringify({ in_use: s.in_use, queue_depth: s.queue_depth })}`)
      return s
    },
    { timeout: 2000, interval: 5 },
  )
}

/** True when `p` has not settled after pending I/O callbacks ran. */
export async function isPending(p: Promise<unknown>): Promise<boolean> {
  let done = false
  void p.then(
    () => {
      done = true
    },
    () => {
      done = true
    },
  )
  await new Promise((r) => setTimeout(r, 20))
  return !done
}
