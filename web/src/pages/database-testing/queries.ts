import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { whenStreamDown } from '../../api/live-status.js'
import type { components } from '../../api/schema.js'

export type DbConnection = components['schemas']['DbConnection']
export type DbConnectionCreate = components['schemas']['DbConnectionCreate']
export type DbAnalysis = components['schemas']['DbAnalysis']
export type DbSpec = components['schemas']['DbSpec']
export type DbSpecValidation = components['schemas']['DbSpecValidation']
export type DbRunSummary = components['schemas']['DbRunSummary']
export type DbRunDetail = components['schemas']['DbRunDetail']
export type DbSuggestion = components['schemas']['DbSuggestion']
export type DbCheckResult = components['schemas']['DbCheckResult']
export type DbSummary = components['schemas']['DbSummary']

export const rootKey = (projectId: string) => ['database-testing', projectId] as const
export const live = (status: string | undefined) => status === 'queued' || status === 'running'

export const connectionsQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...rootKey(projectId), 'connections'],
    queryFn: () => unwrap(api.GET('/database-testing/connections', { params: { query: { project_id: projectId } } })),
  })

export const latestAnalysisQuery = (projectId: string, connectionId: string) =>
  queryOptions({
    queryKey: [...rootKey(projectId), 'analysis', connectionId],
    queryFn: async () => {
      const res = await api.GET('/database-testing/connections/{id}/analysis', {
        params: { path: { id: connectionId }, query: { project_id: projectId } },
      })
      if (res.response.status === 404) return null
      return unwrap(Promise.resolve(res))
    },
  })

export const analysisQuery = (projectId: string, id: string) =>
  queryOptions({
    queryKey: [...rootKey(projectId), 'analysis-by-id', id],
    queryFn: () => unwrap(api.GET('/database-testing/analyses/{id}', { params: { path: { id }, query: { project_id: projectId } } })),
    refetchInterval: (q) => (live(q.state.data?.status) ? whenStreamDown(700) || 30_000 : false),
  })

export const runsQuery = (projectId: string, page: number, pageSize = 20) =>
  queryOptions({
    queryKey: [...rootKey(projectId), 'runs', page],
    queryFn: () =>
      unwrap(
        api.GET('/database-testing/runs', { params: { query: { project_id: projectId, limit: pageSize, offset: (page - 1) * pageSize } } }),
      ),
    refetchInterval: (q) => (q.state.data?.items.some((r) => live(r.status)) ? whenStreamDown(1000) || 30_000 : false),
  })

export const runQuery = (projectId: string, runId: string) =>
  queryOptions({
    queryKey: [...rootKey(projectId), 'run', runId],
    queryFn: () =>
      unwrap(api.GET('/database-testing/runs/{run_id}', { params: { path: { run_id: runId }, query: { project_id: projectId } } })),
    refetchInterval: (q) => (live(q.state.data?.status) ? whenStreamDown(800) || 30_000 : false),
  })

export const summaryQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...rootKey(projectId), 'summary'],
    queryFn: () => unwrap(api.GET('/database-testing/summary', { params: { query: { project_id: projectId } } })),
  })

/** Formats a measured value in its unit. */
export function formatActual(result: Pick<DbCheckResult, 'actual' | 'unit'>): string {
  if (result.actual === null) return '—'
  if (result.unit === 'percent') return `${Number(result.actual.toFixed(4))}%`
  if (result.unit === 'seconds') {
    const s = result.actual
    return s >= 86_400 ? `${(s / 86_400).toFixed(1)} days` : s >= 3600 ? `${(s / 3600).toFixed(1)} hours` : `${Math.round(s)} s`
  }
  return String(result.actual)
}
