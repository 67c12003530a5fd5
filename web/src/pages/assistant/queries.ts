import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'

export type Conversation = components['schemas']['ChatConversation']
export type ChatMessage = components['schemas']['ChatMessage']
export type ChatSource = components['schemas']['ChatSource']
const rootKey = (projectId: string) => ['chat', projectId] as const

export const useConversations = (projectId: string) =>
  useQuery({
    queryKey: [...rootKey(projectId), 'list'],
    queryFn: () => unwrap(api.GET('/chat/conversations', { params: { query: { project_id: projectId, limit: 50 } } })),
  })

export const useConversation = (projectId: string, id: string | undefined) =>
  useQuery({
    queryKey: [...rootKey(projectId), 'detail', id],
    queryFn: () =>
      unwrap(
        api.GET('/chat/conversations/{conversation_id}', {
          params: { path: { conversation_id: id ?? '' }, query: { project_id: projectId } },
        }),
      ),
    enabled: Boolean(id),
  })

export function useAsk(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ content, conversationId }: { content: string; conversationId?: string | undefined }) =>
      unwrap(
        api.POST('/chat/messages', {
          body: { content, project_id: projectId, ...(conversationId ? { conversation_id: conversationId } : {}) },
        }),
      ),
    meta: { notifyError: false },
    onSuccess: async (res) => {
      await qc.invalidateQueries({ queryKey: [...rootKey(projectId), 'detail', res.conversation.id] })
      await qc.invalidateQueries({ queryKey: [...rootKey(projectId), 'list'] })
    },
  })
}

export function useDeleteConversation(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(
        api.DELETE('/chat/conversations/{conversation_id}', {
          params: { path: { conversation_id: id }, query: { project_id: projectId } },
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
  })
}
