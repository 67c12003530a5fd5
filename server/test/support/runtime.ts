import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import pg from 'pg'
import type { AppDeps } from '../../src/app-deps.js'
import { type Config, loadConfig } from '../../src/config.js'
import { createAiClient } from '../../src/platform/ai/create-ai-client.js'
import { PrincipalCache } from '../../src/platform/auth/principal-cache.js'
import { SecretBox } from '../../src/platform/auth/secret-box.js'
import { TokenService } from '../../src/platform/auth/tokens.js'
import { createBrowserPool } from '../../src/platform/browser-pool/create-browser-pool.js'
import type { Clock } from '../../src/platform/clock.js'
import { type DialectName, openDb } from '../../src/platform/db/dialect.js'
import { migrateToLatest } from '../../src/platform/db/migrate.js'
import { createEventBus } from '../../src/platform/events/create-event-bus.js'
import { LocalJobQueue } from '../../src/platform/jobs/local-job-queue.js'
import { RunLogService } from '../../src/platform/run-log/run-log-service.js'
import { createScheduler } from '../../src/platform/scheduler/create-scheduler.js'
import { TEST_DATABASE_URL, TEST_KVSTORE_URL } from './env.js'

export const TEST_SECRET = 'test-secret-key-that-is-long-enough-0123456789'

/** A clock tests can move: starts at the real time, `advance(ms)` jumps forward. */
export function manualClock(start = Date.now()): Clock & { advance(ms: number): void } {
  let now = start
  return {
    now: () => now,
    nowIso: () => new Date(now).toISOString(),
    advance: (ms) => {
      now += ms
    },
  }
}

export interface TestRuntime {
  deps: AppDeps
  dataDir: string
  close(): Promise<void>
}

/**
 * Fresh AppDeps on a brand-new database: a temp SQLite file, or a throwaway PostgreSQL schema that is dropped
 * on close. `env` overrides configuration as environment variables would.
 */
export async function createTestRuntime(
  dialect: DialectName,
  env: Record<string, string> = {},
  opts: { clock?: Clock; kv?: boolean } = {},
): Promise<TestRuntime> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-test-'))
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET_KEY: TEST_SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_GLOBAL_PER_HOUR: '100000',
    ...env,
  })
  let schema: string | undefined
  if (dialect === 'postgres') {
    if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set')
    schema = `t_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`CREATE SCHEMA ${schema}`)
    await admin.end()
  }
  const handle = openDb(
    dialect === 'postgres'
      ? { databaseUrl: TEST_DATABASE_URL, pgSchema: schema, poolSize: 4 }
      : { sqliteFile: path.join(dataDir, 'specwright.db') },
  )
  await migrateToLatest(handle.db)
  const kv = opts.kv && TEST_KVSTORE_URL ? new Redis(TEST_KVSTORE_URL, { maxRetriesPerRequest: null }) : undefined
  const clock = opts.clock ?? { now: () => Date.now(), nowIso: () => new Date().toISOString() }
  // Each runtime its own Redis key space: parallel test files never see each other's events.
  const events = createEventBus({ redis: kv, prefix: `test-${randomBytes(6).toString('hex')}`, clock })
  const deps: AppDeps = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    clock,
    tokens: new TokenService(TEST_SECRET),
    principals: new PrincipalCache(),
    secrets: new SecretBox(TEST_SECRET),
    kv,
    browserPool: createBrowserPool(config, kv),
    ai: createAiClient(config.ai),
    jobs: new LocalJobQueue({ db: handle.db, events }),
    events,
    runLogs: new RunLogService({ dataDir, redis: kv }),
    // Not started: a test that wants fires calls `tick()` (or `start()`) itself.
    scheduler: createScheduler({ db: handle.db, dialect: handle.dialect, clock, events }),
    version: 'test',
    startedAt: Date.now(),
  }
  return {
    deps,
    dataDir,
    close: async () => {
      await deps.scheduler.stop()
      await deps.jobs.stop()
      await deps.runLogs.stop()
      await deps.events.stop()
      await deps.browserPool.stop()
      await handle.close()
      kv?.disconnect()
      if (schema) {
        const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
        await admin.connect()
        await admin.query(`DROP SCHEMA ${schema} CASCADE`)
        await admin.end()
      }
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
