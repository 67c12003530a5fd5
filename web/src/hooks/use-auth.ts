import { queryOptions, useQuery } from '@tanstack/react-query'
import { unwrap } from '../api/api-error.js'
import { api } from '../api/app-client.js'
import type { Viewer } from '../api/roles.js'
import type { components } from '../api/schema.js'
import { useSession } from './use-session.js'

export type User = components['schemas']['User']

export const authConfigQuery = queryOptions({
  queryKey: ['auth', 'config'],
  queryFn: () => unwrap(api.GET('/auth/config')),
  staleTime: 5 * 60_000,
})

export const meQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: () => unwrap(api.GET('/auth/me')),
  staleTime: 60_000,
})

export interface Auth {
  /** Whether the server enforces sign-in (GET /auth/config); undefined until known. */
  requireAuth: boolean | undefined
  signedIn: boolean
  /** The signed-in user; null when signed out, undefined while loading. */
  user: User | null | undefined
  /** For role checks (see api/roles.ts). */
  viewer: Viewer
}

/** Who is using the dashboard and what the server requires of them. */
export function useAuth(): Auth {
  const { signedIn } = useSession()
  const config = useQuery({ ...authConfigQuery, throwOnError: false })
  const me = useQuery({ ...meQuery, enabled: signedIn, throwOnError: false })
  const requireAuth = config.data?.require_auth
  const user = signedIn ? me.data : null
  return {
    requireAuth,
    signedIn,
    user,
    viewer: { requireAuth: requireAuth ?? true, user },
  }
}
