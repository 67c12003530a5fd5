import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { describe, expect, test } from 'vitest'
import type { Db } from '../../../src/platform/db/database.js'
import { BullmqJobQueue, type BullmqJobQueueOptions } from '../../../src/platform/jobs/bullmq-job-queue.js'
import { JobCancelledError } from '../../../src/platform/jobs/job-errors.js'
import { TEST_KVSTORE_URL, testDialects } from '../../support/env.js'
import { createTestRuntime } from '../../support/runtime.js'
import { queueContract } from './queue-contract.js'
import { aborted, FAST, gate, waitFor, waitForStatus } from './support.js'

/** One Redis client and a key prefix of its own per test; every key under the prefix is deleted afterwards. */
export function redisScope(): { redis: Redis; prefix: string; cleanup(): Promise<void> } {
  const redis = new Redis(TEST_KVSTORE_URL ?? '', { maxRetriesPerRequest: null })
  const prefix = `t-${randomBytes(5).toString('hex')}`
  return {
    redis,
    prefix,
    cleanup: async () => {
      const keys = await redis.keys(`${prefix}:*`)
      if (keys.length > 0) await redis.del(...keys)
      redis.disconnect()
    },
  }
}

const it = test.extend<{
  bq: { db: Db; dropKeys(): Promise<void>; queue(options?: Partial<BullmqJobQueueOptions>): BullmqJobQueue }
}>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies as a pattern
  bq: async ({}, use) => {
    const runtime = await createTestRuntime('sqlite')
    const scope = redisScope()
    const queues: BullmqJobQueue[] = []
    await use({
      db: runtime.deps.db,
      dropKeys: async () => {
        const keys = await scope.redis.keys(`${scope.prefix}:*`)
        if (keys.length > 0) await scope.redis.del(...keys)
      },
      queue: (options = {}) => {
        const q = new BullmqJobQueue({ ...FAST, db: runtime.deps.db, redis: scope.redis, prefix: scope.prefix, ...options })
        queues.push(q)
        return q
      },
    })
    for (const q of queues) await q.stop()
    await scope.cleanup()
    await runtime.close()
  },
})

describe.skipIf(!TEST_KVSTORE_URL)('bullmq job queue', () => {
  for (const dialect of testDialects()) {
    describe(`${dialect}: bullmq job queue`, () => {
      queueContract(dialect, () => {
        const scope = redisScope()
        return {
          create: (options) => new BullmqJobQueue({ ...FAST, ...options, redis: scope.redis, prefix: scope.prefix }),
          cleanup: scope.cleanup,
        }
      })
    })
  }

  it('reaches a handler in another process through Redis pub/sub long before its next heartbeat', async ({ bq }) => {
    const runner = bq.queue({ heartbeatMs: 60_000 })
    const started = gate()
    let reason: unknown
    runner.register('test.remote', async ({ signal }) => {
      started.open()
      reason = await aborted(signal)
    })
    await runner.start()
    const api = bq.queue({ heartbeatMs: 60_000 })
    const job = await api.enqueue('test.remote', {}, { projectId: 'default' })
    await started.promise
    const t0 = Date.now()
    await api.cancel(job.id, 'default')
    await waitFor('the abort to arrive', () => reason, 2_000)
    expect(reason).toBeInstanceOf(JobCancelledError)
    expect(Date.now() - t0).toBeLessThan(1_000)
  })

  it('hands a queued row over again when its delivery was lost (its Redis keys deleted)', async ({ bq }) => {
    const producer = bq.queue({ sweepAfterMs: 0 })
    const job = await producer.enqueue('test.lost', { n: 1 }, { projectId: 'default' })
    await bq.dropKeys()
    const consumer = bq.queue()
    consumer.register('test.lost', async () => 'found')
    await consumer.start()
    expect(await producer.sweep()).toBe(1)
    expect((await waitForStatus(bq.db, job.id, 'completed')).result).toBe('"found"')
  })

  it('lets one process sweep at a time, handing every stale row over in one pass', async ({ bq }) => {
    const a = bq.queue({ sweepAfterMs: 0, sweepIntervalMs: 60_000 })
    const b = bq.queue({ sweepAfterMs: 0, sweepIntervalMs: 60_000 })
    const jobs = await Promise.all([1, 2, 3].map((n) => a.enqueue(n === 3 ? 'test.other' : 'test.lost', { n }, { projectId: 'default' })))
    await bq.dropKeys()
    const swept = await Promise.all([a.sweep(), b.sweep(), a.sweep()])
    expect(swept.sort()).toEqual([0, 0, 3])
    const consumer = bq.queue()
    consumer.register('test.lost', async () => 'found')
    consumer.register('test.other', async () => 'found')
    await consumer.start()
    for (const job of jobs) expect((await waitForStatus(bq.db, job.id, 'completed')).result).toBe('"found"')
  })

  it('re-hands rows queued long ago as soon as a consumer starts', async ({ bq }) => {
    const producer = bq.queue()
    const job = await producer.enqueue('test.lost', {}, { projectId: 'default' })
    await bq.dropKeys()
    const longAgo = new Date(Date.now() - 120_000).toISOString()
    await bq.db.updateTable('jobs').set({ created_at: longAgo }).where('id', '=', job.id).execute()
    const consumer = bq.queue({ sweepIntervalMs: 600_000 })
    consumer.register('test.lost', async () => 'found at start')
    await consumer.start()
    expect((await waitForStatus(bq.db, job.id, 'completed', 3_000)).result).toBe('"found at start"')
  })
})
