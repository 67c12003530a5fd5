import { Redis } from 'ioredis'
import { uuidv7 } from 'uuidv7'
import { describe, expect, test } from 'vitest'
import { runLogRoutes } from '../../../src/modules/run-logs/routes.js'
import type { SseOptions } from '../../../src/platform/http/sse.js'
import { RunLogService } from '../../../src/platform/run-log/run-log-service.js'
import { type AppHarness, createAppHarness } from '../../support/app.js'
import { TEST_KVSTORE_URL } from '../../support/env.js'
import { logIds, openSse } from '../../support/sse-client.js'

type Harness = AppHarness & {
  /** The service behind the route. */
  runLogs: RunLogService
  /** Another instance on the same data folder (and Redis, when given): a writer in another process. */
  elsewhere: RunLogService
  url: string
}

function streamTest(sse: SseOptions, redis = false) {
  return test.extend<{ h: Harness }>({
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies as a pattern
    h: async ({}, use) => {
      let runLogs: RunLogService | undefined
      let elsewhere: RunLogService | undefined
      const kv = redis ? new Redis(TEST_KVSTORE_URL ?? '', { maxRetriesPerRequest: null }) : undefined
      const prefix = `t-${uuidv7()}`
      const extended = await createAppHarness(
        'sqlite',
        { REQUIRE_AUTH: 'true' },
        {
          without: [runLogRoutes],
          extend: async (app, deps, dataDir) => {
            // With Redis, polling is slowed down so that only pub/sub can deliver in time.
            const options = kv ? { dataDir, redis: kv, prefix, pollMs: 60_000, redisPollMs: 60_000 } : { dataDir, pollMs: 25 }
            const service = new RunLogService(options)
            runLogs = service
            elsewhere = new RunLogService(options)
            await app.register(runLogRoutes, { deps: { ...deps, runLogs: service }, sse })
            return async () => {
              await service.stop()
              await elsewhere?.stop()
              kv?.disconnect()
            }
          },
        },
      )
      if (!runLogs || !elsewhere) throw new Error('run log services not built')
      await extended.app.listen({ port: 0, host: '127.0.0.1' })
      const address = extended.app.server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      await use({ ...extended, runLogs, elsewhere, url: `http://127.0.0.1:${port}` })
      await extended.close()
    },
  })
}

describe('GET /runs/{run_id}/log/stream', () => {
  const it = streamTest({ heartbeatMs: 60_000, idleMs: 60_000 })

  it('gives a client that joins mid-run every line once, resumes after Last-Event-ID without duplicates, and ends with the status', async ({
    h,
  }) => {
    const p = await h.project()
    const run = uuidv7()
    const auth = { authorization: `Bearer ${p.members.viewer.token}` }
    const url = `${h.url}/runs/${run}/log/stream?project_id=${p.id}`
    await h.runLogs.open(run, p.id)
    await h.runLogs.append(run, 'line 1\nline 2\nline 3')

    const first = await openSse(url, { ...auth, origin: 'http://localhost:3000' })
    expect([first.status, first.headers.get('content-type')]).toEqual([200, 'text/event-stream; charset=utf-8'])
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(first.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    await first.until('the backlog', (e) => logIds(e).length === 3)
    await h.runLogs.append(run, 'line 4')
    await h.runLogs.append(run, 'line 5')
    await first.until('the live lines', (e) => logIds(e).length === 5)
    first.disconnect()
    await first.ended
    expect(logIds(first.received)).toEqual([1, 2, 3, 4, 5])
    expect(first.received.find((e) => e.id === '4')).toEqual({
      id: '4',
      event: 'log',
      data: { line: 'line 4', ts: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    })

    // Written while nobody listened.
    await h.runLogs.append(run, 'line 6')
    const second = await openSse(url, { ...auth, 'last-event-id': '5' })
    await second.until('the missed line', (e) => logIds(e).length === 1)
    await h.runLogs.append(run, 'line 7')
    await h.runLogs.close(run, 'passed')
    await second.ended
    expect(logIds(second.received)).toEqual([6, 7])
    expect(second.received.filter((e) => e.event).at(-1)).toEqual({ event: 'end', data: { status: 'passed' } })
    expect([...logIds(first.received), ...logIds(second.received)]).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('streams a finished run from a query-string resume point, then ends at once', async ({ h }) => {
    const admin = await h.user({ superuser: true })
    const run = uuidv7()
    await h.runLogs.open(run, 'default')
    await h.runLogs.append(run, 'a\nb\nc')
    await h.runLogs.close(run, 'failed')
    const client = await openSse(`${h.url}/runs/${run}/log/stream?last_event_id=1`, { authorization: `Bearer ${admin.token}` })
    await client.ended
    expect(client.received.filter((e) => e.event)).toEqual([
      { id: '2', event: 'log', data: { line: 'b', ts: expect.any(String) } },
      { id: '3', event: 'log', data: { line: 'c', ts: expect.any(String) } },
      { event: 'end', data: { status: 'failed' } },
    ])
  })

  it('follows lines that another process writes to the shared data folder', async ({ h }) => {
    const p = await h.project()
    const run = uuidv7()
    await h.elsewhere.open(run, p.id)
    const client = await openSse(`${h.url}/runs/${run}/log/stream?project_id=${p.id}`, {
      authorization: `Bearer ${p.members.viewer.token}`,
    })
    for (let i = 1; i <= 3; i++) {
      await h.elsewhere.append(run, `remote ${i}`)
      await client.until(`remote line ${i}`, (e) => logIds(e).length === i)
    }
    await h.elsewhere.close(run, 'cancelled')
    await client.ended
    expect(client.received.filter((e) => e.event).map((e) => e.data)).toEqual([
      { line: 'remote 1', ts: expect.any(String) },
      { line: 'remote 2', ts: expect.any(String) },
      { line: 'remote 3', ts: expect.any(String) },
      { status: 'cancelled' },
    ])
  })

  it("answers 404 for a run without a log and for another project's run, 401 without a token", async ({ h }) => {
    const mine = await h.project()
    const theirs = await h.project()
    const run = uuidv7()
    await h.runLogs.open(run, theirs.id)
    const asOwner = (id: string, project: string) => h.request(mine.members.owner, { url: `/runs/${id}/log/stream?project_id=${project}` })
    const missing = await asOwner(uuidv7(), mine.id)
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Run log not found' }])
    const foreign = await asOwner(run, mine.id)
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { detail: 'Run log not found' }])
    const anonymous = await h.request(undefined, { url: `/runs/${run}/log/stream?project_id=${theirs.id}` })
    expect(anonymous.statusCode).toBe(401)
  })

  it('ends open streams when the server closes, so shutdown does not wait for them', async ({ h }) => {
    const admin = await h.user({ superuser: true })
    const run = uuidv7()
    await h.runLogs.open(run, 'default')
    await h.runLogs.append(run, 'still running')
    const client = await openSse(`${h.url}/runs/${run}/log/stream`, { authorization: `Bearer ${admin.token}` })
    await client.until('the first line', (e) => logIds(e).length === 1)
    const t0 = Date.now()
    await Promise.all([h.app.close(), client.ended])
    expect(Date.now() - t0).toBeLessThan(2_000)
    // No end event: the run is not over, and the client resumes with Last-Event-ID elsewhere.
    expect(client.received.filter((e) => e.event).map((e) => e.event)).toEqual(['log'])
  })
})

describe('GET /runs/{run_id}/log/stream timing', () => {
  const it = streamTest({ heartbeatMs: 30, idleMs: 250 })

  it('sends heartbeat comments while quiet and ends with a timeout event after the idle limit', async ({ h }) => {
    const admin = await h.user({ superuser: true })
    const run = uuidv7()
    await h.runLogs.open(run, 'default')
    await h.runLogs.append(run, 'only line')
    const client = await openSse(`${h.url}/runs/${run}/log/stream`, { authorization: `Bearer ${admin.token}` })
    await client.ended
    expect(client.received.filter((e) => e.comment === 'ping').length).toBeGreaterThanOrEqual(3)
    expect(client.received.filter((e) => e.event)).toEqual([
      { id: '1', event: 'log', data: { line: 'only line', ts: expect.any(String) } },
      { event: 'timeout', data: { detail: 'No activity for 0.25 s' } },
    ])
  })
})

describe.skipIf(!TEST_KVSTORE_URL)('GET /runs/{run_id}/log/stream over Redis', () => {
  const it = streamTest({ heartbeatMs: 60_000, idleMs: 60_000 }, true)

  it('follows a writer in another process through Redis pub/sub', async ({ h }) => {
    const admin = await h.user({ superuser: true })
    const run = uuidv7()
    await h.elsewhere.open(run, 'default')
    const client = await openSse(`${h.url}/runs/${run}/log/stream`, { authorization: `Bearer ${admin.token}` })
    for (let i = 1; i <= 3; i++) {
      await h.elsewhere.append(run, `via redis ${i}`)
      await client.until(`line ${i} via pub/sub`, (e) => logIds(e).length === i, 2_000)
    }
    await h.elsewhere.close(run, 'passed')
    await client.ended
    expect(logIds(client.received)).toEqual([1, 2, 3])
    expect(client.received.filter((e) => e.event).at(-1)).toEqual({ event: 'end', data: { status: 'passed' } })
  })
})
