import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { type DbHandle, openDb } from '../../../src/platform/db/dialect.js'
import { TEST_DATABASE_URL, TEST_KVSTORE_URL } from '../../support/env.js'
import { TEST_SECRET } from '../../support/runtime.js'
import { type ServerProcess, startServerProcess } from '../../support/server-process.js'

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
  const schema = `t_${randomBytes(6).toString('hex')}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-sched-'))
  const servers: ServerProcess[] = []
  let handle: DbHandle | undefined
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await c.connect()
    await c.query(q)
    await c.end()
  }
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    await handle?.close()
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('fires each due time once; when the leader dies the other process takes over', { timeout: 400_000 }, async () => {
    await admin(`CREATE SCHEMA ${schema}`)
    const url = new URL(TEST_DATABASE_URL as string)
    url.searchParams.set('options', `-c search_path=${schema}`)
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET_KEY: TEST_SECRET,
      DATABASE_URL: url.toString(),
      KVSTORE_URL: TEST_KVSTORE_URL as string,
      KVSTORE_PREFIX: `sched${randomBytes(4).toString('hex')}:`,
    }
    // A starts first and takes the leadership on its first tick; B waits behind the advisory lock.
    const a = await startServerProcess({ ...env, PORT: '20710' }, 120_000)
    servers.push(a)
    const b = await startServerProcess({ ...env, PORT: '20711' }, 120_000)
    servers.push(b)
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
    expect(first).toHaveLength(1)
    const firstDue = first[0]?.scheduled_for as string
    const batches = await db.selectFrom('regression_batches').select('id').execute()
    expect(batches).toHaveLength(1)

    // Kill the leader without a goodbye: its session ends, the advisory lock with it; B fires the next due time.
    a.child.kill('SIGKILL')
    const nextDue = Date.parse(firstDue) + 60_000
    await sleep(Math.max(0, nextDue - Date.now()) + 5000)
    const rows = await executions()
    expect(rows.map((r) => r.scheduled_for)).toEqual([firstDue, new Date(nextDue).toISOString()])
    expect(rows.every((r) => r.trigger === 'cron')).toBe(true)
  })
})
