import { Redis } from 'ioredis'
import { uuidv7 } from 'uuidv7'
import { describe, expect, test } from 'vitest'
import { MemoryEventBus } from '../../../src/platform/events/memory-event-bus.js'
import { RedisEventBus } from '../../../src/platform/events/redis-event-bus.js'
import { type AppHarness, createAppHarness } from '../../support/app.js'
import { TEST_KVSTORE_URL } from '../../support/env.js'
import { openSse, type ReceivedEvent } from '../../support/sse-client.js'

type Harness = AppHarness & { url: string }

const eventTest = test.extend<{ h: Harness }>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies as a pattern
  h: async ({}, use) => {
    const h = await createAppHarness('sqlite', { REQUIRE_AUTH: 'true' })
    await h.app.listen({ port: 0, host: '127.0.0.1' })
    const address = h.app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    await use({ ...h, url: `http://127.0.0.1:${port}` })
    await h.close()
  },
})

const changes = (events: ReceivedEvent[]) =>
  events
    .filter((e) => e.event === 'change')
    .map((e) => {
      const data = e.data as { type: string; id: string; status: string }
      return `${data.type}:${data.id}:${data.status}`
    })

const change = (id: string, status: string) => ({ type: 'run', id, status, updated_at: new Date().toISOString() })

describe('GET /events', () => {
  const it = eventTest

  it('streams the state changes of a job as they are written, in order, and says when the replay is done', async ({ h }) => {
    const p = await h.project()
    const stream = await openSse(`${h.url}/events?project_id=${p.id}`, { authorization: `Bearer ${p.members.viewer.token}` })
    expect(stream.status).toBe(200)
    await stream.until('ready', (events) => events.some((e) => e.event === 'ready'))
    h.deps.jobs.register('test.events', async (ctx) => {
      ctx.progress(50, 'halfway')
      return 'ok'
    })
    await h.deps.jobs.start()
    const job = await h.deps.jobs.enqueue('test.events', {}, { projectId: p.id })
    const events = await stream.until('the job to complete', (all) => changes(all).includes(`job:${job.id}:completed`))
    expect(changes(events)).toEqual([`job:${job.id}:queued`, `job:${job.id}:running`, `job:${job.id}:running`, `job:${job.id}:completed`])
    const progress = events.filter((e) => e.event === 'change').map((e) => (e.data as { progress?: number }).progress)
    expect(progress).toEqual([undefined, 0, 50, 100])
    // Ids order the events.
    const ids = events.filter((e) => e.event === 'change').map((e) => e.id!)
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids)
    stream.disconnect()
  })

  it('resumes after Last-Event-ID with exactly the missed events, and says reset when it cannot reach back', async ({ h }) => {
    const p = await h.project()
    const auth = { authorization: `Bearer ${p.members.viewer.token}` }
    const first = await openSse(`${h.url}/events?project_id=${p.id}`, auth)
    await first.until('ready', (events) => events.some((e) => e.event === 'ready'))
    h.deps.events.publish(p.id, change('r1', 'queued'))
    const seen = await first.until('r1', (events) => changes(events).length === 1)
    const lastId = seen.find((e) => e.event === 'change')!.id!
    first.disconnect()
    // While nobody listens.
    h.deps.events.publish(p.id, change('r1', 'running'))
    h.deps.events.publish(p.id, change('r1', 'passed'))
    const resumed = await openSse(`${h.url}/events?project_id=${p.id}`, { ...auth, 'last-event-id': lastId })
    const replay = await resumed.until('ready', (events) => events.some((e) => e.event === 'ready'))
    expect(changes(replay)).toEqual(['run:r1:running', 'run:r1:passed'])
    h.deps.events.publish(p.id, change('r2', 'queued'))
    expect(changes(await resumed.until('r2', (events) => changes(events).length === 3))).toEqual([
      'run:r1:running',
      'run:r1:passed',
      'run:r2:queued',
    ])
    resumed.disconnect()
    // The query form, from before this process started: the window cannot tell what was missed.
    const stale = await openSse(`${h.url}/events?project_id=${p.id}&last_event_id=1000-0`, auth)
    const reset = await stale.until('reset', (events) => events.some((e) => e.event === 'ready'))
    expect(reset.filter((e) => e.event !== undefined).map((e) => e.event)).toEqual(['reset', 'ready'])
    stale.disconnect()
  })

  it('never shows a member of project A an event of project B, whichever form names the project', async ({ h }) => {
    const a = await h.project('A')
    const b = await h.project('B')
    const member = a.members.viewer
    const auth = { authorization: `Bearer ${member.token}` }
    for (const url of [`${h.url}/events?project_id=${b.id}`, `${h.url}/projects/${b.id}/events`]) {
      const denied = await fetch(url, { headers: auth })
      expect([url, denied.status]).toEqual([url, 404]) // another project is not there for this member
    }
    const byHeader = await fetch(`${h.url}/events`, { headers: { ...auth, 'x-project-id': b.id } })
    expect(byHeader.status).toBe(404)
    // A member of A following A (three forms) sees A's events only.
    const streams = await Promise.all([
      openSse(`${h.url}/events?project_id=${a.id}`, auth),
      openSse(`${h.url}/projects/${a.id}/events`, auth),
      openSse(`${h.url}/events`, { ...auth, 'x-project-id': a.id }),
    ])
    for (const s of streams) await s.until('ready', (events) => events.some((e) => e.event === 'ready'))
    h.deps.events.publish(b.id, change('secret-b', 'running'))
    h.deps.events.publish(a.id, change('mine-a', 'running'))
    for (const s of streams) {
      expect(changes(await s.until('mine-a', (events) => changes(events).length >= 1))).toEqual(['run:mine-a:running'])
      s.disconnect()
    }
    // Two different projects named at once are refused.
    const conflict = await fetch(`${h.url}/events?project_id=${a.id}`, { headers: { ...auth, 'x-project-id': b.id } })
    expect(conflict.status).toBe(422)
  })

  it('does not spend the request budget', async ({ h }) => {
    const p = await h.project()
    const res = await fetch(`${h.url}/events?project_id=${p.id}`, { headers: { authorization: `Bearer ${p.members.viewer.token}` } })
    expect(res.headers.get('x-ratelimit-limit')).toBeNull()
    await res.body?.cancel()
  })
})

describe('memory event bus', () => {
  test('keeps a bounded window: a resume from before it is a reset, from inside it the missed events', async () => {
    let now = 5_000
    const bus = new MemoryEventBus({ clock: { now: () => now, nowIso: () => new Date(now).toISOString() }, window: 3 })
    for (let i = 1; i <= 5; i++) {
      now += 1
      bus.publish('p', change(`r${i}`, 'queued'))
    }
    const got: string[] = []
    const inside = await bus.subscribe('p', '5003-0', (e) => got.push(e.id))
    expect(inside.replay).toMatchObject({ kind: 'events', events: [{ id: 'r4' }, { id: 'r5' }] })
    const outside = await bus.subscribe('p', '5001-0', () => {})
    expect(outside.replay).toEqual({ kind: 'reset' })
    bus.publish('p', change('r6', 'queued'))
    expect(got).toEqual(['r6'])
    inside.close()
    outside.close()
  })
})

describe.skipIf(!TEST_KVSTORE_URL)('redis event bus', () => {
  test('carries events between processes within 200 ms, in order, and replays across a reconnect', async () => {
    const prefix = `t-${uuidv7()}`
    const api = new Redis(TEST_KVSTORE_URL ?? '', { maxRetriesPerRequest: null })
    const worker = new Redis(TEST_KVSTORE_URL ?? '', { maxRetriesPerRequest: null })
    const listening = new RedisEventBus({ redis: api, prefix })
    const publishing = new RedisEventBus({ redis: worker, prefix })
    try {
      const arrivals: { id: string; status: string; at: number }[] = []
      const sub = await listening.subscribe('p', undefined, (e) => arrivals.push({ id: e.id, status: e.status, at: Date.now() }))
      const sent: number[] = []
      for (const status of ['queued', 'running', 'passed']) {
        sent.push(Date.now())
        publishing.publish('p', change('r1', status))
        await publishing.flush()
      }
      const deadline = Date.now() + 5_000
      while (arrivals.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5))
      expect(arrivals.map((a) => a.status)).toEqual(['queued', 'running', 'passed'])
      const latencies = arrivals.map((a, i) => a.at - sent[i]!)
      expect(Math.max(...latencies)).toBeLessThan(200)
      sub.close()
      // A client that saw "queued" only, reconnecting to another process, gets the rest from the stream.
      const replayed = await publishing.subscribe('p', undefined, () => {})
      replayed.close()
      const all = (await api.xrange(`${prefix}:events:p`, '-', '+')) as [string, string[]][]
      const afterFirst = await listening.subscribe('p', all[0]![0], () => {})
      expect(afterFirst.replay).toMatchObject({ kind: 'events', events: [{ status: 'running' }, { status: 'passed' }] })
      afterFirst.close()
      expect((await listening.subscribe('p', '1-0', () => {})).replay).toMatchObject({ kind: 'events' })
      await api.del(`${prefix}:events:p`)
    } finally {
      await listening.stop()
      await publishing.stop()
      api.disconnect()
      worker.disconnect()
    }
  })
})
