import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { requireAi } from '../../platform/ai/create-ai-client.js'
import { NotFoundError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import { citedNumbers, rankSources, type SourceDoc } from './retrieval.js'
import type { Source } from './schemas.js'
import { projectSources } from './sources.js'
import * as store from './store.js'
import type { ConversationRow, MessageRow } from './tables.js'

const HISTORY_MESSAGES = 10
const SYSTEM = `You are Specwright's assistant for one project. Answer only from the numbered sources below (the
project's specs, runs, regression batches, load tests, security scans and PRDs). Cite every fact with its source label in
square brackets, e.g. [S2]. If the sources do not answer the question, say so plainly. Be brief.`

/** The asker: the signed-in user, or `anonymous` when authentication is off. */
export const askerOf = (principal: { id: string } | undefined) => principal?.id ?? 'anonymous'

const toConversation = (r: ConversationRow) => ({
  id: r.id,
  project_id: r.project_id,
  title: r.title,
  created_at: r.created_at,
  updated_at: r.updated_at,
})
const toMessage = (r: MessageRow) => ({
  id: r.id,
  role: r.role === 'assistant' ? ('assistant' as const) : ('user' as const),
  content: r.content,
  sources: JSON.parse(r.sources) as Source[],
  created_at: r.created_at,
})

export async function listConversations(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  userId: string,
  page: Page,
): Promise<PageResult<ReturnType<typeof toConversation>>> {
  const { rows, total } = await store.listConversations(deps.db, projectId, userId, page)
  return toPage(rows.map(toConversation), total, page)
}

async function conversationOr404(deps: Pick<AppDeps, 'db'>, projectId: string, userId: string, id: string): Promise<ConversationRow> {
  const row = await store.findConversation(deps.db, projectId, userId, id)
  if (!row) throw new NotFoundError('Conversation')
  return row
}

export async function getConversation(deps: Pick<AppDeps, 'db'>, projectId: string, userId: string, id: string) {
  const row = await conversationOr404(deps, projectId, userId, id)
  return { ...toConversation(row), messages: (await store.messagesOf(deps.db, id)).map(toMessage) }
}

export async function deleteConversation(deps: Pick<AppDeps, 'db'>, projectId: string, userId: string, id: string) {
  if (!(await store.deleteConversation(deps.db, projectId, userId, id))) throw new NotFoundError('Conversation')
  return { deleted: true as const, id }
}

function sourceBlock(sources: SourceDoc[]): string {
  return sources.map((s, i) => `[S${i + 1}] ${s.title}\n${s.text}`).join('\n\n') || '(the project has no records yet)'
}

/**
 * Answers a question over the project's records with cited sources. AI only: 503 "AI provider not configured"
 * before anything is stored. The question and answer are stored in the asker's conversation (a new one unless
 * `conversationId` names one of theirs).
 */
export async function ask(deps: AppDeps, projectId: string, userId: string, content: string, conversationId?: string) {
  const ai = requireAi(deps)
  const existing = conversationId ? await conversationOr404(deps, projectId, userId, conversationId) : undefined
  const history = existing ? (await store.messagesOf(deps.db, existing.id)).slice(-HISTORY_MESSAGES) : []
  const ranked = rankSources(
    `${history
      .filter((m) => m.role === 'user')
      .map((m) => m.content)
      .slice(-2)
      .join(' ')} ${content}`,
    await projectSources(deps, projectId),
  )
  const completion = await ai.complete({
    messages: [
      { role: 'system', content: `${SYSTEM}\n\nSources:\n${sourceBlock(ranked)}` },
      ...history.map((m) => ({ role: m.role === 'assistant' ? ('assistant' as const) : ('user' as const), content: m.content })),
      { role: 'user', content },
    ],
    temperature: 0.1,
    maxTokens: 800,
  })
  const answer = completion.content.trim() || 'The model returned no answer.'
  const sources: Source[] = citedNumbers(answer)
    .filter((n) => n <= ranked.length)
    .map((n) => {
      const s = ranked[n - 1]!
      return { ref: `S${n}`, kind: s.kind, id: s.id, title: s.title, path: s.path, snippet: s.text.slice(0, 240) }
    })
  const now = deps.clock.nowIso()
  const conversation =
    existing ??
    (await store.insertConversation(deps.db, {
      id: uuidv7(),
      project_id: projectId,
      user_id: userId,
      title: content.replace(/\s+/g, ' ').slice(0, 80),
      created_at: now,
      updated_at: now,
    }))
  const question: MessageRow = { id: uuidv7(), conversation_id: conversation.id, role: 'user', content, sources: '[]', created_at: now }
  const reply: MessageRow = {
    id: uuidv7(),
    conversation_id: conversation.id,
    role: 'assistant',
    content: answer,
    sources: JSON.stringify(sources),
    created_at: deps.clock.nowIso(),
  }
  await store.insertMessages(deps.db, [question, reply])
  await store.touchConversation(deps.db, conversation.id, reply.created_at)
  return {
    conversation: toConversation({ ...conversation, updated_at: reply.created_at }),
    question: toMessage(question),
    answer: toMessage(reply),
    model: completion.model,
  }
}
