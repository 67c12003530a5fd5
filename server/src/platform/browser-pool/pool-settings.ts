import { type Clock, systemClock } from '../clock.js'
import {
  DEFAULT_CLEANUP_INTERVAL_MS,
  DEFAULT_HISTORY_LIMIT,
  DEFAULT_SLOT_TIMEOUT_MS,
  RECORD_RETENTION_MS,
  STALE_SLOT_MS,
} from './browser-pool.js'
import { LOAD_TEST_LOCK_EXPIRY_MS } from './load-test-lock.js'

/** The subset of a pino/Fastify logger the pool writes to. */
export interface PoolLogger {
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/** Constructor input shared by both adapters. */
export interface BrowserPoolSettings {
  /** MAX_BROWSER_INSTANCES. */
  maxSlots: number
  /** BROWSER_SLOT_TIMEOUT in ms (default 3600 s). */
  slotTimeoutMs?: number
  /** Time source for every timestamp, deadline and age; tests pass a clock they can move. */
  clock?: Clock
  /** Default max operation duration of a slot (default 60 minutes). */
  staleSlotMs?: number
  /** Finished records are deleted after this age (default 24 hours). */
  recordRetentionMs?: number
  /** Periodic cleanup after `start()` (default 60 s). */
  cleanupIntervalMs?: number
  /** At most this many finished records are kept, newest first (default 1000). */
  historyLimit?: number
  /** Load-test lock safety expiry (default 2 hours). */
  lockExpiryMs?: number
  logger?: PoolLogger
}

export type ResolvedPoolSettings = Required<Omit<BrowserPoolSettings, 'logger'>> & { logger: PoolLogger | undefined }

export function resolvePoolSettings(s: BrowserPoolSettings): ResolvedPoolSettings {
  if (!Number.isInteger(s.maxSlots) || s.maxSlots < 1) throw new RangeError(`maxSlots must be a positive integer, got ${s.maxSlots}`)
  return {
    maxSlots: s.maxSlots,
    slotTimeoutMs: s.slotTimeoutMs ?? DEFAULT_SLOT_TIMEOUT_MS,
    clock: s.clock ?? systemClock,
    staleSlotMs: s.staleSlotMs ?? STALE_SLOT_MS,
    recordRetentionMs: s.recordRetentionMs ?? RECORD_RETENTION_MS,
    cleanupIntervalMs: s.cleanupIntervalMs ?? DEFAULT_CLEANUP_INTERVAL_MS,
    historyLimit: s.historyLimit ?? DEFAULT_HISTORY_LIMIT,
    lockExpiryMs: s.lockExpiryMs ?? LOAD_TEST_LOCK_EXPIRY_MS,
    logger: s.logger,
  }
}
