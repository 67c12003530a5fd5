import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time (see 0001)
export async function up(db: Kysely<any>): Promise<void> {
  // A run chosen as the golden baseline of a suite on one provider, for suites run without a dataset. Runs over a
  // dataset take their baseline from llm_datasets.golden_version instead (see docs/llm-analytics.md).
  await db.schema
    .createTable('llm_golden_runs')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('spec_name', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('run_id', 'text', (c) => c.notNull().references('llm_runs.id').onDelete('cascade'))
    .addColumn('marked_by', 'text')
    .addColumn('marked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('llm_golden_runs_pk', ['project_id', 'spec_name', 'provider_id'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('llm_golden_runs').execute()
}
