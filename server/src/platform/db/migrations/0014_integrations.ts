import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time (see 0001)
export async function up(db: Kysely<any>): Promise<void> {
  // One row per project and integration (`testmgmt`, `tracker`, `ci_webhook`): plain settings as JSON, the one
  // secret (api key, api token, webhook secret) sealed with the secret box and shown only as ****last4.
  await db.schema
    .createTable('integration_configs')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('secret_last4', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('integration_configs_pk', ['project_id', 'kind'])
    .execute()

  // Local spec -> remote test case, per remote suite; content_hash says whether the case is up to date.
  await db.schema
    .createTable('testmgmt_case_mappings')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('remote_suite_id', 'integer', (c) => c.notNull())
    .addColumn('spec_ref', 'text', (c) => c.notNull())
    .addColumn('remote_case_id', 'integer', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('synced_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('testmgmt_case_mappings_pk', ['project_id', 'remote_suite_id', 'spec_ref'])
    .execute()

  // One remote run per batch; re-syncing reuses it and posts only the results not yet accepted.
  await db.schema
    .createTable('testmgmt_result_syncs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('remote_run_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('testmgmt_result_syncs_batch_uq', ['project_id', 'batch_id'])
    .execute()
  await db.schema
    .createTable('testmgmt_result_items')
    .addColumn('sync_id', 'text', (c) => c.notNull().references('testmgmt_result_syncs.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('remote_case_id', 'integer', (c) => c.notNull())
    .addColumn('remote_result_id', 'integer', (c) => c.notNull())
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('synced_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('testmgmt_result_items_pk', ['sync_id', 'item_id'])
    .execute()

  // Issues created in (or linked from) the tracker; fingerprint dedupes recurrences of one failure.
  await db.schema
    .createTable('tracker_issues')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('issue_key', 'text', (c) => c.notNull())
    .addColumn('issue_url', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('spec_name', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text')
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('run_ids', 'text', (c) => c.notNull())
    .addColumn('occurrences', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('tracker_issues_key_uq', ['project_id', 'issue_key', 'spec_name'])
    .execute()
  await db.schema.createIndex('tracker_issues_fp_idx').on('tracker_issues').columns(['project_id', 'fingerprint']).execute()
  await db.schema.createIndex('tracker_issues_spec_idx').on('tracker_issues').columns(['project_id', 'spec_name']).execute()

  // Verified CI webhook deliveries; the unique delivery id is the replay guard.
  await db.schema
    .createTable('ci_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('ref', 'text')
    .addColumn('sha', 'text')
    .addColumn('url', 'text')
    .addColumn('pipeline', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ci_deliveries_delivery_uq', ['project_id', 'provider', 'delivery_id'])
    .execute()
  await db.schema.createIndex('ci_deliveries_project_idx').on('ci_deliveries').columns(['project_id', 'received_at']).execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'ci_deliveries',
    'tracker_issues',
    'testmgmt_result_items',
    'testmgmt_result_syncs',
    'testmgmt_case_mappings',
    'integration_configs',
  ]) {
    await db.schema.dropTable(t).execute()
  }
}
