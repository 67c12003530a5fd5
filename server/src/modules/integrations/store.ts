import type { Db } from '../../platform/db/database.js'
import type { ConfigRow, DeliveryRow, IssueRow, MappingRow, ResultItemRow, ResultSyncRow } from './tables.js'

export type IntegrationKind = 'testmgmt' | 'tracker' | 'ci_webhook'

export function findConfig(db: Db, projectId: string, kind: IntegrationKind): Promise<ConfigRow | undefined> {
  return db.selectFrom('integration_configs').selectAll().where('project_id', '=', projectId).where('kind', '=', kind).executeTakeFirst()
}

export async function upsertConfig(db: Db, row: ConfigRow): Promise<ConfigRow> {
  await db
    .insertInto('integration_configs')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['project_id', 'kind']).doUpdateSet({
        settings: row.settings,
        secret_sealed: row.secret_sealed,
        secret_last4: row.secret_last4,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
      }),
    )
    .execute()
  return row
}

export async function deleteConfig(db: Db, projectId: string, kind: IntegrationKind): Promise<boolean> {
  const res = await db.deleteFrom('integration_configs').where('project_id', '=', projectId).where('kind', '=', kind).executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}

// --- test management: case mappings and result syncs

export function listMappings(db: Db, projectId: string, suiteId: number): Promise<MappingRow[]> {
  return db
    .selectFrom('testmgmt_case_mappings')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('remote_suite_id', '=', suiteId)
    .orderBy('spec_ref')
    .execute()
}

export async function saveMapping(db: Db, row: MappingRow): Promise<void> {
  await db
    .insertInto('testmgmt_case_mappings')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['project_id', 'remote_suite_id', 'spec_ref']).doUpdateSet({
        remote_case_id: row.remote_case_id,
        content_hash: row.content_hash,
        synced_at: row.synced_at,
      }),
    )
    .execute()
}

export function findResultSync(db: Db, projectId: string, batchId: string): Promise<ResultSyncRow | undefined> {
  return db
    .selectFrom('testmgmt_result_syncs')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('batch_id', '=', batchId)
    .executeTakeFirst()
}

export async function insertResultSync(db: Db, row: ResultSyncRow): Promise<void> {
  await db.insertInto('testmgmt_result_syncs').values(row).execute()
}

export async function touchResultSync(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('testmgmt_result_syncs').set({ updated_at: at }).where('id', '=', id).execute()
}

export function resultItems(db: Db, syncId: string): Promise<ResultItemRow[]> {
  return db.selectFrom('testmgmt_result_items').selectAll().where('sync_id', '=', syncId).execute()
}

export async function insertResultItem(db: Db, row: ResultItemRow): Promise<void> {
  await db.insertInto('testmgmt_result_items').values(row).execute()
}

// --- tracker issues

export function openIssueByFingerprint(db: Db, projectId: string, fingerprint: string): Promise<IssueRow | undefined> {
  return db
    .selectFrom('tracker_issues')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('fingerprint', '=', fingerprint)
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
}

export function findIssue(db: Db, projectId: string, issueKey: string, specName: string): Promise<IssueRow | undefined> {
  return db
    .selectFrom('tracker_issues')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('issue_key', '=', issueKey)
    .where('spec_name', '=', specName)
    .executeTakeFirst()
}

export async function insertIssue(db: Db, row: IssueRow): Promise<IssueRow> {
  await db.insertInto('tracker_issues').values(row).execute()
  return row
}

export async function updateIssue(db: Db, id: string, patch: Partial<IssueRow>): Promise<void> {
  await db.updateTable('tracker_issues').set(patch).where('id', '=', id).execute()
}

export async function deleteIssue(db: Db, id: string): Promise<void> {
  await db.deleteFrom('tracker_issues').where('id', '=', id).execute()
}

export function issuesOf(db: Db, projectId: string, specName: string | undefined): Promise<IssueRow[]> {
  let q = db.selectFrom('tracker_issues').selectAll().where('project_id', '=', projectId)
  if (specName !== undefined) q = q.where('spec_name', '=', specName)
  return q.orderBy('updated_at', 'desc').limit(200).execute()
}

// --- CI deliveries

/** Inserts the delivery; false when its id was already recorded (a replay), decided by the unique key. */
export async function insertDelivery(db: Db, row: DeliveryRow): Promise<boolean> {
  const res = await db
    .insertInto('ci_deliveries')
    .values(row)
    .onConflict((oc) => oc.columns(['project_id', 'provider', 'delivery_id']).doNothing())
    .executeTakeFirst()
  return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0
}

export function deliveryExists(db: Db, projectId: string, provider: string, deliveryId: string): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('ci_deliveries')
    .select('id')
    .where('project_id', '=', projectId)
    .where('provider', '=', provider)
    .where('delivery_id', '=', deliveryId)
    .executeTakeFirst()
}

export async function listDeliveries(
  db: Db,
  projectId: string,
  limit: number,
  offset: number,
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const rows = await db
    .selectFrom('ci_deliveries')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('received_at', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
  const count = await db
    .selectFrom('ci_deliveries')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('project_id', '=', projectId)
    .executeTakeFirst()
  return { rows, total: Number(count?.n ?? 0) }
}
