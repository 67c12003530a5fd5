import type { Clock } from '../clock.js'
import type { Db } from '../db/database.js'
import type { DialectName } from '../db/dialect.js'
import type { EventBus } from '../events/event-bus.js'
import { InProcessLeader, PgAdvisoryLeader } from './leader.js'
import { Scheduler } from './scheduler.js'

/**
 * The scheduler for a deployment: with PostgreSQL any number of processes may run it and a session advisory
 * lock elects the one that fires; with SQLite (one process) it always leads.
 */
export function createScheduler(options: {
  db: Db
  dialect: DialectName
  clock: Clock
  tickMs?: number
  events?: EventBus | undefined
}): Scheduler {
  const leader = options.dialect === 'postgres' ? new PgAdvisoryLeader(options.db) : new InProcessLeader()
  return new Scheduler({
    db: options.db,
    clock: options.clock,
    leader,
    events: options.events,
    ...(options.tickMs ? { tickMs: options.tickMs } : {}),
  })
}
