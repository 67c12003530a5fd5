import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'
import { specPath } from '../../api/spec-path.js'

export type SpecFingerprints = components['schemas']['SpecFingerprints']
export type HealRun = components['schemas']['HealHistoryRun']
export const MEMORY_PAGE_SIZE = 20

export const fingerprintsQuery = (projectId: string, q: string, page: number) =>
  queryOptions({
    queryKey: ['memory', projectId, 'fingerprints', q, page],
    queryFn: () =>
      unwrap(
        api.GET('/api/memory/fingerprints', {
          params: { query: { project_id: projectId, q: q || undefined, limit: MEMORY_PAGE_SIZE, offset: (page - 1) * MEMORY_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
  })

export const healsQuery = (projectId: string, page: number) =>
  queryOptions({
    queryKey: ['memory', projectId, 'heals', page],
    queryFn: () =>
      unwrap(
        api.GET('/api/memory/heals', {
          params: { query: { project_id: projectId, limit: MEMORY_PAGE_SIZE, offset: (page - 1) * MEMORY_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
  })

export const useFingerprints = (projectId: string, q: string, page: number) => useQuery(fingerprintsQuery(projectId, q, page))
export const useHeals = (projectId: string, page: number) => useQuery(healsQuery(projectId, page))

export function useForgetTarget(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (v: { spec_name: string; item_id: string }) =>
      unwrap(api.DELETE('/api/memory/fingerprints', { params: { query: { project_id: projectId, ...v } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['memory', projectId] }),
  })
}

export function useForgetSpec(projectId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (spec: string) => {
      const p = specPath(spec)
      return unwrap(
        api.DELETE('/api/memory/{*}', { params: { path: p.path, query: { project_id: projectId } }, pathSerializer: p.serializer }),
      )
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['memory', projectId] }),
  })
}

/** What a fingerprint is best known by, for the table's first column. */
export function describeTarget(t: SpecFingerprints['targets'][number]): string {
  const name = t.name || t.label || t.text || t.placeholder || t.test_id
  return name ? `${t.role || t.tag} “${name}”` : t.css_path || t.item_id
}
