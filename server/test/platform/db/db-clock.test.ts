import { describe, expect, it } from 'vitest'
import type { Clock } from '../../../src/platform/clock.js'
import { DbSyncedClock } from '../../../src/platform/db/db-clock.js'
import { LocalJobQueue } from '../../../src/platform/jobs/local-job-queue.js'
import { TEST_DATABASE_URL } from '../../support/env.js'
import { createTestRuntime } from '../../support/runtime.js'
import { FAST, gate, waitForStatus } from '../jobs/support.js'

const MINUTES_2 = 120_000
const behind = () => Date.now() - MINUTES_2
const ahead = () => Date.now() + MINUTES_2

describe('sqlite: database clock', () => {
  it('is the process clock (SQLite runs in this process)', async () => {
    const rt = await createTestRuntime('sqlite')
    try {
      const clock = new DbSyncedClock(rt.deps.db, 'sqlite', behind)
      await clock.sync()
      expect(clock.offsetMs).toBe(0)
      expect(Math.abs(clock.now() - behind())).toBeLessThan(50)
    } finally {
      await rt.close()
    }
  })
})

describe.skipIf(!TEST_DATABASE_URL)('postgres: database clock', () => {
  it('brings processes whose clocks differ by four minutes onto the database time', async () => {
    const rt = await createTestRuntime('postgres')
    try {
      const slow = new DbSyncedClock(rt.deps.db, 'postgres', behind)
      const fast = new DbSyncedClock(rt.deps.db, 'postgres', ahead)
      await Promise.all([slow.sync(), fast.sync()])
      expect(slow.offsetMs).toBeGreaterThan(MINUTES_2 - 2_000)
      expect(fast.offsetMs).toBeLessThan(-MINUTES_2 + 2_000)
      // The machine's clock and PostgreSQL's are one here, so both land on it.
      expect(Math.abs(slow.now() - fast.now())).toBeLessThan(2_000)
      expect(Math.abs(slow.now() - Date.now())).toBeLessThan(2_000)
      expect(Date.parse(slow.nowIso())).toBeGreaterThan(Date.now() - 2_000)
    } finally {
      await rt.close()
    }
  })

  it('keeps a live job of a process whose clock is behind from being taken over by another process', async () => {
    const rt = await createTestRuntime('postgres')
    const held = gate()
    const run = async (kind: string, clockOfOwner: Clock): Promise<string[]> => {
      // The owner stamps the row once (at claim) with its own clock: a heartbeat racing the sweep would only add noise.
      const owner = new LocalJobQueue({ ...FAST, heartbeatMs: 60_000, db: rt.deps.db, clock: clockOfOwner })
      const sweeper = new LocalJobQueue({ ...FAST, db: rt.deps.db, clock: await synced(() => Date.now()) })
      owner.register(kind, () => held.promise)
      await owner.start()
      const job = await owner.enqueue(kind, {}, { projectId: 'default' })
      await waitForStatus(rt.deps.db, job.id, 'running')
      const report = await sweeper.recover()
      await owner.stop()
      return report.requeued
    }
    const synced = async (local: () => number) => {
      const clock = new DbSyncedClock(rt.deps.db, 'postgres', local)
      await clock.sync()
      return clock
    }
    try {
      // The hazard: by its own clock, two minutes behind, the owner's fresh heartbeat looks stale to everyone else.
      const raw: Clock = { now: behind, nowIso: () => new Date(behind()).toISOString() }
      expect(await run('test.clock-raw', raw)).toHaveLength(1)
      // Following the database's clock, the same owner is seen alive.
      expect(await run('test.clock-synced', await synced(behind))).toEqual([])
    } finally {
      held.open()
      await rt.close()
    }
  })
})
