import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError, NETWORK_ERROR_STATUS } from '../api/api-error.js'

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError
    /** `notifyError: false` for mutations whose page shows the error inline (e.g. the login form). */
    mutationMeta: { notifyError?: boolean }
  }
}

/** Retries only failures that a retry can fix: no answer, or a 5xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  const transient = error.status === NETWORK_ERROR_STATUS || error.status >= 500
  return transient && failureCount < 2
}

/**
 * Errors take one of two paths: a query that has nothing to show throws to its page's error boundary; a
 * background refetch or a mutation that fails goes to `notify`.
 */
export function createQueryClient(notify: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data !== undefined) notify(error)
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.notifyError !== false) notify(error)
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 10_000,
        throwOnError: (_error, query) => query.state.data === undefined,
      },
      mutations: { retry: false },
    },
  })
}
