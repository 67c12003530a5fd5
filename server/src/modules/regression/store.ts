import { sql } from 'kysely'
import type { Db } from '../../platform/db/database.js'
import { toCount } from '../../platform/db/errors.js'
import type { Page } from '../../platform/http/pagination.js'
import type { BatchRow, BatchRowUpdate, ItemRow, ItemRowUpdate, NewBatchRow, NewItemRow } from './tables.js'
import './tables.js'

export interface BatchFilter {
  status?: string | undefined
  /** Inclusive ISO date bounds on created_at (UTC days). */
  dateFrom?: string | undefined
  dateTo?: string | undefined
}

/** Batch and items in one transaction: a batch is never seen without its specs. */
export async function insertBatch(db: Db, batch: NewBatchRow, items: NewItemRow[]): Promise<BatchRow> {
  return db.transaction().execute(async (tx) => {
    const row = await tx.insertInto('regression_batches').values(batch).returningAll().executeTakeFirstOrThrow()
    for (let i = 0; i < items.length; i += 100)
      await tx
        .insertInto('regression_batch_items')
        .values(items.slice(i, i + 100))
        .execute()
    return row
  })
}

export function findBatch(db: Db, projectId: string, id: string): Promise<BatchRow | undefined> {
  return db.selectFrom('regression_batches').selectAll().where('id', '=', id).where('project_id', '=', projectId).executeTakeFirst()
}

export function updateBatch(db: Db, id: string, patch: BatchRowUpdate): Promise<BatchRow | undefined> {
  return db.updateTable('regression_batches').set(patch).where('id', '=', id).returningAll().executeTakeFirst()
}

/** Finishes a batch unless it already ended (cancel and completion race). */
export async function finishBatchIfLive(db: Db, id: string, patch: BatchRowUpdate): Promise<boolean> {
  const res = await db
    .updateTable('regression_batches')
    .set(patch)
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export async function listBatches(db: Db, projectId: string, page: Page, f: BatchFilter): Promise<{ rows: BatchRow[]; total: number }> {
  let base = db.selectFrom('regression_batches').where('project_id', '=', projectId)
  if (f.status) base = base.where('status', '=', f.status)
  if (f.dateFrom) base = base.where('created_at', '>=', `${f.dateFrom}T00:00:00.000Z`)
  if (f.dateTo) base = base.where('created_at', '<=', `${f.dateTo}T23:59:59.999Z`)
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number) }
}

export function itemsOf(db: Db, batchId: string): Promise<ItemRow[]> {
  return db.selectFrom('regression_batch_items').selectAll().where('batch_id', '=', batchId).orderBy('position').execute()
}

export function updateItem(db: Db, id: string, patch: ItemRowUpdate): Promise<ItemRow | undefined> {
  return db.updateTable('regression_batch_items').set(patch).where('id', '=', id).returningAll().executeTakeFirst()
}

/** Items not finished yet become `skipped` (the batch was cancelled or failed before running them). */
export function skipUnfinished(db: Db, batchId: string, at: string, reason: string): Promise<unknown> {
  return db
    .updateTable('regression_batch_items')
    .set({ status: 'skipped', error: reason, finished_at: at })
    .where('batch_id', '=', batchId)
    .where('status', 'in', ['queued', 'running'])
    .execute()
}

/** Per-status item counts of a batch, by SQL. */
export async function countItems(db: Db, batchId: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('regression_batch_items')
    .select(['status', (eb) => eb.fn.countAll().as('n')])
    .where('batch_id', '=', batchId)
    .groupBy('status')
    .execute()
  return Object.fromEntries(rows.map((r) => [r.status, toCount(r.n as number)]))
}

/** Completed batches, newest `limit`, returned oldest first (a chart's x axis). */
export async function trend(db: Db, projectId: string, limit: number): Promise<BatchRow[]> {
  const rows = await db
    .selectFrom('regression_batches')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('status', '=', 'completed')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
  return rows.reverse()
}

/**
 * Specs (of `specIds`) whose finished results changed at least twice over their last `window` batch runs up to
 * `until`: the flaky ones. Computed in SQL with a window function over the per-spec index.
 */
export async function flakySpecs(db: Db, projectId: string, specIds: readonly string[], until: string, window = 10): Promise<Set<string>> {
  if (specIds.length === 0) return new Set()
  const { rows } = await sql<{ spec_id: string }>`
    with recent as (
      select spec_id, status,
             row_number() over (partition by spec_id order by finished_at desc) as rn,
             lag(status) over (partition by spec_id order by finished_at) as prev
      from regression_batch_items
      where project_id = ${projectId} and finished_at is not null and finished_at <= ${until}
        and status in ('passed', 'failed', 'error')
        and spec_id in (${sql.join(specIds)})
    )
    select spec_id from recent
    where rn <= ${window} and prev is not null and (prev = 'passed') <> (status = 'passed')
    group by spec_id having count(*) >= 2`.execute(db)
  return new Set(rows.map((r) => r.spec_id))
}

export function findBatches(db: Db, projectId: string, ids: readonly string[]): Promise<BatchRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('regression_batches').selectAll().where('project_id', '=', projectId).where('id', 'in', ids).execute()
}
