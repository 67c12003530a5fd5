import type { Db, NewRunRow, RunRow, RunRowUpdate } from '../../platform/db/database.js'
import type { JobAttempt } from '../../platform/jobs/job-attempt.js'
import * as runRows from '../../platform/jobs/run-rows.js'

export type { JobAttempt } from '../../platform/jobs/job-attempt.js'

import { toCount } from '../../platform/db/errors.js'
import type { Page } from '../../platform/http/pagination.js'

const LIST_COLUMNS = [
  'id',
  'project_id',
  'spec_name',
  'status',
  'engine',
  'job_id',
  'error',
  'created_at',
  'started_at',
  'finished_at',
  'duration_ms',
] as const
export type RunListRow = Pick<RunRow, (typeof LIST_COLUMNS)[number]>

export interface RunFilter {
  status?: string | undefined
  spec?: string | undefined
  dateFrom?: string | undefined
  dateTo?: string | undefined
}

export function insertRun(db: Db, row: NewRunRow): Promise<RunRow> {
  return db.insertInto('runs').values(row).returningAll().executeTakeFirstOrThrow()
}

export function findRun(db: Db, projectId: string, id: string): Promise<RunRow | undefined> {
  return db.selectFrom('runs').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
}

export function updateRun(db: Db, id: string, patch: RunRowUpdate): Promise<RunRow | undefined> {
  return db.updateTable('runs').set(patch).where('id', '=', id).returningAll().executeTakeFirst()
}

export const startRunOwned = (db: Db, id: string, job: JobAttempt, patch: RunRowUpdate) => runRows.startRunOwned(db, 'runs', id, job, patch)

export const finishRunOwned = (db: Db, id: string, job: JobAttempt, patch: RunRowUpdate) =>
  runRows.finishRunOwned(db, 'runs', id, job, patch)

export const requeueRun = (db: Db, id: string) => runRows.requeueRun(db, 'runs', id)

export const finishRunIfLive = (db: Db, id: string, patch: RunRowUpdate) => runRows.finishRunIfLive(db, 'runs', id, patch)

export async function deleteRun(db: Db, projectId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('runs').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
  return Number(res.numDeletedRows) === 1
}

export async function listRuns(db: Db, projectId: string, page: Page, f: RunFilter): Promise<{ rows: RunListRow[]; total: number }> {
  const base = db
    .selectFrom('runs')
    .where('project_id', '=', projectId)
    .$if(f.status !== undefined, (q) => q.where('status', '=', f.status ?? ''))
    .$if(f.spec !== undefined, (q) => q.where('spec_name', '=', f.spec ?? ''))
    .$if(f.dateFrom !== undefined, (q) => q.where('created_at', '>=', f.dateFrom ?? ''))
    .$if(f.dateTo !== undefined, (q) => q.where('created_at', '<', f.dateTo ?? ''))
  const [rows, count] = await Promise.all([
    base.select(LIST_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number | string) }
}

export async function readMemory(db: Db, projectId: string, specName: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('selector_memory')
    .select('resolutions')
    .where('project_id', '=', projectId)
    .where('spec_name', '=', specName)
    .executeTakeFirst()
  return row?.resolutions
}

export async function writeMemory(
  db: Db,
  row: { project_id: string; spec_name: string; resolutions: string; run_id: string; updated_at: string },
): Promise<void> {
  await db
    .insertInto('selector_memory')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['project_id', 'spec_name']).doUpdateSet({ resolutions: row.resolutions, run_id: row.run_id, updated_at: row.updated_at }),
    )
    .execute()
}

/** Replaces the recorded files of a run in one transaction. */
export async function replaceArtifacts(db: Db, runId: string, files: { path: string; size: number }[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('run_artifacts').where('run_id', '=', runId).execute()
    for (let i = 0; i < files.length; i += 200) {
      const chunk = files.slice(i, i + 200).map((f) => ({ run_id: runId, path: f.path, size: f.size }))
      await tx
        .insertInto('run_artifacts')
        .values(chunk)
        .onConflict((oc) => oc.columns(['run_id', 'path']).doNothing())
        .execute()
    }
  })
}

export function listArtifacts(db: Db, runId: string): Promise<{ path: string; size: number }[]> {
  return db.selectFrom('run_artifacts').select(['path', 'size']).where('run_id', '=', runId).orderBy('path').execute()
}

export async function listMemory(db: Db, projectId: string, page: Page) {
  const base = db.selectFrom('selector_memory').where('project_id', '=', projectId)
  const [rows, count] = await Promise.all([
    base.select(['spec_name', 'run_id', 'updated_at', 'resolutions']).orderBy('spec_name').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number | string) }
}

export async function deleteMemory(db: Db, projectId: string, specName: string): Promise<boolean> {
  const res = await db
    .deleteFrom('selector_memory')
    .where('project_id', '=', projectId)
    .where('spec_name', '=', specName)
    .executeTakeFirst()
  return Number(res.numDeletedRows) === 1
}

export function runProjects(db: Db, ids: readonly string[]): Promise<{ id: string; project_id: string }[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('runs')
    .select(['id', 'project_id'])
    .where('id', 'in', [...ids])
    .execute()
}
