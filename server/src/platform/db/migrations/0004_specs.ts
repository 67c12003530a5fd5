import { type Kysely, PostgresAdapter, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
export async function up(db: Kysely<any>): Promise<void> {
  // Names sort and compare byte-wise on both dialects (SQLite's BINARY is the default; PostgreSQL would follow
  // the database locale), so list order and folder prefixes do not depend on how the server was installed.
  const text = db.getExecutor().adapter instanceof PostgresAdapter ? sql`text collate "C"` : sql`text`
  await db.schema
    .createTable('specs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('automated_test', 'text')
    .addColumn('accepted_run_id', 'text')
    .addColumn('automated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('specs_project_name_uq', ['project_id', 'name'])
    .execute()

  await db.schema
    .createTable('spec_tags')
    .addColumn('spec_id', 'text', (c) => c.notNull().references('specs.id').onDelete('cascade'))
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('tag', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('spec_tags_pk', ['spec_id', 'tag'])
    .execute()
  // The tag filter and the tag counts read only this index: (project, tag) -> spec ids.
  await db.schema.createIndex('spec_tags_project_tag_idx').on('spec_tags').columns(['project_id', 'tag', 'spec_id']).execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('spec_tags').execute()
  await db.schema.dropTable('specs').execute()
}
