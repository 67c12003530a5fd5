import type { Clock } from '../clock.js'
import { LoadTestInProgressError } from './errors.js'
import { LOAD_TEST_LOCK_EXPIRY_MS, type LoadTestLock, type LoadTestLockStatus } from './load-test-lock.js'

export interface MemoryLoadTestLockOptions {
  clock: Clock
  expiryMs?: number
  /** Called after a successful release, so the pool can grant what waited. */
  onRelease?: () => void
}

/** The in-process lock; it expires after 2 hours like the shared one, so both behave the same. */
export class MemoryLoadTestLock implements LoadTestLock {
  readonly #clock: Clock
  readonly #expiryMs: number
  readonly #onRelease: (() => void) | undefined
  #holder: { runId: string; acquiredAt: number } | undefined

  constructor(options: MemoryLoadTestLockOptions) {
    this.#clock = options.clock
    this.#expiryMs = options.expiryMs ?? LOAD_TEST_LOCK_EXPIRY_MS
    this.#onRelease = options.onRelease
  }

  /** The current holder, synchronously (undefined once expired). */
  holder(): { runId: string; acquiredAt: number } | undefined {
    if (this.#holder && this.#clock.now() - this.#holder.acquiredAt >= this.#expiryMs) this.#holder = undefined
    return this.#holder
  }

  async acquire(runId: string): Promise<boolean> {
    const current = this.holder()
    if (current) return current.runId === runId
    this.#holder = { runId, acquiredAt: this.#clock.now() }
    return true
  }

  async release(runId: string): Promise<boolean> {
    if (this.holder()?.runId !== runId) return false
    this.#holder = undefined
    this.#onRelease?.()
    return true
  }

  async status(): Promise<LoadTestLockStatus> {
    const h = this.holder()
    return h
      ? { held: true, run_id: h.runId, acquired_at: new Date(h.acquiredAt).toISOString() }
      : { held: false, run_id: null, acquired_at: null }
  }

  async assertFree(): Promise<void> {
    if (this.holder()) throw new LoadTestInProgressError()
  }
}
