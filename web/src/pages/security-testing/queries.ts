import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'

export type Scan = components['schemas']['SecurityScan']
export type ScanSummary = components['schemas']['SecurityScanSummary']
export type Finding = components['schemas']['SecurityFinding']
export const SCANS_PAGE_SIZE = 20
const rootKey = (projectId: string) => ['security-testing', projectId] as const

export const useScans = (projectId: string, page: number) =>
  useQuery({
    queryKey: [...rootKey(projectId), 'list', page],
    queryFn: () =>
      unwrap(
        api.GET('/security-testing/scans', {
          params: { query: { project_id: projectId, limit: SCANS_PAGE_SIZE, offset: (page - 1) * SCANS_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
  })

export const useScan = (projectId: string, id: string | undefined) =>
  useQuery({
    queryKey: [...rootKey(projectId), 'detail', id],
    queryFn: () =>
      unwrap(api.GET('/security-testing/scans/{scan_id}', { params: { path: { scan_id: id ?? '' }, query: { project_id: projectId } } })),
    enabled: Boolean(id),
  })

export function useRunScan(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (url: string) => unwrap(api.POST('/security-testing/scans', { body: { url, project_id: projectId } })),
    meta: { notifyError: false },
    onSuccess: (scan) => {
      qc.setQueryData([...rootKey(projectId), 'detail', scan.id], scan)
      return qc.invalidateQueries({ queryKey: [...rootKey(projectId), 'list'] })
    },
  })
}
