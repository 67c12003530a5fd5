import { describe, expect, it } from 'vitest'
import * as store from '../../../src/modules/runs/store.js'
import { attemptOf } from '../../../src/platform/jobs/job-attempt.js'
import { claimJob, requeueJob } from '../../../src/platform/jobs/job-store.js'
import { LocalJobQueue } from '../../../src/platform/jobs/local-job-queue.js'
import { testDialects } from '../../support/env.js'
import { createTestRuntime } from '../../support/runtime.js'

// The guard on a run handler's writes: only the job attempt that owns the job row may start or settle the run.

function newRun(id: string, jobId: string) {
  return {
    id,
    project_id: 'default',
    spec_name: 's',
    status: 'queued',
    engine: 'rules',
    heal: 1,
    max_heal_attempts: 3,
    job_id: jobId,
    stages: null,
    plan: null,
    code: null,
    attempts: null,
    error: null,
    created_at: new Date().toISOString(),
    started_at: null,
    finished_at: null,
    duration_ms: null,
  }
}

describe.each(testDialects())('%s: run writes guarded by the owning job attempt', (dialect) => {
  it('lands for the owner, never after a re-queue or for another attempt', async () => {
    const rt = await createTestRuntime(dialect)
    try {
      const db = rt.deps.db
      const queue = new LocalJobQueue({ db })
      const runId = '01900000-0000-7000-8000-000000000001'
      const job = await queue.enqueue(
        'test.owned',
        {},
        { projectId: 'default', alongside: (trx, j) => store.insertRun(trx, newRun(runId, j.id)).then(() => undefined) },
      )
      const first = await claimJob(db, job.id, 'owner-a', new Date().toISOString())
      if (!first) throw new Error('not claimed')
      const a1 = attemptOf(first)
      expect(await store.startRunOwned(db, runId, { ...a1, owner: 'owner-b' }, {})).toBe(false)
      expect(await store.startRunOwned(db, runId, a1, {})).toBe(true)

      // Shutdown re-queues the job: attempt 1 can no longer settle the run, the hook puts it back to queued.
      expect(await requeueJob(db, first)).toBeDefined()
      await store.requeueRun(db, runId)
      expect(await store.finishRunOwned(db, runId, a1, { status: 'error', error: 'interrupted by shutdown' })).toBe(false)
      expect((await store.findRun(db, 'default', runId))?.status).toBe('queued')

      // Attempt 2 owns it now and settles it; attempt 1's late write still cannot land.
      const second = await claimJob(db, job.id, 'owner-a', new Date().toISOString())
      if (!second) throw new Error('not claimed again')
      const a2 = attemptOf(second)
      expect(a2.attempts).toBe(2)
      expect(await store.startRunOwned(db, runId, a2, {})).toBe(true)
      expect(await store.finishRunOwned(db, runId, a1, { status: 'passed' })).toBe(false)
      expect(await store.finishRunOwned(db, runId, a2, { status: 'failed', error: 'x' })).toBe(true)
      expect(await store.finishRunOwned(db, runId, a2, { status: 'passed' })).toBe(false) // already settled
      expect((await store.findRun(db, 'default', runId))?.status).toBe('failed')
    } finally {
      await rt.close()
    }
  })
})
