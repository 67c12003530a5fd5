import type { OperationType, PoolStatus, SlotRecord } from './queries.js'

/** Every operation type in the API's order, with the name the page shows; a new type fails to compile here. */
export const OPERATION_TYPE_LABELS: Record<OperationType, string> = {
  TEST_RUN: 'Test run',
  EXPLORATION: 'Exploration',
  AGENT_TASK: 'Agent task',
  PRD_PROCESSING: 'PRD processing',
  COVERAGE_ANALYSIS: 'Coverage analysis',
}

export const operationLabel = (type: string): string => OPERATION_TYPE_LABELS[type as OperationType] ?? type

export interface TypeBar {
  type: string
  running: number
  queued: number
}

/** One bar per operation type: running slots (from `by_type`) and queued requests (counted from `queue`). */
export function byTypeBars(status: Pick<PoolStatus, 'by_type' | 'queue'>): TypeBar[] {
  const queued = new Map<string, number>()
  for (const q of status.queue) queued.set(q.type, (queued.get(q.type) ?? 0) + 1)
  const types = [...Object.keys(OPERATION_TYPE_LABELS), ...Object.keys(status.by_type), ...queued.keys()]
  return [...new Set(types)].map((type) => ({
    type: operationLabel(type),
    running: status.by_type[type] ?? 0,
    queued: queued.get(type) ?? 0,
  }))
}

export interface WaitPoint {
  /** When the slot was queued, as a local clock time (the x axis). */
  at: string
  wait_ms: number
  run_ms: number | null
  description: string
}

/** The recent slots oldest first (the API lists newest first), for a chart of how long each one waited. */
export function waitSeries(recent: readonly SlotRecord[], formatTime: (iso: string) => string = localTime): WaitPoint[] {
  return recent
    .filter((r) => r.wait_ms !== null)
    .toSorted((a, b) => Date.parse(a.queued_at) - Date.parse(b.queued_at))
    .map((r) => ({ at: formatTime(r.queued_at), wait_ms: r.wait_ms ?? 0, run_ms: r.run_ms, description: r.description }))
}

const localTime = (iso: string) => new Date(iso).toLocaleTimeString()

/** Share of slots in use, 0–100 (a pool without slots counts as full). */
export function usagePercent(inUse: number, maxSlots: number): number {
  if (maxSlots <= 0) return 100
  return Math.min(100, Math.round((inUse / maxSlots) * 100))
}

/** Green with room to spare, yellow when every slot is taken, red when requests queue behind a full pool. */
export function usageColor(status: Pick<PoolStatus, 'in_use' | 'max_slots' | 'queue_depth'>): 'green' | 'yellow' | 'red' {
  if (status.queue_depth > 0 && status.in_use >= status.max_slots) return 'red'
  return status.in_use >= status.max_slots ? 'yellow' : 'green'
}

/** How far a running slot is through its max operation duration, 0–100. */
export function runningPercent(runningMs: number, maxMs: number): number {
  if (maxMs <= 0) return 100
  return Math.min(100, Math.round((runningMs / maxMs) * 100))
}
