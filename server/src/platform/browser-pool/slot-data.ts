import { OPERATION_TYPES, type OperationType, type PoolStatus, type PoolType, type SlotRecord, type SlotState } from './browser-pool.js'
import type { LoadTestLockStatus } from './load-test-lock.js'

/** A slot as both adapters keep it internally: epoch-ms numbers, camelCase. */
export interface SlotData {
  slotId: string
  requestId: string
  type: OperationType
  description: string
  state: SlotState
  queuedAt: number
  startedAt: number | null
  completedAt: number | null
  /** Epoch ms after which a QUEUED slot may no longer be granted. */
  deadline: number
  maxDurationMs: number
  reason: string | null
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export function toSlotRecord(d: SlotData): SlotRecord {
  const waitEnd = d.startedAt ?? d.completedAt
  return {
    slot_id: d.slotId,
    request_id: d.requestId,
    type: d.type,
    description: d.description,
    state: d.state,
    queued_at: new Date(d.queuedAt).toISOString(),
    started_at: iso(d.startedAt),
    completed_at: iso(d.completedAt),
    max_operation_duration_ms: d.maxDurationMs,
    reason: d.reason,
    wait_ms: waitEnd === null ? null : waitEnd - d.queuedAt,
    run_ms: d.startedAt !== null && d.completedAt !== null ? d.completedAt - d.startedAt : null,
  }
}

export interface StatusInput {
  poolType: PoolType
  maxSlots: number
  /** Valid waiters in grant order. */
  queue: SlotData[]
  running: SlotData[]
  lock: LoadTestLockStatus
  now: number
}

export function buildStatus(s: StatusInput): PoolStatus {
  const byType = Object.fromEntries(OPERATION_TYPES.map((t) => [t, 0])) as Record<OperationType, number>
  for (const r of s.running) byType[r.type] += 1
  const running = [...s.running].sort((a, b) => (a.startedAt ?? 0) - (b.startedAt ?? 0))
  return {
    pool_type: s.poolType,
    max_slots: s.maxSlots,
    in_use: s.running.length,
    available: Math.max(0, s.maxSlots - s.running.length),
    queue_depth: s.queue.length,
    by_type: byType,
    queue: s.queue.map((q, i) => ({
      slot_id: q.slotId,
      request_id: q.requestId,
      type: q.type,
      description: q.description,
      position: i + 1,
      queued_at: new Date(q.queuedAt).toISOString(),
      waited_ms: Math.max(0, s.now - q.queuedAt),
    })),
    running: running.map((r) => ({
      slot_id: r.slotId,
      request_id: r.requestId,
      type: r.type,
      description: r.description,
      started_at: new Date(r.startedAt ?? s.now).toISOString(),
      running_ms: Math.max(0, s.now - (r.startedAt ?? s.now)),
      max_operation_duration_ms: r.maxDurationMs,
    })),
    load_test_lock: s.lock,
  }
}
