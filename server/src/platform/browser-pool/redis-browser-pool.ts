import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
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
} from './browser-pool.js'
import { LoadTestInProgressError, SlotCancelledError, SlotTimeoutError } from './errors.js'
import { type ResolvedPoolSettings, resolvePoolSettings } from './pool-settings.js'
import { parseLockValue, RedisLoadTestLock } from './redis-load-test-lock.js'
import type { RedisBrowserPoolOptions, Waiter } from './redis-pool-options.js'
import type { SlotStateReply } from './redis-pool-scripts.js'
import { RedisPoolStore } from './redis-pool-store.js'
import { itemToSlot } from './redis-slot-codec.js'
import { buildStatus } from './slot-data.js'
import { SlotLease } from './slot-lease.js'

export type { RedisBrowserPoolOptions } from './redis-pool-options.js'

export const DEFAULT_POOL_KEY_PREFIX = 'specwright:browser-pool:'

/**
 * The shared pool: one MAX_BROWSER_INSTANCES limit for every process using the same Redis and key prefix.
 * Each state change is one Lua script, so "grant the head" and "cancel this waiter" can never both succeed;
 * waiters learn of grants through pub/sub, with a slow re-check as a safety net (no polling loop).
 * The limit stored in Redis is the one of the process that started last. This class holds the process's side
 * (waiters, leases, slots it still has to end); the keys and the Redis calls are in redis-pool-store.ts.
 */
export class RedisBrowserPool implements BrowserPool {
  readonly poolType = 'kvstore'
  readonly loadTestLock: RedisLoadTestLock
  readonly #s: ResolvedPoolSettings
  readonly #store: RedisPoolStore
  readonly #ownerId = randomUUID()
  readonly #heartbeatMs: number
  readonly #waiters = new Map<string, Waiter>()
  readonly #leases = new Map<string, SlotLease>()
  /** Slots whose local waiter gave up without a confirmed cancel (Redis error); cancelled or released later. */
  readonly #abandoned = new Set<string>()
  /** Slots whose release failed in Redis: retried on every heartbeat until it goes through, never dropped. */
  readonly #unreleased = new Map<string, SlotOutcome>()
  readonly #redisTime: boolean
  readonly #cancelGraceMs: number
  #subscriber: Redis | undefined
  #ready: Promise<void> | undefined
  #heartbeatTimer: NodeJS.Timeout | undefined
  #cleanupTimer: NodeJS.Timeout | undefined
  #stopped = false

  constructor(options: RedisBrowserPoolOptions) {
    this.#s = resolvePoolSettings(options)
    this.#heartbeatMs = options.heartbeatIntervalMs ?? 5000
    this.#redisTime = (options.timeSource ?? 'redis') === 'redis'
    this.#cancelGraceMs = options.cancelGraceMs ?? 1000
    this.#store = new RedisPoolStore({
      redis: options.redis,
      prefix: options.keyPrefix ?? DEFAULT_POOL_KEY_PREFIX,
      ownerId: this.#ownerId,
      redisTime: this.#redisTime,
      ownerTtlMs: this.#heartbeatMs * 6,
      settings: this.#s,
    })
    this.loadTestLock = new RedisLoadTestLock({
      redis: options.redis,
      key: this.#store.lockKey,
      clock: this.#s.clock,
      expiryMs: this.#s.lockExpiryMs,
      onRelease: () => this.#pump(),
    })
  }

  async acquire(requestId: string, type: OperationType, description: string, options: AcquireOptions = {}): Promise<Lease> {
    if (!isOperationType(type)) throw new TypeError(`Unknown operation type: ${String(type)}`)
    const { signal } = options
    signal?.throwIfAborted()
    if (this.#stopped) throw new SlotCancelledError(SLOT_REASONS.stopped)
    const now = this.#s.clock.now()
    const timeoutMs = options.timeoutMs ?? this.#s.slotTimeoutMs
    const maxDurationMs = options.maxOperationDurationMs ?? this.#s.staleSlotMs
    const slotId = randomUUID()
    let markSent = () => {}
    const sent = new Promise<void>((r) => {
      markSent = r
    })
    return new Promise<Lease>((resolve, reject) => {
      const w: Waiter = {
        slotId,
        requestId,
        type,
        queuedAt: now,
        timeoutMs,
        signal,
        resolve,
        reject,
        settled: false,
        granted: false,
        submitted: false,
        sent,
      }
      // Registered before the script runs: the grant notification may arrive before the script's reply.
      this.#waiters.set(slotId, w)
      // Armed before Redis is reached: the timeout and the caller's cancel hold even while Redis is unreachable.
      this.#arm(w, now + timeoutMs)
      this.#ensureReady()
        .then(
          () => {
            if (w.settled) return undefined
            return this.#store
              .run('specwrightPoolAcquire', now, [slotId, requestId, type, description, timeoutMs, maxDurationMs, this.#ownerId])
              .then(
                (reply) => {
                  w.submitted = true
                  if (reply[0] === 'LOCKED') return this.#fail(w, new LoadTestInProgressError())
                  // Granted to a waiter that gave up meanwhile: hand it back (a settled, granted waiter keeps its lease).
                  if (this.#abandoned.has(slotId) && reply[0] === 'RUNNING') this.#abandonGranted(slotId)
                  else this.#apply(w, reply as SlotStateReply)
                },
                // The script may have run even though the reply was lost; make sure that slot is never used.
                (err) => this.#giveUp(w, err),
              )
          },
          (err) => this.#fail(w, err),
        )
        .catch((err) => this.#fail(w, err))
        .finally(markSent)
    })
  }

  async status(): Promise<PoolStatus> {
    const now = this.#s.clock.now()
    const [max, lock, queue, running, redisNow] = await this.#store.run('specwrightPoolStatus', now, [])
    return buildStatus({
      poolType: this.poolType,
      maxSlots: Number(max),
      queue: queue.map((it) => itemToSlot(it, 'QUEUED')),
      running: running.map((it) => itemToSlot(it, 'RUNNING')),
      lock: parseLockValue(lock),
      now: this.#redisTime ? Number(redisNow) : now,
    })
  }

  async recent(limit = 50): Promise<SlotRecord[]> {
    if (limit <= 0) return []
    return this.#store.recent(limit)
  }

  async cleanup(): Promise<CleanupResult> {
    const [reclaimed, cancelled, removed] = await this.#store.run('specwrightPoolCleanup', this.#s.clock.now(), [this.#s.recordRetentionMs])
    const result: CleanupResult = {
      reclaimed: reclaimed.map(([slotId, requestId, reason]) => ({ slot_id: slotId, request_id: requestId, reason })),
      cancelled_waiters: cancelled,
      removed_records: removed,
    }
    for (const r of result.reclaimed) this.#leases.get(r.slot_id)?.reclaimed(r.reason)
    if (result.reclaimed.length > 0) this.#s.logger?.warn({ reclaimed: result.reclaimed }, 'browser pool reclaimed slots')
    return result
  }

  async start(): Promise<void> {
    this.#stopped = false
    if (this.#cleanupTimer) return
    await this.#ensureReady()
    await this.cleanup()
    this.#cleanupTimer = setInterval(() => {
      this.cleanup().catch((err) => this.#s.logger?.error({ err }, 'browser pool cleanup failed'))
    }, this.#s.cleanupIntervalMs).unref()
  }

  async stop(): Promise<void> {
    this.#stopped = true
    clearInterval(this.#cleanupTimer)
    clearInterval(this.#heartbeatTimer)
    this.#cleanupTimer = undefined
    this.#heartbeatTimer = undefined
    await Promise.all([...this.#waiters.values()].map((w) => this.#cancel(w, SLOT_REASONS.stopped)))
    await this.#retryReleases().catch((err) => this.#s.logger?.error({ err }, 'browser pool release failed'))
    const sub = this.#subscriber
    this.#subscriber = undefined
    this.#ready = undefined
    await sub?.quit().catch(() => sub.disconnect())
  }

  #ensureReady(): Promise<void> {
    this.#ready ??= this.#connect().catch((err) => {
      this.#ready = undefined
      throw err
    })
    return this.#ready
  }

  async #connect(): Promise<void> {
    const sub = this.#store.redis.duplicate()
    this.#subscriber = sub
    sub.on('error', (err) => this.#s.logger?.error({ err }, 'browser pool notification connection error'))
    sub.on('message', (_channel: string, message: string) => this.#onMessage(message))
    // After a reconnect, notifications sent meanwhile are lost: re-read the state of every local waiter.
    sub.on('ready', () => {
      this.#recheck().catch((err) => this.#s.logger?.error({ err }, 'browser pool re-check failed'))
    })
    await sub.subscribe(this.#store.channel)
    await this.#store.announce()
    this.#heartbeatTimer = setInterval(() => void this.#heartbeat(), this.#heartbeatMs).unref()
  }

  async #pump(): Promise<void> {
    try {
      await this.#store.run('specwrightPoolPump', this.#s.clock.now(), [])
    } catch (err) {
      this.#s.logger?.error({ err }, 'browser pool grant failed')
    }
  }

  #onMessage(message: string): void {
    const kind = message.slice(0, 1)
    const rest = message.slice(2)
    const sep = rest.indexOf(':')
    const slotId = sep < 0 ? rest : rest.slice(0, sep)
    const detail = sep < 0 ? '' : rest.slice(sep + 1)
    if (kind === 'R') {
      this.#leases.get(slotId)?.reclaimed(detail)
    } else if (kind === 'G' && this.#abandoned.delete(slotId)) {
      void this.#releaseSlot(slotId, 'failed').catch((err) => this.#s.logger?.error({ err }, 'browser pool release failed'))
    } else {
      const w = this.#waiters.get(slotId)
      if (!w) return
      if (kind === 'G') this.#grant(w, Number(detail))
      else if (kind === 'T') this.#fail(w, new SlotTimeoutError(w.timeoutMs))
      else if (kind === 'X') this.#fail(w, new SlotCancelledError(SLOT_REASONS.ownerGone))
    }
  }

  /** Settles a waiter from the slot's state in Redis; QUEUED leaves it waiting. */
  #apply(w: Waiter, [state, startedAt, reason]: SlotStateReply): void {
    if (state === 'QUEUED') return
    if (state === 'RUNNING') this.#grant(w, Number(startedAt))
    else if (reason === SLOT_REASONS.timeout) this.#fail(w, new SlotTimeoutError(w.timeoutMs))
    else if (reason === SLOT_REASONS.aborted && w.signal) this.#fail(w, w.signal.reason)
    else this.#fail(w, new SlotCancelledError(reason || (state ? state.toLowerCase() : 'record missing')))
  }

  #arm(w: Waiter, deadline: number): void {
    if (w.signal?.aborted) return void this.#cancel(w, SLOT_REASONS.aborted)
    w.timer = setTimeout(() => void this.#cancel(w, SLOT_REASONS.timeout), Math.max(0, deadline - this.#s.clock.now()))
    if (w.signal) {
      const onAbort = () => void this.#cancel(w, SLOT_REASONS.aborted)
      w.signal.addEventListener('abort', onAbort, { once: true })
      w.detach = () => w.signal?.removeEventListener('abort', onAbort)
    }
  }

  /**
   * Cancels in Redis; whatever the script finds (CANCELLED, or granted just before) settles the waiter. When
   * Redis does not answer within the grace period the waiter fails anyway, and the slot is cancelled (or
   * released, if it was granted meanwhile) once Redis is back.
   */
  async #cancel(w: Waiter, reason: string): Promise<void> {
    if (w.settled) return
    const localError = () =>
      reason === SLOT_REASONS.timeout
        ? new SlotTimeoutError(w.timeoutMs)
        : reason === SLOT_REASONS.aborted && w.signal
          ? w.signal.reason
          : new SlotCancelledError(reason)
    const giveUp = setTimeout(() => this.#giveUp(w, localError()), this.#cancelGraceMs)
    try {
      // The acquire script first (it may still be connecting, or in flight); the grace timer bounds this wait.
      await w.sent
      if (w.settled && !this.#abandoned.has(w.slotId)) return
      const reply = await this.#store.run('specwrightPoolCancel', this.#s.clock.now(), [w.slotId, reason])
      if (!this.#abandoned.has(w.slotId)) this.#apply(w, reply)
      else if (reply[0] === 'RUNNING') this.#abandonGranted(w.slotId)
      else this.#abandoned.delete(w.slotId)
    } catch (err) {
      this.#giveUp(w, err)
    } finally {
      clearTimeout(giveUp)
    }
  }

  /**
   * The waiter stops waiting without knowing what Redis did with its slot: the slot is marked abandoned, so a
   * later grant is handed back. Not once the waiter holds its lease (the grant notification can beat a reply
   * that then fails or comes late): that slot is its holder's to release, and handing it back would let another
   * waiter in while the holder still works, over the limit.
   */
  #giveUp(w: Waiter, err: unknown): void {
    if (!w.granted) this.#abandoned.add(w.slotId)
    this.#fail(w, err)
  }

  /** A slot granted to a waiter that already gave up: handed straight back. */
  #abandonGranted(slotId: string): void {
    this.#abandoned.delete(slotId)
    void this.#releaseSlot(slotId, 'failed')
  }

  #grant(w: Waiter, startedAt: number): void {
    if (!this.#settle(w)) return
    w.granted = true
    const lease = new SlotLease({
      slotId: w.slotId,
      requestId: w.requestId,
      type: w.type,
      startedAt,
      // With Redis time the grant time and the local queue time come from different clocks.
      waitedMs: Math.max(0, (this.#redisTime ? this.#s.clock.now() : startedAt) - w.queuedAt),
      release: (outcome) => this.#releaseSlot(w.slotId, outcome),
    })
    this.#leases.set(w.slotId, lease)
    w.resolve(lease)
  }

  #fail(w: Waiter, err: unknown): void {
    if (this.#settle(w)) w.reject(err)
  }

  #settle(w: Waiter): boolean {
    if (w.settled) return false
    w.settled = true
    clearTimeout(w.timer)
    w.detach?.()
    this.#waiters.delete(w.slotId)
    return true
  }

  /**
   * Ends the slot in Redis. A failed release (Redis down, a script error) is kept and retried on every heartbeat:
   * dropping it would leave the slot RUNNING until the stale-slot limit, while this process still heartbeats.
   */
  async #releaseSlot(slotId: string, outcome: SlotOutcome): Promise<void> {
    this.#leases.delete(slotId)
    try {
      await this.#store.run('specwrightPoolRelease', this.#s.clock.now(), [slotId, outcome === 'failed' ? 'FAILED' : 'COMPLETED'])
      this.#unreleased.delete(slotId)
    } catch (err) {
      this.#unreleased.set(slotId, outcome)
      this.#s.logger?.error({ err, slotId }, 'browser pool release failed; retrying on the next heartbeat')
    }
  }

  async #retryReleases(): Promise<void> {
    for (const [slotId, outcome] of [...this.#unreleased]) {
      await this.#store.run('specwrightPoolRelease', this.#s.clock.now(), [slotId, outcome === 'failed' ? 'FAILED' : 'COMPLETED'])
      this.#unreleased.delete(slotId)
    }
  }

  async #heartbeat(): Promise<void> {
    try {
      await this.#store.touchOwner()
      await this.#retryReleases()
      if (this.#waiters.size > 0) await this.#pump()
      await this.#recheck()
    } catch (err) {
      this.#s.logger?.error({ err }, 'browser pool heartbeat failed')
    }
  }

  /** Safety net for lost notifications: reads the state of every local waiter, lease and abandoned slot. */
  async #recheck(): Promise<void> {
    for (const slotId of this.#abandoned) {
      const [state] = await this.#store.run('specwrightPoolCancel', this.#s.clock.now(), [slotId, SLOT_REASONS.aborted])
      if (state === 'RUNNING') await this.#releaseSlot(slotId, 'failed')
      this.#abandoned.delete(slotId)
    }
    const ids = [...[...this.#waiters.values()].filter((w) => w.submitted).map((w) => w.slotId), ...this.#leases.keys()]
    if (ids.length === 0) return
    const replies = await this.#store.slotStates(ids)
    ids.forEach((id, i) => {
      const reply = replies[i]
      const w = this.#waiters.get(id)
      if (!reply) return
      if (w) this.#apply(w, reply)
      else if (reply[0] !== 'RUNNING') this.#leases.get(id)?.reclaimed(reply[2] || 'reclaimed')
    })
  }
}
