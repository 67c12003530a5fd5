import type { Kysely } from 'kysely'

/**
 * Exploration sessions (a crawl of a target site and what it discovered), requirements (with per-project
 * sequential numbers, unique so concurrent creates can never share a code) and the traceability matrix entries.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('exploration_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('strategy', 'text', (c) => c.notNull())
    .addColumn('max_interactions', 'integer', (c) => c.notNull())
    .addColumn('max_pages', 'integer', (c) => c.notNull())
    .addColumn('time_budget_s', 'integer', (c) => c.notNull())
    // JSON: scope patterns, destructive switch, login profile (no secret values: those are project variables).
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text')
    .addColumn('interactions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text')
    // JSON: pages, flows, endpoints, forms, errors, skipped actions; written as the crawl goes.
    .addColumn('discovered', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('duration_ms', 'integer')
    .execute()
  await db.schema.createIndex('exploration_sessions_project_idx').on('exploration_sessions').columns(['project_id', 'created_at']).execute()

  await db.schema
    .createTable('requirements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('acceptance_criteria', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('exploration_session_id', 'text')
    // What the requirement was derived from (`form:POST /login`); a later generation skips keys already present.
    .addColumn('source_key', 'text')
    // JSON: the discovered evidence (page, form fields, messages) gap specs are written from.
    .addColumn('evidence', 'text')
    .addColumn('duplicate_of', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('requirements_number_uq', ['project_id', 'number'])
    .execute()
  await db.schema.createIndex('requirements_source_idx').on('requirements').columns(['project_id', 'source_key']).execute()

  await db.schema
    .createTable('rtm_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('requirement_id', 'text', (c) => c.notNull().references('requirements.id').onDelete('cascade'))
    .addColumn('coverage', 'text', (c) => c.notNull())
    .addColumn('confidence', 'real', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    // JSON: the specs matched, each {kind, name, confidence}.
    .addColumn('matches', 'text', (c) => c.notNull())
    // JSON: the suggested spec draft for a gap, else null.
    .addColumn('suggestion', 'text')
    .addColumn('generated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('rtm_entries_requirement_uq', ['project_id', 'requirement_id'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rtm_entries').execute()
  await db.schema.dropTable('requirements').execute()
  await db.schema.dropTable('exploration_sessions').execute()
}
