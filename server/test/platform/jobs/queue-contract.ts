import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from 'vitest'
import type { Db } from '../../../src/platform/db/database.js'
import type { DialectName } from '../../../src/platform/db/dialect.js'
import { INTERRUPTED_BY_RESTART, JobCancelledError, JobShutdownError, JobTimeoutError } from '../../../src/platform/jobs/job-errors.js'
import type { JobInterruption, JobQueue } from '../../../src/platform/jobs/job-queue.js'
import { createTestRuntime } from '../../support/runtime.js'
import { aborted, gate, insertOrphan, insertProject, jobRow, memoryLogger, waitFor, waitForStatus } from './support.js'

export interface QueueFactoryOptions {
  db: Db
  owner?: string
  concurrency?: number
  heartbeatMs?: number
  staleAfterMs?: number
  recoveryIntervalMs?: number
  agentTimeoutMs?: number
}

/** Builds a queue of the adapter under test; `cleanup` runs after every queue of the test has stopped. */
export interface QueueFactory {
  create(options: QueueFactoryOptions & { logger: ReturnType<typeof memoryLogger> }): JobQueue
  cleanup?(): Promise<void>
}

interface Fixture {
  db: Db
  logger: ReturnType<typeof memoryLogger>
  /** A queue on the test's database, stopped after the test. */
  queue(options?: Omit<QueueFactoryOptions, 'db'>): JobQueue
}

function queueTest(dialect: DialectName, factory: () => QueueFactory) {
  return test.extend<{ f: Fixture }>({
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies as a pattern
    f: async ({}, use) => {
      const runtime = await createTestRuntime(dialect)
      const made = factory()
      const logger = memoryLogger()
      const queues: JobQueue[] = []
      await use({
        db: runtime.deps.db,
        logger,
        queue: (options = {}) => {
          const q = made.create({ db: runtime.deps.db, logger, ...options })
          queues.push(q)
          return q
        },
      })
      for (const q of queues) await q.stop()
      await made.cleanup?.()
      await runtime.close()
    },
  })
}

/** Behaviour every adapter must show, run on every dialect. */
export function queueContract(dialect: DialectName, factory: () => QueueFactory): void {
  const it = queueTest(dialect, factory)

  it('runs a job and records its result, progress 100, one attempt and timestamps', async ({ f }) => {
    const q = f.queue()
    q.register('test.echo', async ({ job }) => ({ echoed: (job.payload as { n: number }).n * 2 }))
    await q.start()
    const job = await q.enqueue('test.echo', { n: 21 }, { projectId: 'default' })
    expect(job).toMatchObject({ kind: 'test.echo', status: 'queued', attempts: 0, max_attempts: 2, payload: { n: 21 } })
    const row = await waitForStatus(f.db, job.id, 'completed')
    const record = await q.get(job.id, 'default')
    expect(record).toMatchObject({ status: 'completed', result: { echoed: 42 }, progress: 100, attempts: 1, error: null, owner: null })
    expect(row.started_at! >= row.created_at).toBe(true)
    expect(row.finished_at! >= row.started_at!).toBe(true)
  })

  it('shows progress and its message while the handler runs', async ({ f }) => {
    const q = f.queue()
    const release = gate()
    q.register('test.progress', async ({ progress }) => {
      progress(37.4, 'compiling')
      progress(140)
      await release.promise
      return null
    })
    await q.start()
    const job = await q.enqueue('test.progress', {}, { projectId: 'default' })
    const seen = await waitFor('progress 100 with the kept message', async () => {
      const r = await q.get(job.id, 'default')
      return r?.progress === 100 ? r : undefined
    })
    expect([seen.status, seen.progress_message]).toEqual(['running', 'compiling'])
    release.open()
    await waitForStatus(f.db, job.id, 'completed')
  })

  it('fails a job whose handler throws, with the error as data, and does not retry it', async ({ f }) => {
    const q = f.queue()
    let calls = 0
    q.register('test.boom', async () => {
      calls += 1
      throw Object.assign(new TypeError('spec file is empty'), { code: 'EMPTY_SPEC' })
    })
    await q.start()
    const job = await q.enqueue('test.boom', {}, { projectId: 'default', maxAttempts: 3 })
    const row = await waitForStatus(f.db, job.id, 'failed')
    expect([row.error, row.error_name, row.error_code, row.attempts, calls]).toEqual([
      'spec file is empty',
      'TypeError',
      'EMPTY_SPEC',
      1,
      1,
    ])
  })

  it('fails a job that outlives its timeout with a clear error and aborts its signal', async ({ f }) => {
    const q = f.queue()
    let reason: unknown
    q.register(
      'test.slow',
      async ({ signal }) => {
        reason = await aborted(signal)
        return 'ignored'
      },
      { timeoutMs: 120 },
    )
    await q.start()
    const job = await q.enqueue('test.slow', {}, { projectId: 'default' })
    const row = await waitForStatus(f.db, job.id, 'failed')
    expect([row.error, row.error_name, row.error_code]).toEqual(['Job timed out after 0.12 s', 'JobTimeoutError', 'TIMEOUT'])
    expect(reason).toBeInstanceOf(JobTimeoutError)
  })

  it("bounds an 'agent' kind by the agent timeout, and a job's own timeout wins over its kind's", async ({ f }) => {
    const q = f.queue({ agentTimeoutMs: 100 })
    q.register('test.agent', async ({ signal }) => aborted(signal).then(() => null), { timeoutMs: 'agent' })
    await q.start()
    const byKind = await q.enqueue('test.agent', {}, { projectId: 'default' })
    expect((await waitForStatus(f.db, byKind.id, 'failed')).error).toBe('Job timed out after 0.1 s')
    const own = await q.enqueue('test.agent', {}, { projectId: 'default', timeoutMs: 50 })
    expect((await waitForStatus(f.db, own.id, 'failed')).error).toBe('Job timed out after 0.05 s')
  })

  it('cancels a queued job: it never runs and the hook is told', async ({ f }) => {
    const q = f.queue()
    const events: JobInterruption[] = []
    const ran: string[] = []
    q.register('test.fifo', async ({ job }) => {
      ran.push(job.id)
    })
    q.onInterrupted('test.fifo', (e) => {
      events.push(e)
    })
    const job = await q.enqueue('test.fifo', {}, { projectId: 'default' })
    const after = await q.enqueue('test.fifo', {}, { projectId: 'default' })
    const cancelled = await q.cancel(job.id, 'default')
    expect(cancelled).toMatchObject({ id: job.id, status: 'cancelled', attempts: 0 })
    // A second cancel is a no-op that returns the row as it is.
    expect(await q.cancel(job.id, 'default')).toMatchObject({ status: 'cancelled' })
    await q.start()
    // Concurrency 1 and oldest first: once the later job is done, the cancelled one has had its chance.
    await waitForStatus(f.db, after.id, 'completed')
    expect([ran, (await jobRow(f.db, job.id))?.status]).toEqual([[after.id], 'cancelled'])
    expect(events.map((e) => [e.job.id, e.outcome, e.job.status])).toEqual([[job.id, 'cancelled', 'cancelled']])
  })

  it('cancels a running job in this process: its signal aborts and a late result does not overwrite the cancel', async ({ f }) => {
    const q = f.queue()
    const started = gate()
    let reason: unknown
    q.register('test.cancel-me', async ({ signal }) => {
      started.open()
      reason = await aborted(signal)
      return 'finished anyway'
    })
    await q.start()
    const job = await q.enqueue('test.cancel-me', {}, { projectId: 'default' })
    await started.promise
    await q.cancel(job.id, 'default')
    await waitFor('the handler to see the abort', () => reason)
    expect(reason).toBeInstanceOf(JobCancelledError)
    await sleep(50)
    expect(await q.get(job.id, 'default')).toMatchObject({ status: 'cancelled', result: null })
  })

  it('cancels a job running in another process', async ({ f }) => {
    const runner = f.queue()
    const started = gate()
    let reason: unknown
    runner.register('test.remote', async ({ signal }) => {
      started.open()
      reason = await aborted(signal)
    })
    await runner.start()
    const api = f.queue()
    await api.start()
    const job = await api.enqueue('test.remote', {}, { projectId: 'default' })
    await started.promise
    expect(await api.cancel(job.id, 'default')).toMatchObject({ status: 'cancelled' })
    await waitFor('the remote handler to see the abort', () => reason)
    expect(reason).toBeInstanceOf(JobCancelledError)
  })

  it("keeps jobs inside their project: another project's id reads and cancels nothing", async ({ f }) => {
    const q = f.queue()
    const other = await insertProject(f.db)
    const job = await q.enqueue('test.scoped', { secret: 1 }, { projectId: other })
    expect(await q.get(job.id, 'default')).toBeUndefined()
    expect(await q.cancel(job.id, 'default')).toBeUndefined()
    expect(await q.get(job.id, other)).toMatchObject({ project_id: other, status: 'queued' })
  })

  it("never runs more jobs of a kind at once than the kind's concurrency", async ({ f }) => {
    const q = f.queue({ concurrency: 8 })
    let active = 0
    let peak = 0
    q.register(
      'test.bounded',
      async () => {
        active += 1
        peak = Math.max(peak, active)
        await new Promise((r) => setTimeout(r, 25))
        active -= 1
      },
      { concurrency: 2 },
    )
    await q.start()
    const jobs = await Promise.all(Array.from({ length: 6 }, () => q.enqueue('test.bounded', {}, { projectId: 'default' })))
    for (const job of jobs) await waitForStatus(f.db, job.id, 'completed')
    expect(peak).toBe(2)
  })

  it('runs rows queued while no consumer was up once one starts', async ({ f }) => {
    const producer = f.queue()
    const jobs = await Promise.all([1, 2, 3].map((n) => producer.enqueue('test.later', { n }, { projectId: 'default' })))
    const consumer = f.queue()
    consumer.register('test.later', async ({ job }) => (job.payload as { n: number }).n)
    await consumer.start()
    const results = []
    for (const job of jobs) results.push((await waitForStatus(f.db, job.id, 'completed')).result)
    expect(results).toEqual(['1', '2', '3'])
  })

  it('re-queues a stale running row once and runs it; the hook sees "requeued"', async ({ f }) => {
    const q = f.queue()
    const events: string[] = []
    q.register('test.orphan', async ({ job }) => `rerun of ${(job.payload as { tag: string }).tag}`)
    q.onInterrupted('test.orphan', ({ job, outcome }) => {
      events.push(`${outcome}:${job.status}:${job.id}`)
    })
    const id = await insertOrphan(f.db, { kind: 'test.orphan', attempts: 1, maxAttempts: 2, heartbeatAgoMs: 60_000, payload: { tag: 'x' } })
    await q.start()
    const row = await waitForStatus(f.db, id, 'completed')
    expect([row.result, row.attempts]).toEqual(['"rerun of x"', 2])
    expect(events).toEqual([`requeued:queued:${id}`])
  })

  it('fails a stale running row with no attempt left with exactly "interrupted by restart"', async ({ f }) => {
    const q = f.queue()
    const events: string[] = []
    q.onInterrupted('test.orphan', ({ job, outcome }) => {
      events.push(`${outcome}:${job.status}:${job.error}`)
    })
    const id = await insertOrphan(f.db, { kind: 'test.orphan', attempts: 2, maxAttempts: 2, heartbeatAgoMs: 60_000 })
    const fresh = await insertOrphan(f.db, { kind: 'test.orphan', attempts: 1, maxAttempts: 2, heartbeatAgoMs: 0 })
    const report = await q.recover()
    expect(report).toEqual({ requeued: [], failed: [id] })
    expect(await jobRow(f.db, id)).toMatchObject({
      status: 'failed',
      error: INTERRUPTED_BY_RESTART,
      error_code: 'INTERRUPTED',
      owner: null,
    })
    expect((await jobRow(f.db, fresh))?.status).toBe('running')
    expect(events).toEqual([`failed:failed:${INTERRUPTED_BY_RESTART}`])
    // A second sweep finds nothing more to do.
    expect(await q.recover()).toEqual({ requeued: [], failed: [] })
  })

  it('lets only one of two racing sweeps recover a row, so its hook runs once', async ({ f }) => {
    const a = f.queue()
    const b = f.queue()
    let hookRuns = 0
    for (const q of [a, b]) {
      q.onInterrupted('test.orphan', () => {
        hookRuns += 1
      })
    }
    const id = await insertOrphan(f.db, { kind: 'test.orphan', attempts: 1, maxAttempts: 2, heartbeatAgoMs: 60_000 })
    const [ra, rb] = await Promise.all([a.recover(), b.recover()])
    expect([...ra.requeued, ...rb.requeued]).toEqual([id])
    expect(hookRuns).toBe(1)
  })

  it('on stop, aborts what is still running after the grace period and leaves its row recoverable', async ({ f }) => {
    const q = f.queue()
    const started = gate()
    let reason: unknown
    const events: string[] = []
    q.register('test.stubborn', async ({ signal }) => {
      started.open()
      reason = await aborted(signal)
    })
    q.onInterrupted('test.stubborn', ({ outcome }) => void events.push(outcome))
    await q.start()
    const job = await q.enqueue('test.stubborn', {}, { projectId: 'default' })
    await started.promise
    await q.stop()
    expect(reason).toBeInstanceOf(JobShutdownError)
    expect(await jobRow(f.db, job.id)).toMatchObject({ status: 'queued', owner: null, attempts: 1 })
    expect(events).toEqual(['requeued'])
    // The next process runs it.
    const next = f.queue()
    next.register('test.stubborn', async () => 'second attempt')
    await next.start()
    expect((await waitForStatus(f.db, job.id, 'completed')).attempts).toBe(2)
  })

  it('lets two consumers share the work without running any job twice', async ({ f }) => {
    const runs = new Map<string, number>()
    for (const owner of ['a', 'b']) {
      const q = f.queue({ owner })
      q.register(
        'test.shared',
        async ({ job }) => {
          runs.set(job.id, (runs.get(job.id) ?? 0) + 1)
          await new Promise((r) => setTimeout(r, 5))
          return owner
        },
        { concurrency: 2 },
      )
      await q.start()
    }
    const producer = f.queue()
    const jobs = await Promise.all(Array.from({ length: 12 }, () => producer.enqueue('test.shared', {}, { projectId: 'default' })))
    for (const job of jobs) await waitForStatus(f.db, job.id, 'completed')
    expect([...runs.values()].every((n) => n === 1)).toBe(true)
    expect(runs.size).toBe(12)
  })
  it('leaves a job row before aborting it (timeout, shutdown), so the handler can no longer own it; a timeout runs the hook', async ({
    f,
  }) => {
    const q = f.queue()
    const seen: Record<string, unknown> = {}
    const events: JobInterruption[] = []
    const started = gate()
    for (const kind of ['test.late', 'test.drained']) {
      q.register(
        kind,
        async ({ job, signal }) => {
          if (kind === 'test.drained') started.open()
          await aborted(signal)
          // What a guarded terminal write would see at the moment the handler hears of the abort.
          seen[kind] = await jobRow(f.db, job.id)
        },
        { timeoutMs: kind === 'test.late' ? 120 : 60_000 },
      )
      q.onInterrupted(kind, (event) => void events.push(event))
    }
    await q.start()
    const late = await q.enqueue('test.late', {}, { projectId: 'default' })
    await waitFor('the timed-out handler to look', () => seen['test.late'])
    expect(seen['test.late']).toMatchObject({ status: 'failed', error: 'Job timed out after 0.12 s' })
    expect(events.map((e) => [e.job.id, e.outcome, e.job.error])).toEqual([[late.id, 'failed', 'Job timed out after 0.12 s']])

    const drained = await q.enqueue('test.drained', {}, { projectId: 'default' })
    await started.promise
    await q.stop()
    await waitFor('the drained handler to look', () => seen['test.drained'])
    expect(seen['test.drained']).toMatchObject({ status: 'queued', owner: null, attempts: 1 })
    expect(events.at(-1)).toMatchObject({ outcome: 'requeued', job: { id: drained.id } })
  })

  it('writes the job row and the feature record in one transaction (enqueue alongside)', async ({ f }) => {
    const q = f.queue()
    const projectId = await insertProject(f.db)
    const before = await f.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    await expect(
      q.enqueue(
        'test.together',
        {},
        {
          projectId,
          alongside: async (trx) => {
            await trx.updateTable('projects').set({ description: 'touched' }).where('id', '=', projectId).execute()
            throw new Error('the record could not be written')
          },
        },
      ),
    ).rejects.toThrow('the record could not be written')
    const after = await f.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
    const project = await f.db.selectFrom('projects').select('description').where('id', '=', projectId).executeTakeFirstOrThrow()
    expect(project.description).toBeNull()
    let seenJob = ''
    const job = await q.enqueue(
      'test.together',
      {},
      {
        projectId,
        alongside: async (_trx, row) => {
          seenJob = row.id
        },
      },
    )
    expect(seenJob).toBe(job.id)
  })
}
