import type { Redis } from 'ioredis'
import type { BrowserPool } from './browser-pool.js'
import { MemoryBrowserPool } from './memory-browser-pool.js'
import type { BrowserPoolSettings } from './pool-settings.js'
import { RedisBrowserPool } from './redis-browser-pool.js'

/** The configuration values the pool reads (a structural subset of the app's `Config`). */
export interface BrowserPoolConfig {
  /** BROWSER_POOL_TYPE. */
  browserPoolType: 'memory' | 'kvstore'
  /** MAX_BROWSER_INSTANCES. */
  maxBrowserInstances: number
  /** BROWSER_SLOT_TIMEOUT, in seconds. */
  browserSlotTimeoutS: number
  /** KVSTORE_PREFIX; the pool's keys live under `<prefix>browser-pool:`. */
  kvstorePrefix?: string
}

/**
 * The Redis pool when `browserPoolType` is `kvstore` and a client is given, else the in-process pool.
 *
 * ```ts
 * const browserPool = createBrowserPool(config, kv, { clock, logger })
 * await browserPool.start()   // cleanup now and every minute
 * ```
 */
export function createBrowserPool(
  config: BrowserPoolConfig,
  redis?: Redis,
  settings: Omit<BrowserPoolSettings, 'maxSlots' | 'slotTimeoutMs'> = {},
): BrowserPool {
  const common: BrowserPoolSettings = {
    ...settings,
    maxSlots: config.maxBrowserInstances,
    slotTimeoutMs: config.browserSlotTimeoutS * 1000,
  }
  if (config.browserPoolType === 'kvstore' && redis) {
    return new RedisBrowserPool({ ...common, redis, keyPrefix: `${config.kvstorePrefix ?? 'specwright:'}browser-pool:` })
  }
  return new MemoryBrowserPool(common)
}
