import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time (see 0001)
export async function up(db: Kysely<any>): Promise<void> {
  // Load-test scenarios: what autocannon sends (the target must be on one of the project's configured hosts).
  await db.schema
    .createTable('load_test_scenarios')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('connections', 'integer', (c) => c.notNull())
    .addColumn('duration_s', 'integer')
    .addColumn('amount', 'integer')
    .addColumn('ramp_up_s', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('load_test_scenarios_name_uq', ['project_id', 'name'])
    .execute()

  // One execution of a scenario; `scenario` is the snapshot it ran with, `result` the measured figures (JSON).
  await db.schema
    .createTable('load_test_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('scenario_id', 'text')
    .addColumn('scenario_name', 'text', (c) => c.notNull())
    .addColumn('scenario', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text')
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('duration_ms', 'integer')
    .execute()
  await db.schema.createIndex('load_test_runs_project_idx').on('load_test_runs').columns(['project_id', 'created_at']).execute()
  await db.schema.createIndex('load_test_runs_status_idx').on('load_test_runs').columns(['status']).execute()

  // Passive security scans and their findings (JSON list), newest first per project.
  await db.schema
    .createTable('security_scans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('target_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('findings', 'text', (c) => c.notNull())
    .addColumn('facts', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer')
    .execute()
  await db.schema.createIndex('security_scans_project_idx').on('security_scans').columns(['project_id', 'created_at']).execute()

  // Uploaded PRDs: the extracted text and the features it was split into.
  await db.schema
    .createTable('prd_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('prd_documents_project_idx').on('prd_documents').columns(['project_id', 'created_at']).execute()

  // Spec-draft generations of a PRD; the log lives in the run-log store under the generation id.
  await db.schema
    .createTable('prd_generations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) => c.notNull().references('prd_documents.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text')
    .addColumn('drafts', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute()
  await db.schema
    .createIndex('prd_generations_doc_idx')
    .on('prd_generations')
    .columns(['project_id', 'document_id', 'created_at'])
    .execute()

  // Assistant conversations belong to one user in one project.
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('chat_conversations_user_idx')
    .on('chat_conversations')
    .columns(['project_id', 'user_id', 'updated_at'])
    .execute()
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sources', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('chat_messages_conversation_idx').on('chat_messages').columns(['conversation_id', 'created_at']).execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'chat_messages',
    'chat_conversations',
    'prd_generations',
    'prd_documents',
    'security_scans',
    'load_test_runs',
    'load_test_scenarios',
  ])
    await db.schema.dropTable(t).ifExists().execute()
}
