import type { Db, JobRow } from '../db/database.js'
import type { JobLogger } from './job-engine-options.js'
import * as store from './job-store.js'

/** Coalesces progress writes (one in flight, the latest value next); `settled` waits for the last one. */
export function progressWriter(
  db: Db,
  row: JobRow,
  owner: string,
  logger: JobLogger,
  onWritten: (pct: number) => void = () => {},
): { update(pct: number, message?: string): void; settled(): Promise<void> } {
  let pending: { pct: number; message: string | null } | undefined
  let running: Promise<void> = Promise.resolve()
  let busy = false
  let lastMessage: string | null = null
  const flush = async () => {
    busy = true
    while (pending) {
      const { pct, message } = pending
      pending = undefined
      try {
        await store.updateProgress(db, row.id, owner, pct, message)
        onWritten(pct)
      } catch (err) {
        logger.warn({ job_id: row.id, kind: row.kind, err }, 'could not record job progress')
      }
    }
    busy = false
  }
  return {
    update: (pct, message) => {
      if (message !== undefined) lastMessage = message
      const clamped = Math.max(0, Math.min(100, Math.round(Number.isFinite(pct) ? pct : 0)))
      pending = { pct: clamped, message: lastMessage }
      if (!busy) running = flush()
    },
    settled: () => running,
  }
}
