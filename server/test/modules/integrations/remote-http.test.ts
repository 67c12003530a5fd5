import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RemoteError, RemoteHttp, retryAfterSeconds } from '../../../src/modules/integrations/remote-http.js'
import { TestManagementClient } from '../../../src/modules/integrations/testmgmt/client.js'
import { FakeTestRail } from '../../support/fake-testrail.js'

const EMAIL = 'qa@example.com'
const KEY = 'tr-api-key-1234'

describe('remote HTTP against a TestRail-style server', () => {
  let tr: FakeTestRail
  const slept: number[] = []
  const opts = (over: Partial<ConstructorParameters<typeof RemoteHttp>[0]> = {}) => ({
    baseUrl: tr.url,
    email: EMAIL,
    secret: KEY,
    timeoutMs: 2000,
    maxAttempts: 3,
    maxRetryAfterMs: 10_000,
    sleep: async (ms: number) => {
      slept.push(ms)
    },
    ...over,
  })

  beforeEach(async () => {
    tr = new FakeTestRail(EMAIL, KEY)
    await tr.start()
    slept.length = 0
  })
  afterEach(async () => {
    await tr.stop()
  })

  it('follows _links.next through every page, with basic auth on each request', async () => {
    const projects = await new TestManagementClient(opts()).projects()
    expect(projects.map((p) => p.id)).toEqual([1, 2, 3])
    expect(tr.requests.map((r) => r.target)).toEqual(['get_projects', 'get_projects&limit=2&offset=2'])
    const basic = `Basic ${Buffer.from(`${EMAIL}:${KEY}`).toString('base64')}`
    expect(tr.requests.every((r) => r.authorization === basic)).toBe(true)
  })

  it('waits Retry-After on 429 and sends the POST again exactly once more', async () => {
    const api = new TestManagementClient(opts())
    const section = await api.ensureSection(1, 11)
    tr.fail({ target: 'add_case', status: 429, retryAfter: '7' })
    const c = await api.addCase(section, { title: 'home', steps: '# x', refs: 'specwright:home' })
    expect(slept).toEqual([7000])
    expect(tr.cases).toHaveLength(1)
    expect(tr.cases[0]?.id).toBe(c.id)
    expect(tr.writes().map((r) => r.target)).toEqual([`add_section/1`, `add_case/${section}`, `add_case/${section}`])
  })

  it('gives up on a Retry-After longer than allowed, naming it, without waiting', async () => {
    tr.fail({ target: 'get_projects', status: 429, retryAfter: '3600' })
    const err = await new TestManagementClient(opts()).projects().catch((e: unknown) => e)
    expect(err).toBeInstanceOf(RemoteError)
    expect((err as RemoteError).status).toBe(429)
    expect((err as RemoteError).message).toContain('retry after 3600 s')
    expect(slept).toEqual([])
  })

  it('retries a 500 on reads but never on writes (a POST may have been applied)', async () => {
    tr.fail({ target: 'get_projects', status: 500 })
    expect((await new TestManagementClient(opts()).projects()).length).toBe(3)
    tr.fail({ target: 'add_section', status: 500 })
    const err = await new TestManagementClient(opts()).ensureSection(1, 11).catch((e: unknown) => e)
    expect((err as RemoteError).status).toBe(500)
    expect(tr.requests.filter((r) => r.target.startsWith('add_section'))).toHaveLength(1)
  })

  it('reports 401 and 403 with what they mean', async () => {
    const wrong = await new TestManagementClient(opts({ secret: 'nope' })).projects().catch((e: unknown) => e)
    expect((wrong as RemoteError).status).toBe(401)
    expect((wrong as RemoteError).message).toMatch(/^HTTP 401: the credentials were refused/)
    tr.forbidden = true
    const denied = await new TestManagementClient(opts()).projects().catch((e: unknown) => e)
    expect((denied as RemoteError).message).toMatch(/^HTTP 403: the account is not allowed/)
  })

  it('stops waiting for a slow remote after the time limit and does not repeat a timed-out POST', async () => {
    tr.delayMs = 1500
    const started = Date.now()
    const err = await new RemoteHttp(opts({ timeoutMs: 300 }))
      .json('POST', '/index.php?/api/v2/add_section/1', { suite_id: 11, name: 'x' })
      .catch((e: unknown) => e)
    expect((err as RemoteError).status).toBe(0)
    expect((err as RemoteError).message).toBe('no answer within 0 s')
    expect(Date.now() - started).toBeLessThan(1400)
    expect(tr.requests.filter((r) => r.method === 'POST')).toHaveLength(1)
  })

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterSeconds('12')).toBe(12)
    expect(retryAfterSeconds(new Date(Date.UTC(2030, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(30)
    expect(retryAfterSeconds('soon')).toBeUndefined()
    expect(retryAfterSeconds(null)).toBeUndefined()
  })
})
