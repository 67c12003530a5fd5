import { sql } from 'kysely'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { openDb } from '../../../src/platform/db/dialect.js'
import { TEST_DATABASE_URL } from '../../support/env.js'

const uncaught: unknown[] = []
const onUncaught = (err: unknown) => uncaught.push(err)
afterEach(() => {
  process.off('uncaughtException', onUncaught)
  uncaught.length = 0
})

describe.skipIf(!TEST_DATABASE_URL)('postgres: a pooled connection that the server ends', () => {
  it('is reported to onError and replaced, instead of throwing out of the pool and ending the process', async () => {
    const reported: Error[] = []
    const handle = openDb({ databaseUrl: TEST_DATABASE_URL, poolSize: 2, onError: (err) => reported.push(err) })
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    try {
      process.on('uncaughtException', onUncaught)
      const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]?.pid
      // The connection is idle in the pool now; the server ends it, as on a restart or failover.
      await admin.query('SELECT pg_terminate_backend($1)', [pid])
      await new Promise((r) => setTimeout(r, 200))
      expect(uncaught).toEqual([])
      expect(reported.map((e) => e.message)).toEqual(['terminating connection due to administrator command'])
      const next = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]?.pid
      expect(next).not.toBe(pid)
    } finally {
      await admin.end()
      await handle.close()
    }
  })
})
