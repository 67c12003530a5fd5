import { describe, expect, test } from 'vitest'
import { jobRoutes } from '../../../src/modules/jobs/routes.js'
import { INTERRUPTED_BY_RESTART } from '../../../src/platform/jobs/job-errors.js'
import { LocalJobQueue } from '../../../src/platform/jobs/local-job-queue.js'
import { aborted, FAST, gate, insertOrphan, waitForStatus } from '../../platform/jobs/support.js'
import { type AppHarness, createAppHarness } from '../../support/app.js'
import { testDialects } from '../../support/env.js'

type Harness = AppHarness & { jobs: LocalJobQueue }

function jobsTest(dialect: 'sqlite' | 'postgres') {
  return test.extend<{ h: Harness }>({
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies as a pattern
    h: async ({}, use) => {
      let jobs: LocalJobQueue | undefined
      const extended = await createAppHarness(
        dialect,
        { REQUIRE_AUTH: 'true' },
        {
          without: [jobRoutes],
          extend: async (app, deps) => {
            const queue = new LocalJobQueue({ ...FAST, db: deps.db })
            jobs = queue
            await app.register(jobRoutes, { deps: { ...deps, jobs: queue } })
            return () => queue.stop()
          },
        },
      )
      if (!jobs) throw new Error('queue not built')
      await use({ ...extended, jobs })
      await extended.close()
    },
  })
}

const SHAPE = [
  'attempts',
  'created_at',
  'error',
  'finished_at',
  'id',
  'kind',
  'progress',
  'progress_message',
  'project_id',
  'result',
  'started_at',
  'status',
]

for (const dialect of testDialects()) {
  describe(`${dialect}: GET /jobs/{id}`, () => {
    const it = jobsTest(dialect)

    it('returns a finished job in the documented shape, result included', async ({ h }) => {
      const p = await h.project()
      h.jobs.register('test.sum', async ({ job, progress }) => {
        progress(50, 'adding')
        return { sum: (job.payload as number[]).reduce((a, b) => a + b, 0) }
      })
      await h.jobs.start()
      const job = await h.jobs.enqueue('test.sum', [1, 2, 3], { projectId: p.id })
      await waitForStatus(h.deps.db, job.id, 'completed')
      const res = await h.request(p.members.viewer, { url: `/jobs/${job.id}?project_id=${p.id}` })
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(Object.keys(body).sort()).toEqual(SHAPE)
      expect(body).toMatchObject({
        id: job.id,
        kind: 'test.sum',
        project_id: p.id,
        status: 'completed',
        progress: 100,
        progress_message: 'adding',
        result: { sum: 6 },
        error: null,
        attempts: 1,
      })
      expect(typeof body.finished_at).toBe('string')
    })

    it('shows "interrupted by restart" for a job a restart used up', async ({ h }) => {
      const id = await insertOrphan(h.deps.db, { kind: 'test.gone', attempts: 1, maxAttempts: 1, heartbeatAgoMs: 60_000 })
      await h.jobs.recover()
      const admin = await h.user({ superuser: true })
      const res = await h.request(admin, { url: `/jobs/${id}` })
      expect(res.json()).toMatchObject({ status: 'failed', error: INTERRUPTED_BY_RESTART, project_id: 'default' })
    })

    it("answers 404 for another project's job, even to a member of that other project", async ({ h }) => {
      const mine = await h.project()
      const theirs = await h.project()
      const job = await h.jobs.enqueue('test.private', {}, { projectId: theirs.id })
      const res = await h.request(mine.members.owner, { url: `/jobs/${job.id}?project_id=${mine.id}` })
      expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Job not found' }])
      // Without project_id the lookup is in "default", where the job is not either.
      const admin = await h.user({ superuser: true })
      const noProject = await h.request(admin, { url: `/jobs/${job.id}` })
      expect([noProject.statusCode, noProject.json()]).toEqual([404, { detail: 'Job not found' }])
    })

    it('rejects anonymous callers with 401 and non-members with 404', async ({ h }) => {
      const p = await h.project()
      const job = await h.jobs.enqueue('test.private', {}, { projectId: p.id })
      const anonymous = await h.request(undefined, { url: `/jobs/${job.id}?project_id=${p.id}` })
      expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { detail: 'Not authenticated' }])
      const stranger = await h.user()
      const res = await h.request(stranger, { url: `/jobs/${job.id}?project_id=${p.id}` })
      expect(res.statusCode).toBe(404)
    })

    it('answers 422 for an id that is not a UUID', async ({ h }) => {
      const admin = await h.user({ superuser: true })
      const res = await h.request(admin, { url: '/jobs/not-a-job' })
      expect(res.statusCode).toBe(422)
      expect(res.json().detail[0].loc).toEqual(['path', 'id'])
    })
  })

  describe(`${dialect}: GET /jobs`, () => {
    const it = jobsTest(dialect)

    it("lists a project's jobs newest first, filtered by status, never another project's", async ({ h }) => {
      const p = await h.project()
      const other = await h.project()
      h.jobs.register('test.noop', async () => ({ ok: true }))
      const first = await h.jobs.enqueue('test.noop', {}, { projectId: p.id })
      await h.jobs.start()
      await waitForStatus(h.deps.db, first.id, 'completed')
      await h.jobs.stop()
      const second = await h.jobs.enqueue('test.noop', {}, { projectId: p.id })
      await h.jobs.enqueue('test.noop', {}, { projectId: other.id })
      const all = (await h.request(p.members.viewer, { url: `/jobs?project_id=${p.id}` })).json()
      expect(all).toMatchObject({ total: 2, limit: 20, offset: 0, has_more: false })
      expect(all.items.map((j: { id: string }) => j.id)).toEqual([second.id, first.id])
      const done = (await h.request(p.members.viewer, { url: `/jobs?project_id=${p.id}&status=completed` })).json()
      expect(done.items.map((j: { id: string; status: string }) => [j.id, j.status])).toEqual([[first.id, 'completed']])
      const bad = await h.request(p.members.viewer, { url: `/jobs?project_id=${p.id}&status=exploded` })
      expect(bad.statusCode).toBe(422)
      expect(bad.json().detail[0].loc).toEqual(['query', 'status'])
    })
  })

  describe(`${dialect}: POST /jobs/{id}/cancel`, () => {
    const it = jobsTest(dialect)

    it('cancels a running job: the handler is aborted and the job reads cancelled', async ({ h }) => {
      const p = await h.project()
      const started = gate()
      let reason: unknown
      h.jobs.register('test.long', async ({ signal }) => {
        started.open()
        reason = await aborted(signal)
      })
      await h.jobs.start()
      const job = await h.jobs.enqueue('test.long', {}, { projectId: p.id })
      await started.promise
      const res = await h.request(p.members.member, { method: 'POST', url: `/jobs/${job.id}/cancel?project_id=${p.id}` })
      expect([res.statusCode, res.json().status]).toEqual([200, 'cancelled'])
      expect((reason as Error).name).toBe('JobCancelledError')
      const again = await h.request(p.members.member, { method: 'POST', url: `/jobs/${job.id}/cancel?project_id=${p.id}` })
      expect([again.statusCode, again.json().status]).toEqual([200, 'cancelled'])
    })

    it('refuses a viewer with 403 and a finished job with 409', async ({ h }) => {
      const p = await h.project()
      h.jobs.register('test.quick', async () => 'done')
      await h.jobs.start()
      const job = await h.jobs.enqueue('test.quick', {}, { projectId: p.id })
      const viewer = await h.request(p.members.viewer, { method: 'POST', url: `/jobs/${job.id}/cancel?project_id=${p.id}` })
      expect([viewer.statusCode, viewer.json()]).toEqual([
        403,
        { detail: 'This action needs the member role in the project; you are viewer' },
      ])
      await waitForStatus(h.deps.db, job.id, 'completed')
      const res = await h.request(p.members.member, { method: 'POST', url: `/jobs/${job.id}/cancel?project_id=${p.id}` })
      expect([res.statusCode, res.json()]).toEqual([409, { detail: 'Job has already finished (completed)' }])
    })

    it("answers 404 when cancelling another project's job and leaves it alone", async ({ h }) => {
      const mine = await h.project()
      const theirs = await h.project()
      const job = await h.jobs.enqueue('test.private', {}, { projectId: theirs.id })
      const res = await h.request(mine.members.owner, { method: 'POST', url: `/jobs/${job.id}/cancel?project_id=${mine.id}` })
      expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Job not found' }])
      expect((await h.jobs.get(job.id, theirs.id))?.status).toBe('queued')
    })
  })
}
