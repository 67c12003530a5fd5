import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'
import { llmKeys } from './queries.js'

export type LlmDataset = components['schemas']['LlmDataset']
export type LlmDatasetVersion = components['schemas']['LlmDatasetVersion']
export type LlmDatasetImport = components['schemas']['LlmDatasetImport']
export type LlmAugmentCandidate = components['schemas']['LlmAugmentCandidate']
export type LlmPromptIteration = components['schemas']['LlmPromptIteration']
export type CaseDraft = { input: string; expected: string | null; tags: string[] }

export const datasetKeys = {
  all: (projectId: string) => [...llmKeys.root(projectId), 'datasets'] as const,
  one: (projectId: string, id: string) => [...llmKeys.root(projectId), 'datasets', id] as const,
}

export const useDatasets = (projectId: string) =>
  useQuery({
    queryKey: datasetKeys.all(projectId),
    queryFn: () => unwrap(api.GET('/llm-testing/datasets', { params: { query: { project_id: projectId, limit: 200 } } })),
  })

export const useDataset = (projectId: string, id: string) =>
  useQuery({
    queryKey: [...datasetKeys.one(projectId, id), 'detail'],
    queryFn: () => unwrap(api.GET('/llm-testing/datasets/{id}', { params: { path: { id }, query: { project_id: projectId } } })),
  })

export const useVersions = (projectId: string, id: string) =>
  useQuery({
    queryKey: [...datasetKeys.one(projectId, id), 'versions'],
    queryFn: () => unwrap(api.GET('/llm-testing/datasets/{id}/versions', { params: { path: { id }, query: { project_id: projectId } } })),
  })

export const useCases = (projectId: string, id: string, version: number) =>
  useQuery({
    queryKey: [...datasetKeys.one(projectId, id), 'cases', version],
    queryFn: () =>
      unwrap(
        api.GET('/llm-testing/datasets/{id}/versions/{version}/cases', {
          params: { path: { id, version }, query: { project_id: projectId, limit: 1000 } },
        }),
      ),
    enabled: version > 0,
  })

export const useCandidates = (projectId: string, id: string) =>
  useQuery({
    queryKey: [...datasetKeys.one(projectId, id), 'candidates'],
    queryFn: () =>
      unwrap(
        api.GET('/llm-testing/datasets/{id}/candidates', {
          params: { path: { id }, query: { project_id: projectId, status: 'pending', limit: 500 } },
        }),
      ),
  })

/** Every mutation of one dataset refreshes all of its queries (versions, cases, candidates, detail). */
export function useDatasetMutation<A, R>(projectId: string, id: string, fn: (args: A) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: datasetKeys.all(projectId) }),
  })
}

export type ImportOptions = { preview: boolean; skipInvalid: boolean; mode: 'replace' | 'append' }

export function importCsv(projectId: string, id: string, file: File, o: ImportOptions): Promise<LlmDatasetImport> {
  const form = new FormData()
  form.append('file', new Blob([file], { type: file.type || 'text/csv' }), file.name)
  return unwrap(
    api.POST('/llm-testing/datasets/{id}/import', {
      params: {
        path: { id },
        query: {
          project_id: projectId,
          preview: o.preview ? 'true' : 'false',
          skip_invalid: o.skipInvalid ? 'true' : 'false',
          mode: o.mode,
        } as never,
      },
      body: form as never,
    }),
  ) as Promise<LlmDatasetImport>
}
