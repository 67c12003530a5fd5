import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import { LRUCache } from 'lru-cache'
import pg from 'pg'
import type { Database, Db } from './database.js'

export type DialectName = 'sqlite' | 'postgres'

export interface DbHandle {
  db: Db
  dialect: DialectName
  close(): Promise<void>
}

export interface DbOptions {
  /** A postgres:// URL; undefined selects the embedded SQLite file. */
  databaseUrl?: string | undefined
  /** SQLite file path (`:memory:` allowed). */
  sqliteFile?: string
  /** PostgreSQL schema to use as `search_path` (tests isolate themselves this way). */
  pgSchema?: string
  poolSize?: number
  /**
   * PostgreSQL: a pooled connection failed while idle (the server restarted, or ended it). The pool drops it and
   * opens another on the next query. Without a listener pg throws it out of the pool, which ends the process.
   */
  onError?: (err: Error) => void
}

/**
 * Kysely's SQLite driver prepares every statement anew; better-sqlite3 statements are reusable, and
 * preparing was a tenth of a list request's CPU. Statements are cached by SQL text (bounded).
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new LRUCache<string, SQLite.Statement>({ max: 500 })
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop !== 'prepare') return Reflect.get(target, prop, receiver)
      return (source: string) => {
        let stmt = cache.get(source)
        if (!stmt) {
          stmt = target.prepare(source)
          cache.set(source, stmt)
        }
        return stmt
      }
    },
  })
}

/** Opens the database the configuration names. The same `Db` type serves both dialects. */
export function openDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    })
    pool.on('error', options.onError ?? ((err) => console.warn(`database connection lost: ${err.message}`)))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, dialect: 'postgres', close: () => db.destroy() }
  }
  const file = options.sqliteFile ?? ':memory:'
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}
