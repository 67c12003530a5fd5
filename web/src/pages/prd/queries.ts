import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { whenStreamDown } from '../../api/live-status.js'
import type { components } from '../../api/schema.js'
import { prdFileType } from './file-type.js'

export type PrdDocument = components['schemas']['PrdDocument']
export type Generation = components['schemas']['PrdGeneration']
export type Draft = components['schemas']['PrdSpecDraft']
const rootKey = (projectId: string) => ['prd', projectId] as const
export const isLive = (s: string | undefined) => s === 'queued' || s === 'running'

export const useDocuments = (projectId: string) =>
  useQuery({
    queryKey: [...rootKey(projectId), 'documents'],
    queryFn: () =>
      unwrap(api.GET('/api/prd/{project_id}/documents', { params: { path: { project_id: projectId }, query: { limit: 50 } } })),
  })

export const useDocument = (projectId: string, id: string | undefined) =>
  useQuery({
    queryKey: [...rootKey(projectId), 'document', id],
    queryFn: () =>
      unwrap(
        api.GET('/api/prd/{project_id}/documents/{document_id}', { params: { path: { project_id: projectId, document_id: id ?? '' } } }),
      ),
    enabled: Boolean(id),
  })

export const useGenerations = (projectId: string, documentId: string | undefined) =>
  useQuery({
    queryKey: [...rootKey(projectId), 'generations', documentId],
    queryFn: () =>
      unwrap(
        api.GET('/api/prd/{project_id}/documents/{document_id}/generations', {
          params: { path: { project_id: projectId, document_id: documentId ?? '' } },
        }),
      ),
    enabled: Boolean(documentId),
    refetchInterval: (q) => (q.state.data?.items.some((g) => isLive(g.status)) ? whenStreamDown(1000) || 30_000 : false),
  })

export function useUpload(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('file', new Blob([file], { type: prdFileType(file) }), file.name)
      return unwrap(
        api.POST('/api/prd/{project_id}/upload', { params: { path: { project_id: projectId } }, body: form as never }),
      ) as Promise<PrdDocument>
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: [...rootKey(projectId), 'documents'] }),
  })
}

export function useGenerate(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ documentId, engine }: { documentId: string; engine: 'auto' | 'rules' | 'ai' }) =>
      unwrap(
        api.POST('/api/prd/{project_id}/documents/{document_id}/generate', {
          params: { path: { project_id: projectId, document_id: documentId } },
          body: { engine },
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...rootKey(projectId), 'generations'] }),
  })
}

export function useSaveDraft(projectId: string) {
  return useMutation({
    mutationFn: ({ generationId, index }: { generationId: string; index: number }) =>
      unwrap(
        api.POST('/api/prd/{project_id}/generation/{id}/drafts/{index}/save', {
          params: { path: { project_id: projectId, id: generationId, index } },
          body: {},
        }),
      ),
  })
}
