import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { SecretBox } from '../../platform/auth/secret-box.js'
import { isUniqueViolation } from '../../platform/db/errors.js'
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/http/errors.js'
import { getProject } from '../projects/service.js'
import type { Connection, CreateConnectionBody, UpdateConnectionBody } from './schemas.js'
import type { TargetDialect } from './sql-dialect.js'
import * as store from './store.js'
import type { ConnectionRow } from './tables.js'
import { openReadSession, type SslMode, TargetError, type TargetParams } from './target-session.js'

/** Connection profiles: CRUD with a sealed, write-only password, and the connectivity test. */

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'clock'>

export function toConnection(deps: Pick<AppDeps, 'secrets'>, row: ConnectionRow): Connection {
  const opened = row.password_sealed ? deps.secrets.open(row.password_sealed) : undefined
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    dialect: row.dialect as TargetDialect,
    host: row.host,
    port: row.port,
    database: row.database,
    username: row.username,
    has_password: row.password_sealed !== null,
    password_masked: row.password_sealed ? row.password_last4 : null,
    needs_reentry: opened !== undefined && !opened.ok,
    schemas: JSON.parse(row.schemas) as string[],
    ssl_mode: row.ssl_mode as SslMode,
    statement_timeout_ms: row.statement_timeout_ms,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** What a session needs; a password sealed under another key is a clear 400, never a crash. */
export function targetParams(deps: Pick<AppDeps, 'secrets'>, row: ConnectionRow): TargetParams {
  let password = ''
  if (row.password_sealed) {
    const opened = deps.secrets.open(row.password_sealed)
    if (!opened.ok)
      throw new BadRequestError(
        `The password of connection "${row.name}" must be entered again (it was saved under another JWT_SECRET_KEY)`,
      )
    password = opened.value
  }
  return {
    dialect: row.dialect as TargetDialect,
    host: row.host,
    port: row.port,
    database: row.database,
    username: row.username,
    password,
    ssl_mode: row.ssl_mode as SslMode,
    schemas: JSON.parse(row.schemas) as string[],
    statementTimeoutMs: row.statement_timeout_ms,
  }
}

export async function requireConnection(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<ConnectionRow> {
  const row = await store.findConnection(deps.db, projectId, id)
  if (!row) throw new NotFoundError(`Connection "${id}"`)
  return row
}

const duplicate = (name: string) => new ConflictError(`A connection named "${name}" already exists in this project`)

export async function createConnection(
  deps: Deps,
  projectId: string,
  body: CreateConnectionBody,
  userId: string | null,
): Promise<Connection> {
  await getProject(deps, projectId)
  const now = deps.clock.nowIso()
  try {
    const row = await store.insertConnection(deps.db, {
      id: uuidv7(),
      project_id: projectId,
      name: body.name,
      dialect: body.dialect,
      host: body.host,
      port: body.port,
      database: body.database,
      username: body.username,
      password_sealed: body.password ? deps.secrets.seal(body.password) : null,
      password_last4: body.password ? SecretBox.mask(body.password) : null,
      schemas: JSON.stringify(body.schemas),
      ssl_mode: body.ssl_mode,
      statement_timeout_ms: body.statement_timeout_ms,
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    return toConnection(deps, row)
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(body.name)
    throw err
  }
}

export async function listConnections(deps: Deps, projectId: string): Promise<{ items: Connection[] }> {
  return { items: (await store.listConnections(deps.db, projectId)).map((r) => toConnection(deps, r)) }
}

export async function getConnection(deps: Deps, projectId: string, id: string): Promise<Connection> {
  return toConnection(deps, await requireConnection(deps, projectId, id))
}

export async function updateConnection(deps: Deps, projectId: string, id: string, body: UpdateConnectionBody): Promise<Connection> {
  await requireConnection(deps, projectId, id)
  const { password, schemas, project_id: _p, ...rest } = body
  const patch: Parameters<typeof store.updateConnection>[3] = { ...rest, updated_at: deps.clock.nowIso() }
  if (schemas !== undefined) patch.schemas = JSON.stringify(schemas)
  if (password !== undefined) {
    patch.password_sealed = password === '' ? null : deps.secrets.seal(password)
    patch.password_last4 = password === '' ? null : SecretBox.mask(password)
  }
  try {
    const row = await store.updateConnection(deps.db, projectId, id, patch)
    if (!row) throw new NotFoundError(`Connection "${id}"`)
    return toConnection(deps, row)
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(body.name ?? '')
    throw err
  }
}

export async function deleteConnection(deps: Deps, projectId: string, id: string): Promise<{ deleted: true; id: string }> {
  if (!(await store.deleteConnection(deps.db, projectId, id))) throw new NotFoundError(`Connection "${id}"`)
  return { deleted: true, id }
}

/** Opens a read-only session and reports how it went, in one sentence when it did not. */
export async function testParams(params: TargetParams) {
  const started = Date.now()
  try {
    const session = await openReadSession({ ...params, connectTimeoutMs: Math.min(10_000, Math.max(1000, params.statementTimeoutMs)) })
    try {
      await session.query({ sql: 'SELECT 1 AS ok', params: [] })
      return { ok: true, read_only: true, server_version: session.version, latency_ms: Date.now() - started, code: null, detail: null }
    } finally {
      await session.close()
    }
  } catch (err) {
    const e = err instanceof TargetError ? err : new TargetError('query_error', String(err))
    return { ok: false, read_only: false, server_version: null, latency_ms: Date.now() - started, code: e.code, detail: e.message }
  }
}

export async function testConnection(deps: Deps, projectId: string, id: string) {
  return testParams(targetParams(deps, await requireConnection(deps, projectId, id)))
}
