import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Redis } from 'ioredis'
import type { AppDeps } from './app-deps.js'
import type { Config } from './config.js'
import { applyStoredSettings } from './modules/settings/service.js'
import { createAiClient } from './platform/ai/create-ai-client.js'
import { PrincipalCache } from './platform/auth/principal-cache.js'
import { SecretBox } from './platform/auth/secret-box.js'
import { TokenService } from './platform/auth/tokens.js'
import { createBrowserPool } from './platform/browser-pool/create-browser-pool.js'
import { DbSyncedClock } from './platform/db/db-clock.js'
import { type DbOptions, openDb } from './platform/db/dialect.js'
import { migrateToLatest } from './platform/db/migrate.js'
import { createEventBus } from './platform/events/create-event-bus.js'
import { createJobQueue } from './platform/jobs/create-job-queue.js'
import { jsonLogger } from './platform/jobs/job-worker.js'
import { RunLogService } from './platform/run-log/run-log-service.js'
import { createScheduler } from './platform/scheduler/create-scheduler.js'

export const VERSION = '0.1.0'

export interface Runtime {
  deps: AppDeps
  close(): Promise<void>
}

/** JWT_SECRET_KEY, or (auth not enforced) a random key generated once and kept in DATA_DIR. */
export function resolveJwtSecret(config: Config, warn: (msg: string) => void = console.warn): string {
  if (config.jwtSecretKey) return config.jwtSecretKey
  const file = path.join(config.dataDir, '.jwt-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(config.dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  warn(`JWT_SECRET_KEY is not set: generated one and stored it in ${file}. Set JWT_SECRET_KEY in production.`)
  return secret
}

/** Opens the database (and Redis when configured), applies migrations, and assembles AppDeps. */
export async function createRuntime(envConfig: Config, dbOverrides: Partial<DbOptions> = {}): Promise<Runtime> {
  const dbLog = jsonLogger(envConfig.logLevel, 'specwright-db')
  const handle = openDb({
    databaseUrl: envConfig.databaseUrl,
    sqliteFile: path.join(envConfig.dataDir, 'specwright.db'),
    onError: (err) => dbLog.warn({ err }, 'database connection lost; the next query opens a new one'),
    ...dbOverrides,
  })
  await migrateToLatest(handle.db)
  const secret = resolveJwtSecret(envConfig)
  // Settings stored from the dashboard fill in what the environment leaves unset (see modules/settings).
  const config = await applyStoredSettings(handle.db, envConfig, new SecretBox(secret))
  // Heartbeats, leases and schedules written by several processes are judged by one clock: the database's.
  const clock = new DbSyncedClock(handle.db, handle.dialect)
  await clock.sync()
  const kv = config.kvstoreUrl ? new Redis(config.kvstoreUrl, { maxRetriesPerRequest: null, lazyConnect: false }) : undefined
  const browserPool = createBrowserPool(config, kv)
  // Constructing these opens nothing: commands like `migrate` stay quick. `main.ts` starts them.
  const prefix = config.kvstorePrefix.replace(/:$/, '')
  const eventLog = jsonLogger(config.logLevel, 'specwright-events')
  const events = createEventBus({ redis: kv, prefix, clock, onError: (err, what) => eventLog.warn({ err }, `could not ${what}`) })
  const jobs = createJobQueue({
    db: handle.db,
    redis: kv,
    prefix,
    agentTimeoutMs: config.agentTimeoutS * 1000,
    logger: jsonLogger(config.logLevel, 'specwright-jobs'),
    clock,
    events,
  })
  const runLogs = new RunLogService({ dataDir: config.dataDir, redis: kv, prefix: config.kvstorePrefix.replace(/:$/, '') })
  const scheduler = createScheduler({ db: handle.db, dialect: handle.dialect, clock, events })
  const deps: AppDeps = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    clock,
    tokens: new TokenService(secret),
    principals: new PrincipalCache(),
    secrets: new SecretBox(secret),
    kv,
    browserPool,
    ai: createAiClient(config.ai),
    jobs,
    events,
    runLogs,
    scheduler,
    version: VERSION,
    startedAt: Date.now(),
  }
  clock.start()
  return {
    deps,
    close: async () => {
      clock.stop()
      await scheduler.stop() // no new fires while the rest shuts down
      // Jobs stop first: they re-queue or fail what they own, which needs the database.
      await jobs.stop()
      await runLogs.stop()
      await events.stop()
      await browserPool.stop()
      await handle.close()
      kv?.disconnect()
    },
  }
}
