import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
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
}

/** Opens the database the configuration names. The same `Db` type serves both dialects. */
export function openDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    })
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}
