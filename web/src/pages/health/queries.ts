import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, networkError } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'

export type Health = components['schemas']['Health']
export type HealthCheck = Health['checks']['database']

export const HEALTH_REFRESH_MS = 10_000

/** GET /health. A 503 still carries the full report (status "down"), so it is data here, not an error. */
export const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: async (): Promise<Health> => {
    const result = await api.GET('/health').catch((err: unknown) => {
      throw networkError(err)
    })
    if (result.data) return result.data
    if (result.response.status === 503 && result.error && 'checks' in result.error) return result.error
    throw ApiError.fromResponse(result.response, result.error)
  },
  refetchInterval: HEALTH_REFRESH_MS,
  staleTime: 0,
})

export function useHealth() {
  return useQuery(healthQuery)
}
