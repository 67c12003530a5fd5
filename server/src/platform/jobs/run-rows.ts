import type { Updateable } from 'kysely'
import type { Database, Db } from '../db/database.js'
import { type JobAttempt, ownsJob } from './job-attempt.js'

/**
 * The status moves a feature's run row makes while a job runs it, written once for every run table: the start and
 * the handler's terminal write land only while the attempt still owns the job (`ownsJob`), a re-queue and a
 * cancel or recovery land only while the run is live, so a late writer never settles (or re-settles) a run.
 */
export type JobRunTable = 'runs' | 'api_runs' | 'llm_runs' | 'load_test_runs'

type RunPatch<T extends JobRunTable> = Updateable<Database[T]>

/**
 * The one update behind every move: `patch` lands only while the run's status is one of `from` and, given `job`,
 * while that attempt still owns the job. Kysely cannot check a column against a generic table; every run table
 * has the `id` and `status` used here.
 */
async function moveRun<T extends JobRunTable>(
  db: Db,
  table: T,
  id: string,
  patch: RunPatch<T>,
  from: readonly string[],
  job?: JobAttempt,
): Promise<boolean> {
  const res = await db
    .updateTable(table as 'runs')
    .set(patch as RunPatch<'runs'>)
    .where('id', '=', id)
    .where('status', 'in', from)
    .$if(job !== undefined, (q) => q.where(ownsJob(job as JobAttempt)))
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

const LIVE = ['queued', 'running'] as const

/** queued -> running, only for the job attempt that owns the run's job. */
export function startRunOwned<T extends JobRunTable>(db: Db, table: T, id: string, job: JobAttempt, patch: RunPatch<T>): Promise<boolean> {
  return moveRun(db, table, id, { ...patch, status: 'running' }, LIVE, job)
}

/** The handler's terminal write: lands only while its attempt still owns the job and the run is running. */
export function finishRunOwned<T extends JobRunTable>(db: Db, table: T, id: string, job: JobAttempt, patch: RunPatch<T>): Promise<boolean> {
  return moveRun(db, table, id, patch, ['running'], job)
}

/** Back to `queued` for the job's next attempt, unless the run has already ended. */
export async function requeueRun(db: Db, table: JobRunTable, id: string): Promise<void> {
  await moveRun(db, table, id, { status: 'queued' }, LIVE)
}

/** A terminal write only while the run is live: the job, a cancel and recovery may race to settle it. */
export function finishRunIfLive<T extends JobRunTable>(db: Db, table: T, id: string, patch: RunPatch<T>): Promise<boolean> {
  return moveRun(db, table, id, patch, LIVE)
}
