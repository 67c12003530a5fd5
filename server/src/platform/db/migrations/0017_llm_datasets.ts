import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time (see 0001)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('llm_datasets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // The newest version number (1-based); 0 before the first version is saved.
    .addColumn('latest_version', 'integer', (c) => c.notNull().defaultTo(0))
    // The version marked golden: the baseline regressions are measured against (null: none marked).
    .addColumn('golden_version', 'integer')
    .addColumn('golden_at', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('llm_datasets_name_uq', ['project_id', 'name'])
    .execute()

  // Versions are immutable: every edit, import or accepted augmentation writes a new one.
  await db.schema
    .createTable('llm_dataset_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dataset_id', 'text', (c) => c.notNull().references('llm_datasets.id').onDelete('cascade'))
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('case_count', 'integer', (c) => c.notNull())
    // manual | csv | augment
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('llm_dataset_versions_uq', ['dataset_id', 'version'])
    .execute()

  await db.schema
    .createTable('llm_dataset_cases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('version_id', 'text', (c) => c.notNull().references('llm_dataset_versions.id').onDelete('cascade'))
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('case_index', 'integer', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('expected', 'text')
    // JSON array of strings.
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addUniqueConstraint('llm_dataset_cases_uq', ['version_id', 'case_index'])
    .execute()

  // Augmentation proposals awaiting review; accepted ones join a new version.
  await db.schema
    .createTable('llm_augment_candidates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dataset_id', 'text', (c) => c.notNull().references('llm_datasets.id').onDelete('cascade'))
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('base_version', 'integer', (c) => c.notNull())
    // edge_cases | adversarial | boundary | rephrase
    .addColumn('kind', 'text', (c) => c.notNull())
    // rules | ai
    .addColumn('engine', 'text', (c) => c.notNull())
    // Which documented transformation produced it (e.g. `empty_input`, `sql_injection`).
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('source_case_index', 'integer')
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('expected', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    // pending | accepted | rejected
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .execute()
  await db.schema
    .createIndex('llm_augment_candidates_dataset_idx')
    .on('llm_augment_candidates')
    .columns(['dataset_id', 'status', 'created_at'])
    .execute()

  // Prompt A/B: the same suite (or dataset) version and provider, two system prompts, one run each.
  await db.schema
    .createTable('llm_prompt_iterations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('spec_name', 'text', (c) => c.notNull())
    .addColumn('spec_version', 'integer', (c) => c.notNull())
    .addColumn('dataset_id', 'text')
    .addColumn('dataset_version', 'integer')
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('original_prompt', 'text', (c) => c.notNull())
    .addColumn('modified_prompt', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text')
    .addColumn('original_run_id', 'text')
    .addColumn('modified_run_id', 'text')
    // JSON: per-case score pairs, mean difference, winner, sign-test p-value and note.
    .addColumn('summary', 'text')
    .addColumn('error', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute()
  await db.schema
    .createIndex('llm_prompt_iterations_project_idx')
    .on('llm_prompt_iterations')
    .columns(['project_id', 'created_at'])
    .execute()

  // Analytics: a dataset version's runs, and the regressions query's lookup of a suite's runs by provider.
  await db.schema.createIndex('llm_runs_dataset_idx').on('llm_runs').columns(['project_id', 'dataset_id', 'dataset_version']).execute()
  await db.schema
    .createIndex('llm_runs_suite_provider_idx')
    .on('llm_runs')
    .columns(['project_id', 'spec_name', 'provider_id', 'created_at'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('llm_runs_suite_provider_idx').execute()
  await db.schema.dropIndex('llm_runs_dataset_idx').execute()
  await db.schema.dropTable('llm_prompt_iterations').execute()
  await db.schema.dropTable('llm_augment_candidates').execute()
  await db.schema.dropTable('llm_dataset_cases').execute()
  await db.schema.dropTable('llm_dataset_versions').execute()
  await db.schema.dropTable('llm_datasets').execute()
}
