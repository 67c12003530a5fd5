import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import type { Db } from '../../../src/platform/db/database.js'
import type { DialectName } from '../../../src/platform/db/dialect.js'
import { JobEngine } from '../../../src/platform/jobs/job-engine.js'
import { TEST_DATABASE_URL, testDialects } from '../../support/env.js'
import { createTestRuntime, type TestRuntime } from '../../support/runtime.js'
import { FAST, jobRow, memoryLogger, waitFor } from './support.js'

/**
 * Makes the next write to the jobs table fail for real: SQLite finds the database locked by another connection;
 * PostgreSQL has the writing connection terminated while it waits for a row lock held elsewhere.
 */
async function breakNextJobWrite(dialect: DialectName, runtime: TestRuntime, jobId: string) {
  const { db } = runtime.deps
  if (dialect === 'sqlite') {
    await sql`PRAGMA busy_timeout = 100`.execute(db) // give up on the lock in 100 ms, not 5 s
    const other = new SQLite(path.join(runtime.dataDir, 'specwright.db'))
    other.exec('BEGIN IMMEDIATE')
    return {
      strike: async () => {},
      heal: async () => {
        other.exec('ROLLBACK')
        other.close()
        await sql`PRAGMA busy_timeout = 5000`.execute(db)
      },
    }
  }
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
  const locker = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` })
  // Watches from outside the locker's transaction, where pg_stat_activity would be one snapshot for its whole length.
  const watcher = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await Promise.all([locker.connect(), watcher.connect()])
  const lockerPid = (await locker.query('SELECT pg_backend_pid() AS pid')).rows[0]?.pid as number
  await locker.query('BEGIN')
  await locker.query('SELECT id FROM jobs WHERE id = $1 FOR UPDATE', [jobId])
  return {
    // Once the write waits on the row lock, its connection is terminated under it.
    strike: async () => {
      const pid = await waitFor('the job write to wait on the row lock', async () => {
        const r = await watcher.query('SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [lockerPid])
        return r.rows[0]?.pid as number | undefined
      })
      await watcher.query('SELECT pg_terminate_backend($1)', [pid])
    },
    heal: async () => {
      await locker.end() // ends its transaction and lock
      await watcher.end()
      // The terminated connection may go back to the pool before pg notices it closed; one query can still get it.
      await waitFor('the pool to drop the terminated connection', () =>
        sql`select 1`.execute(db).then(
          () => true,
          () => false,
        ),
      )
    },
  }
}

async function queuedJob(engine: JobEngine, db: Db, kind: string) {
  const inserted = await engine.enqueue(kind, {}, { projectId: 'default' })
  const claimed = await engine.claim(inserted.id)
  if (!claimed) throw new Error('claim failed')
  expect((await jobRow(db, claimed.id))?.status).toBe('running')
  return claimed
}

const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => unhandled.push(reason)
afterEach(() => {
  process.off('unhandledRejection', onUnhandled)
  unhandled.length = 0
})

for (const dialect of testDialects()) {
  describe(`${dialect}: an attempt whose final write fails`, () => {
    it('of a kind with no handler: logs it with the job, rejects nothing, and leaves the row to recovery', async () => {
      const runtime = await createTestRuntime(dialect)
      const { db } = runtime.deps
      const logger = memoryLogger()
      const engine = new JobEngine({ ...FAST, db, logger, staleAfterMs: 200 })
      let heal: (() => Promise<void>) | undefined
      try {
        process.on('unhandledRejection', onUnhandled)
        const row = await queuedJob(engine, db, 'test.nobody-runs-this')
        const fault = await breakNextJobWrite(dialect, runtime, row.id)
        heal = fault.heal
        const done = engine.execute(row)
        await fault.strike()
        await done
        await sleep(50) // an unhandled rejection is reported after the microtasks drain
        heal = undefined
        await fault.heal()

        expect(unhandled).toEqual([])
        const errors = logger.lines.filter((l) => l.level === 'error')
        expect(errors.map((l) => l.msg)).toEqual(['could not record the outcome of a job'])
        const { err, ...ctx } = (errors[0]?.obj ?? {}) as { err?: unknown }
        expect(ctx).toEqual({ job_id: row.id, kind: 'test.nobody-runs-this', project_id: 'default' })
        expect(err).toBeInstanceOf(Error)
        // The row stays running under this owner until its heartbeat is stale; recovery then re-queues it.
        expect(await jobRow(db, row.id)).toMatchObject({ status: 'running', owner: engine.owner, error: null })
        await sleep(250)
        const report = await engine.recover()
        expect(report).toEqual({ requeued: [row.id], failed: [] })
        expect(await jobRow(db, row.id)).toMatchObject({ status: 'queued', owner: null, attempts: 1 })
      } finally {
        await heal?.() // a failed step must not leave the lock behind: closing would wait on it
        await engine.drain()
        await runtime.close()
      }
    })
  })
}
