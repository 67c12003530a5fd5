import type { Clock } from '../clock.js'
import type { Db } from '../db/database.js'
import { TERMINAL_JOB_STATUSES } from './job-status.js'

const DAY_MS = 24 * 3600 * 1000
/** Rows deleted per statement, so a first prune of a large table never holds a long lock. */
const PRUNE_BATCH = 1000

/**
 * Deletes finished job rows (completed, failed, cancelled) whose `finished_at` is older than `retentionDays`.
 * Live rows are never touched. Returns how many rows went.
 */
export async function pruneFinishedJobs(db: Db, clock: Clock, retentionDays: number): Promise<number> {
  const cutoff = new Date(clock.now() - retentionDays * DAY_MS).toISOString()
  let total = 0
  for (;;) {
    const ids = db
      .selectFrom('jobs')
      .select('id')
      .where('status', 'in', [...TERMINAL_JOB_STATUSES])
      .where('finished_at', '<', cutoff)
      .limit(PRUNE_BATCH)
    const res = await db.deleteFrom('jobs').where('id', 'in', ids).executeTakeFirst()
    const n = Number(res.numDeletedRows)
    total += n
    if (n < PRUNE_BATCH) return total
  }
}

export interface JobRetentionOptions {
  db: Db
  clock: Clock
  /** JOB_RETENTION_DAYS; 0 keeps every row. */
  retentionDays: number
  /** How often to prune (default hourly); the first prune runs at start. */
  intervalMs?: number
  logger?: { error(obj: object, msg: string): void; info(obj: object, msg: string): void }
}

/** Prunes now and then periodically; returns the function that stops it. Safe to run in several processes. */
export function startJobRetention(options: JobRetentionOptions): () => void {
  if (options.retentionDays <= 0) return () => {}
  let busy = false
  const prune = () => {
    if (busy) return
    busy = true
    pruneFinishedJobs(options.db, options.clock, options.retentionDays)
      .then((n) => {
        if (n > 0) options.logger?.info({ deleted: n, retention_days: options.retentionDays }, 'pruned finished jobs')
      })
      .catch((err) => options.logger?.error({ err }, 'job retention failed'))
      .finally(() => {
        busy = false
      })
  }
  prune()
  const timer = setInterval(prune, options.intervalMs ?? 3600_000)
  timer.unref()
  return () => clearInterval(timer)
}
