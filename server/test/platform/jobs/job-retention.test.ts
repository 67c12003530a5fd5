import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/config.js'
import { pruneFinishedJobs } from '../../../src/platform/jobs/job-retention.js'
import { testDialects } from '../../support/env.js'
import { createTestRuntime } from '../../support/runtime.js'

const DAY = 24 * 3600 * 1000

describe('JOB_RETENTION_DAYS', () => {
  it('defaults to 30 days, 0 keeps every row, and is bounded', () => {
    expect(loadConfig({}).jobRetentionDays).toBe(30)
    expect(loadConfig({ JOB_RETENTION_DAYS: '0' }).jobRetentionDays).toBe(0)
    expect(() => loadConfig({ JOB_RETENTION_DAYS: '-1' })).toThrow('JOB_RETENTION_DAYS')
  })
})

for (const dialect of testDialects()) {
  describe(`${dialect}: pruning finished jobs`, () => {
    it('deletes finished rows past the retention and keeps live and recent ones', async () => {
      const rt = await createTestRuntime(dialect)
      try {
        const { db, jobs, clock } = rt.deps
        const now = clock.now()
        const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString()
        const cases = [
          { name: 'old completed', status: 'completed', finished: at(31) },
          { name: 'old failed', status: 'failed', finished: at(45) },
          { name: 'old cancelled', status: 'cancelled', finished: at(400) },
          { name: 'recent completed', status: 'completed', finished: at(29) },
          { name: 'old but queued', status: 'queued', finished: null },
          { name: 'old but running', status: 'running', finished: null },
        ] as const
        const ids: Record<string, string> = {}
        for (const c of cases) {
          const job = await jobs.enqueue('test.retention', { name: c.name }, { projectId: 'default' })
          ids[c.name] = job.id
          await db
            .updateTable('jobs')
            .set({ status: c.status, created_at: at(500), finished_at: c.finished })
            .where('id', '=', job.id)
            .execute()
        }
        expect(await pruneFinishedJobs(db, clock, 30)).toBe(3)
        const left = await db.selectFrom('jobs').select('id').where('kind', '=', 'test.retention').execute()
        expect(left.map((r) => r.id).sort()).toEqual([ids['recent completed'], ids['old but queued'], ids['old but running']].sort())
        expect(await pruneFinishedJobs(db, clock, 30)).toBe(0)
      } finally {
        await rt.close()
      }
    })
  })
}
