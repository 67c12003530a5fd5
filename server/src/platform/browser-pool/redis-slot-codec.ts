import type { OperationType, SlotState } from './browser-pool.js'
import type { SlotItemReply } from './redis-pool-scripts.js'
import type { SlotData } from './slot-data.js'

/** A status-script item as a slot. */
export function itemToSlot(
  [slotId, requestId, type, description, queuedAt, startedAt, maxDurationMs]: SlotItemReply,
  state: SlotState,
): SlotData {
  return {
    slotId,
    requestId: requestId ?? '',
    type: (type ?? 'TEST_RUN') as OperationType,
    description: description ?? '',
    state,
    queuedAt: Number(queuedAt ?? 0),
    startedAt: startedAt ? Number(startedAt) : null,
    completedAt: null,
    deadline: 0,
    maxDurationMs: Number(maxDurationMs ?? 0),
    reason: null,
  }
}

/** A slot hash (HGETALL) as a slot. */
export function hashToSlot(slotId: string, h: Record<string, string>): SlotData {
  return {
    slotId,
    requestId: h.request_id ?? '',
    type: (h.type ?? 'TEST_RUN') as OperationType,
    description: h.description ?? '',
    state: (h.state ?? 'FAILED') as SlotState,
    queuedAt: Number(h.queued_at ?? 0),
    startedAt: h.started_at ? Number(h.started_at) : null,
    completedAt: h.completed_at ? Number(h.completed_at) : null,
    deadline: Number(h.deadline ?? 0),
    maxDurationMs: Number(h.max_duration_ms ?? 0),
    reason: h.reason ? h.reason : null,
  }
}
