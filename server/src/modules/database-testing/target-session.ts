import mysql from 'mysql2/promise'
import pg from 'pg'
import type { Statement, TargetDialect } from './sql-dialect.js'

/**
 * Sessions on a target database. A read session is read-only AT THE SESSION LEVEL with a statement timeout, and
 * every statement additionally runs inside its own `READ ONLY` transaction that is rolled back, so a check can
 * neither write nor switch the session to read-write for a later check. Only `openWriteSession` (the approve
 * path) can write. Errors are translated to one clear sentence (`TargetError`), never a stack trace.
 */

export type SslMode = 'disable' | 'require' | 'verify-full'

export interface TargetParams {
  dialect: TargetDialect
  host: string
  port: number
  database: string
  username: string
  password: string
  ssl_mode: SslMode
  /** PostgreSQL: the search path; MariaDB/MySQL: ignored (the database is the schema). */
  schemas: string[]
  statementTimeoutMs: number
  connectTimeoutMs?: number
}

export type Row = Record<string, unknown>

export interface TargetSession {
  readonly dialect: TargetDialect
  /** Server version string. */
  readonly version: string
  /** Runs one statement; when `signal` aborts, the database itself cancels it and this rejects with `cancelled`. */
  query(statement: Statement, signal?: AbortSignal): Promise<Row[]>
  close(): Promise<void>
}

export interface WriteSession {
  readonly dialect: TargetDialect
  begin(): Promise<void>
  /** Runs one statement; returns the rows it changed (or the first column of a SELECT's first row as a number). */
  execute(sql: string): Promise<number>
  count(sql: string): Promise<number>
  commit(): Promise<void>
  rollback(): Promise<void>
  close(): Promise<void>
}

export type TargetErrorCode =
  | 'connection_refused'
  | 'host_not_found'
  | 'auth_failed'
  | 'database_not_found'
  | 'timeout'
  | 'read_only'
  | 'query_error'
  | 'cancelled'

export class TargetError extends Error {
  constructor(
    readonly code: TargetErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'TargetError'
  }
}

interface DriverError {
  code?: string
  errno?: number
  message?: string
}

/** One clear sentence for a driver error. */
export function describeError(
  err: unknown,
  params: Pick<TargetParams, 'host' | 'port' | 'database' | 'username' | 'statementTimeoutMs'>,
): TargetError {
  if (err instanceof TargetError) return err
  const e = (err ?? {}) as DriverError
  const message = typeof e.message === 'string' ? e.message : String(err)
  const where = `${params.host}:${params.port}`
  if (e.code === 'ECONNREFUSED')
    return new TargetError('connection_refused', `Connection refused by ${where}: is the database running on that port?`)
  if (e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN') return new TargetError('host_not_found', `Host "${params.host}" was not found`)
  if (e.code === 'ETIMEDOUT' || /timeout expired|connect ETIMEDOUT|Connection terminated due to connection timeout/i.test(message))
    return new TargetError('timeout', `Connecting to ${where} timed out`)
  if (e.code === '28P01' || e.code === '28000' || e.code === 'ER_ACCESS_DENIED_ERROR' || e.errno === 1045)
    return new TargetError('auth_failed', `Authentication failed for user "${params.username}"`)
  if (e.code === '3D000' || e.code === 'ER_BAD_DB_ERROR' || e.errno === 1049)
    return new TargetError('database_not_found', `Database "${params.database}" does not exist`)
  if (e.code === 'ER_DBACCESS_DENIED_ERROR' || e.errno === 1044)
    return new TargetError('database_not_found', `Database "${params.database}" does not exist or user "${params.username}" may not use it`)
  if (e.code === '57014' || e.errno === 1969 || e.errno === 3024)
    return new TargetError('timeout', `The statement was cancelled after the ${params.statementTimeoutMs} ms statement timeout`)
  if (e.code === '25006' || e.errno === 1792) return new TargetError('read_only', `Refused by the read-only session: ${message}`)
  return new TargetError('query_error', message)
}

/**
 * Cancels the statement running on `session` when `signal` aborts, from a second short-lived connection
 * (`pg_cancel_backend` / `KILL QUERY`): closing the driver socket alone would leave the statement running on the
 * server. Returns the detach function.
 */
function cancelOnAbort(signal: AbortSignal | undefined, cancel: () => Promise<void>): () => void {
  if (!signal) return () => {}
  const onAbort = () => void cancel().catch(() => {})
  signal.addEventListener('abort', onAbort, { once: true })
  return () => signal.removeEventListener('abort', onAbort)
}

const cancelledError = () => new TargetError('cancelled', 'The run was cancelled; the running statement was cancelled by the database')

function pgSsl(mode: SslMode): pg.ClientConfig['ssl'] {
  if (mode === 'disable') return false
  return { rejectUnauthorized: mode === 'verify-full' }
}

function mysqlSsl(mode: SslMode): mysql.ConnectionOptions['ssl'] {
  if (mode === 'disable') return undefined
  return { rejectUnauthorized: mode === 'verify-full' }
}

function pgClient(params: TargetParams, readOnly: boolean): pg.Client {
  const client = new pg.Client({
    host: params.host,
    port: params.port,
    database: params.database,
    user: params.username,
    password: params.password,
    ssl: pgSsl(params.ssl_mode),
    connectionTimeoutMillis: params.connectTimeoutMs ?? 10_000,
    statement_timeout: params.statementTimeoutMs,
    application_name: 'specwright-db-quality',
    ...(readOnly ? { options: '-c default_transaction_read_only=on' } : {}),
  })
  // A dropped connection must not crash the process; the next query reports it.
  client.on('error', () => {})
  return client
}

async function openPg(params: TargetParams): Promise<TargetSession> {
  const client = pgClient(params, true)
  try {
    await client.connect()
    if (params.schemas.length > 0)
      await client.query({ text: 'SELECT set_config($1, $2, false)', values: ['search_path', params.schemas.join(', ')] })
    const version = String((await client.query('SHOW server_version')).rows[0]?.server_version ?? '')
    const pid = Number((await client.query('SELECT pg_backend_pid() AS pid')).rows[0]?.pid)
    return {
      dialect: 'postgres',
      version,
      async query(statement, signal) {
        if (signal?.aborted) throw cancelledError()
        const detach = cancelOnAbort(signal, async () => {
          const killer = pgClient(params, true)
          try {
            await killer.connect()
            await killer.query({ text: 'SELECT pg_cancel_backend($1)', values: [pid] })
          } finally {
            await killer.end().catch(() => {})
          }
        })
        try {
          await client.query('BEGIN TRANSACTION READ ONLY')
          try {
            // Extended protocol: exactly one statement, values bound by the server.
            const result = await client.query({ text: statement.sql, values: statement.params, queryMode: 'extended' } as pg.QueryConfig)
            if (signal?.aborted) throw cancelledError()
            return result.rows as Row[]
          } finally {
            await client.query('ROLLBACK').catch(() => {})
          }
        } catch (err) {
          throw signal?.aborted ? cancelledError() : describeError(err, params)
        } finally {
          detach()
        }
      },
      close: () => client.end().catch(() => {}),
    }
  } catch (err) {
    await client.end().catch(() => {})
    throw describeError(err, params)
  }
}

async function mysqlConnection(params: TargetParams): Promise<mysql.Connection> {
  const connection = await mysql.createConnection({
    host: params.host,
    port: params.port,
    database: params.database,
    user: params.username,
    password: params.password,
    ssl: mysqlSsl(params.ssl_mode),
    connectTimeout: params.connectTimeoutMs ?? 10_000,
    multipleStatements: false,
    dateStrings: true,
    decimalNumbers: true,
    supportBigNumbers: true,
  })
  connection.on('error', () => {})
  return connection
}

/**
 * A bound value as MariaDB/MySQL should compare it. mysql2 sends a JavaScript number as DOUBLE, and a DECIMAL column
 * compared with a DOUBLE is converted per row (2x to 3x slower on a 1M-row scan); an integer sent as BIGINT and a
 * fraction as DECIMAL compare natively with integer and DECIMAL columns, and still numerically with any other column
 * (a string parameter would compare a text column as text instead).
 */
export function mysqlParam(value: unknown): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value
  if (Number.isSafeInteger(value)) return mysql.TypedParameter.LONGLONG(value)
  const text = String(value)
  return /e/i.test(text) ? value : mysql.TypedParameter.DECIMAL(text)
}

async function openMysql(params: TargetParams): Promise<TargetSession> {
  let connection: mysql.Connection | undefined
  try {
    connection = await mysqlConnection(params)
    const conn = connection
    const [rows] = await conn.query('SELECT VERSION() AS v')
    const version = String((rows as Row[])[0]?.v ?? '')
    const mariadb = /mariadb/i.test(version)
    // Re-applied before every statement: a previous statement may have changed the session's own settings.
    const seconds = Math.max(0.001, params.statementTimeoutMs / 1000)
    const settings = mariadb
      ? `SET SESSION tx_read_only = 1, max_statement_time = ${seconds}`
      : `SET SESSION transaction_read_only = 1, max_execution_time = ${Math.round(params.statementTimeoutMs)}`
    await conn.query(settings)
    return {
      dialect: 'mysql',
      version,
      async query(statement, signal) {
        if (signal?.aborted) throw cancelledError()
        const detach = cancelOnAbort(signal, async () => {
          const killer = await mysqlConnection(params)
          try {
            await killer.query(`KILL QUERY ${Number(conn.threadId)}`)
          } finally {
            await killer.end().catch(() => {})
          }
        })
        try {
          await conn.query(settings)
          await conn.query('START TRANSACTION READ ONLY')
          try {
            const [result] =
              statement.params.length > 0
                ? await conn.execute(statement.sql, statement.params.map(mysqlParam) as never)
                : await conn.query(statement.sql)
            if (!Array.isArray(result)) throw new TargetError('query_error', 'The statement returned no rows (a check must be a query)')
            if (signal?.aborted) throw cancelledError()
            return result as Row[]
          } finally {
            await conn.query('ROLLBACK').catch(() => {})
          }
        } catch (err) {
          throw signal?.aborted ? cancelledError() : describeError(err, params)
        } finally {
          detach()
        }
      },
      close: () => conn.end().catch(() => {}),
    }
  } catch (err) {
    await connection?.end().catch(() => {})
    throw describeError(err, params)
  }
}

/** A read-only session (session level + per-statement read-only transaction + statement timeout). */
export function openReadSession(params: TargetParams): Promise<TargetSession> {
  return params.dialect === 'postgres' ? openPg(params) : openMysql(params)
}

/**
 * `count` read sessions with the same guarantees, opened at the same time (a run measures independent statements
 * side by side). If any cannot be opened, the others are closed and the first error is thrown.
 */
export async function openReadSessions(params: TargetParams, count: number): Promise<TargetSession[]> {
  const opened = await Promise.allSettled(Array.from({ length: count }, () => openReadSession(params)))
  const failed = opened.find((o): o is PromiseRejectedResult => o.status === 'rejected')
  const sessions = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []))
  if (!failed) return sessions
  await Promise.all(sessions.map((s) => s.close()))
  throw failed.reason
}

/** The one writable session, opened only by the approve path; every statement has the statement timeout. */
export async function openWriteSession(params: TargetParams): Promise<WriteSession> {
  if (params.dialect === 'postgres') {
    const client = pgClient(params, false)
    try {
      await client.connect()
      if (params.schemas.length > 0)
        await client.query({ text: 'SELECT set_config($1, $2, false)', values: ['search_path', params.schemas.join(', ')] })
    } catch (err) {
      await client.end().catch(() => {})
      throw describeError(err, params)
    }
    const run = async (sql: string) => {
      try {
        return await client.query({ text: sql, queryMode: 'extended' } as pg.QueryConfig)
      } catch (err) {
        throw describeError(err, params)
      }
    }
    return {
      dialect: 'postgres',
      begin: async () => void (await run('BEGIN')),
      execute: async (sql) => (await run(sql)).rowCount ?? 0,
      count: async (sql) => Number(Object.values((await run(sql)).rows[0] ?? {})[0] ?? 0),
      commit: async () => void (await run('COMMIT')),
      rollback: async () => void (await client.query('ROLLBACK').catch(() => {})),
      close: () => client.end().catch(() => {}),
    }
  }
  let conn: mysql.Connection
  try {
    conn = await mysqlConnection(params)
    const [rows] = await conn.query('SELECT VERSION() AS v')
    const mariadb = /mariadb/i.test(String((rows as Row[])[0]?.v ?? ''))
    await conn.query(
      mariadb
        ? `SET SESSION max_statement_time = ${Math.max(0.001, params.statementTimeoutMs / 1000)}`
        : `SET SESSION max_execution_time = ${params.statementTimeoutMs}`,
    )
  } catch (err) {
    throw describeError(err, params)
  }
  const run = async (sql: string) => {
    try {
      return (await conn.query(sql))[0]
    } catch (err) {
      throw describeError(err, params)
    }
  }
  return {
    dialect: 'mysql',
    begin: async () => void (await run('START TRANSACTION')),
    execute: async (sql) => {
      const result = await run(sql)
      return Array.isArray(result) ? result.length : Number((result as { affectedRows?: number }).affectedRows ?? 0)
    },
    count: async (sql) => {
      const result = (await run(sql)) as Row[]
      return Number(Object.values(result[0] ?? {})[0] ?? 0)
    },
    commit: async () => void (await run('COMMIT')),
    rollback: async () => void (await conn.query('ROLLBACK').catch(() => {})),
    close: () => conn.end().catch(() => {}),
  }
}
