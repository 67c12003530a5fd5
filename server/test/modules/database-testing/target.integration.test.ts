import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { generateSpec } from '../../../src/modules/database-testing/generate.js'
import { bytewiseColumnsOf, introspect, uniqueColumnsOf } from '../../../src/modules/database-testing/introspect.js'
import { lintSchema } from '../../../src/modules/database-testing/lints.js'
import { runChecks } from '../../../src/modules/database-testing/runner.js'
import { parseSpec, renderSpec } from '../../../src/modules/database-testing/spec-format.js'
import { openReadSession, type TargetSession } from '../../../src/modules/database-testing/target-session.js'
import { type Seeded, seedMariadb, seedPostgres } from './seed.js'

const SPEC = `# Database Quality Check: Seeded shop

## Connection

seeded

## Checks

### Email null rate
- Table: customers
- Column: email
- Check: null rate
- Expected: < 10%
- Severity: high

### Email unique
- Table: customers
- Column: email
- Check: uniqueness
- Expected: 0
- Severity: critical

### Country allowed
- Table: customers
- Column: country
- Check: allowed values DE, FR, US, de
- Expected: 0

### Country format
- Table: customers
- Column: country
- Check: regex ^[A-Z]{2}$
- Expected: 0

### Email format
- Table: customers
- Column: email
- Check: format email
- Expected: 0

### Fresh customers
- Table: customers
- Column: created_at
- Check: freshness
- Expected: < 1 hour

### Customer count
- Table: customers
- Check: row count
- Expected: between 5 and 20

### Orders reference customers
- Table: orders
- Column: customer_id
- Check: referential integrity customers.id
- Expected: 0
- Severity: critical

### Totals not negative
- Table: orders
- Column: total
- Check: value range >= 0
- Expected: 0

### Custom value
- Custom SQL: SELECT COUNT(*) FROM orders WHERE status = 'new'
- Expected: = 3

### Custom rows
- Custom SQL: SELECT id FROM orders WHERE total > 50
- Expected: 0 rows
- Severity: low
`

const WRITES = {
  postgres: [
    'DELETE FROM orders',
    "UPDATE customers SET email = 'x'",
    'CREATE TABLE sneaky (id int)',
    'WITH gone AS (DELETE FROM orders RETURNING id) SELECT count(*) FROM gone',
  ],
  mysql: ['DELETE FROM orders', "UPDATE customers SET email = 'x'", 'CREATE TABLE sneaky (id int)'],
}

for (const [label, seed] of [
  ['PostgreSQL', seedPostgres],
  ['MariaDB', seedMariadb],
] as const) {
  describe(`target database: ${label}`, () => {
    let seeded: Seeded
    let session: TargetSession
    beforeAll(async () => {
      seeded = await seed()
      session = await openReadSession(seeded.params)
    })
    afterAll(async () => {
      await session?.close()
      await seeded?.drop()
    })

    it('measures every check exactly, with failing-row samples and primary keys', async () => {
      const parsed = parseSpec(SPEC)
      expect(parsed.errors).toEqual([])
      const outcome = await runChecks(
        session,
        parsed.checks,
        new Map([
          ['customers', ['id']],
          ['orders', ['id']],
        ]),
      )
      const by = new Map(outcome.results.map((r) => [r.name, r]))
      // customers measured by ONE scan, its uniqueness apart (it can run beside the scan), orders' range by one more
      // scan, plus one anti-join; custom SQL is not counted.
      expect(outcome.scans).toBe(4)
      expect(by.get('Email null rate')).toMatchObject({ status: 'failed', actual: 20, failing_count: 2, total_rows: 10, unit: 'percent' })
      expect(by.get('Email null rate')!.sample.map((s) => s.primary_key)).toEqual([{ id: 2 }, { id: 6 }])
      expect(by.get('Email unique')).toMatchObject({ status: 'failed', actual: 2, failing_count: 2 })
      expect(by.get('Email unique')!.sample.map((s) => s.primary_key.id)).toEqual([3, 4, 5])
      expect(by.get('Email unique')!.sample[0]!.values).toEqual({ email: 'dup@example.com' })
      expect(by.get('Country allowed')).toMatchObject({ status: 'failed', actual: 1 })
      expect(by.get('Country allowed')!.sample).toEqual([{ primary_key: { id: 7 }, values: { country: 'XX' } }])
      // MariaDB's default collation is case-insensitive, so 'de' matches [A-Z] there; PostgreSQL refuses it.
      expect(by.get('Country format')!.actual).toBe(label === 'PostgreSQL' ? 1 : 0)
      expect(by.get('Email format')).toMatchObject({ status: 'failed', actual: 1 })
      expect(by.get('Email format')!.sample[0]!.primary_key).toEqual({ id: 9 })
      expect(by.get('Fresh customers')!.status).toBe('passed')
      expect(by.get('Fresh customers')!.actual).toBeLessThan(3600)
      expect(by.get('Customer count')).toMatchObject({ status: 'passed', actual: 10 })
      expect(by.get('Orders reference customers')).toMatchObject({ status: 'failed', actual: 2, failing_count: 2 })
      expect(by.get('Orders reference customers')!.sample.map((s) => [s.primary_key.id, s.values.customer_id])).toEqual([
        [6, 99],
        [7, 98],
      ])
      expect(by.get('Totals not negative')).toMatchObject({ status: 'failed', actual: 1 })
      expect(by.get('Totals not negative')!.sample[0]!.primary_key).toEqual({ id: 3 })
      expect(by.get('Custom value')).toMatchObject({ status: 'passed', actual: 3 })
      expect(by.get('Custom rows')).toMatchObject({ status: 'failed', actual: 1 })
      expect(by.get('Custom rows')!.sample[0]!.values).toEqual({ id: 5 })
    })

    it('proves uniqueness from a unique index without a scan, and measures it where no index proves it', async () => {
      const pgDialect = seeded.params.dialect === 'postgres'
      await seeded.admin('CREATE TABLE codes (id INTEGER PRIMARY KEY, code VARCHAR(10), alt VARCHAR(10), other VARCHAR(10))')
      await seeded.admin('ALTER TABLE codes ADD CONSTRAINT codes_code_key UNIQUE (code)')
      // Neither a composite unique index nor (PostgreSQL) a partial one proves a single column unique.
      await seeded.admin('CREATE UNIQUE INDEX codes_id_alt ON codes (id, alt)')
      if (pgDialect) await seeded.admin('CREATE UNIQUE INDEX codes_other_partial ON codes (other) WHERE id > 1')
      await seeded.admin("INSERT INTO codes VALUES (1, 'a', 'x', 'p'), (2, 'b', 'x', 'p'), (3, NULL, 'y', 'q'), (4, NULL, NULL, NULL)")
      onTestFinished(async () => void (await seeded.admin('DROP TABLE codes')))
      const unique = await uniqueColumnsOf(session, ['codes'])
      expect(Object.fromEntries(unique.get('codes')!)).toEqual({ id: pgDialect ? 'codes_pkey' : 'PRIMARY', code: 'codes_code_key' })
      const check = (column: string) => `### ${column} unique\n- Table: codes\n- Column: ${column}\n- Check: uniqueness\n- Expected: 0\n`
      const parsed = parseSpec(
        `# Database Quality Check: u\n\n## Connection\n\nx\n\n## Checks\n\n${['code', 'alt', 'other'].map(check).join('\n')}`,
      )
      expect(parsed.errors).toEqual([])
      const outcome = await runChecks(session, parsed.checks, new Map([['codes', ['id']]]), undefined, unique)
      const by = new Map(outcome.results.map((r) => [r.column, r]))
      expect(by.get('code')).toMatchObject({
        status: 'passed',
        actual: 0,
        failing_count: 0,
        total_rows: null,
        proven_by: 'unique index codes_code_key',
      })
      expect(by.get('alt')).toMatchObject({ status: 'failed', actual: 1, failing_count: 1, proven_by: null })
      expect(by.get('alt')!.sample.map((r) => r.primary_key.id)).toEqual([1, 2])
      expect(by.get('other')).toMatchObject({ status: 'failed', actual: 1, proven_by: null })
      // The proven check costs no statement: one statement per measured uniqueness (it counts the rows itself).
      expect(outcome.scans).toBe(2)
    })

    it('samples several failed checks of a table together, continuing after the last key, on one or two sessions', async () => {
      // a is NULL on ids 1-12 (more than a sample), b is outside the allowed values only on ids 20 and 21: the first
      // batch (10 rows) is all a's, so b's rows come from a second batch that starts after id 10.
      const values = Array.from({ length: 24 }, (_, i) => `(${i + 1}, ${i < 12 ? 'NULL' : i}, '${i === 19 || i === 20 ? 'bad' : 'ok'}')`)
      for (const name of ['readings', 'loose']) {
        await seeded.admin(`CREATE TABLE ${name} (id INTEGER${name === 'readings' ? ' PRIMARY KEY' : ''}, a INTEGER, b VARCHAR(5))`)
        await seeded.admin(`INSERT INTO ${name} VALUES ${values.join(', ')}`)
      }
      onTestFinished(async () => void (await seeded.admin('DROP TABLE readings, loose')))
      const checks = (table: string) =>
        `### ${table} a\n- Table: ${table}\n- Column: a\n- Check: null rate\n- Expected: 0\n\n` +
        `### ${table} b\n- Table: ${table}\n- Column: b\n- Check: allowed values ok\n- Expected: 0\n\n` +
        `### ${table} b unique\n- Table: ${table}\n- Column: b\n- Check: uniqueness\n- Expected: 0\n`
      const parsed = parseSpec(
        `# Database Quality Check: s\n\n## Connection\n\nx\n\n## Checks\n\n${checks('readings')}\n${checks('loose')}`,
      )
      expect(parsed.errors).toEqual([])
      const second = await openReadSession(seeded.params)
      onTestFinished(() => second.close())
      const keys = new Map([['readings', ['id']]])
      for (const sessions of [session, [session, second]]) {
        const outcome = await runChecks(sessions, parsed.checks, keys)
        const by = new Map(outcome.results.map((r) => [r.name, r]))
        expect(outcome.scans).toBe(4)
        expect(by.get('readings a')).toMatchObject({ status: 'failed', failing_count: 12, total_rows: 24 })
        expect(by.get('readings a')!.sample).toEqual([1, 2, 3, 4, 5].map((id) => ({ primary_key: { id }, values: { a: null } })))
        expect(by.get('readings b')).toMatchObject({ status: 'failed', failing_count: 2 })
        expect(by.get('readings b')!.sample).toEqual([20, 21].map((id) => ({ primary_key: { id }, values: { b: 'bad' } })))
        expect(by.get('readings b unique')).toMatchObject({ status: 'failed', failing_count: 22, total_rows: 24 })
        // Every row shares its b with another; duplicates come ordered by value, then key ('bad' < 'ok').
        expect(by.get('readings b unique')!.sample.map((r) => r.primary_key.id)).toEqual([20, 21, 1, 2, 3])
        // Without a primary key the rows come in scan order; b's rows still arrive, from a query of its own.
        expect(by.get('loose a')).toMatchObject({ status: 'failed', failing_count: 12 })
        expect(by.get('loose a')!.sample).toHaveLength(5)
        expect(by.get('loose a')!.sample.every((r) => r.values.a === null)).toBe(true)
        expect(
          by
            .get('loose b')!
            .sample.map((r) => r.values)
            .sort(),
        ).toEqual([{ b: 'bad' }, { b: 'bad' }])
      }
    })

    it('counts distinct values bytewise only for text columns whose equality is byte equality', async () => {
      const pgDialect = seeded.params.dialect === 'postgres'
      if (pgDialect) await seeded.admin("CREATE COLLATION ci_dbq (provider = icu, locale = 'und-u-ks-level2', deterministic = false)")
      await seeded.admin(
        `CREATE TABLE words (id INTEGER PRIMARY KEY, w VARCHAR(10), ci VARCHAR(10)${pgDialect ? ' COLLATE ci_dbq' : ''}, n INTEGER)`,
      )
      await seeded.admin("INSERT INTO words VALUES (1, 'a', 'a', 1), (2, 'A', 'A', 1), (3, 'a', 'b', 2)")
      onTestFinished(async () => void (await seeded.admin('DROP TABLE words')))
      const bytewise = await bytewiseColumnsOf(session, ['words'])
      expect(bytewise.get('words')).toEqual(pgDialect ? new Set(['w']) : undefined)
      const check = (column: string) => `### ${column}\n- Table: words\n- Column: ${column}\n- Check: uniqueness\n- Expected: 0\n`
      const parsed = parseSpec(
        `# Database Quality Check: w\n\n## Connection\n\nx\n\n## Checks\n\n${['w', 'ci', 'n'].map(check).join('\n')}`,
      )
      const outcome = await runChecks(session, parsed.checks, new Map([['words', ['id']]]), undefined, undefined, bytewise)
      // 'a' twice in w; in ci 'a' and 'A' are equal under the case-insensitive collation (MariaDB's default too).
      expect(outcome.results.map((r) => [r.column, r.failing_count])).toEqual([
        ['w', pgDialect ? 1 : 2],
        ['ci', 1],
        ['n', 1],
      ])
    })

    it('compares range bounds numerically on numeric and text columns alike, fractions exactly', async () => {
      await seeded.admin('CREATE TABLE nums (id INTEGER PRIMARY KEY, d DECIMAL(10,2), i INTEGER, t VARCHAR(10))')
      await seeded.admin("INSERT INTO nums VALUES (1, 0.5, -1, '9'), (2, 1000.25, 5, '10'), (3, 10, 2000, '100')")
      onTestFinished(async () => void (await seeded.admin('DROP TABLE nums')))
      const range = (column: string, bounds: string) =>
        `### ${column}\n- Table: nums\n- Column: ${column}\n- Check: value range ${bounds}\n- Expected: 0\n`
      const parsed = parseSpec(
        `# Database Quality Check: n\n\n## Connection\n\nx\n\n## Checks\n\n${[range('d', '0.5 to 1000'), range('i', '0 to 1999')].join('\n')}`,
      )
      // MariaDB/MySQL: a text column holding numbers is compared as numbers ('100' > 99.5), not as text ('100' < '99.5'),
      // as with the DOUBLE parameters sent before. (PostgreSQL types the parameter as the column's type.)
      const text = parseSpec(`# Database Quality Check: n\n\n## Connection\n\nx\n\n## Checks\n\n${range('t', '0 to 99.5')}`)
      const mysqlDialect = seeded.params.dialect === 'mysql'
      const checks = [...parsed.checks, ...(mysqlDialect ? text.checks.map((c) => ({ ...c, index: 2 })) : [])]
      const outcome = await runChecks(session, checks, new Map([['nums', ['id']]]))
      expect(outcome.results.map((r) => [r.column, r.failing_count, r.sample.map((s) => s.primary_key.id)])).toEqual([
        ['d', 1, [2]],
        ['i', 2, [1, 3]],
        ...(mysqlDialect ? [['t', 1, [3]]] : []),
      ])
    })

    it('refuses every write at the session level', async () => {
      for (const sql of WRITES[seeded.params.dialect]) {
        await expect(session.query({ sql, params: [] }), sql).rejects.toMatchObject({ code: 'read_only' })
      }
      // A check cannot switch the session to read-write for the next one.
      const unlock = seeded.params.dialect === 'postgres' ? 'SET default_transaction_read_only = off' : 'SET SESSION TRANSACTION READ WRITE'
      await session.query({ sql: unlock, params: [] }).catch(() => undefined)
      await expect(session.query({ sql: 'DELETE FROM orders', params: [] })).rejects.toMatchObject({ code: 'read_only' })
      const [row] = (await seeded.admin('SELECT COUNT(*) AS n FROM orders')) as { n: unknown }[]
      expect(Number(row!.n)).toBe(8)
      // A writable custom SQL check is an error result, never a change.
      const parsed = parseSpec(
        `# Database Quality Check: w\n\n## Connection\n\nx\n\n## Checks\n\n### Sneaky\n- Custom SQL: DELETE FROM orders\n- Expected: 0\n`,
      )
      const outcome = await runChecks(session, parsed.checks, new Map())
      expect(outcome.results[0]).toMatchObject({ status: 'error' })
      expect(outcome.results[0]!.error).toMatch(/read-only/i)
    })

    it('stops a statement at the statement timeout', async () => {
      const slow = await openReadSession({ ...seeded.params, statementTimeoutMs: 300 })
      try {
        const sql = seeded.params.dialect === 'postgres' ? 'SELECT pg_sleep(5)' : 'SELECT SLEEP(5)'
        const started = Date.now()
        const result =
          session.dialect === 'mysql'
            ? await slow.query({ sql, params: [] }).then(
                (r) => r,
                (e) => e,
              )
            : await slow.query({ sql, params: [] }).catch((e) => e)
        // MariaDB's SLEEP() returns 1 when interrupted instead of raising; PostgreSQL raises.
        if (Array.isArray(result)) expect(Number(Object.values(result[0] as object)[0])).toBe(1)
        else expect(result).toMatchObject({ code: 'timeout' })
        expect(Date.now() - started).toBeLessThan(4500)
      } finally {
        await slow.close()
      }
    })

    it('explains bad connection settings in one sentence', async () => {
      await expect(openReadSession({ ...seeded.params, port: 1 })).rejects.toMatchObject({
        code: 'connection_refused',
        message: 'Connection refused by 127.0.0.1:1: is the database running on that port?',
      })
      await expect(openReadSession({ ...seeded.params, database: 'no_such_db_dbq' })).rejects.toMatchObject({ code: 'database_not_found' })
      await expect(openReadSession({ ...seeded.params, host: 'no-such-host.invalid' })).rejects.toMatchObject({ code: 'host_not_found' })
      await expect(openReadSession({ ...seeded.params, username: 'nobody_dbq', password: 'wrong' })).rejects.toMatchObject({
        code: 'auth_failed',
      })
    })

    it('analyzes the schema, lints it and generates a spec that finds the seeded defects', async () => {
      const snapshot = await introspect(session, seeded.params.database, seeded.params.schemas, {
        exactCounts: true,
        profileMaxRows: 1_000_000,
      })
      const names = snapshot.tables.map((t) => t.name).sort()
      expect(names).toEqual(['customers', 'order_items', 'orders', 'tags'])
      const customers = snapshot.tables.find((t) => t.name === 'customers')!
      expect(customers.primary_key).toEqual(['id'])
      expect(customers.row_count).toBe(10)
      expect(customers.columns.find((c) => c.name === 'email')).toMatchObject({ nullable: true, null_count: 2 })
      const items = snapshot.tables.find((t) => t.name === 'order_items')!
      expect(items.foreign_keys).toEqual([
        { name: 'order_items_order_fk', columns: ['order_id'], ref_table: 'orders', ref_columns: ['id'] },
      ])
      const orders = snapshot.tables.find((t) => t.name === 'orders')!
      expect(orders.columns.find((c) => c.name === 'total')).toMatchObject({ nullable: false, min: -5, max: 99.99 })
      const lints = lintSchema(snapshot).map((l) => `${l.rule}:${l.table}:${l.columns.join(',')}`)
      expect(lints).toContain('missing_primary_key:order_items:')
      expect(lints).toContain('fk_like_column_without_constraint:orders:customer_id')
      expect(lints).toContain('duplicate_index:tags:name')
      // MariaDB indexes every foreign key itself; PostgreSQL does not.
      expect(lints.includes('unindexed_foreign_key:order_items:order_id')).toBe(label === 'PostgreSQL')

      const spec = generateSpec(snapshot, 'seeded')
      const parsed = parseSpec(renderSpec(spec))
      expect(parsed.errors).toEqual([])
      const outcome = await runChecks(session, parsed.checks, new Map())
      const failed = outcome.results.filter((r) => r.status === 'failed').map((r) => `${r.name}=${r.actual}`)
      expect(failed.sort()).toEqual(['customers.email is unique=2', 'orders.customer_id references customers=2'])
      expect(outcome.results.every((r) => r.status !== 'error')).toBe(true)
    })
  })
}
