import { describe, expect, it } from 'vitest'
import { LocalJobQueue } from '../../../src/platform/jobs/local-job-queue.js'
import { testDialects } from '../../support/env.js'
import { createTestRuntime } from '../../support/runtime.js'
import { queueContract } from './queue-contract.js'
import { FAST, waitForStatus } from './support.js'

for (const dialect of testDialects()) {
  describe(`${dialect}: local job queue`, () => {
    queueContract(dialect, () => ({ create: (options) => new LocalJobQueue({ ...FAST, ...options }) }))
  })
}

describe('sqlite: local job queue limits', () => {
  it('never runs more jobs at once than the process-wide concurrency, across kinds', async () => {
    const runtime = await createTestRuntime('sqlite')
    const q = new LocalJobQueue({ ...FAST, db: runtime.deps.db, concurrency: 2 })
    let active = 0
    let peak = 0
    const handler = async () => {
      active += 1
      peak = Math.max(peak, active)
      await new Promise((r) => setTimeout(r, 20))
      active -= 1
    }
    for (const kind of ['test.a', 'test.b', 'test.c']) q.register(kind, handler, { concurrency: 2 })
    await q.start()
    const jobs = []
    for (const kind of ['test.a', 'test.b', 'test.c', 'test.a', 'test.b', 'test.c']) {
      jobs.push(await q.enqueue(kind, {}, { projectId: 'default' }))
    }
    for (const job of jobs) await waitForStatus(runtime.deps.db, job.id, 'completed')
    await q.stop()
    await runtime.close()
    expect(peak).toBe(2)
  })
})
