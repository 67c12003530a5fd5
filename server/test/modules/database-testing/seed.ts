import mysql from 'mysql2/promise'
import pg from 'pg'
import type { TargetParams } from '../../../src/modules/database-testing/target-session.js'

/**
 * A seeded shop schema whose defects are known exactly:
 * - customers: 10 rows; email NULL in 2 (20%), 'dup@example.com' on ids 3, 4 and 5 (2 excess duplicates);
 *   country 'XX' on id 7 (not allowed), 'de' on id 8 (fails ^[A-Z]{2}$); no unique constraint on email.
 * - orders: 8 rows; customer_id has no foreign key; ids 6 and 7 point at customers 99 and 98 (2 orphans);
 *   id 8 has a NULL customer_id (not an orphan); total -5 on id 3 (below 0).
 * - order_items: 3 rows, FK to orders WITHOUT an index; no primary key.
 * - tags: duplicate indexes on name.
 */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

const DDL = (pgDialect: boolean) => [
  `CREATE TABLE customers (id INTEGER PRIMARY KEY, email VARCHAR(100), country VARCHAR(2), created_at ${pgDialect ? 'TIMESTAMPTZ' : 'DATETIME'} NOT NULL)`,
  `CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER, total DECIMAL(10,2) NOT NULL, status VARCHAR(20) NOT NULL)`,
  `CREATE TABLE order_items (order_id INTEGER NOT NULL, sku VARCHAR(20), qty INTEGER, CONSTRAINT order_items_order_fk FOREIGN KEY (order_id) REFERENCES orders (id))`,
  'CREATE TABLE tags (id INTEGER PRIMARY KEY, name VARCHAR(20))',
  'CREATE INDEX tags_name_a ON tags (name)',
  'CREATE INDEX tags_name_b ON tags (name)',
]

const NOW = (pgDialect: boolean) => (pgDialect ? 'now()' : 'NOW()')
const DATA = (pgDialect: boolean) => [
  `INSERT INTO customers (id, email, country, created_at) VALUES
    (1, 'a@example.com', 'DE', ${NOW(pgDialect)}), (2, NULL, 'FR', ${NOW(pgDialect)}),
    (3, 'dup@example.com', 'DE', ${NOW(pgDialect)}), (4, 'dup@example.com', 'US', ${NOW(pgDialect)}),
    (5, 'dup@example.com', 'US', ${NOW(pgDialect)}), (6, NULL, 'FR', ${NOW(pgDialect)}),
    (7, 'g@example.com', 'XX', ${NOW(pgDialect)}), (8, 'h@example.com', 'de', ${NOW(pgDialect)}),
    (9, 'not-an-email', 'DE', ${NOW(pgDialect)}), (10, 'j@example.com', 'US', ${NOW(pgDialect)})`,
  `INSERT INTO orders (id, customer_id, total, status) VALUES
    (1, 1, 10.00, 'paid'), (2, 2, 20.00, 'paid'), (3, 3, -5.00, 'paid'), (4, 4, 15.50, 'new'),
    (5, 5, 99.99, 'shipped'), (6, 99, 1.00, 'paid'), (7, 98, 2.00, 'new'), (8, NULL, 3.00, 'new')`,
  `INSERT INTO order_items (order_id, sku, qty) VALUES (1, 'A', 1), (1, 'B', 2), (2, 'A', 1)`,
  `INSERT INTO tags (id, name) VALUES (1, 'x')`,
]

export interface Seeded {
  params: TargetParams
  drop(): Promise<void>
  /** Runs statements on an admin connection (outside the read-only sessions under test). */
  admin(sql: string): Promise<unknown[]>
}

let counter = 0
const unique = () => `dbq_${process.pid}_${Date.now().toString(36)}_${++counter}`

export async function seedPostgres(): Promise<Seeded> {
  const schema = unique()
  const url = new URL(PG_URL)
  const client = new pg.Client({ connectionString: PG_URL })
  await client.connect()
  await client.query(`CREATE SCHEMA ${schema}`)
  await client.query(`SET search_path = ${schema}`)
  for (const sql of [...DDL(true), ...DATA(true)]) await client.query(sql)
  return {
    params: {
      dialect: 'postgres',
      host: url.hostname,
      port: Number(url.port || 5432),
      database: url.pathname.slice(1),
      username: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      ssl_mode: 'disable',
      schemas: [schema],
      statementTimeoutMs: 5000,
    },
    admin: async (sql) => (await client.query(sql)).rows,
    drop: async () => {
      await client.query(`DROP SCHEMA ${schema} CASCADE`)
      await client.end()
    },
  }
}

export async function seedMariadb(): Promise<Seeded> {
  const database = unique()
  const root = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', password: '' })
  await root.query(`CREATE DATABASE ${database}`)
  await root.query(`USE ${database}`)
  for (const sql of [...DDL(false), ...DATA(false)]) await root.query(sql)
  // A user of its own with a password, as a real profile would have.
  const user = database.slice(0, 32)
  const password = `pw-${database}`
  await root.query(`CREATE USER '${user}'@'127.0.0.1' IDENTIFIED BY '${password}'`)
  await root.query(`CREATE USER '${user}'@'localhost' IDENTIFIED BY '${password}'`)
  await root.query(`GRANT ALL ON ${database}.* TO '${user}'@'127.0.0.1', '${user}'@'localhost'`)
  return {
    params: {
      dialect: 'mysql',
      host: '127.0.0.1',
      port: 3306,
      database,
      username: user,
      password,
      ssl_mode: 'disable',
      schemas: [],
      statementTimeoutMs: 5000,
    },
    admin: async (sql) => (await root.query(sql))[0] as unknown[],
    drop: async () => {
      await root.query(`DROP USER IF EXISTS '${user}'@'127.0.0.1', '${user}'@'localhost'`)
      await root.query(`DROP DATABASE ${database}`)
      await root.end()
    },
  }
}
