import type { Kysely } from 'kysely'

/** What a UI run spent on AI (UsageMeter summary as JSON); null for runs that made no AI call. */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('runs').addColumn('ai_usage', 'text').execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('runs').dropColumn('ai_usage').execute()
}
