import { describe, expect, vi } from 'vitest'
import { SlotCancelledError } from '../../../src/platform/browser-pool/errors.js'
import { TEST_KVSTORE_URL } from '../../support/env.js'
import { isPending, outcome, poolTest, statusWhen } from './pool-fixtures.js'

// Several pool instances on one key prefix behave like several processes (each has its own connections).
describe.skipIf(!TEST_KVSTORE_URL)('kvstore: browser pool shared between processes', () => {
  const it = poolTest('kvstore')
  // A re-check interval far longer than the test: only a notification can wake a waiter in time.
  const noRecheck = { heartbeatIntervalMs: 60_000 }

  it('wakes a waiter of another process through a notification, not a polling loop', async ({ kit }) => {
    const api = kit.make({ maxSlots: 1, ...noRecheck })
    const worker = kit.make({ maxSlots: 1, ...noRecheck })
    const held = await api.acquire('api', 'TEST_RUN', 'held by the API process')
    const waiting = worker.acquire('worker', 'TEST_RUN', 'queued in the worker process')
    await statusWhen(api, (s) => s.queue_depth === 1)
    expect(await isPending(waiting)).toBe(true)
    const releasedAt = Date.now()
    await held.release()
    const lease = await waiting
    expect(Date.now() - releasedAt).toBeLessThan(1000)
    expect(lease.requestId).toBe('worker')
    await lease.release()
  })

  it('enforces one limit across processes, the one of the process started last', async ({ kit }) => {
    const first = kit.make({ maxSlots: 1, ...noRecheck })
    await first.start()
    const second = kit.make({ maxSlots: 2, ...noRecheck })
    await second.start()
    expect((await first.status()).max_slots).toBe(2)
    const a = await first.acquire('a', 'TEST_RUN', 'one')
    const b = await second.acquire('b', 'TEST_RUN', 'two')
    const c = outcome(first.acquire('c', 'TEST_RUN', 'three'))
    const status = await statusWhen(second, (s) => s.queue_depth === 1)
    expect([status.in_use, status.available, status.running.map((r) => r.request_id)]).toEqual([2, 0, ['a', 'b']])
    await b.release()
    const cResult = await c
    expect(cResult.ok && cResult.value.requestId).toBe('c')
    await a.release()
    if (cResult.ok) await cResult.value.release()
  })

  it('reclaims the slots of a process that stopped heartbeating', async ({ kit }) => {
    const survivor = kit.make({ maxSlots: 1, ...noRecheck })
    await survivor.start()
    const before = new Set(await kit.redis!.keys(`${kit.prefix}owner:*`))
    const doomed = kit.make({ maxSlots: 1, ...noRecheck })
    const lease = await doomed.acquire('doomed', 'AGENT_TASK', 'its process dies')
    const waiting = outcome(survivor.acquire('next', 'AGENT_TASK', 'waits'))
    await statusWhen(survivor, (s) => s.queue_depth === 1)
    const doomedOwner = (await kit.redis!.keys(`${kit.prefix}owner:*`)).filter((k) => !before.has(k))
    expect(doomedOwner).toHaveLength(1)
    await kit.redis!.del(doomedOwner[0]!)

    const result = await survivor.cleanup()
    expect(result.reclaimed).toEqual([{ slot_id: lease.slotId, request_id: 'doomed', reason: 'reclaimed: owner gone' }])
    const next = await waiting
    expect(next.ok && next.value.requestId).toBe('next')
    // The holder is told through the notification channel.
    await vi.waitFor(() => expect(lease.signal.aborted).toBe(true), { timeout: 2000, interval: 5 })
    if (next.ok) await next.value.release()
  })

  it('drops a waiter whose process stopped heartbeating instead of granting it', async ({ kit }) => {
    const survivor = kit.make({ maxSlots: 1, ...noRecheck })
    await survivor.start()
    const before = new Set(await kit.redis!.keys(`${kit.prefix}owner:*`))
    const doomed = kit.make({ maxSlots: 1, ...noRecheck })
    const held = await survivor.acquire('held', 'TEST_RUN', 'holder')
    const orphan = outcome(doomed.acquire('orphan', 'TEST_RUN', 'its process dies while queued'))
    await statusWhen(survivor, (s) => s.queue_depth === 1)
    const later = outcome(survivor.acquire('later', 'TEST_RUN', 'queued behind the orphan'))
    const queued = await statusWhen(survivor, (s) => s.queue_depth === 2)
    expect(queued.queue.map((q) => q.request_id)).toEqual(['orphan', 'later'])
    const doomedOwner = (await kit.redis!.keys(`${kit.prefix}owner:*`)).filter((k) => !before.has(k))
    await kit.redis!.del(doomedOwner[0]!)

    await held.release()
    const [orphanResult, laterResult] = await Promise.all([orphan, later])
    expect(orphanResult.ok ? 'granted' : orphanResult.error).toBeInstanceOf(SlotCancelledError)
    expect(laterResult.ok && laterResult.value.requestId).toBe('later')
    expect((await survivor.recent()).find((r) => r.request_id === 'orphan')).toMatchObject({ state: 'CANCELLED', reason: 'owner gone' })
    if (laterResult.ok) await laterResult.value.release()
  })

  it('recovers a grant whose notification was lost through the periodic re-check', async ({ kit }) => {
    const pool = kit.make({ maxSlots: 1, heartbeatIntervalMs: 50 })
    const held = await pool.acquire('held', 'TEST_RUN', 'holder')
    const waiting = pool.acquire('waiting', 'TEST_RUN', 'its grant message is lost')
    const { queue } = await statusWhen(pool, (s) => s.queue_depth === 1)
    const slotId = queue[0]!.slot_id
    // Grant by hand, the way the release script does, but without publishing the notification.
    const r = kit.redis!
    await r
      .multi()
      .zrem(`${kit.prefix}running`, held.slotId)
      .lrem(`${kit.prefix}queue`, 0, slotId)
      .hset(`${kit.prefix}slot:${slotId}`, 'state', 'RUNNING', 'started_at', String(kit.clock.now()))
      .zadd(`${kit.prefix}running`, kit.clock.now(), slotId)
      .exec()
    const lease = await waiting
    expect(lease.slotId).toBe(slotId)
    await lease.release()
  })
})
