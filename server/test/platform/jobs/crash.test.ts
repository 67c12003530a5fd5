import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import type { Db } from '../../../src/platform/db/database.js'
import { type DialectName, openDb } from '../../../src/platform/db/dialect.js'
import { migrateToLatest } from '../../../src/platform/db/migrate.js'
import { createJobQueue } from '../../../src/platform/jobs/create-job-queue.js'
import { INTERRUPTED_BY_RESTART } from '../../../src/platform/jobs/job-errors.js'
import { TEST_DATABASE_URL, TEST_KVSTORE_URL, testDialects } from '../../support/env.js'
import { waitFor, waitForStatus } from './support.js'

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const WORKER_SCRIPT = path.join(SERVER_DIR, 'test/platform/jobs/fixtures/crash-worker.ts')

interface WorkerProcess {
  child: ChildProcess
  output: string[]
  waitFor(pattern: RegExp): Promise<string>
  exited: Promise<number | null>
}

const spawned: ChildProcess[] = []

afterEach(() => {
  for (const child of spawned.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

function startWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_SCRIPT], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  spawned.push(child)
  const output: string[] = []
  const listeners = new Set<() => void>()
  const onData = (chunk: Buffer) => {
    output.push(...String(chunk).split('\n').filter(Boolean))
    for (const l of listeners) l()
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  return {
    child,
    output,
    exited: new Promise((resolve) => child.once('close', (code) => resolve(code))),
    waitFor: (pattern) =>
      waitFor(`worker output ${pattern} (got: ${output.join(' | ')})`, () => output.find((line) => pattern.test(line)), 30_000),
  }
}

/** A database both this test and its worker processes open: a SQLite file, or a PostgreSQL schema. */
async function sharedDatabase(
  dialect: DialectName,
): Promise<{ db: Db; env: Record<string, string>; markerFile: string; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-crash-'))
  let schema: string | undefined
  if (dialect === 'postgres') {
    schema = `crash_${randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`CREATE SCHEMA ${schema}`)
    await admin.end()
  }
  const sqliteFile = path.join(dir, 'specwright.db')
  const markerFile = path.join(dir, 'hooks.jsonl')
  const handle = openDb(schema ? { databaseUrl: TEST_DATABASE_URL, pgSchema: schema, poolSize: 2 } : { sqliteFile })
  await migrateToLatest(handle.db)
  return {
    db: handle.db,
    markerFile,
    env: {
      CRASH_MARKER_FILE: markerFile,
      ...(schema ? { CRASH_PG_URL: TEST_DATABASE_URL ?? '', CRASH_PG_SCHEMA: schema } : { CRASH_SQLITE_FILE: sqliteFile }),
    },
    close: async () => {
      await handle.close()
      if (schema) {
        const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
        await admin.connect()
        await admin.query(`DROP SCHEMA ${schema} CASCADE`)
        await admin.end()
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

const adapters = TEST_KVSTORE_URL ? (['local', 'bullmq'] as const) : (['local'] as const)

for (const adapter of adapters) {
  for (const dialect of testDialects()) {
    describe(`${adapter} on ${dialect}: a worker killed with SIGKILL mid-job`, () => {
      it('loses nothing: the next worker re-queues and finishes one job, fails the exhausted one, runs the waiting one', async () => {
        const shared = await sharedDatabase(dialect)
        const prefix = `crash-${randomBytes(5).toString('hex')}`
        const redis = adapter === 'bullmq' ? new Redis(TEST_KVSTORE_URL ?? '', { maxRetriesPerRequest: null }) : undefined
        const env = { ...shared.env, ...(redis ? { CRASH_REDIS_URL: TEST_KVSTORE_URL ?? '', CRASH_PREFIX: prefix } : {}) }
        const producer = createJobQueue({ db: shared.db, redis, prefix })
        try {
          const retried = await producer.enqueue('crash.long', { hang: true }, { projectId: 'default', maxAttempts: 2 })
          const exhausted = await producer.enqueue('crash.long', { hang: true }, { projectId: 'default', maxAttempts: 1 })
          const waiting = await producer.enqueue('crash.long', {}, { projectId: 'default' })

          const first = startWorker(env)
          await first.waitFor(new RegExp(`started ${retried.id} attempt 1`))
          await first.waitFor(new RegExp(`started ${exhausted.id} attempt 1`))
          first.child.kill('SIGKILL')
          await first.exited
          // The dead process cleaned up nothing: both rows still say running, the third still waits.
          const statuses = async () =>
            (await shared.db.selectFrom('jobs').select(['id', 'status']).orderBy('created_at').orderBy('id').execute()).map((r) => r.status)
          expect(await statuses()).toEqual(['running', 'running', 'queued'])

          const second = startWorker(env)
          const done = await waitForStatus(shared.db, retried.id, 'completed', 30_000)
          const failed = await waitForStatus(shared.db, exhausted.id, 'failed', 30_000)
          const ran = await waitForStatus(shared.db, waiting.id, 'completed', 30_000)
          const secondPid = Number((await second.waitFor(/^ready \d+/)).split(' ')[1])

          expect([done.attempts, JSON.parse(done.result ?? 'null')]).toEqual([2, { done_by: secondPid, attempt: 2 }])
          expect([failed.error, failed.error_code, failed.attempts]).toEqual([INTERRUPTED_BY_RESTART, 'INTERRUPTED', 1])
          expect(JSON.parse(ran.result ?? 'null')).toEqual({ done_by: secondPid, attempt: 1 })
          const hooks = fs
            .readFileSync(shared.markerFile, 'utf8')
            .trim()
            .split('\n')
            .map((l) => JSON.parse(l))
          expect(hooks.map((h) => [h.id, h.outcome, h.status, h.error, h.by]).sort()).toEqual(
            [
              [retried.id, 'requeued', 'queued', null, secondPid],
              [exhausted.id, 'failed', 'failed', INTERRUPTED_BY_RESTART, secondPid],
            ].sort(),
          )
          const rows = await shared.db.selectFrom('jobs').select(['id', 'status']).execute()
          expect(rows).toHaveLength(3)
          expect(rows.filter((r) => r.status === 'running')).toEqual([])

          second.child.kill('SIGTERM')
          expect(await second.exited).toBe(0)
          expect(second.output).toContain('stopped')
        } finally {
          await producer.stop()
          if (redis) {
            const keys = await redis.keys(`${prefix}:*`)
            if (keys.length > 0) await redis.del(...keys)
            redis.disconnect()
          }
          await shared.close()
        }
      }, 60_000)
    })
  }
}
