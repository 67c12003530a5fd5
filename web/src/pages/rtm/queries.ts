import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'

export type Rtm = components['schemas']['Rtm']
export type RtmEntry = components['schemas']['RtmEntry']
export type Coverage = RtmEntry['coverage']
export type RtmExportFormat = 'csv' | 'json' | 'markdown' | 'html'
export const COVERAGE_COLOR: Record<Coverage, string> = { covered: 'green', partial: 'yellow', suggested: 'blue', uncovered: 'red' }
const rootKey = (projectId: string) => ['rtm', projectId] as const

export const useRtm = (projectId: string) =>
  useQuery({ queryKey: rootKey(projectId), queryFn: () => unwrap(api.GET('/rtm', { params: { query: { project_id: projectId } } })) })

export function useGenerateRtm(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(api.POST('/rtm/generate', { body: { project_id: projectId } })),
    onSuccess: (rtm) => qc.setQueryData(rootKey(projectId), rtm),
  })
}

/** Saves a gap's draft as a UI spec, then recomputes the matrix (the requirement becomes covered). */
export function useSaveSuggestion(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (draft: { name: string; content: string }) => {
      await unwrap(api.POST('/specs', { body: { ...draft, project_id: projectId } }))
      return unwrap(api.POST('/rtm/generate', { body: { project_id: projectId } }))
    },
    onSuccess: (rtm) => {
      qc.setQueryData(rootKey(projectId), rtm)
      void qc.invalidateQueries({ queryKey: ['specs'] })
    },
  })
}

export async function downloadRtm(projectId: string, format: RtmExportFormat): Promise<void> {
  const { data, response } = await api.GET('/rtm/export', { params: { query: { project_id: projectId, format } }, parseAs: 'blob' })
  if (!response.ok || !data) throw new ApiError(response.status, `Export failed (${response.status})`)
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `rtm.${format}`
  const href = URL.createObjectURL(data as Blob)
  const a = document.createElement('a')
  a.href = href
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
