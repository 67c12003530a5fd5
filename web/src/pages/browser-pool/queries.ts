import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'

export type PoolStatus = components['schemas']['BrowserPoolStatus']
export type QueuedSlot = PoolStatus['queue'][number]
export type RunningSlot = PoolStatus['running'][number]
export type SlotRecord = components['schemas']['BrowserSlotRecord']
export type OperationType = components['schemas']['BrowserOperationType']
export type CleanupResult = components['schemas']['BrowserPoolCleanup']
export type BrowserCheck = components['schemas']['BrowserCheck']

export const POOL_REFRESH_MS = 2_000
export const RECENT_REFRESH_MS = 5_000
export const RECENT_LIMIT = 50

const POOL_KEY = ['browser-pool'] as const

/**
 * Live polling: the pool's slots, queue and the load-test lock are not on the event stream (they change many times a
 * second under load), so this operations page keeps its own timer. TanStack skips interval refetches while the tab
 * is hidden (`refetchIntervalInBackground: false`) and refetches when it becomes visible again.
 */
const live = (ms: number) => ({ refetchInterval: ms, refetchIntervalInBackground: false, staleTime: 0 }) as const

export const poolStatusQuery = queryOptions({
  queryKey: [...POOL_KEY, 'status'],
  queryFn: () => unwrap(api.GET('/api/browser-pool/status')),
  ...live(POOL_REFRESH_MS),
})

export const recentSlotsQuery = queryOptions({
  queryKey: [...POOL_KEY, 'recent', RECENT_LIMIT],
  queryFn: () => unwrap(api.GET('/api/browser-pool/recent', { params: { query: { limit: RECENT_LIMIT } } })),
  ...live(RECENT_REFRESH_MS),
})

export const usePoolStatus = () => useQuery(poolStatusQuery)
export const useRecentSlots = () => useQuery(recentSlotsQuery)

function useInvalidatePool() {
  const qc = useQueryClient()
  return () => qc.invalidateQueries({ queryKey: POOL_KEY })
}

/** POST /api/browser-pool/cleanup (superusers). */
export function useCleanup() {
  const invalidate = useInvalidatePool()
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/browser-pool/cleanup')),
    onSettled: invalidate,
  })
}

/** POST /api/browser-pool/check; its failures (409 load test, 503 no Chromium) are shown on the page, not as toasts. */
export function useCheckBrowser(projectId: string) {
  const invalidate = useInvalidatePool()
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/browser-pool/check', { params: { query: { project_id: projectId } } })),
    meta: { notifyError: false },
    onSettled: invalidate,
  })
}
