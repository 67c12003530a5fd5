import { afterAll, describe, expect, it } from 'vitest'
import { type DbHandle, openDb } from '../../../src/platform/db/dialect.js'
import { TEST_DATABASE_URL, TEST_KVSTORE_URL } from '../../support/env.js'
import { TEST_SECRET } from '../../support/runtime.js'
import { createFleet, type Fleet, type ServerProcess } from '../../support/server-process.js'

const API_SPEC = `# API Test: Health

## Base URL

http://127.0.0.1:9

## Tests

### GET /api/health

- Send the request
- Verify status is 200
`

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Two real server processes on one PostgreSQL schema and one Redis: each due time fires exactly once. */
describe.skipIf(!TEST_DATABASE_URL || !TEST_KVSTORE_URL)('scheduler leadership across processes', () => {
  let fleet: Fleet | undefined
  let handle: DbHandle | undefined
  afterAll(async () => {
    await handle?.close()
    await fleet?.close()
  })

  it('fires each due time once; when the leader dies the other process takes over', { timeout: 400_000 }, async () => {
    fleet = await createFleet(TEST_DATABASE_URL as string, TEST_KVSTORE_URL as string, TEST_SECRET, 'sched')
    const schema = fleet.schema
    // A starts first and takes the leadership on its first tick; B waits behind the advisory lock.
    const a = await fleet.start()
    const b = await fleet.start()
    handle = openDb({ databaseUrl: TEST_DATABASE_URL, pgSchema: schema, poolSize: 2 })
    const db = handle.db

    const post = async (s: ServerProcess, p: string, body: object) => {
      const res = await fetch(`${s.url}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(res.status, await res.clone().text()).toBeLessThan(300)
      return (await res.json()) as { id: string }
    }
    await post(b, '/api-testing/specs', { name: 'health', content: API_SPEC })
    const sched = await post(b, '/scheduling/default/schedules', {
      name: 'every minute',
      cron_expression: '* * * * *',
      spec_ids: ['api:health'],
    })
    const executions = () =>
      db
        .selectFrom('schedule_executions')
        .select(['scheduled_for', 'status', 'trigger'])
        .where('schedule_id', '=', sched.id)
        .orderBy('scheduled_for')
        .execute()

    // Make the schedule due now (both processes tick every second): exactly one execution for that due time.
    const minuteStart = Math.floor(Date.now() / 60_000) * 60_000
    await db
      .updateTable('schedules')
      .set({ next_run_at: new Date(minuteStart - 60_000).toISOString() })
      .where('id', '=', sched.id)
      .execute()
    for (let i = 0; i < 50 && (await executions()).length === 0; i++) await sleep(100)
    await sleep(3000) // time for a second process to (wrongly) fire too
    const first = await executions()
    // One execution per due time. The watch above can cross into the next minute, whose due time then fires too.
    expect(first.length).toBeGreaterThanOrEqual(1)
    expect(first.length).toBeLessThanOrEqual(2)
    const dues = first.map((r) => r.scheduled_for)
    expect(new Set(dues).size).toBe(dues.length)
    if (dues.length === 2) expect(Date.parse(dues[1] as string) - Date.parse(dues[0] as string)).toBe(60_000)
    const batches = await db.selectFrom('regression_batches').select('id').execute()
    expect(batches).toHaveLength(first.length)

    // Kill the leader without a goodbye: its session ends, the advisory lock with it; B fires the next due time.
    a.child.kill('SIGKILL')
    const nextDue = Date.parse(dues.at(-1) as string) + 60_000
    await sleep(Math.max(0, nextDue - Date.now()) + 5000)
    const rows = await executions()
    expect(rows.map((r) => r.scheduled_for)).toEqual([...dues, new Date(nextDue).toISOString()])
    expect(rows.every((r) => r.trigger === 'cron')).toBe(true)
  })
})
