import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import pg from 'pg'

const run = promisify(execFile)

export interface DbTarget {
  /** postgres:// URL; undefined: the SQLite file. */
  databaseUrl: string | undefined
  sqliteFile: string
  /** PostgreSQL schema to back up / restore (default `public`). */
  pgSchema?: string | undefined
}

export type RowCounts = Record<string, number>

const SQLITE_INTERNAL = /^(sqlite_|kysely_migration)/

function sqliteCounts(file: string): RowCounts {
  const db = new SQLite(file, { readonly: true, fileMustExist: true })
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' order by name")
      .all()
      .map((r) => (r as { name: string }).name)
      .filter((n) => !SQLITE_INTERNAL.test(n))
    const counts: RowCounts = {}
    for (const t of tables) counts[t] = (db.prepare(`select count(*) as n from "${t.replaceAll('"', '""')}"`).get() as { n: number }).n
    return counts
  } finally {
    db.close()
  }
}

type Queryable = Pick<pg.Client, 'query'>

async function pgCountsWith(client: Queryable, schema: string): Promise<RowCounts> {
  const { rows } = await client.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' order by table_name",
    [schema],
  )
  const counts: RowCounts = {}
  for (const { table_name } of rows) {
    if (SQLITE_INTERNAL.test(table_name)) continue
    const ident = `"${schema.replaceAll('"', '""')}"."${table_name.replaceAll('"', '""')}"`
    const res = await client.query<{ n: string }>(`select count(*) as n from ${ident}`)
    counts[table_name] = Number(res.rows[0]?.n ?? 0)
  }
  return counts
}

async function pgCounts(url: string, schema: string): Promise<RowCounts> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await pgCountsWith(client, schema)
  } finally {
    await client.end()
  }
}

/** pg_dump of one exported snapshot, counted in that same snapshot: the counts are exactly the dump's rows. */
async function pgBackup(url: string, schema: string, file: string): Promise<RowCounts> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('begin isolation level repeatable read read only')
    const { rows } = await client.query<{ s: string }>('select pg_export_snapshot() as s')
    const [, counts] = await Promise.all([
      run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${rows[0]!.s}`,
          `--schema=${schema}`,
          `--file=${file}`,
          `--dbname=${url}`,
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      ),
      pgCountsWith(client, schema),
    ])
    await client.query('commit')
    return counts
  } finally {
    await client.end()
  }
}

/**
 * Takes a consistent copy of the live database into `dest` while the server keeps writing: SQLite through its
 * online backup API (better-sqlite3 `backup`), PostgreSQL through `pg_dump --format=custom` of an exported snapshot.
 * Returns the row counts of exactly what was copied.
 */
export async function backupDatabase(target: DbTarget, dest: string): Promise<{ size: number; rowCounts: RowCounts }> {
  await fs.mkdir(path.dirname(dest), { recursive: true })
  const partial = `${dest}.partial`
  if (target.databaseUrl) {
    const schema = target.pgSchema ?? 'public'
    const rowCounts = await pgBackup(target.databaseUrl, schema, partial)
    await fs.rename(partial, dest)
    return { size: (await fs.stat(dest)).size, rowCounts }
  }
  const source = new SQLite(target.sqliteFile, { fileMustExist: true })
  try {
    // After a first small step the rest is copied in one step: a step-by-step copy restarts whenever another
    // connection writes between steps, and under steady writes it would never finish.
    await source.backup(partial, { progress: ({ totalPages }) => Math.max(totalPages, 100) })
  } finally {
    source.close()
  }
  // The copy is a standalone file: no -wal / -shm beside it when it is opened later.
  const copy = new SQLite(partial)
  copy.pragma('journal_mode = DELETE')
  copy.close()
  await fs.rename(partial, dest)
  return { size: (await fs.stat(dest)).size, rowCounts: sqliteCounts(dest) }
}

/**
 * Replaces the database with a backup. Run it with the server stopped (the CLI says so): SQLite swaps the file
 * (after checking the copy opens), PostgreSQL drops and recreates the schema's objects with `pg_restore --clean`.
 */
export async function restoreDatabase(target: DbTarget, backupFile: string): Promise<{ rowCounts: RowCounts }> {
  await fs.access(backupFile)
  if (target.databaseUrl) {
    const schema = target.pgSchema ?? 'public'
    const client = new pg.Client({ connectionString: target.databaseUrl })
    await client.connect()
    try {
      await client.query(`drop schema if exists "${schema.replaceAll('"', '""')}" cascade`)
    } finally {
      await client.end()
    }
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.databaseUrl}`, backupFile], {
      maxBuffer: 16 * 1024 * 1024,
    })
    return { rowCounts: await pgCounts(target.databaseUrl, schema) }
  }
  const rowCounts = sqliteCounts(backupFile) // proves the copy is a readable database before anything is replaced
  await fs.mkdir(path.dirname(target.sqliteFile), { recursive: true })
  const staged = `${target.sqliteFile}.restoring`
  await fs.copyFile(backupFile, staged)
  await Promise.all([fs.rm(`${target.sqliteFile}-wal`, { force: true }), fs.rm(`${target.sqliteFile}-shm`, { force: true })])
  await fs.rename(staged, target.sqliteFile)
  return { rowCounts }
}

export function countRows(target: DbTarget): Promise<RowCounts> {
  return target.databaseUrl ? pgCounts(target.databaseUrl, target.pgSchema ?? 'public') : Promise.resolve(sqliteCounts(target.sqliteFile))
}
