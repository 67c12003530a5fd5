import { describe, expect } from 'vitest'
import type { Lease } from '../../../src/platform/browser-pool/browser-pool.js'
import {
  LoadTestInProgressError,
  SlotCancelledError,
  SlotReclaimedError,
  SlotTimeoutError,
} from '../../../src/platform/browser-pool/errors.js'
import { withSlot } from '../../../src/platform/browser-pool/with-slot.js'
import { isPending, outcome, POOL_ADAPTERS, poolTest, statusWhen } from './pool-fixtures.js'

const MINUTE = 60_000

for (const adapter of POOL_ADAPTERS) {
  describe(`${adapter}: browser pool`, () => {
    const it = poolTest(adapter)

    it('grants one slot to three waiters strictly in arrival order', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 1 })
      const a = await pool.acquire('a', 'TEST_RUN', 'holder')
      const order: string[] = []
      const waiting = ['b', 'c', 'd'].map((id) =>
        pool.acquire(id, 'TEST_RUN', `waiter ${id}`).then((lease) => {
          order.push(id)
          return lease
        }),
      )
      const queued = await statusWhen(pool, (s) => s.queue_depth === 3)
      expect(queued.queue.map((q) => [q.request_id, q.position])).toEqual([
        ['b', 1],
        ['c', 2],
        ['d', 3],
      ])
      await a.release()
      const b = await waiting[0]!
      expect(await isPending(waiting[1]!)).toBe(true)
      expect(order).toEqual(['b'])
      await b.release()
      const c = await waiting[1]!
      expect(order).toEqual(['b', 'c'])
      await c.release()
      const d = await waiting[2]!
      expect(order).toEqual(['b', 'c', 'd'])
      expect((await pool.status()).running.map((r) => r.request_id)).toEqual(['d'])
      await d.release()
      expect((await pool.recent()).map((r) => [r.request_id, r.state])).toEqual([
        ['d', 'COMPLETED'],
        ['c', 'COMPLETED'],
        ['b', 'COMPLETED'],
        ['a', 'COMPLETED'],
      ])
    })

    it('cancels a waiter whose queue timeout passes, removes it, and never grants it afterwards', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 1 })
      const a = await pool.acquire('a', 'TEST_RUN', 'holder')
      const b = outcome(pool.acquire('b', 'EXPLORATION', 'impatient', { timeoutMs: 50 }))
      const result = await b
      expect(result.ok).toBe(false)
      expect(result.ok ? undefined : result.error).toBeInstanceOf(SlotTimeoutError)
      expect(result.ok ? '' : (result.error as Error).message).toBe('No browser slot became free within 50 ms')
      expect((await pool.status()).queue_depth).toBe(0)
      await a.release()
      const after = await pool.status()
      expect([after.in_use, after.queue_depth]).toEqual([0, 0])
      const [bRecord] = (await pool.recent()).filter((r) => r.request_id === 'b')
      expect(bRecord).toMatchObject({ state: 'CANCELLED', reason: 'timeout', started_at: null, run_ms: null })
    })

    it('never grants a waiter whose deadline has passed when a slot frees at that moment', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 1 })
      const a = await pool.acquire('a', 'TEST_RUN', 'holder')
      const b = outcome(pool.acquire('b', 'TEST_RUN', 'short deadline', { timeoutMs: 1000 }))
      const c = outcome(pool.acquire('c', 'TEST_RUN', 'long deadline', { timeoutMs: 60 * MINUTE }))
      await statusWhen(pool, (s) => s.queue_depth === 2)
      // The clock moves past b's deadline but b's timer has not fired yet: the release must skip b.
      kit.clock.advance(1001)
      await a.release()
      const [bResult, cResult] = await Promise.all([b, c])
      expect(bResult.ok ? 'granted' : bResult.error).toBeInstanceOf(SlotTimeoutError)
      expect(cResult.ok && cResult.value.requestId).toBe('c')
      const status = await pool.status()
      expect([status.in_use, status.queue_depth, status.running[0]?.request_id]).toEqual([1, 0, 'c'])
      expect((await pool.recent()).find((r) => r.request_id === 'b')).toMatchObject({
        state: 'CANCELLED',
        reason: 'timeout',
        wait_ms: 1001,
      })
    })

    it('hands a released slot to the next valid waiter, skipping an aborted one', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 1 })
      const a = await pool.acquire('a', 'TEST_RUN', 'holder')
      const controller = new AbortController()
      const b = outcome(pool.acquire('b', 'AGENT_TASK', 'will abort', { signal: controller.signal }))
      const c = outcome(pool.acquire('c', 'AGENT_TASK', 'next valid'))
      const d = outcome(pool.acquire('d', 'AGENT_TASK', 'after c'))
      await statusWhen(pool, (s) => s.queue_depth === 3)
      controller.abort()
      const bResult = await b
      expect(bResult.ok ? 'granted' : (bResult.error as Error).name).toBe('AbortError')
      expect((await pool.status()).queue.map((q) => [q.request_id, q.position])).toEqual([
        ['c', 1],
        ['d', 2],
      ])
      await a.release()
      const cResult = await c
      expect(cResult.ok && cResult.value.requestId).toBe('c')
      expect(await isPending(d)).toBe(true)
      const status = await pool.status()
      expect(status.queue.map((q) => q.request_id)).toEqual(['d'])
      expect((await pool.recent()).find((r) => r.request_id === 'b')).toMatchObject({ state: 'CANCELLED', reason: 'aborted' })
      if (cResult.ok) await cResult.value.release()
      const dResult = await d
      expect(dResult.ok && dResult.value.requestId).toBe('d')
      if (dResult.ok) await dResult.value.release()
    })

    it('rejects an already aborted request without queueing it', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 1 })
      const result = await outcome(pool.acquire('a', 'TEST_RUN', 'never', { signal: AbortSignal.abort() }))
      expect(result.ok ? 'granted' : (result.error as Error).name).toBe('AbortError')
      const status = await pool.status()
      expect([status.in_use, status.queue_depth, (await pool.recent()).length]).toEqual([0, 0, 0])
    })

    it('cancels a request aborted before the pool has answered it', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 1 })
      const a = await pool.acquire('a', 'TEST_RUN', 'holder')
      const controller = new AbortController()
      const b = outcome(pool.acquire('b', 'TEST_RUN', 'aborted at once', { signal: controller.signal, timeoutMs: 60 * MINUTE }))
      // A few microtask turns: the request has been sent (Redis) but no reply can have been read yet.
      for (let i = 0; i < 5; i++) await Promise.resolve()
      controller.abort()
      const result = await b
      expect(result.ok ? 'granted' : (result.error as Error).name).toBe('AbortError')
      await a.release()
      const status = await pool.status()
      expect([status.in_use, status.queue_depth]).toEqual([0, 0])
    })

    it('reclaims a slot over its max operation duration and grants it to the next waiter', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 1 })
      const a = await pool.acquire('a', 'COVERAGE_ANALYSIS', 'hangs', { maxOperationDurationMs: 5000 })
      const b = outcome(pool.acquire('b', 'TEST_RUN', 'waits'))
      await statusWhen(pool, (s) => s.queue_depth === 1)
      kit.clock.advance(5000)
      expect((await pool.cleanup()).reclaimed).toEqual([])
      kit.clock.advance(1)
      const result = await pool.cleanup()
      expect(result.reclaimed).toEqual([{ slot_id: a.slotId, request_id: 'a', reason: 'reclaimed: exceeded max operation duration' }])
      expect(a.signal.aborted).toBe(true)
      expect(a.signal.reason).toBeInstanceOf(SlotReclaimedError)
      const bResult = await b
      expect(bResult.ok && bResult.value.requestId).toBe('b')
      // The reclaimed holder's late release must not free b's slot.
      await a.release()
      const status = await pool.status()
      expect([status.in_use, status.running.map((r) => r.request_id)]).toEqual([1, ['b']])
      expect((await pool.recent()).find((r) => r.request_id === 'a')).toMatchObject({
        state: 'FAILED',
        reason: 'reclaimed: exceeded max operation duration',
        run_ms: 5001,
        max_operation_duration_ms: 5000,
      })
    })

    it('treats a slot without its own limit as stale after 60 minutes', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 1 })
      const a = await pool.acquire('a', 'EXPLORATION', 'long')
      kit.clock.advance(60 * MINUTE)
      expect((await pool.cleanup()).reclaimed).toEqual([])
      kit.clock.advance(1)
      expect((await pool.cleanup()).reclaimed.map((r) => r.request_id)).toEqual(['a'])
      expect((await pool.status()).in_use).toBe(0)
      expect(a.signal.aborted).toBe(true)
    })

    it('removes finished records older than 24 hours', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 1 })
      await (await pool.acquire('a', 'PRD_PROCESSING', 'done')).release()
      kit.clock.advance(24 * 60 * MINUTE)
      expect((await pool.cleanup()).removed_records).toBe(0)
      expect((await pool.recent()).map((r) => r.request_id)).toEqual(['a'])
      kit.clock.advance(1)
      expect((await pool.cleanup()).removed_records).toBe(1)
      expect(await pool.recent()).toEqual([])
    })

    it('grants nothing while the load-test lock is held and serves the queue after release', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 1 })
      const a = await pool.acquire('a', 'TEST_RUN', 'holder')
      const b = outcome(pool.acquire('b', 'TEST_RUN', 'queued before the load test'))
      await statusWhen(pool, (s) => s.queue_depth === 1)
      expect(await pool.loadTestLock.acquire('load-1')).toBe(true)
      expect(await pool.loadTestLock.acquire('load-2')).toBe(false)

      const refused = await outcome(pool.acquire('c', 'EXPLORATION', 'during the load test'))
      expect(refused.ok ? 'granted' : refused.error).toBeInstanceOf(LoadTestInProgressError)
      expect(refused.ok ? undefined : [(refused.error as LoadTestInProgressError).status, (refused.error as Error).message]).toEqual([
        409,
        'A load test is in progress',
      ])

      await a.release()
      const held = await pool.status()
      expect([held.in_use, held.queue_depth, held.queue[0]?.request_id]).toEqual([0, 1, 'b'])
      expect(held.load_test_lock).toEqual({ held: true, run_id: 'load-1', acquired_at: kit.clock.nowIso() })
      expect(await isPending(b)).toBe(true)

      expect(await pool.loadTestLock.release('load-2')).toBe(false)
      expect(await pool.loadTestLock.release('load-1')).toBe(true)
      const bResult = await b
      expect(bResult.ok && bResult.value.requestId).toBe('b')
      expect((await pool.status()).load_test_lock).toEqual({ held: false, run_id: null, acquired_at: null })
    })

    it('releases on scope exit with await using, and withSlot records FAILED when the work throws', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 1 })
      {
        await using lease = await pool.acquire('scoped', 'TEST_RUN', 'await using')
        expect(lease.requestId).toBe('scoped')
        expect((await pool.status()).in_use).toBe(1)
      }
      expect((await pool.status()).in_use).toBe(0)
      const failed = await outcome(
        withSlot(pool, { requestId: 'wrapped', type: 'TEST_RUN', description: 'throws' }, async () => {
          throw new Error('boom')
        }),
      )
      expect(failed.ok ? 'ok' : (failed.error as Error).message).toBe('boom')
      const value = await withSlot(pool, { requestId: 'fine', type: 'TEST_RUN', description: 'returns' }, async (lease) => lease.requestId)
      expect(value).toBe('fine')
      expect((await pool.recent()).map((r) => [r.request_id, r.state])).toEqual([
        ['fine', 'COMPLETED'],
        ['wrapped', 'FAILED'],
        ['scoped', 'COMPLETED'],
      ])
      expect((await pool.status()).in_use).toBe(0)
    })

    it('ignores every release after the first', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 1 })
      const a = await pool.acquire('a', 'TEST_RUN', 'twice')
      const b = outcome(pool.acquire('b', 'TEST_RUN', 'next'))
      await a.release('failed')
      await a.release('completed')
      const bResult = await b
      const c = outcome(pool.acquire('c', 'TEST_RUN', 'must wait for b'))
      await statusWhen(pool, (s) => s.queue_depth === 1)
      await a.release()
      expect(await isPending(c)).toBe(true)
      expect((await pool.recent()).map((r) => [r.request_id, r.state])).toEqual([['a', 'FAILED']])
      if (bResult.ok) await bResult.value.release()
      const cResult = await c
      if (cResult.ok) await cResult.value.release()
      expect(cResult.ok).toBe(true)
    })

    it('reports usage, queue, running slots and a breakdown by operation type', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 2 })
      const startedAt = kit.clock.nowIso()
      const a = await pool.acquire('a', 'TEST_RUN', 'login.spec.md')
      const b = await pool.acquire('b', 'EXPLORATION', 'explore shop', { maxOperationDurationMs: 10 * MINUTE })
      const c = outcome(pool.acquire('c', 'AGENT_TASK', 'heal selectors'))
      await statusWhen(pool, (s) => s.queue_depth === 1)
      kit.clock.advance(1500)
      const status = await pool.status()
      expect(status).toEqual({
        pool_type: adapter,
        max_slots: 2,
        in_use: 2,
        available: 0,
        queue_depth: 1,
        by_type: { TEST_RUN: 1, EXPLORATION: 1, AGENT_TASK: 0, PRD_PROCESSING: 0, COVERAGE_ANALYSIS: 0 },
        queue: [
          {
            slot_id: expect.any(String),
            request_id: 'c',
            type: 'AGENT_TASK',
            description: 'heal selectors',
            position: 1,
            queued_at: startedAt,
            waited_ms: 1500,
          },
        ],
        running: [
          {
            slot_id: a.slotId,
            request_id: 'a',
            type: 'TEST_RUN',
            description: 'login.spec.md',
            started_at: startedAt,
            running_ms: 1500,
            max_operation_duration_ms: 60 * MINUTE,
          },
          {
            slot_id: b.slotId,
            request_id: 'b',
            type: 'EXPLORATION',
            description: 'explore shop',
            started_at: startedAt,
            running_ms: 1500,
            max_operation_duration_ms: 10 * MINUTE,
          },
        ],
        load_test_lock: { held: false, run_id: null, acquired_at: null },
      })
      await a.release()
      const cResult = await c
      kit.clock.advance(500)
      await b.release('failed')
      const [bRecord, aRecord] = await pool.recent()
      expect(aRecord).toMatchObject({ request_id: 'a', state: 'COMPLETED', wait_ms: 0, run_ms: 1500, completed_at: expect.any(String) })
      expect(bRecord).toMatchObject({ request_id: 'b', state: 'FAILED', wait_ms: 0, run_ms: 2000, reason: null })
      expect(cResult.ok && cResult.value.waitedMs).toBe(1500)
    })

    it('start() cleans up at once and then periodically', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 1, cleanupIntervalMs: 20 })
      const a = await pool.acquire('a', 'TEST_RUN', 'stale before start', { maxOperationDurationMs: 100 })
      kit.clock.advance(101)
      await pool.start()
      expect(a.signal.aborted).toBe(true)
      expect((await pool.status()).in_use).toBe(0)
      const b = await pool.acquire('b', 'TEST_RUN', 'stale while running', { maxOperationDurationMs: 100 })
      kit.clock.advance(101)
      await statusWhen(pool, (s) => s.in_use === 0)
      expect(b.signal.aborted).toBe(true)
      await pool.stop()
    })

    it('stop() cancels waiting requests and refuses new ones', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 1 })
      const a = await pool.acquire('a', 'TEST_RUN', 'holder')
      const b = outcome(pool.acquire('b', 'TEST_RUN', 'waiting at stop'))
      await statusWhen(pool, (s) => s.queue_depth === 1)
      await pool.stop()
      const bResult = await b
      expect(bResult.ok ? 'granted' : bResult.error).toBeInstanceOf(SlotCancelledError)
      expect(bResult.ok ? '' : (bResult.error as Error).message).toBe('Browser slot request cancelled: pool stopped')
      const late = await outcome(pool.acquire('c', 'TEST_RUN', 'after stop'))
      expect(late.ok ? 'granted' : late.error).toBeInstanceOf(SlotCancelledError)
      await a.release()
      expect((await pool.status()).in_use).toBe(0)
    })

    it('rejects an unknown operation type', async ({ kit }) => {
      const pool = kit.make()
      const result = await outcome(pool.acquire('a', 'SCREENSHOT' as never, 'x'))
      expect(result.ok ? '' : (result.error as Error).message).toBe('Unknown operation type: SCREENSHOT')
    })

    it('lets concurrent holders never exceed the limit', async ({ kit }) => {
      const pool = kit.make({ maxSlots: 3 })
      let running = 0
      let peak = 0
      const worker = async (w: number) => {
        for (let i = 0; i < 15; i++) {
          const lease: Lease = await pool.acquire(`w${w}-${i}`, 'TEST_RUN', 'stress')
          running += 1
          peak = Math.max(peak, running)
          await new Promise((r) => setTimeout(r, i % 3))
          running -= 1
          await lease.release()
        }
      }
      await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(worker))
      expect(peak).toBe(3)
      const status = await pool.status()
      expect([status.in_use, status.queue_depth]).toEqual([0, 0])
      expect((await pool.recent(500)).length).toBe(120)
    })
  })
}
