import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'
import { detailRefetchInterval, listRefetchInterval } from './job-status.js'

export type Job = components['schemas']['Job']
export type JobStatus = components['schemas']['JobStatus']

export const JOBS_PAGE_SIZE = 20

export interface JobFilter {
  status?: JobStatus
  kind?: string
}

/** Root key of one project's job queries; cancelling invalidates it. */
const jobsKey = (projectId: string) => ['jobs', projectId] as const

/** One page of a project's jobs, newest first; polls while any listed job is queued or running. */
export const jobsQuery = (projectId: string, filter: JobFilter, page: number) =>
  queryOptions({
    queryKey: [...jobsKey(projectId), 'list', filter, page],
    queryFn: () =>
      unwrap(
        api.GET('/jobs', {
          params: {
            query: {
              project_id: projectId,
              status: filter.status,
              kind: filter.kind || undefined,
              limit: JOBS_PAGE_SIZE,
              offset: (page - 1) * JOBS_PAGE_SIZE,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => listRefetchInterval(query.state.data?.items),
    refetchIntervalInBackground: false,
    staleTime: 0,
  })

/** One job, for the detail drawer; polls until it is finished. */
export const jobQuery = (projectId: string, jobId: string) =>
  queryOptions({
    queryKey: [...jobsKey(projectId), 'detail', jobId],
    queryFn: () => unwrap(api.GET('/jobs/{id}', { params: { path: { id: jobId }, query: { project_id: projectId } } })),
    refetchInterval: (query) => detailRefetchInterval(query.state.data),
    refetchIntervalInBackground: false,
    staleTime: 0,
  })

export const useJobs = (projectId: string, filter: JobFilter, page: number) => useQuery(jobsQuery(projectId, filter, page))
/** The drawer shows a failure to load one job itself instead of replacing the whole page. */
export const useJob = (projectId: string, jobId: string) => useQuery({ ...jobQuery(projectId, jobId), throwOnError: false })

/** POST /jobs/{id}/cancel (member and up); a job that already finished answers 409, shown as a notification. */
export function useCancelJob(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (jobId: string) =>
      unwrap(api.POST('/jobs/{id}/cancel', { params: { path: { id: jobId }, query: { project_id: projectId } } })),
    onSettled: () => qc.invalidateQueries({ queryKey: jobsKey(projectId) }),
  })
}
