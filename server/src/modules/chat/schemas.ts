import { z } from 'zod'
import { pageQuery } from '../../platform/http/pagination.js'
import { IdSchema, ProjectIdSchema } from '../../platform/http/schemas.js'

export const SourceSchema = z
  .object({
    ref: z.string().describe('The citation label used in the answer, e.g. "S1"'),
    kind: z.enum(['spec', 'run', 'batch', 'load_run', 'security_scan', 'prd']),
    id: z.string(),
    title: z.string(),
    path: z.string().describe('Dashboard path of the record'),
    snippet: z.string(),
  })
  .meta({ id: 'ChatSource' })
export type Source = z.infer<typeof SourceSchema>

export const MessageSchema = z
  .object({
    id: z.string(),
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    sources: z.array(SourceSchema),
    created_at: z.string(),
  })
  .meta({ id: 'ChatMessage' })

export const ConversationSchema = z
  .object({ id: z.string(), project_id: z.string(), title: z.string(), created_at: z.string(), updated_at: z.string() })
  .meta({ id: 'ChatConversation' })

export const ConversationDetailSchema = ConversationSchema.extend({ messages: z.array(MessageSchema) }).meta({
  id: 'ChatConversationDetail',
})

export const AskBodySchema = z
  .object({
    content: z.string().trim().min(1).max(4000),
    conversation_id: IdSchema.optional().describe('Continue a conversation (default: start a new one)'),
    project_id: ProjectIdSchema.optional(),
  })
  .strict()
  .meta({ id: 'ChatAskBody' })

export const AskResultSchema = z
  .object({ conversation: ConversationSchema, question: MessageSchema, answer: MessageSchema, model: z.string() })
  .meta({ id: 'ChatAnswer' })

export const ProjectQuerySchema = z.object({ project_id: ProjectIdSchema.optional() })
export const ConversationParamsSchema = z.object({ conversation_id: IdSchema })
export const ListConversationsQuerySchema = pageQuery().extend({ project_id: ProjectIdSchema.optional() })
