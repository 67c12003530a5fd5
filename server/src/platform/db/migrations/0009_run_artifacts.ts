import type { Kysely } from 'kysely'

/**
 * `run_artifacts`: the files of a UI run's folder, recorded when an attempt writes them, so reading a run never
 * walks its folder. `jobs_finished_idx` serves the job retention prune (JOB_RETENTION_DAYS).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('run_artifacts')
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('run_artifacts_pk', ['run_id', 'path'])
    .execute()
  await db.schema.createIndex('jobs_finished_idx').on('jobs').columns(['status', 'finished_at']).execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_finished_idx').execute()
  await db.schema.dropTable('run_artifacts').execute()
}
