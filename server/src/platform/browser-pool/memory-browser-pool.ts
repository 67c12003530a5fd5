import { randomUUID } from 'node:crypto'
import {
  type AcquireOptions,
  type BrowserPool,
  type CleanupResult,
  isOperationType,
  type Lease,
  type OperationType,
  type PoolStatus,
  SLOT_REASONS,
  type SlotOutcome,
  type SlotRecord,
  type SlotState,
} from './browser-pool.js'
import { LoadTestInProgressError, SlotCancelledError, SlotTimeoutError } from './errors.js'
import { MemoryLoadTestLock } from './memory-load-test-lock.js'
import { type BrowserPoolSettings, type ResolvedPoolSettings, resolvePoolSettings } from './pool-settings.js'
import { buildStatus, type SlotData, toSlotRecord } from './slot-data.js'
import { SlotLease } from './slot-lease.js'

interface Waiter {
  slot: SlotData
  resolve(lease: Lease): void
  reject(err: unknown): void
  timer?: NodeJS.Timeout
  detach?: () => void
}

/**
 * The in-process pool: one limit per process. Everything runs on the event loop, so a grant and a timeout can
 * never interleave; the grant loop still re-checks each waiter's deadline against the clock.
 */
export class MemoryBrowserPool implements BrowserPool {
  readonly poolType = 'memory'
  readonly loadTestLock: MemoryLoadTestLock
  readonly #s: ResolvedPoolSettings
  readonly #queue: Waiter[] = []
  readonly #running = new Map<string, { slot: SlotData; lease: SlotLease }>()
  /** Finished slots in completion order. */
  readonly #history = new Map<string, SlotData>()
  #cleanupTimer: NodeJS.Timeout | undefined
  #stopped = false

  constructor(settings: BrowserPoolSettings) {
    this.#s = resolvePoolSettings(settings)
    this.loadTestLock = new MemoryLoadTestLock({ clock: this.#s.clock, expiryMs: this.#s.lockExpiryMs, onRelease: () => this.#pump() })
  }

  async acquire(requestId: string, type: OperationType, description: string, options: AcquireOptions = {}): Promise<Lease> {
    if (!isOperationType(type)) throw new TypeError(`Unknown operation type: ${String(type)}`)
    const { signal } = options
    signal?.throwIfAborted()
    if (this.#stopped) throw new SlotCancelledError(SLOT_REASONS.stopped)
    if (this.loadTestLock.holder()) throw new LoadTestInProgressError()
    const now = this.#s.clock.now()
    const timeoutMs = options.timeoutMs ?? this.#s.slotTimeoutMs
    const slot: SlotData = {
      slotId: randomUUID(),
      requestId,
      type,
      description,
      state: 'QUEUED',
      queuedAt: now,
      startedAt: null,
      completedAt: null,
      deadline: now + timeoutMs,
      maxDurationMs: options.maxOperationDurationMs ?? this.#s.staleSlotMs,
      reason: null,
    }
    return new Promise<Lease>((resolve, reject) => {
      const waiter: Waiter = { slot, resolve, reject }
      this.#queue.push(waiter)
      this.#pump()
      if (slot.state !== 'QUEUED') return
      waiter.timer = setTimeout(() => this.#cancel(waiter, SLOT_REASONS.timeout, new SlotTimeoutError(timeoutMs)), Math.max(0, timeoutMs))
      if (signal) {
        const onAbort = () => this.#cancel(waiter, SLOT_REASONS.aborted, signal.reason)
        signal.addEventListener('abort', onAbort, { once: true })
        waiter.detach = () => signal.removeEventListener('abort', onAbort)
      }
    })
  }

  async status(): Promise<PoolStatus> {
    return buildStatus({
      poolType: this.poolType,
      maxSlots: this.#s.maxSlots,
      queue: this.#queue.map((w) => w.slot),
      running: [...this.#running.values()].map((h) => h.slot),
      lock: await this.loadTestLock.status(),
      now: this.#s.clock.now(),
    })
  }

  async recent(limit = 50): Promise<SlotRecord[]> {
    if (limit <= 0) return []
    return [...this.#history.values()].slice(-limit).reverse().map(toSlotRecord)
  }

  async cleanup(): Promise<CleanupResult> {
    const now = this.#s.clock.now()
    const reclaimed: CleanupResult['reclaimed'] = []
    for (const { slot, lease } of [...this.#running.values()]) {
      if (now - (slot.startedAt ?? now) <= slot.maxDurationMs) continue
      this.#running.delete(slot.slotId)
      this.#finish(slot, 'FAILED', SLOT_REASONS.reclaimedDuration)
      lease.reclaimed(SLOT_REASONS.reclaimedDuration)
      reclaimed.push({ slot_id: slot.slotId, request_id: slot.requestId, reason: SLOT_REASONS.reclaimedDuration })
    }
    let cancelledWaiters = 0
    for (const w of [...this.#queue]) {
      if (now <= w.slot.deadline) continue
      this.#cancel(w, SLOT_REASONS.timeout, new SlotTimeoutError(w.slot.deadline - w.slot.queuedAt))
      cancelledWaiters += 1
    }
    let removedRecords = 0
    for (const [id, slot] of this.#history) {
      if ((slot.completedAt ?? now) >= now - this.#s.recordRetentionMs) continue
      this.#history.delete(id)
      removedRecords += 1
    }
    if (reclaimed.length > 0) this.#s.logger?.warn({ reclaimed }, 'browser pool reclaimed slots past their max operation duration')
    this.#pump()
    return { reclaimed, cancelled_waiters: cancelledWaiters, removed_records: removedRecords }
  }

  async start(): Promise<void> {
    this.#stopped = false
    if (this.#cleanupTimer) return
    await this.cleanup()
    this.#cleanupTimer = setInterval(() => {
      this.cleanup().catch((err) => this.#s.logger?.error({ err }, 'browser pool cleanup failed'))
    }, this.#s.cleanupIntervalMs).unref()
  }

  async stop(): Promise<void> {
    this.#stopped = true
    clearInterval(this.#cleanupTimer)
    this.#cleanupTimer = undefined
    for (const w of [...this.#queue]) this.#cancel(w, SLOT_REASONS.stopped, new SlotCancelledError(SLOT_REASONS.stopped))
  }

  /** Grants free slots to waiters in FIFO order; a waiter past its deadline is cancelled, never granted. */
  #pump(): void {
    if (this.loadTestLock.holder()) return
    const now = this.#s.clock.now()
    while (this.#running.size < this.#s.maxSlots) {
      const head = this.#queue[0]
      if (!head) return
      if (now > head.slot.deadline) {
        this.#cancel(head, SLOT_REASONS.timeout, new SlotTimeoutError(head.slot.deadline - head.slot.queuedAt))
        continue
      }
      this.#queue.shift()
      this.#settle(head)
      const slot = head.slot
      slot.state = 'RUNNING'
      slot.startedAt = now
      const lease = new SlotLease({
        slotId: slot.slotId,
        requestId: slot.requestId,
        type: slot.type,
        startedAt: now,
        waitedMs: now - slot.queuedAt,
        release: async (outcome) => this.#release(slot, outcome),
      })
      this.#running.set(slot.slotId, { slot, lease })
      head.resolve(lease)
    }
  }

  #release(slot: SlotData, outcome: SlotOutcome): void {
    // A reclaimed slot is already FAILED and no longer counted; its late release changes nothing.
    if (slot.state !== 'RUNNING' || !this.#running.delete(slot.slotId)) return
    this.#finish(slot, outcome === 'failed' ? 'FAILED' : 'COMPLETED', null)
    this.#pump()
  }

  #cancel(waiter: Waiter, reason: string, error: unknown): void {
    const i = this.#queue.indexOf(waiter)
    if (i < 0) return
    this.#queue.splice(i, 1)
    this.#settle(waiter)
    this.#finish(waiter.slot, 'CANCELLED', reason)
    waiter.reject(error)
  }

  #settle(waiter: Waiter): void {
    clearTimeout(waiter.timer)
    waiter.detach?.()
  }

  #finish(slot: SlotData, state: SlotState, reason: string | null): void {
    slot.state = state
    slot.reason = reason
    slot.completedAt = this.#s.clock.now()
    this.#history.set(slot.slotId, slot)
    if (this.#history.size > this.#s.historyLimit) {
      const oldest = this.#history.keys().next()
      if (!oldest.done) this.#history.delete(oldest.value)
    }
  }
}
