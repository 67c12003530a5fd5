import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiError, unwrap } from './api-error.js'
import { type Api, createApi, refreshExchange } from './client.js'
import { REFRESH_TOKEN_KEY, Session } from './session.js'

/**
 * A small real HTTP server that behaves like the API's auth contract: refresh tokens rotate on use, and
 * presenting one twice is treated as theft (every token of the user dies). Any other route needs a live
 * access token.
 */
async function startAuthServer() {
  const state = {
    serial: 0,
    live: new Set<string>(['r0']),
    access: new Set<string>(),
    refreshCalls: 0,
    unauthorized: 0,
    revokedAll: false,
    refreshStatus: 200,
    authorizationOnLogin: undefined as string | undefined,
  }
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  }
  const server = http.createServer(async (req, res) => {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const body = raw ? JSON.parse(raw) : undefined
    if (req.url === '/auth/refresh') {
      state.refreshCalls++
      await new Promise((r) => setTimeout(r, 25)) // widen the window in which a second refresh could start
      if (state.refreshStatus !== 200) return send(res, state.refreshStatus, { detail: 'Service unavailable' })
      if (!state.live.delete(body.refresh_token)) {
        state.revokedAll = true
        state.live.clear()
        state.access.clear()
        return send(res, 401, { detail: 'Refresh token reuse detected; all sessions have been revoked' })
      }
      state.serial++
      const pair = { access_token: `a${state.serial}`, refresh_token: `r${state.serial}`, token_type: 'bearer', expires_in: 900 }
      state.live.add(pair.refresh_token)
      state.access.add(pair.access_token)
      return send(res, 200, pair)
    }
    if (req.url === '/auth/login') {
      state.authorizationOnLogin = req.headers.authorization
      return send(res, 401, { detail: 'Invalid email or password' })
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    if (!token || !state.access.has(token)) {
      state.unauthorized++
      return send(res, 401, { detail: token ? 'Token expired' : 'Not authenticated' })
    }
    if (req.method === 'POST' && req.url === '/projects') return send(res, 201, { ...body, id: 'p1', token })
    return send(res, 200, { items: [], total: 0, limit: 50, offset: 0, has_more: false })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return { state, baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) }
}

describe('API client token refresh', () => {
  let server: Awaited<ReturnType<typeof startAuthServer>>
  let session: Session
  let api: Api

  beforeEach(async () => {
    server = await startAuthServer()
    session = new Session({ storage: window.localStorage, exchange: refreshExchange(server.baseUrl) })
    api = createApi(server.baseUrl, session)
  })
  afterEach(() => server.close())

  const listProjects = () => unwrap(api.GET('/projects'))

  it('sends one refresh for many concurrent 401s and retries each request once with the new token', async () => {
    session.signIn({ access_token: 'a-expired', refresh_token: 'r0', token_type: 'bearer', expires_in: 900 })

    const results = await Promise.all([
      listProjects(),
      listProjects(),
      listProjects(),
      unwrap(api.POST('/projects', { body: { name: 'Checkout', description: 'retried with its body' } })),
      listProjects(),
    ])

    expect(server.state.refreshCalls).toBe(1)
    expect(server.state.revokedAll).toBe(false)
    expect(server.state.unauthorized).toBe(5)
    expect(results[0]).toEqual({ items: [], total: 0, limit: 50, offset: 0, has_more: false })
    expect(results[3]).toEqual({ name: 'Checkout', description: 'retried with its body', id: 'p1', token: 'a1' })
    expect(session.accessToken).toBe('a1')
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r1')
  })

  it('refreshes again for a later wave of 401s with the rotated token, never the used one', async () => {
    session.signIn({ access_token: 'a-expired', refresh_token: 'r0', token_type: 'bearer', expires_in: 900 })
    await Promise.all([listProjects(), listProjects()])
    server.state.access.clear() // the new access token expires too

    await Promise.all([listProjects(), listProjects(), listProjects()])

    expect(server.state.refreshCalls).toBe(2)
    expect(server.state.revokedAll).toBe(false)
    expect(session.accessToken).toBe('a2')
  })

  it('after a reload gets an access token from the stored refresh token before the first call', async () => {
    window.localStorage.setItem(REFRESH_TOKEN_KEY, 'r0')
    const restored = new Session({ storage: window.localStorage, exchange: refreshExchange(server.baseUrl) })
    const client = createApi(server.baseUrl, restored)

    await Promise.all([unwrap(client.GET('/projects')), unwrap(client.GET('/projects'))])

    expect(server.state.refreshCalls).toBe(1)
    expect(server.state.unauthorized).toBe(0)
    expect(restored.getSnapshot()).toEqual({ signedIn: true, reason: undefined })
  })

  it('signs out as expired and surfaces the 401 when the server rejects the refresh token', async () => {
    session.signIn({ access_token: 'a-expired', refresh_token: 'r-stolen-and-used', token_type: 'bearer', expires_in: 900 })
    const snapshots: unknown[] = []
    session.subscribe(() => snapshots.push(session.getSnapshot()))

    const error = await listProjects().catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, detail: 'Token expired' })
    expect(server.state.refreshCalls).toBe(1)
    expect(snapshots).toEqual([{ signedIn: false, reason: 'expired' }])
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull()
    expect(session.accessToken).toBeUndefined()
  })

  it('keeps the session when the refresh fails without a verdict (503)', async () => {
    session.signIn({ access_token: 'a-expired', refresh_token: 'r0', token_type: 'bearer', expires_in: 900 })
    server.state.refreshStatus = 503

    const error = await listProjects().catch((e: unknown) => e)

    expect(error).toMatchObject({ status: 503, detail: 'Service unavailable' })
    expect(session.getSnapshot().signedIn).toBe(true)
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r0')
  })

  it('sends no bearer token with a login and never refreshes on its 401', async () => {
    session.signIn({ access_token: 'a-expired', refresh_token: 'r0', token_type: 'bearer', expires_in: 900 })

    const error = await unwrap(api.POST('/auth/login', { body: { email: 'a@example.com', password: 'nope' } })).catch((e: unknown) => e)

    expect(error).toMatchObject({ status: 401, detail: 'Invalid email or password' })
    expect(server.state.authorizationOnLogin).toBeUndefined()
    expect(server.state.refreshCalls).toBe(0)
  })

  it('lets two tabs refresh at once without reusing a token: each reads the stored one inside the shared lock', async () => {
    let tail: Promise<unknown> = Promise.resolve()
    const withLock = <T>(task: () => Promise<T>): Promise<T> => {
      const run = tail.then(task)
      tail = run.catch(() => undefined)
      return run
    }
    const tab = () => new Session({ storage: window.localStorage, exchange: refreshExchange(server.baseUrl), withLock })
    const [tabA, tabB] = [tab(), tab()]
    tabA.signIn({ access_token: 'a-expired', refresh_token: 'r0', token_type: 'bearer', expires_in: 900 })
    const [apiA, apiB] = [createApi(server.baseUrl, tabA), createApi(server.baseUrl, tabB)]

    await Promise.all([unwrap(apiA.GET('/projects')), unwrap(apiB.GET('/projects'))])

    expect(server.state.refreshCalls).toBe(2)
    expect(server.state.revokedAll).toBe(false)
    expect([tabA.accessToken, tabB.accessToken].sort()).toEqual(['a1', 'a2'])
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r2')
  })

  it('follows a sign-out made in another tab', () => {
    session.signIn({ access_token: 'a1', refresh_token: 'r0', token_type: 'bearer', expires_in: 900 })
    window.localStorage.removeItem(REFRESH_TOKEN_KEY)
    session.handleStorageChange(REFRESH_TOKEN_KEY, null)
    expect(session.getSnapshot()).toEqual({ signedIn: false, reason: 'logout' })
    expect(session.accessToken).toBeUndefined()
  })

  it('turns an unreachable server into an ApiError with status 0', async () => {
    await server.close()
    const error = await listProjects().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0 })
    expect((error as ApiError).detail).toMatch(/^Cannot reach the Specwright API/)
    server = await startAuthServer() // afterEach closes it
  })
})
