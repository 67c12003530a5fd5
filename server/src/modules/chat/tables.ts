import type { Selectable } from 'kysely'

export interface ChatConversationsTable {
  id: string
  project_id: string
  /** The asking user (`anonymous` when authentication is off). */
  user_id: string
  title: string
  created_at: string
  updated_at: string
}

export interface ChatMessagesTable {
  id: string
  conversation_id: string
  /** user | assistant */
  role: string
  content: string
  /** JSON list of cited sources (assistant messages). */
  sources: string
  created_at: string
}

declare module '../../platform/db/database.js' {
  interface Database {
    chat_conversations: ChatConversationsTable
    chat_messages: ChatMessagesTable
  }
}

export type ConversationRow = Selectable<ChatConversationsTable>
export type MessageRow = Selectable<ChatMessagesTable>
