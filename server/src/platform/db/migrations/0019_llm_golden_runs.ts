import { type Kysely, sql } from 'kysely'

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
  // Regressions join a golden run's cases to a later run's by input text. A prefix, because a B-tree entry has a size
  // limit (PostgreSQL: ~2.7 kB) and inputs may be long; the join compares the whole text after the index lookup.
  // Analytics read only these columns of a window: a covering index answers them without the wide rows (input,
  // output, assertions), which is what keeps 100,000 case results under 200 ms.
  await db.schema
    .createIndex('llm_case_results_analytics_idx')
    .on('llm_case_results')
    .columns([
      'project_id',
      'day',
      'provider_id',
      'spec_name',
      'status',
      'score',
      'latency_ms',
      'cost',
      'prompt_tokens',
      'completion_tokens',
      'cached',
      'run_id',
    ])
    .execute()
  await sql`create index llm_case_results_run_input_idx on llm_case_results (run_id, substr(input, 1, 200))`.execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('llm_case_results_run_input_idx').execute()
  await db.schema.dropIndex('llm_case_results_analytics_idx').execute()
  await db.schema.dropTable('llm_golden_runs').execute()
}
