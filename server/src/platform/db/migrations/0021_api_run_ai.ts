import type { Kysely } from 'kysely'

/**
 * What the AI engine did in an API run: `ai_steps` (JSON, one entry per spec line the AI engine wrote or was refused
 * for) and `ai_usage` (UsageMeter summary as JSON); both null for runs that made no AI call.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_runs').addColumn('ai_steps', 'text').execute()
  await db.schema.alterTable('api_runs').addColumn('ai_usage', 'text').execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_runs').dropColumn('ai_usage').execute()
  await db.schema.alterTable('api_runs').dropColumn('ai_steps').execute()
}
