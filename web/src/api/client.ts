import createClient, { type Client, type Middleware } from 'openapi-fetch'
import { ApiError } from './api-error.js'
import type { paths } from './schema.js'
import type { Session, TokenPair } from './session.js'

export type Api = Client<paths>

/** Routes that never carry the bearer token and whose 401 means "wrong credentials", not "refresh". */
const CREDENTIAL_ROUTES: ReadonlySet<string> = new Set(['/auth/login', '/auth/refresh', '/auth/register'])

/**
 * Adds `Authorization: Bearer <access token>` to every API call. On a 401 it refreshes the session once
 * (single-flight, see Session.refresh) and retries the request once with the new token; when the refresh is
 * rejected the session signs out as `expired` and the app sends the user to the login page.
 */
export function authMiddleware(session: Session): Middleware {
  // A clone of each request taken before fetch consumes its body, so it can be sent again after a refresh.
  const sent = new Map<string, { retry: Request; token: string | undefined }>()
  return {
    async onRequest({ request, schemaPath, id }) {
      if (CREDENTIAL_ROUTES.has(schemaPath)) return request
      // After a reload only the refresh token survives: get an access token before the first call.
      if (!session.accessToken && session.refreshToken) await session.refresh()
      const token = session.accessToken
      if (token) request.headers.set('Authorization', `Bearer ${token}`)
      sent.set(id, { retry: request.clone(), token })
      return request
    },
    async onResponse({ response, id, options }) {
      const entry = sent.get(id)
      sent.delete(id)
      if (response.status !== 401 || !entry || !session.refreshToken) return undefined
      // Another request may already have refreshed while this one was in flight: reuse its token.
      const renewed = session.accessToken !== undefined && session.accessToken !== entry.token ? true : await session.refresh()
      const token = session.accessToken
      if (!renewed || !token) return undefined
      entry.retry.headers.set('Authorization', `Bearer ${token}`)
      return options.fetch(entry.retry)
    },
    onError({ id }) {
      sent.delete(id)
    },
  }
}

/** The typed client for the Specwright API, authenticated through `session`. */
export function createApi(baseUrl: string, session: Session, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): Api {
  const api = createClient<paths>({ baseUrl, fetch: fetchImpl })
  api.use(authMiddleware(session))
  return api
}

/**
 * `Session.exchange` for this API: POST /auth/refresh. A 401 (or a 422 for a malformed token) ends the session;
 * anything else that is not a new pair is thrown as an ApiError and leaves the session in place.
 */
export function refreshExchange(baseUrl: string, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)) {
  const bare = createClient<paths>({ baseUrl, fetch: fetchImpl })
  return async (refreshToken: string): Promise<TokenPair | undefined> => {
    const { data, error, response } = await bare.POST('/auth/refresh', { body: { refresh_token: refreshToken } })
    if (data) return data
    if (response.status === 401 || response.status === 422) return undefined
    throw ApiError.fromResponse(response, error)
  }
}
