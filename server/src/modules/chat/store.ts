import type { Db } from '../../platform/db/database.js'
import type { Page } from '../../platform/http/pagination.js'
import type { ConversationRow, MessageRow } from './tables.js'

/** Conversations are scoped by project AND user: nobody reads another user's history. */
export async function findConversation(db: Db, projectId: string, userId: string, id: string): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function listConversations(
  db: Db,
  projectId: string,
  userId: string,
  page: Page,
): Promise<{ rows: ConversationRow[]; total: number }> {
  const base = db.selectFrom('chat_conversations').where('project_id', '=', projectId).where('user_id', '=', userId)
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

export async function insertConversation(db: Db, row: ConversationRow): Promise<ConversationRow> {
  return db.insertInto('chat_conversations').values(row).returningAll().executeTakeFirstOrThrow()
}

export async function touchConversation(db: Db, id: string, updatedAt: string): Promise<void> {
  await db.updateTable('chat_conversations').set({ updated_at: updatedAt }).where('id', '=', id).execute()
}

export async function deleteConversation(db: Db, projectId: string, userId: string, id: string): Promise<boolean> {
  const found = await findConversation(db, projectId, userId, id)
  if (!found) return false
  await db.deleteFrom('chat_messages').where('conversation_id', '=', id).execute()
  await db.deleteFrom('chat_conversations').where('id', '=', id).execute()
  return true
}

export async function messagesOf(db: Db, conversationId: string): Promise<MessageRow[]> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

export async function insertMessages(db: Db, rows: MessageRow[]): Promise<void> {
  await db.insertInto('chat_messages').values(rows).execute()
}
