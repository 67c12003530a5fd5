import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { whenStreamDown } from '../../api/live-status.js'
import type { components } from '../../api/schema.js'

export type Schedule = components['schemas']['Schedule']
export type Execution = components['schemas']['ScheduleExecution']
export type CronValidation = components['schemas']['CronValidation']
export type ScheduleBody = components['schemas']['CreateScheduleBody']

const rootKey = (projectId: string) => ['schedules', projectId] as const
const live = (s: string | undefined) => s === 'queued' || s === 'running'

export const schedulesQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...rootKey(projectId), 'list'],
    queryFn: () =>
      unwrap(api.GET('/scheduling/{project_id}/schedules', { params: { path: { project_id: projectId }, query: { limit: 100 } } })),
    refetchInterval: (q) => whenStreamDown(q.state.data?.items.some((s) => live(s.last_execution?.status)) ? 2000 : 30_000) || 30_000,
    staleTime: 0,
  })

export const useSchedules = (projectId: string) => useQuery(schedulesQuery(projectId))

/** Executions of one schedule, or of every schedule of the project; polls while one runs. */
export const useExecutions = (projectId: string, scheduleId: string | null) =>
  useQuery({
    queryKey: [...rootKey(projectId), 'executions', scheduleId],
    queryFn: () =>
      scheduleId
        ? unwrap(
            api.GET('/scheduling/{project_id}/schedules/{schedule_id}/executions', {
              params: { path: { project_id: projectId, schedule_id: scheduleId }, query: { limit: 20 } },
            }),
          )
        : unwrap(api.GET('/scheduling/{project_id}/executions', { params: { path: { project_id: projectId }, query: { limit: 20 } } })),
    refetchInterval: (q) =>
      q.state.data?.items.some((e) => live(e.status) || live(e.batch?.status)) ? whenStreamDown(1500) || 30_000 : false,
    staleTime: 0,
  })

export const useCronCheck = (expression: string, timezone: string) =>
  useQuery({
    queryKey: ['validate-cron', expression, timezone],
    queryFn: () => unwrap(api.POST('/scheduling/validate-cron', { body: { expression, timezone } })),
    enabled: expression.trim().length > 0,
    throwOnError: false,
    staleTime: 30_000,
  })

export function useSaveSchedule(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ScheduleBody }) =>
      id
        ? unwrap(
            api.PUT('/scheduling/{project_id}/schedules/{schedule_id}', {
              params: { path: { project_id: projectId, schedule_id: id } },
              body,
            }),
          )
        : unwrap(api.POST('/scheduling/{project_id}/schedules', { params: { path: { project_id: projectId } }, body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
  })
}

export function useToggleSchedule(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(
        api.POST('/scheduling/{project_id}/schedules/{schedule_id}/toggle', {
          params: { path: { project_id: projectId, schedule_id: id } },
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
  })
}

/** Run now: answers with the execution (skipped while another one runs). */
export function useRunNow(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(
        api.POST('/scheduling/{project_id}/schedules/{schedule_id}/run-now', {
          params: { path: { project_id: projectId, schedule_id: id } },
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
  })
}

export function useDeleteSchedule(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(
        api.DELETE('/scheduling/{project_id}/schedules/{schedule_id}', { params: { path: { project_id: projectId, schedule_id: id } } }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
  })
}
