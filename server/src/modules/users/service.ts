import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import type { Principal } from '../../platform/auth/access.js'
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js'
import type { AccessClaims } from '../../platform/auth/tokens.js'
import type { UserRow } from '../../platform/db/database.js'
import { fromBool, isUniqueViolation, toBool } from '../../platform/db/errors.js'
import { BadRequestError, ConflictError, FieldValidationError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import type { AdminUpdateUserBody, CreateUserBody, UpdateMeBody, User } from './schemas.js'
import * as store from './store.js'

type Deps = Pick<AppDeps, 'db' | 'clock'>
type EvictingDeps = Pick<AppDeps, 'db' | 'clock' | 'principals'>

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    is_active: toBool(row.is_active),
    is_superuser: toBool(row.is_superuser),
    failed_login_attempts: row.failed_login_attempts,
    locked_until: row.locked_until,
    created_at: row.created_at,
    last_login_at: row.last_login_at,
  }
}

export async function createUser(deps: Deps, body: CreateUserBody): Promise<User> {
  const now = deps.clock.nowIso()
  try {
    const row = await store.insertUser(deps.db, {
      id: uuidv7(),
      email: body.email.toLowerCase(),
      password_hash: await hashPassword(body.password),
      full_name: body.full_name,
      is_active: 1,
      is_superuser: fromBool(body.is_superuser),
      locked_until: null,
      created_at: now,
      updated_at: now,
      last_login_at: null,
    })
    return toUser(row)
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(`A user with email ${body.email} already exists`)
    throw err
  }
}

export async function getUser(deps: Pick<AppDeps, 'db'>, id: string): Promise<User> {
  const row = await store.findUserById(deps.db, id)
  if (!row) throw new NotFoundError('User')
  return toUser(row)
}

export async function listUsers(deps: Pick<AppDeps, 'db'>, page: Page, q?: string): Promise<PageResult<User>> {
  const { rows, total } = await store.listUserRows(deps.db, page, q)
  return toPage(rows.map(toUser), total, page)
}

export async function adminUpdateUser(
  deps: EvictingDeps,
  actor: Principal | undefined,
  id: string,
  body: AdminUpdateUserBody,
): Promise<User> {
  if (actor?.id === id && (body.is_superuser === false || body.is_active === false)) {
    throw new BadRequestError('You cannot remove your own superuser flag or deactivate yourself')
  }
  const existing = await store.findUserById(deps.db, id)
  if (!existing) throw new NotFoundError('User')
  const row = await store.updateUserRow(deps.db, id, {
    ...(body.is_active !== undefined ? { is_active: fromBool(body.is_active) } : {}),
    ...(body.is_superuser !== undefined ? { is_superuser: fromBool(body.is_superuser) } : {}),
    ...(body.full_name !== undefined ? { full_name: body.full_name } : {}),
    ...(body.failed_login_attempts === 0 ? { failed_login_attempts: 0 } : {}),
    ...(body.locked_until === null ? { locked_until: null, failed_login_attempts: 0 } : {}),
    updated_at: deps.clock.nowIso(),
  })
  if (!row) throw new NotFoundError('User')
  deps.principals.forget(id)
  return toUser(row)
}

export async function updateMe(deps: Deps, userId: string, body: UpdateMeBody): Promise<User> {
  const existing = await store.findUserById(deps.db, userId)
  if (!existing) throw new NotFoundError('User')
  let password_hash: string | undefined
  if (body.new_password) {
    if (!(await verifyPassword(existing.password_hash, body.current_password ?? ''))) {
      throw new FieldValidationError(['body', 'current_password'], 'Current password is incorrect', 'invalid_password')
    }
    password_hash = await hashPassword(body.new_password)
  }
  const row = await store.updateUserRow(deps.db, userId, {
    ...(body.full_name !== undefined ? { full_name: body.full_name } : {}),
    ...(password_hash ? { password_hash } : {}),
    updated_at: deps.clock.nowIso(),
  })
  if (!row) throw new NotFoundError('User')
  return toUser(row)
}

/** Resolves verified token claims to the active user they belong to. */
export async function loadPrincipal(deps: Pick<AppDeps, 'db' | 'principals'>, claims: AccessClaims): Promise<Principal | undefined> {
  const cached = deps.principals.get(claims.sub, claims.sv)
  if (cached !== undefined) return cached ?? undefined
  const row = await store.findUserById(deps.db, claims.sub)
  const principal =
    row && toBool(row.is_active) && row.session_version === claims.sv
      ? { id: row.id, email: row.email, isSuperuser: toBool(row.is_superuser) }
      : null
  deps.principals.set(claims.sub, claims.sv, principal)
  return principal ?? undefined
}

/** Bumps the session version: every access token issued so far stops working. */
export async function revokeAccessTokens(deps: EvictingDeps, userId: string): Promise<void> {
  deps.principals.forget(userId)
  await deps.db
    .updateTable('users')
    .set((eb) => ({ session_version: eb('session_version', '+', 1), updated_at: deps.clock.nowIso() }))
    .where('id', '=', userId)
    .execute()
}

/** The stored credentials for a login attempt; only the auth service reads these. */
export function findCredentials(deps: Pick<AppDeps, 'db'>, email: string): Promise<UserRow | undefined> {
  return store.findUserByEmail(deps.db, email)
}

export function findUserRow(deps: Pick<AppDeps, 'db'>, id: string): Promise<UserRow | undefined> {
  return store.findUserById(deps.db, id)
}

export function countAllUsers(deps: Pick<AppDeps, 'db'>): Promise<number> {
  return store.countUsers(deps.db)
}

/**
 * Counts a login attempt before its password is checked and returns the new count: the counter is raised
 * atomically, so parallel guesses each see their own number and the ones past the limit never reach a
 * password check. A successful login resets it ({@link registerLoginSuccess}).
 */
export function countLoginAttempt(deps: Deps, userId: string): Promise<number> {
  return store.incrementFailedLogins(deps.db, userId, deps.clock.nowIso())
}

/** Locks the account for `lockoutMinutes` and returns the lock's end. */
export async function lockAccount(deps: Deps, userId: string, lockoutMinutes: number): Promise<string> {
  const lockedUntil = new Date(deps.clock.now() + lockoutMinutes * 60_000).toISOString()
  await store.updateUserRow(deps.db, userId, { locked_until: lockedUntil })
  return lockedUntil
}

/** A lock whose time has passed is lifted with a fresh counter, so one more typo does not re-lock at once. */
export async function clearExpiredLock(deps: Deps, userId: string): Promise<void> {
  await store.updateUserRow(deps.db, userId, { locked_until: null, failed_login_attempts: 0, updated_at: deps.clock.nowIso() })
}

export async function registerLoginSuccess(deps: Deps, userId: string): Promise<void> {
  const now = deps.clock.nowIso()
  await store.updateUserRow(deps.db, userId, { failed_login_attempts: 0, locked_until: null, last_login_at: now, updated_at: now })
}
