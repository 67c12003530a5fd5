import { afterAll, describe, expect, it } from 'vitest'
import { TEST_DATABASE_URL, TEST_KVSTORE_URL } from '../../support/env.js'
import { TEST_SECRET } from '../../support/runtime.js'
import { createFleet, type Fleet } from '../../support/server-process.js'
import { openSse, type ReceivedEvent } from '../../support/sse-client.js'

// Nothing listens on port 9: the run ends `error` quickly, through queued -> running -> error.
const API_SPEC = `# API Test: Health

## Base URL

http://127.0.0.1:9

## Tests

### GET /api/health

- Send the request
- Verify status is 200
`

const runEvents = (events: ReceivedEvent[], id: string) =>
  events.filter((e) => e.event === 'change' && (e.data as { id: string }).id === id).map((e) => (e.data as { status: string }).status)

/** Two real server processes on one PostgreSQL schema and one Redis: a change made through one reaches the other's stream. */
describe.skipIf(!TEST_DATABASE_URL || !TEST_KVSTORE_URL)('GET /events across processes', () => {
  let fleet: Fleet | undefined
  afterAll(async () => {
    await fleet?.close()
  })

  it('delivers within 200 ms, in order, and resumes on the other process after Last-Event-ID', { timeout: 300_000 }, async () => {
    fleet = await createFleet(TEST_DATABASE_URL as string, TEST_KVSTORE_URL as string, TEST_SECRET, 'events')
    const a = await fleet.start()
    const b = await fleet.start()

    const follower = await openSse(`${a.url}/events?project_id=default`)
    await follower.until('ready', (events) => events.some((e) => e.event === 'ready'), 30_000)
    const created = await fetch(`${b.url}/api-testing/specs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'health', content: API_SPEC }),
    })
    expect(created.status, await created.clone().text()).toBe(201)

    const started = await fetch(`${b.url}/api-testing/specs/health/run`, { method: 'POST' })
    const answeredAt = Date.now()
    expect(started.status, await started.clone().text()).toBe(202)
    const { run_id } = (await started.json()) as { run_id: string }
    // B published "queued" before it answered; A's client has it within 200 ms of that answer.
    await follower.until('queued on the other process', (events) => runEvents(events, run_id).includes('queued'), 5_000)
    expect(Date.now() - answeredAt).toBeLessThan(200)
    const all = await follower.until('the run to end', (events) => runEvents(events, run_id).includes('error'), 120_000)
    expect(runEvents(all, run_id)).toEqual(['queued', 'running', 'error'])
    const queuedId = all.find((e) => e.event === 'change' && (e.data as { id: string; status: string }).id === run_id)!.id!
    follower.disconnect()

    // A client that saw only "queued" resumes on the other process: the rest, nothing twice.
    const resumed = await openSse(`${b.url}/events?project_id=default`, { 'last-event-id': queuedId })
    const replay = await resumed.until('ready', (events) => events.some((e) => e.event === 'ready'), 30_000)
    expect(runEvents(replay, run_id)).toEqual(['running', 'error'])
    resumed.disconnect()
  })
})
