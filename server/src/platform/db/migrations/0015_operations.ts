import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time (see 0001)
export async function up(db: Kysely<any>): Promise<void> {
  // One row per database backup (scheduled, manual or CLI); the file lives in DATA_DIR/backups.
  await db.schema
    .createTable('backups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dialect', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('file', 'text')
    .addColumn('size_bytes', 'bigint')
    .addColumn('row_counts', 'text')
    .addColumn('error', 'text')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute()
  await db.schema.createIndex('backups_started_idx').on('backups').columns(['started_at']).execute()

  // Where a run's artifacts are after archival: warm (core files in the object store) or cold (deleted).
  await db.schema
    .createTable('run_tiers')
    .addColumn('run_id', 'text', (c) => c.primaryKey())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('archived_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('freed_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('moved_at', 'text', (c) => c.notNull())
    .execute()

  // Settings stored from the dashboard (an env variable of the same setting wins); secrets sealed.
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('secret', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last4', 'text')
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_settings').execute()
  await db.schema.dropTable('run_tiers').execute()
  await db.schema.dropTable('backups').execute()
}
