import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_specs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('import_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('api_specs_project_name_uq', ['project_id', 'name'])
    .execute()
  await db.schema.createIndex('api_specs_import_idx').on('api_specs').columns(['project_id', 'import_key']).execute()

  await db.schema
    .createTable('api_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('spec_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text')
    .addColumn('engine', 'text', (c) => c.notNull().defaultTo('rules'))
    .addColumn('code', 'text')
    .addColumn('tests', 'text')
    .addColumn('attempts', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('duration_ms', 'integer')
    .execute()
  await db.schema.createIndex('api_runs_project_idx').on('api_runs').columns(['project_id', 'created_at']).execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_runs').execute()
  await db.schema.dropTable('api_specs').execute()
}
