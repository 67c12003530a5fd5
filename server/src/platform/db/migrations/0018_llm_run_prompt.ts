import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time (see 0001)
export async function up(db: Kysely<any>): Promise<void> {
  // Prompt A/B: a run may replace its suite's system prompt (null: the suite's own).
  await db.schema.alterTable('llm_runs').addColumn('system_prompt', 'text').execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('llm_runs').dropColumn('system_prompt').execute()
}
