import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time (see 0001)
export async function up(db: Kysely<any>): Promise<void> {
  // Values a spec's {{NAME}} placeholders resolve to, per project. Every value is sealed with the secret box;
  // `secret` values are write-only (shown as ****last4).
  await db.schema
    .createTable('project_variables')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret', 'integer', (c) => c.notNull())
    .addColumn('value_sealed', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_variables_pk', ['project_id', 'name'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('project_variables').execute()
}
