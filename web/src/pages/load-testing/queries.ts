import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { whenStreamDown } from '../../api/live-status.js'
import type { components } from '../../api/schema.js'

export type Scenario = components['schemas']['LoadScenario']
export type LoadRun = components['schemas']['LoadRun']
export type LoadResult = components['schemas']['LoadResult']
export type LoadCompare = components['schemas']['LoadCompare']
export type ScenarioBody = Omit<components['schemas']['CreateLoadScenarioBody'], 'project_id'>

export const RUNS_PAGE_SIZE = 20
const rootKey = (projectId: string) => ['load-testing', projectId] as const
export const isLive = (status: string | undefined) => status === 'queued' || status === 'running'

export const useScenarios = (projectId: string) =>
  useQuery({
    queryKey: [...rootKey(projectId), 'scenarios'],
    queryFn: () => unwrap(api.GET('/load-testing/scenarios', { params: { query: { project_id: projectId, limit: 100 } } })),
  })

export const useLoadRuns = (projectId: string, page: number) =>
  useQuery({
    queryKey: [...rootKey(projectId), 'runs', page],
    queryFn: () =>
      unwrap(
        api.GET('/load-testing/runs', {
          params: { query: { project_id: projectId, limit: RUNS_PAGE_SIZE, offset: (page - 1) * RUNS_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((r) => isLive(r.status)) ? whenStreamDown(1500) || 30_000 : false),
  })

export const useLock = () =>
  useQuery({ queryKey: ['load-testing', 'lock'], queryFn: () => unwrap(api.GET('/load-testing/lock')), refetchInterval: 3000 })

export const useCompare = (projectId: string, base: string | undefined, head: string | undefined) =>
  useQuery({
    queryKey: [...rootKey(projectId), 'compare', base, head],
    queryFn: () =>
      unwrap(api.GET('/load-testing/compare', { params: { query: { project_id: projectId, base: base ?? '', head: head ?? '' } } })),
    enabled: Boolean(base && head),
  })

export function useSaveScenario(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ScenarioBody }) =>
      id
        ? unwrap(
            api.PUT('/load-testing/scenarios/{scenario_id}', {
              params: { path: { scenario_id: id } },
              body: { ...body, project_id: projectId },
            }),
          )
        : unwrap(api.POST('/load-testing/scenarios', { body: { ...body, project_id: projectId } })),
    meta: { notifyError: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
  })
}

export function useDeleteScenario(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(
        api.DELETE('/load-testing/scenarios/{scenario_id}', { params: { path: { scenario_id: id }, query: { project_id: projectId } } }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
  })
}

export function useStartRun(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(
        api.POST('/load-testing/scenarios/{scenario_id}/run', { params: { path: { scenario_id: id }, query: { project_id: projectId } } }),
      ),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: rootKey(projectId) })
      await qc.invalidateQueries({ queryKey: ['load-testing', 'lock'] })
    },
  })
}

export function useCancelRun(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/load-testing/runs/{run_id}/cancel', { params: { path: { run_id: id }, query: { project_id: projectId } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
  })
}
