import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { whenStreamDown } from '../../api/live-status.js'
import type { components } from '../../api/schema.js'

export type Batch = components['schemas']['RegressionBatch']
export type BatchDetail = components['schemas']['RegressionBatchDetail']
export type BatchItem = components['schemas']['RegressionBatchItem']
export type BatchStatus = Batch['status']
export type BatchCompare = components['schemas']['BatchCompare']
export type ExportFormat = 'html' | 'json' | 'csv' | 'junit'

export const BATCH_STATUSES: BatchStatus[] = ['queued', 'running', 'completed', 'error', 'cancelled']
export const BATCHES_PAGE_SIZE = 20
const rootKey = (projectId: string) => ['regression', projectId] as const
const live = (status: string | undefined) => status === 'queued' || status === 'running'

export interface BatchFilter {
  status?: BatchStatus | undefined
  dateFrom?: string | undefined
  dateTo?: string | undefined
}

export const batchesQuery = (projectId: string, filter: BatchFilter, page: number) =>
  queryOptions({
    queryKey: [...rootKey(projectId), 'list', filter, page],
    queryFn: () =>
      unwrap(
        api.GET('/regression/batches', {
          params: {
            query: {
              project_id: projectId,
              status: filter.status,
              date_from: filter.dateFrom || undefined,
              date_to: filter.dateTo || undefined,
              limit: BATCHES_PAGE_SIZE,
              offset: (page - 1) * BATCHES_PAGE_SIZE,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((b) => live(b.status)) ? whenStreamDown(2000) || 30_000 : false),
    staleTime: 0,
  })

/** A batch with its specs; polls every 1.5 s while it runs (live progress). */
export const batchQuery = (projectId: string, batchId: string) =>
  queryOptions({
    queryKey: [...rootKey(projectId), 'detail', batchId],
    queryFn: () =>
      unwrap(api.GET('/regression/batches/{batch_id}', { params: { path: { batch_id: batchId }, query: { project_id: projectId } } })),
    refetchInterval: (q) => (live(q.state.data?.status) ? whenStreamDown(1500) || 30_000 : false),
    staleTime: 0,
  })

export const useBatches = (projectId: string, filter: BatchFilter, page: number) => useQuery(batchesQuery(projectId, filter, page))
export const useBatch = (projectId: string, batchId: string) => useQuery(batchQuery(projectId, batchId))
export const useTrend = (projectId: string) =>
  useQuery({
    queryKey: [...rootKey(projectId), 'trend'],
    queryFn: () => unwrap(api.GET('/regression/trend', { params: { query: { project_id: projectId, limit: 30 } } })),
    throwOnError: false,
  })
export const useCompare = (projectId: string, base: string, head: string) =>
  useQuery({
    queryKey: [...rootKey(projectId), 'compare', base, head],
    queryFn: () => unwrap(api.GET('/regression/compare', { params: { query: { project_id: projectId, base, head } } })),
    enabled: Boolean(base && head),
  })

export function useCreateBatch(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: { name?: string; spec_ids: string[]; max_parallel?: number }) =>
      unwrap(api.POST('/regression/batches', { body: { ...body, project_id: projectId } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
  })
}

export function useCancelBatch(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (batchId: string) =>
      unwrap(
        api.POST('/regression/batches/{batch_id}/cancel', { params: { path: { batch_id: batchId }, query: { project_id: projectId } } }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
  })
}

/** Downloads an export through the API client (so the session's token and refresh apply). */
export async function downloadExport(projectId: string, batchId: string, format: ExportFormat): Promise<void> {
  const { data, response } = await api.GET('/regression/batches/{batch_id}/export', {
    params: { path: { batch_id: batchId }, query: { project_id: projectId, format } },
    parseAs: 'blob',
  })
  if (!response.ok || !data) throw new ApiError(response.status, `Export failed (${response.status})`)
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `batch_${batchId}.${format}`
  const href = URL.createObjectURL(data as Blob)
  const a = document.createElement('a')
  a.href = href
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
