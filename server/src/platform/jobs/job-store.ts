import type { Db, JobRow, NewJobRow } from '../db/database.js'
import { INTERRUPTED_BY_RESTART, type SerializedError } from './job-errors.js'
import type { JobRecord } from './job-queue.js'
import type { JobStatus } from './job-status.js'

/**
 * Queries on the `jobs` table. Every state change is a conditional UPDATE (`where status = … and owner = …`),
 * so two processes racing for the same row cannot both win: the loser updates nothing and backs off.
 */

function parseJson(text: string | null): unknown {
  return text === null ? null : JSON.parse(text)
}

export function toJobRecord<P = unknown, R = unknown>(row: JobRow): JobRecord<P, R> {
  return { ...row, payload: parseJson(row.payload) as P, result: parseJson(row.result) as R | null }
}

export function insertJob(db: Db, row: NewJobRow): Promise<JobRow> {
  return db.insertInto('jobs').values(row).returningAll().executeTakeFirstOrThrow()
}

export function findJob(db: Db, id: string, projectId?: string): Promise<JobRow | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .$if(projectId !== undefined, (q) => q.where('project_id', '=', projectId ?? ''))
    .executeTakeFirst()
}

/** A project's jobs, newest first, with the total for paging (index: project_id, created_at). */
export async function listJobs(
  db: Db,
  projectId: string,
  filter: { status?: JobStatus | undefined; kind?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const base = db
    .selectFrom('jobs')
    .where('project_id', '=', projectId)
    .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status as JobStatus))
    .$if(filter.kind !== undefined, (q) => q.where('kind', '=', filter.kind ?? ''))
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

/** Oldest queued rows of the given kinds. */
export async function queuedJobs(db: Db, kinds: string[], limit: number): Promise<Pick<JobRow, 'id' | 'kind'>[]> {
  if (kinds.length === 0 || limit <= 0) return []
  return db
    .selectFrom('jobs')
    .select(['id', 'kind'])
    .where('status', '=', 'queued')
    .where('kind', 'in', kinds)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** Queued rows older than `before` (any kind), for re-delivery after a lost hand-off. */
export function staleQueuedJobs(db: Db, before: string, limit: number): Promise<Pick<JobRow, 'id' | 'kind' | 'attempts'>[]> {
  return db
    .selectFrom('jobs')
    .select(['id', 'kind', 'attempts'])
    .where('status', '=', 'queued')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute()
}

/** queued -> running for `owner`; undefined when someone else got it first or it is no longer queued. */
export function claimJob(db: Db, id: string, owner: string, now: string): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      owner,
      attempts: eb('attempts', '+', 1),
      started_at: now,
      heartbeat_at: now,
      progress: 0,
      progress_message: null,
    }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst()
}

/** Refreshes the heartbeat of the rows `owner` is running and returns the state of each asked-for row. */
export async function heartbeat(db: Db, owner: string, ids: string[], now: string): Promise<Pick<JobRow, 'id' | 'status' | 'owner'>[]> {
  if (ids.length === 0) return []
  await db
    .updateTable('jobs')
    .set({ heartbeat_at: now })
    .where('owner', '=', owner)
    .where('status', '=', 'running')
    .where('id', 'in', ids)
    .execute()
  return db.selectFrom('jobs').select(['id', 'status', 'owner']).where('id', 'in', ids).execute()
}

export async function updateProgress(db: Db, id: string, owner: string, progress: number, message: string | null): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ progress, progress_message: message })
    .where('id', '=', id)
    .where('owner', '=', owner)
    .where('status', '=', 'running')
    .execute()
}

/** running -> completed, if `owner` still holds the row. */
export async function completeJob(db: Db, id: string, owner: string, result: string, now: string): Promise<boolean> {
  const res = await db
    .updateTable('jobs')
    .set({ status: 'completed', result, progress: 100, finished_at: now, owner: null })
    .where('id', '=', id)
    .where('owner', '=', owner)
    .where('status', '=', 'running')
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** running -> failed, if `owner` still holds the row. */
export async function failJob(db: Db, id: string, owner: string, error: SerializedError, now: string): Promise<boolean> {
  const res = await db
    .updateTable('jobs')
    .set({ status: 'failed', error: error.message, error_name: error.name, error_code: error.code, finished_at: now, owner: null })
    .where('id', '=', id)
    .where('owner', '=', owner)
    .where('status', '=', 'running')
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** queued|running -> cancelled within a project; undefined when there was no live row to cancel. */
export function cancelJob(db: Db, id: string, projectId: string, now: string): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set({ status: 'cancelled', finished_at: now, owner: null })
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .where('status', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst()
}

/** Running rows whose heartbeat is older than `before`. */
export function staleRunningJobs(db: Db, before: string, limit: number): Promise<JobRow[]> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('status', '=', 'running')
    .where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', before)]))
    .orderBy('heartbeat_at')
    .limit(limit)
    .execute()
}

/** Guard for recovery: the row is still running under the owner (and heartbeat) the sweep saw. */
function stillAsSeen(db: Db, row: JobRow) {
  return db
    .updateTable('jobs')
    .where('id', '=', row.id)
    .where('status', '=', 'running')
    .where((eb) =>
      eb.and([
        row.owner === null ? eb('owner', 'is', null) : eb('owner', '=', row.owner),
        row.heartbeat_at === null ? eb('heartbeat_at', 'is', null) : eb('heartbeat_at', '=', row.heartbeat_at),
      ]),
    )
}

/** running -> queued for another attempt; undefined when the row changed since it was read. */
export function requeueJob(db: Db, row: JobRow): Promise<JobRow | undefined> {
  return stillAsSeen(db, row)
    .set({ status: 'queued', owner: null, heartbeat_at: null, progress: 0, progress_message: null })
    .returningAll()
    .executeTakeFirst()
}

/** running -> failed "interrupted by restart"; undefined when the row changed since it was read. */
export function failInterruptedJob(db: Db, row: JobRow, now: string): Promise<JobRow | undefined> {
  return stillAsSeen(db, row)
    .set({
      status: 'failed',
      error: INTERRUPTED_BY_RESTART,
      error_name: 'JobInterruptedError',
      error_code: 'INTERRUPTED',
      owner: null,
      finished_at: now,
    })
    .returningAll()
    .executeTakeFirst()
}
