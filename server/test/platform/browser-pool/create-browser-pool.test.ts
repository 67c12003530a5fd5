import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import type { BrowserPool } from '../../../src/platform/browser-pool/browser-pool.js'
import { createBrowserPool } from '../../../src/platform/browser-pool/create-browser-pool.js'
import { SlotTimeoutError } from '../../../src/platform/browser-pool/errors.js'
import { TEST_KVSTORE_URL } from '../../support/env.js'
import { manualClock } from '../../support/runtime.js'
import { outcome } from './pool-fixtures.js'

const redis = TEST_KVSTORE_URL ? new Redis(TEST_KVSTORE_URL, { maxRetriesPerRequest: null }) : undefined
const prefix = `test:${randomUUID()}:`
const pools: BrowserPool[] = []
afterAll(async () => {
  for (const pool of pools) await pool.stop()
  const keys = (await redis?.keys(`${prefix}*`)) ?? []
  if (keys.length > 0) await redis?.del(...keys)
  redis?.disconnect()
})

function make(...args: Parameters<typeof createBrowserPool>): BrowserPool {
  const pool = createBrowserPool(...args)
  pools.push(pool)
  return pool
}

describe('createBrowserPool', () => {
  it('uses the in-process pool for BROWSER_POOL_TYPE=memory, or kvstore without a Redis client', async () => {
    const config = { maxBrowserInstances: 3, browserSlotTimeoutS: 3600 }
    expect(make({ ...config, browserPoolType: 'memory' }, redis).poolType).toBe('memory')
    const fallback = make({ ...config, browserPoolType: 'kvstore' })
    expect([fallback.poolType, (await fallback.status()).max_slots]).toEqual(['memory', 3])
  })

  it('turns BROWSER_SLOT_TIMEOUT seconds into the queue deadline', async () => {
    const clock = manualClock()
    const pool = make({ browserPoolType: 'memory', maxBrowserInstances: 1, browserSlotTimeoutS: 2 }, undefined, { clock })
    const held = await pool.acquire('a', 'TEST_RUN', 'holder')
    const waiting = outcome(pool.acquire('b', 'TEST_RUN', 'waits'))
    clock.advance(2001)
    await held.release()
    const result = await waiting
    expect(result.ok ? 'granted' : result.error).toBeInstanceOf(SlotTimeoutError)
    expect(result.ok ? '' : (result.error as Error).message).toBe('No browser slot became free within 2 s')
  })

  it.skipIf(!TEST_KVSTORE_URL)('uses the shared pool under KVSTORE_PREFIX for BROWSER_POOL_TYPE=kvstore with a client', async () => {
    const pool = make({ browserPoolType: 'kvstore', maxBrowserInstances: 4, browserSlotTimeoutS: 3600, kvstorePrefix: prefix }, redis)
    const lease = await pool.acquire('a', 'TEST_RUN', 'shared')
    expect([pool.poolType, (await pool.status()).max_slots]).toEqual(['kvstore', 4])
    expect(await redis!.zrange(`${prefix}browser-pool:running`, '0', '-1')).toEqual([lease.slotId])
    await lease.release()
  })
})
