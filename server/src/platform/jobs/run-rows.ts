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

/** Kysely cannot check a column against a generic table; every run table has the `id` and `status` used here. */
const asRuns = <T extends JobRunTable>(table: T, patch: RunPatch<T>) => ({ table: table as 'runs', patch: patch as RunPatch<'runs'> })

/** queued -> running, only for the job attempt that owns the run's job. */
export async function startRunOwned<T extends JobRunTable>(
  db: Db,
  table: T,
  id: string,
  job: JobAttempt,
  patch: RunPatch<T>,
): Promise<boolean> {
  const q = asRuns(table, patch)
  const res = await db
    .updateTable(q.table)
    .set({ ...q.patch, status: 'running' })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .where(ownsJob(job))
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** The handler's terminal write: lands only while its attempt still owns the job and the run is running. */
export async function finishRunOwned<T extends JobRunTable>(
  db: Db,
  table: T,
  id: string,
  job: JobAttempt,
  patch: RunPatch<T>,
): Promise<boolean> {
  const q = asRuns(table, patch)
  const res = await db
    .updateTable(q.table)
    .set(q.patch)
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where(ownsJob(job))
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** Back to `queued` for the job's next attempt, unless the run has already ended. */
export async function requeueRun(db: Db, table: JobRunTable, id: string): Promise<void> {
  await db
    .updateTable(table as 'runs')
    .set({ status: 'queued' })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .execute()
}

/** A terminal write only while the run is live: the job, a cancel and recovery may race to settle it. */
export async function finishRunIfLive<T extends JobRunTable>(db: Db, table: T, id: string, patch: RunPatch<T>): Promise<boolean> {
  const q = asRuns(table, patch)
  const res = await db
    .updateTable(q.table)
    .set(q.patch)
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}
