import type { LoadTestLock, LoadTestLockStatus } from './load-test-lock.js'

/** What a browser slot is used for; the pool's `by_type` breakdown counts running slots per value. */
export const OPERATION_TYPES = ['TEST_RUN', 'EXPLORATION', 'AGENT_TASK', 'PRD_PROCESSING', 'COVERAGE_ANALYSIS'] as const
export type OperationType = (typeof OPERATION_TYPES)[number]

export function isOperationType(value: unknown): value is OperationType {
  return typeof value === 'string' && (OPERATION_TYPES as readonly string[]).includes(value)
}

/** A slot's lifecycle: QUEUED → RUNNING → COMPLETED | FAILED, or QUEUED → CANCELLED (timeout, abort). */
export const SLOT_STATES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const
export type SlotState = (typeof SLOT_STATES)[number]

/** How the holder ended its operation. */
export type SlotOutcome = 'completed' | 'failed'

/** `memory`: one limit per process. `kvstore`: one limit shared through Redis by every process. */
export type PoolType = 'memory' | 'kvstore'

/** Spec defaults (BROWSER_SLOT_TIMEOUT, stale cleanup age, record retention). */
export const DEFAULT_SLOT_TIMEOUT_MS = 3600 * 1000
export const STALE_SLOT_MS = 60 * 60 * 1000
export const RECORD_RETENTION_MS = 24 * 60 * 60 * 1000
export const DEFAULT_CLEANUP_INTERVAL_MS = 60 * 1000
export const DEFAULT_HISTORY_LIMIT = 1000

/** Reasons recorded on slots that did not end by their holder's release. */
export const SLOT_REASONS = {
  timeout: 'timeout',
  aborted: 'aborted',
  stopped: 'pool stopped',
  ownerGone: 'owner gone',
  reclaimedDuration: 'reclaimed: exceeded max operation duration',
  reclaimedOwnerGone: 'reclaimed: owner gone',
} as const

export interface AcquireOptions {
  /** Aborting while queued cancels the request (state CANCELLED) and rejects with `signal.reason`. */
  signal?: AbortSignal
  /** Longest wait in the queue; defaults to the pool's BROWSER_SLOT_TIMEOUT. Past it the request is CANCELLED. */
  timeoutMs?: number
  /**
   * How long the operation may hold the slot once RUNNING; `cleanup()` reclaims it afterwards. Defaults to the
   * stale age (60 minutes). An explicit value replaces the stale age for this slot, longer or shorter.
   */
  maxOperationDurationMs?: number
}

/**
 * A granted slot. Release it exactly once — further calls are no-ops — or let `await using` do it:
 *
 * ```ts
 * await using lease = await pool.acquire(runId, 'TEST_RUN', 'checkout.spec.md')
 * await runTest({ signal: lease.signal })
 * ```
 *
 * `await using` records COMPLETED; call `release('failed')` first (or use `withSlot`) to record a failure.
 */
export interface Lease extends AsyncDisposable {
  /** The pool's own id for this slot (unique, unlike the caller-chosen request id). */
  readonly slotId: string
  /** The caller-chosen request id given to `acquire`. */
  readonly requestId: string
  readonly type: OperationType
  /** Epoch ms at which the slot became RUNNING. */
  readonly startedAt: number
  /** How long the request waited in the queue, in ms. */
  readonly waitedMs: number
  /** Aborted when `cleanup()` reclaims the slot; long work should stop, the slot already counts as free. */
  readonly signal: AbortSignal
  /** Ends the operation (default `completed`) and hands the slot to the next valid waiter. Idempotent. */
  release(outcome?: SlotOutcome): Promise<void>
  /** Same as `release('completed')`. */
  [Symbol.asyncDispose](): Promise<void>
}

/** One slot as reported by `recent()`. Times are ISO strings; durations are ms. */
export interface SlotRecord {
  slot_id: string
  request_id: string
  type: OperationType
  description: string
  state: SlotState
  queued_at: string
  started_at: string | null
  completed_at: string | null
  max_operation_duration_ms: number
  /** Why the slot ended without its holder's release (`timeout`, `aborted`, `reclaimed: …`), else null. */
  reason: string | null
  /** Time spent QUEUED (until granted, or until cancelled). */
  wait_ms: number | null
  /** Time spent RUNNING; null when never granted. */
  run_ms: number | null
}

export interface QueuedSlot {
  slot_id: string
  request_id: string
  type: OperationType
  description: string
  /** 1 is next in line. */
  position: number
  queued_at: string
  waited_ms: number
}

export interface RunningSlot {
  slot_id: string
  request_id: string
  type: OperationType
  description: string
  started_at: string
  running_ms: number
  max_operation_duration_ms: number
}

export interface PoolStatus {
  pool_type: PoolType
  max_slots: number
  in_use: number
  available: number
  queue_depth: number
  /** RUNNING slots per operation type (every type is present). */
  by_type: Record<OperationType, number>
  /** Waiters in grant order. */
  queue: QueuedSlot[]
  running: RunningSlot[]
  load_test_lock: LoadTestLockStatus
}

export interface CleanupResult {
  /** RUNNING slots forcibly released (now FAILED with a `reclaimed: …` reason). */
  reclaimed: { slot_id: string; request_id: string; reason: string }[]
  /** Waiters found past their deadline (or, with Redis, whose process is gone) and CANCELLED. */
  cancelled_waiters: number
  /** Finished records older than 24 hours that were deleted. */
  removed_records: number
}

/**
 * The one limit on concurrent browser work (MAX_BROWSER_INSTANCES), shared by test runs, explorations, agent
 * tasks, PRD processing and coverage analysis. Waiters are served strictly first in, first out; a waiter that
 * timed out or was aborted is never granted afterwards. While the load-test lock is held nothing is granted.
 *
 * ```ts
 * const lease = await pool.acquire(run.id, 'TEST_RUN', spec.name, { signal })
 * try { await execute() ; await lease.release() } catch (e) { await lease.release('failed'); throw e }
 * ```
 */
export interface BrowserPool {
  readonly poolType: PoolType
  /** Held by a running load test; while held `acquire` rejects and queued waiters stay queued. */
  readonly loadTestLock: LoadTestLock
  /**
   * Waits for a slot. Resolves with a RUNNING lease, or rejects with `LoadTestInProgressError` (lock held, not
   * queued), `SlotTimeoutError` (queue wait exceeded), `signal.reason` (aborted) or `SlotCancelledError`
   * (pool stopped). `requestId` is a caller-chosen label; it need not be unique.
   */
  acquire(requestId: string, type: OperationType, description: string, options?: AcquireOptions): Promise<Lease>
  /** Current usage, queue and lock; a consistent snapshot. */
  status(): Promise<PoolStatus>
  /** Finished slots, newest first (at most `limit`, default 50), with wait and run times. */
  recent(limit?: number): Promise<SlotRecord[]>
  /**
   * Reclaims RUNNING slots past their max operation duration (FAILED, reason `reclaimed: …`, lease signal
   * aborted), cancels waiters past their deadline, deletes finished records older than 24 hours, then grants
   * freed slots. Safe to run from several processes at once.
   */
  cleanup(): Promise<CleanupResult>
  /** Runs `cleanup()` now and then periodically (every minute by default). */
  start(): Promise<void>
  /** Stops the periodic work and cancels this process's waiters; leases already granted can still be released. */
  stop(): Promise<void>
}
