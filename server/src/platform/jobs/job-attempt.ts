import { type RawBuilder, type SqlBool, sql } from 'kysely'
import type { JobRecord } from './job-queue.js'

/** One attempt at a job, as its handler received it: the row id, the claiming owner and the attempt number. */
export interface JobAttempt {
  id: string
  owner: string | null
  attempts: number
}

export function attemptOf(job: Pick<JobRecord, 'id' | 'owner' | 'attempts'>): JobAttempt {
  return { id: job.id, owner: job.owner, attempts: job.attempts }
}

/**
 * A `where` condition for a feature's record (run row): true only while `job` is still the attempt running
 * the job row. Cancel, timeout, shutdown re-queue and recovery all move the job row first, so a handler's
 * late terminal write guarded by this cannot land over what they decided.
 *
 * @example db.updateTable('runs').set(patch).where('id', '=', runId).where(ownsJob(attempt))
 */
export function ownsJob(job: JobAttempt): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from jobs where jobs.id = ${job.id} and jobs.owner = ${job.owner ?? ''} and jobs.attempts = ${job.attempts} and jobs.status = ${'running'})`
}
