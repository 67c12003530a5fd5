/**
 * Database quality bench: a 1,000,000-row table measured by 8 column checks (one aggregate scan, uniqueness, and
 * failing-row samples for the checks that fail), against one `SELECT COUNT(*)` of the same table in the same run, on
 * the real PostgreSQL and MariaDB of this machine. Prints the run's median wall time as a ratio to `COUNT(*)`
 * (target: <= 2), with two sessions (as a run does) and with one, then every part alone with its own ratio, twice:
 * with `email` unconstrained (uniqueness measured by COUNT(DISTINCT)) and after adding a UNIQUE constraint on it (the
 * run proves uniqueness from the index, as a real run does). The machine's load average is printed with the figures.
 * Run: npx tsx bench/db-quality/run.ts   (BENCH_ROWS to change the size; BENCH_ENGINES=postgres or mysql;
 * BENCH_ROUNDS, default 3)
 */
import mysql from 'mysql2/promise'
import pg from 'pg'
import { parseSpec } from '../../server/src/modules/database-testing/spec-format.js'
import { openReadSessions, type TargetParams, type TargetSession } from '../../server/src/modules/database-testing/target-session.js'
import { breakdown } from './breakdown.js'

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,mysql').split(',')
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const NAME = `dbq_bench_${process.pid}`

const SPEC = `# Database Quality Check: bench

## Connection

bench

## Checks

${[
  ['email null rate', 'email', 'null rate', '< 1%'],
  ['email unique', 'email', 'uniqueness', '0'],
  ['status allowed', 'status', 'allowed values new, paid, shipped', '0'],
  ['amount range', 'amount', 'value range 0 to 1000', '0'],
  ['code format', 'code', 'regex ^[A-Z]{3}[0-9]+$', '0'],
  ['fresh', 'created_at', 'freshness', '< 30 days'],
  ['customer null rate', 'customer_id', 'null rate', '< 5%'],
  ['score range', 'score', 'value range >= 0', '0'],
]
  .map(
    ([name, column, check, expected]) => `### ${name}\n- Table: facts\n- Column: ${column}\n- Check: ${check}\n- Expected: ${expected}\n`,
  )
  .join('\n')}`

// One row in 100,000 breaks each rule, spread evenly, so failing-row samples find their 5 rows early.
const PG_SEED = `INSERT INTO facts SELECT g,
  CASE WHEN g % 100000 = 7 THEN NULL ELSE g % 50000 END,
  CASE WHEN g % 100000 = 3 THEN NULL ELSE 'user' || g || '@example.com' END,
  CASE WHEN g % 100000 = 5 THEN 'lost' ELSE (ARRAY['new','paid','shipped'])[1 + g % 3] END,
  CASE WHEN g % 100000 = 11 THEN -1 ELSE (g % 1000)::numeric END,
  CASE WHEN g % 100000 = 13 THEN 'bad' ELSE 'ABC' || g END,
  now() - (g % 1000) * interval '1 minute',
  g % 100
  FROM generate_series(1, ${ROWS}) g`
const MY_SEED = `INSERT INTO facts SELECT seq,
  CASE WHEN seq % 100000 = 7 THEN NULL ELSE seq % 50000 END,
  CASE WHEN seq % 100000 = 3 THEN NULL ELSE CONCAT('user', seq, '@example.com') END,
  CASE WHEN seq % 100000 = 5 THEN 'lost' ELSE ELT(1 + seq % 3, 'new', 'paid', 'shipped') END,
  CASE WHEN seq % 100000 = 11 THEN -1 ELSE seq % 1000 END,
  CASE WHEN seq % 100000 = 13 THEN 'bad' ELSE CONCAT('ABC', seq) END,
  NOW() - INTERVAL (seq % 1000) MINUTE,
  seq % 100
  FROM seq_1_to_${ROWS}`
const DDL = (ts: string) =>
  `CREATE TABLE facts (id BIGINT PRIMARY KEY, customer_id INT, email VARCHAR(100), status VARCHAR(20), amount DECIMAL(10,2), code VARCHAR(20), created_at ${ts}, score INT)`

const ratio = (ms: number, count: number) => `${(ms / count).toFixed(1)}x`.padStart(7)
const row = (name: string, ms: number, count: number) => `  ${name.padEnd(62)} ${ms.toFixed(0).padStart(6)} ms ${ratio(ms, count)}`

async function measure(params: TargetParams, title: string) {
  const sessions = (await openReadSessions({ ...params, statementTimeoutMs: 600_000 }, 2)) as [TargetSession, TargetSession]
  try {
    const m = await breakdown(sessions, 'facts', parseSpec(SPEC).checks, ROUNDS)
    console.log(
      `${title}${m.proven ? ' (uniqueness proven by the index)' : ''}: ${ROWS} rows, 8 checks (${m.failed} failed, samples taken), ` +
        `median of ${ROUNDS}, load average ${m.load}; aggregate: ${m.plan}`,
    )
    console.log(row('SELECT COUNT(*)', m.count, m.count))
    console.log(`${row('run: introspection + 8 checks + samples, 2 sessions', m.run, m.count)}   <- ratio (target <= 2)`)
    console.log(row('the same run on 1 session (every statement in turn)', m.runSerial, m.count))
    console.log('  each part alone:')
    for (const part of m.parts) console.log(row(`  ${part.name}`, part.ms, m.count))
  } finally {
    await Promise.all(sessions.map((s) => s.close()))
  }
}

for (const engine of ENGINES) {
  let params: TargetParams
  let drop: () => Promise<void>
  let constrain: () => Promise<void>
  const seedStart = performance.now()
  if (engine === 'postgres') {
    const url = new URL(PG_URL)
    const client = new pg.Client({ connectionString: PG_URL })
    await client.connect()
    await client.query(`CREATE SCHEMA ${NAME}`)
    await client.query(`SET search_path = ${NAME}`)
    await client.query(DDL('TIMESTAMPTZ'))
    await client.query(PG_SEED)
    await client.query('ANALYZE facts')
    params = {
      dialect: 'postgres',
      host: url.hostname,
      port: Number(url.port || 5432),
      database: url.pathname.slice(1),
      username: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      ssl_mode: 'disable',
      schemas: [NAME],
      statementTimeoutMs: 600_000,
    }
    constrain = async () => {
      await client.query('ALTER TABLE facts ADD CONSTRAINT facts_email_key UNIQUE (email)')
    }
    drop = async () => {
      await client.query(`DROP SCHEMA ${NAME} CASCADE`)
      await client.end()
    }
  } else {
    const root = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', password: '' })
    await root.query(`CREATE DATABASE ${NAME}`)
    await root.query(`USE ${NAME}`)
    await root.query(DDL('DATETIME'))
    await root.query(MY_SEED)
    await root.query('ANALYZE TABLE facts')
    params = {
      dialect: 'mysql',
      host: '127.0.0.1',
      port: 3306,
      database: NAME,
      username: 'root',
      password: '',
      ssl_mode: 'disable',
      schemas: [],
      statementTimeoutMs: 600_000,
    }
    constrain = async () => {
      await root.query('ALTER TABLE facts ADD CONSTRAINT facts_email_key UNIQUE (email)')
    }
    drop = async () => {
      await root.query(`DROP DATABASE ${NAME}`)
      await root.end()
    }
  }
  const seeded = performance.now() - seedStart
  const name = engine === 'postgres' ? 'PostgreSQL' : 'MariaDB'
  console.log(`${name}: seeded ${ROWS} rows in ${(seeded / 1000).toFixed(1)} s`)
  try {
    for (const variant of ['email unconstrained', 'email UNIQUE']) {
      if (variant === 'email UNIQUE') await constrain()
      await measure(params, `${name}, ${variant}`)
    }
  } finally {
    await drop()
  }
}
