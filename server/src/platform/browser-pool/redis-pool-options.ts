import type { Redis } from 'ioredis'
import type { Lease, OperationType } from './browser-pool.js'
import type { BrowserPoolSettings } from './pool-settings.js'

export interface RedisBrowserPoolOptions extends BrowserPoolSettings {
  /**
   * Used for the scripts; the pool opens one extra connection (a duplicate) for notifications. The client must
   * not set ioredis' `keyPrefix` (scripts derive some keys themselves); use `keyPrefix` here instead.
   */
  redis: Redis
  /** Prefix of every key and of the notification channel; processes sharing it share one pool. */
  keyPrefix?: string
  /**
   * How often this process refreshes its heartbeat and re-checks its waiters in case a notification was lost
   * (default 5 s). A process silent for 6 intervals counts as gone: its waiters are dropped, its slots reclaimed.
   */
  heartbeatIntervalMs?: number
  /**
   * Whose clock the scripts use for deadlines, grant times and ages: `redis` (default, Redis `TIME`: processes
   * whose clocks disagree still agree on who timed out) or `clock` (the `clock` setting; tests that move time).
   */
  timeSource?: 'redis' | 'clock'
  /** How long a timed-out or aborted waiter waits for Redis to confirm the cancel before giving up locally (default 1 s). */
  cancelGraceMs?: number
}

export interface Waiter {
  slotId: string
  requestId: string
  type: OperationType
  queuedAt: number
  timeoutMs: number
  signal: AbortSignal | undefined
  resolve(lease: Lease): void
  reject(err: unknown): void
  settled: boolean
  /** Settled with a lease: the slot is its holder's, whatever a late or failed reply says. */
  granted: boolean
  timer?: NodeJS.Timeout
  detach?: () => void
  /** The acquire script has answered (until then Redis may not know the slot yet). */
  submitted: boolean
  /** Resolves once the acquire script has answered or failed, or was skipped because the waiter gave up first. */
  sent: Promise<void>
}
