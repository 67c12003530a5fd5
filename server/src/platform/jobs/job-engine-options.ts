import type { Clock } from '../clock.js'
import type { Db } from '../db/database.js'
import type { EventBus } from '../events/event-bus.js'

/** The subset of a pino logger the job system writes to. */
export interface JobLogger {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/** Settings shared by both adapters. Every interval is configurable so tests can run in milliseconds. */
export interface JobQueueOptions {
  db: Db
  clock?: Clock
  logger?: JobLogger
  /** Identifies this process on the rows it runs (default `<host>:<pid>:<random>`). */
  owner?: string
  /** How often running rows get their `heartbeat_at` refreshed (default 5 s). */
  heartbeatMs?: number
  /** A running row whose heartbeat is older than this belongs to a dead process (default 30 s). */
  staleAfterMs?: number
  /** How often the recovery sweep runs (default 15 s). */
  recoveryIntervalMs?: number
  /** How long `stop()` waits for running jobs before aborting them (default 10 s). */
  stopGraceMs?: number
  /** How long an aborted handler gets to return before its slot is released anyway (default 5 s). */
  abortGraceMs?: number
  /** What `timeoutMs: 'agent'` means: AGENT_TIMEOUT_SECONDS in ms (default 1800 s). */
  agentTimeoutMs?: number
  /** Where each state change of a job row is published (`type: 'job'`) once written. */
  events?: EventBus
}
