import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'
import { runRefetchInterval, runsRefetchInterval } from './run-status.js'

export type Run = components['schemas']['Run']
export type RunDetail = components['schemas']['RunDetail']
export type RunStage = components['schemas']['RunStage']
export type RunAttempt = components['schemas']['RunAttempt']
export type RunArtifact = components['schemas']['RunArtifact']
export type RunStatus = Run['status']
export type FailureClass = NonNullable<RunAttempt['classification']>

/** Root of one project's run queries (the specs page invalidates it after starting runs). */
export const runsRootKey = (projectId: string) => ['runs', projectId] as const

export interface RunFilter {
  status?: RunStatus | undefined
  spec?: string | undefined
  /** YYYY-MM-DD, inclusive. */
  dateFrom?: string | undefined
  /** YYYY-MM-DD, inclusive (the API's bound is exclusive: the day after is sent). */
  dateTo?: string | undefined
}

export const RUNS_PAGE_SIZE = 20

/** The day after a YYYY-MM-DD date, so a picked "to" day is included (the API's date_to is exclusive). */
export function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/** One page of runs, newest first; polls every 2 s while a listed run is queued or running. */
export const runsQuery = (projectId: string, filter: RunFilter, page: number, pageSize = RUNS_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...runsRootKey(projectId), 'list', filter, page, pageSize],
    queryFn: () =>
      unwrap(
        api.GET('/runs', {
          params: {
            query: {
              project_id: projectId,
              status: filter.status,
              spec: filter.spec || undefined,
              date_from: filter.dateFrom || undefined,
              date_to: filter.dateTo ? dayAfter(filter.dateTo) : undefined,
              limit: pageSize,
              offset: (page - 1) * pageSize,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => runsRefetchInterval(query.state.data?.items),
    refetchIntervalInBackground: false,
    staleTime: 0,
  })

/** One run with stages, plan, code, attempts and artifacts; polls until it is final. */
export const runQuery = (projectId: string, runId: string) =>
  queryOptions({
    queryKey: [...runsRootKey(projectId), 'detail', runId],
    queryFn: () => unwrap(api.GET('/runs/{run_id}', { params: { path: { run_id: runId }, query: { project_id: projectId } } })),
    refetchInterval: (query) => runRefetchInterval(query.state.data),
    refetchIntervalInBackground: false,
    staleTime: 0,
  })

export const useRuns = (projectId: string, filter: RunFilter, page: number) => useQuery(runsQuery(projectId, filter, page))
/** The chart's sample: the latest 100 runs matching the filters. */
export const useRecentRuns = (projectId: string, filter: RunFilter) =>
  useQuery({ ...runsQuery(projectId, filter, 1, 100), throwOnError: false })
export const useRun = (projectId: string, runId: string) => useQuery(runQuery(projectId, runId))

/** POST /runs/{id}/cancel (member and up). */
export function useCancelRun(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (runId: string) =>
      unwrap(api.POST('/runs/{run_id}/cancel', { params: { path: { run_id: runId }, query: { project_id: projectId } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: runsRootKey(projectId) }),
  })
}

/** DELETE /runs/{id} (admin and up; only finished runs). */
export function useDeleteRun(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (runId: string) =>
      unwrap(api.DELETE('/runs/{run_id}', { params: { path: { run_id: runId }, query: { project_id: projectId } } })),
    onSuccess: (_done, runId) => {
      qc.removeQueries({ queryKey: runQuery(projectId, runId).queryKey })
      return qc.invalidateQueries({ queryKey: [...runsRootKey(projectId), 'list'] })
    },
  })
}

/** GET /runs/{id}/artifacts/<path> with the bearer token, as a Blob (artifact paths keep their slashes). */
export function fetchArtifact(projectId: string, runId: string, artifactPath: string): Promise<Blob> {
  const tail = artifactPath.split('/').map(encodeURIComponent).join('/')
  return unwrap(
    api.GET('/runs/{run_id}/artifacts/{*}', {
      params: { path: { run_id: runId, '*': tail }, query: { project_id: projectId } },
      pathSerializer: (pathname) => pathname.replace('{run_id}', encodeURIComponent(runId)).replace('{*}', tail),
      parseAs: 'blob',
    }),
  ) as Promise<Blob>
}

/** An image artifact as an object URL for an <img>; revoked when the component lets go of it. */
export const artifactImageQuery = (projectId: string, runId: string, artifactPath: string) =>
  queryOptions({
    queryKey: [...runsRootKey(projectId), 'artifact', runId, artifactPath],
    queryFn: async () => URL.createObjectURL(await fetchArtifact(projectId, runId, artifactPath)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
  })

/** Saves a Blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export async function downloadArtifact(projectId: string, runId: string, artifactPath: string): Promise<void> {
  saveBlob(await fetchArtifact(projectId, runId, artifactPath), artifactPath.slice(artifactPath.lastIndexOf('/') + 1))
}
