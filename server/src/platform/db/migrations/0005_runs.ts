import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('spec_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull().defaultTo('rules'))
    .addColumn('heal', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_heal_attempts', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('job_id', 'text')
    .addColumn('stages', 'text')
    .addColumn('plan', 'text')
    .addColumn('code', 'text')
    .addColumn('attempts', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('duration_ms', 'integer')
    .execute()
  await db.schema.createIndex('runs_project_idx').on('runs').columns(['project_id', 'created_at']).execute()
  await db.schema.createIndex('runs_project_spec_idx').on('runs').columns(['project_id', 'spec_name', 'created_at']).execute()

  await db.schema
    .createTable('selector_memory')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('spec_name', 'text', (c) => c.notNull())
    .addColumn('resolutions', 'text', (c) => c.notNull())
    .addColumn('run_id', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('selector_memory_pk', ['project_id', 'spec_name'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('selector_memory').execute()
  await db.schema.dropTable('runs').execute()
}
