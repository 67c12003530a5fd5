import type { Redis } from 'ioredis'
import type { Config } from './config.js'
import type { AiClient } from './platform/ai/ai-client.js'
import type { PrincipalCache } from './platform/auth/principal-cache.js'
import type { SecretBox } from './platform/auth/secret-box.js'
import type { TokenService } from './platform/auth/tokens.js'
import type { BrowserPool } from './platform/browser-pool/browser-pool.js'
import type { Clock } from './platform/clock.js'
import type { Db } from './platform/db/database.js'
import type { DialectName } from './platform/db/dialect.js'
import type { EventBus } from './platform/events/event-bus.js'
import type { JobQueue } from './platform/jobs/job-queue.js'
import type { RunLogService } from './platform/run-log/run-log-service.js'
import type { Scheduler } from './platform/scheduler/scheduler.js'

/** Everything a use case may touch. Built once in main.ts (or a test), passed down, never imported. */
export interface AppDeps {
  config: Config
  db: Db
  dialect: DialectName
  clock: Clock
  tokens: TokenService
  /** Short-lived cache of signed-in users; services that change a user evict it. */
  principals: PrincipalCache
  secrets: SecretBox
  /** The one limit on concurrent browser work, with the load-test lock. */
  browserPool: BrowserPool
  /** Durable background jobs (in-process, or BullMQ on Redis). */
  jobs: JobQueue
  /** State changes of long-lived resources, streamed on GET /events (across processes with Redis). */
  events: EventBus
  /** Live run logs: persisted lines, followers across processes. */
  runLogs: RunLogService
  /** Cron schedules of every feature; one leader fires them (see platform/scheduler). */
  scheduler: Scheduler
  /** The OpenAI-compatible provider, when AI_BASE_URL is set; features fall back to their rules engines. */
  ai: AiClient | undefined
  /** Redis, when KVSTORE_URL is set. */
  kv: Redis | undefined
  version: string
  startedAt: number
}
