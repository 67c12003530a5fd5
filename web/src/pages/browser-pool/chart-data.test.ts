import { describe, expect, it } from 'vitest'
import { byTypeBars, runningPercent, usageColor, usagePercent, waitSeries } from './chart-data.js'
import type { SlotRecord } from './queries.js'

const record = (over: Partial<SlotRecord>): SlotRecord => ({
  slot_id: 's',
  request_id: 'r',
  type: 'TEST_RUN',
  description: '',
  state: 'COMPLETED',
  queued_at: '2026-01-05T10:00:00.000Z',
  started_at: '2026-01-05T10:00:00.000Z',
  completed_at: '2026-01-05T10:00:01.000Z',
  max_operation_duration_ms: 3_600_000,
  reason: null,
  wait_ms: 0,
  run_ms: 1000,
  ...over,
})

const queued = (type: SlotRecord['type']) => ({
  slot_id: 'q',
  request_id: 'q',
  type,
  description: '',
  position: 1,
  queued_at: '2026-01-05T10:00:00.000Z',
  waited_ms: 10,
})

describe('byTypeBars', () => {
  it('lists every operation type in the API order, running from by_type and queued counted from the queue', () => {
    const bars = byTypeBars({
      by_type: { TEST_RUN: 1, EXPLORATION: 1, AGENT_TASK: 0, PRD_PROCESSING: 0, COVERAGE_ANALYSIS: 0 },
      queue: [queued('AGENT_TASK'), queued('TEST_RUN'), queued('AGENT_TASK')],
    })
    expect(bars).toEqual([
      { type: 'Test run', running: 1, queued: 1 },
      { type: 'Exploration', running: 1, queued: 0 },
      { type: 'Agent task', running: 0, queued: 2 },
      { type: 'PRD processing', running: 0, queued: 0 },
      { type: 'Coverage analysis', running: 0, queued: 0 },
    ])
  })

  it('shows every type with zeros when by_type is sparse, and keeps a type this dashboard does not know', () => {
    const bars = byTypeBars({ by_type: { NEW_KIND: 2 }, queue: [] })
    expect(bars).toHaveLength(6)
    expect(bars[0]).toEqual({ type: 'Test run', running: 0, queued: 0 })
    expect(bars[5]).toEqual({ type: 'NEW_KIND', running: 2, queued: 0 })
  })
})

describe('waitSeries', () => {
  it('puts the slots oldest first and keeps wait and run times', () => {
    const items = [
      record({ slot_id: 'c', queued_at: '2026-01-05T10:00:03.000Z', wait_ms: 30, description: 'third' }),
      record({ slot_id: 'b', queued_at: '2026-01-05T10:00:02.000Z', wait_ms: 20, run_ms: null, state: 'CANCELLED' }),
      record({ slot_id: 'a', queued_at: '2026-01-05T10:00:01.000Z', wait_ms: 10 }),
    ]
    const series = waitSeries(items, (iso) => iso.slice(11, 19))
    expect(series.map((p) => [p.at, p.wait_ms, p.run_ms])).toEqual([
      ['10:00:01', 10, 1000],
      ['10:00:02', 20, null],
      ['10:00:03', 30, 1000],
    ])
    expect(series[2]?.description).toBe('third')
  })

  it('leaves out slots without a wait time and does not reorder its input', () => {
    const items = [record({ slot_id: 'b', queued_at: '2026-01-05T10:00:02.000Z' }), record({ slot_id: 'a', wait_ms: null })]
    expect(waitSeries(items, (iso) => iso)).toHaveLength(1)
    expect(items[0]?.slot_id).toBe('b')
  })
})

describe('usage', () => {
  it('is the share of slots in use, capped at 100', () => {
    expect(usagePercent(0, 2)).toBe(0)
    expect(usagePercent(1, 3)).toBe(33)
    expect(usagePercent(2, 2)).toBe(100)
    expect(usagePercent(3, 2)).toBe(100)
    expect(usagePercent(0, 0)).toBe(100)
  })

  it('turns yellow when full and red when requests queue behind a full pool', () => {
    expect(usageColor({ in_use: 1, max_slots: 2, queue_depth: 0 })).toBe('green')
    expect(usageColor({ in_use: 2, max_slots: 2, queue_depth: 0 })).toBe('yellow')
    expect(usageColor({ in_use: 2, max_slots: 2, queue_depth: 1 })).toBe('red')
    // Queued behind the load-test lock with free slots: the pool itself is not the bottleneck.
    expect(usageColor({ in_use: 0, max_slots: 2, queue_depth: 1 })).toBe('green')
  })

  it('measures a running slot against its max duration', () => {
    expect(runningPercent(30_000, 60_000)).toBe(50)
    expect(runningPercent(90_000, 60_000)).toBe(100)
    expect(runningPercent(1, 0)).toBe(100)
  })
})
