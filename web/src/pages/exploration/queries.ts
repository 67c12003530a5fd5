import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { whenStreamDown } from '../../api/live-status.js'
import type { components } from '../../api/schema.js'

export type Session = components['schemas']['ExplorationSession']
export type SessionDetail = components['schemas']['ExplorationSessionDetail']
export type Discovered = SessionDetail['discovered']
export type Strategy = Session['strategy']
export const STRATEGIES: { value: Strategy; label: string }[] = [
  { value: 'goal_directed', label: 'Goal directed (forms, then navigation, then links)' },
  { value: 'breadth_first', label: 'Breadth first' },
  { value: 'depth_first', label: 'Depth first' },
]
export const SESSIONS_PAGE_SIZE = 20
const rootKey = (projectId: string) => ['exploration', projectId] as const
export const isLive = (status: string | undefined) => status === 'queued' || status === 'running'

export const sessionsQuery = (projectId: string, page: number) =>
  queryOptions({
    queryKey: [...rootKey(projectId), 'list', page],
    queryFn: () =>
      unwrap(
        api.GET('/exploration/sessions', {
          params: { query: { project_id: projectId, limit: SESSIONS_PAGE_SIZE, offset: (page - 1) * SESSIONS_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((s) => isLive(s.status)) ? whenStreamDown(2000) || 30_000 : false),
    staleTime: 0,
  })

/** A session with its discoveries; polled every 1.5 s while it runs (live progress and a growing site map). */
export const sessionQuery = (projectId: string, id: string) =>
  queryOptions({
    queryKey: [...rootKey(projectId), 'detail', id],
    queryFn: () =>
      unwrap(api.GET('/exploration/sessions/{session_id}', { params: { path: { session_id: id }, query: { project_id: projectId } } })),
    refetchInterval: (q) => (isLive(q.state.data?.status) ? whenStreamDown(1500) || 30_000 : false),
    staleTime: 0,
  })

export const useSessions = (projectId: string, page: number) => useQuery(sessionsQuery(projectId, page))
export const useSession = (projectId: string, id: string) => useQuery({ ...sessionQuery(projectId, id), enabled: id !== '' })

export interface StartInput {
  url: string
  strategy: Strategy
  max_interactions: number
  max_pages: number
  time_budget_s: number
  allow_patterns: string[]
  deny_patterns: string[]
  allow_destructive: boolean
  login?: { url: string; username: string; password_variable: string } | null
}

export function useStartSession(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: StartInput) =>
      unwrap(api.POST('/exploration/start', { body: { screenshots: true, ...body, project_id: projectId } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
  })
}

export function useStopSession(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/exploration/{id}/stop', { params: { path: { id }, query: { project_id: projectId } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
  })
}

/** The screenshot URL of a page (served by the API with the caller's token via fetch, see SessionDetailView). */
export async function screenshotBlobUrl(projectId: string, sessionId: string, file: string): Promise<string> {
  const { data, response } = await api.GET('/exploration/sessions/{session_id}/screenshots/{file}', {
    params: { path: { session_id: sessionId, file }, query: { project_id: projectId } },
    parseAs: 'blob',
  })
  if (!response.ok || !data) throw new Error(`Screenshot unavailable (${response.status})`)
  return URL.createObjectURL(data as Blob)
}
