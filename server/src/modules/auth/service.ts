import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { burnPasswordCheck, verifyPassword } from '../../platform/auth/passwords.js'
import { ACCESS_TOKEN_TTL_S, hashToken, REFRESH_TOKEN_TTL_S } from '../../platform/auth/tokens.js'
import type { UserRow } from '../../platform/db/database.js'
import { toBool } from '../../platform/db/errors.js'
import { ForbiddenError, LockedError, UnauthorizedError } from '../../platform/http/errors.js'
import { addMember } from '../projects/service.js'
import type { User } from '../users/schemas.js'
import * as users from '../users/service.js'
import type { LoginBody, RegisterBody, TokenPair } from './schemas.js'
import * as store from './store.js'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'tokens' | 'principals'>

export const MAX_FAILED_LOGINS = 5
const INVALID_LOGIN = 'Invalid email or password'

async function issueTokens(deps: Deps, user: UserRow, familyId: string, ip: string | null, jti = uuidv7()): Promise<TokenPair> {
  const now = deps.clock.now()
  const refresh = await deps.tokens.signRefresh(user.id, jti, familyId, now)
  await store.insertRefreshToken(deps.db, {
    id: jti,
    user_id: user.id,
    family_id: familyId,
    token_hash: hashToken(refresh),
    expires_at: new Date(now + REFRESH_TOKEN_TTL_S * 1000).toISOString(),
    created_at: new Date(now).toISOString(),
    revoked_at: null,
    replaced_by: null,
    client_ip: ip,
  })
  return {
    access_token: await deps.tokens.signAccess(user.id, user.session_version, now),
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
  }
}

/**
 * Email + password login. Five consecutive failures lock the account for `lockoutMinutes` (423 with
 * `locked_until`); an expired lock is lifted with a fresh counter. Unknown emails cost the same time as wrong
 * passwords and get the same answer. A disabled account is refused before its password is looked at, so the
 * answer never confirms a password; each attempt is counted before the password check, so parallel guesses
 * cannot slip past the limit.
 */
export async function login(deps: Deps & Pick<AppDeps, 'config'>, body: LoginBody, ip: string | null): Promise<TokenPair> {
  const row = await users.findCredentials(deps, body.email)
  if (!row) {
    await burnPasswordCheck(body.password)
    throw new UnauthorizedError(INVALID_LOGIN)
  }
  if (!toBool(row.is_active)) {
    await burnPasswordCheck(body.password)
    throw new ForbiddenError('Account is disabled')
  }
  if (row.locked_until) {
    if (Date.parse(row.locked_until) > deps.clock.now()) throw new LockedError(row.locked_until)
    await users.clearExpiredLock(deps, row.id)
  }
  const attempt = await users.countLoginAttempt(deps, row.id)
  if (attempt > MAX_FAILED_LOGINS) {
    // Past the limit in a burst: the lock is (being) set by the attempt that reached it; no password check.
    throw new LockedError(await users.lockAccount(deps, row.id, deps.config.lockoutMinutes))
  }
  if (!(await verifyPassword(row.password_hash, body.password))) {
    if (attempt >= MAX_FAILED_LOGINS) throw new LockedError(await users.lockAccount(deps, row.id, deps.config.lockoutMinutes))
    throw new UnauthorizedError(INVALID_LOGIN)
  }
  await users.registerLoginSuccess(deps, row.id)
  return issueTokens(deps, row, uuidv7(), ip)
}

async function revokeEverything(deps: Deps, userId: string): Promise<number> {
  const n = await store.revokeAllForUser(deps.db, userId, deps.clock.nowIso())
  await users.revokeAccessTokens(deps, userId)
  return n
}

/**
 * Rotates a refresh token: the presented one dies, a new pair is issued in the same family. Presenting a
 * token that was already exchanged is treated as theft: every session of the user is revoked.
 */
export async function refresh(deps: Deps, token: string, ip: string | null): Promise<TokenPair> {
  const claims = await deps.tokens.verifyRefresh(token)
  if (claims === 'expired') throw new UnauthorizedError('Refresh token expired')
  if (claims === 'invalid') throw new UnauthorizedError('Invalid refresh token')
  const row = await store.findRefreshToken(deps.db, claims.jti)
  if (!row || row.token_hash !== hashToken(token) || row.user_id !== claims.sub) {
    throw new UnauthorizedError('Invalid refresh token')
  }
  if (row.revoked_at) {
    await revokeEverything(deps, row.user_id)
    throw new UnauthorizedError('Refresh token reuse detected; all sessions have been revoked')
  }
  const user = await users.findUserRow(deps, row.user_id)
  if (!user || !toBool(user.is_active)) throw new UnauthorizedError('User not found or inactive')
  const next = uuidv7()
  const issued = await deps.db.transaction().execute(async (trx) => {
    if (!(await store.claimRefreshToken(trx, row.id, next, deps.clock.nowIso()))) return undefined
    return issueTokens({ ...deps, db: trx }, user, row.family_id, ip, next)
  })
  if (!issued) {
    // Lost the race to another exchange of the same token: theft. The revocation runs outside the transaction
    // (a throw inside it would roll the revocation back).
    await revokeEverything(deps, row.user_id)
    throw new UnauthorizedError('Refresh token reuse detected; all sessions have been revoked')
  }
  return issued
}

/** Ends the session the refresh token belongs to (its whole rotation family). */
export async function logout(deps: Deps, userId: string, token: string | undefined): Promise<{ message: string }> {
  if (token) {
    const claims = await deps.tokens.verifyRefresh(token)
    if (typeof claims !== 'string' && claims.sub === userId) {
      await store.revokeFamily(deps.db, userId, claims.fam, deps.clock.nowIso())
    }
  }
  return { message: 'Logged out' }
}

/** After a password change every session ends (refresh tokens revoked, access tokens invalidated). */
export async function endSessionsAfterPasswordChange(deps: Deps, userId: string): Promise<void> {
  await revokeEverything(deps, userId)
}

export async function logoutAll(deps: Deps, userId: string): Promise<{ message: string }> {
  const n = await revokeEverything(deps, userId)
  return { message: `Logged out from ${n} session(s)` }
}

/** Self-registration (only when ALLOW_REGISTRATION): a regular user, viewer of the default project. */
export async function register(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, body: RegisterBody): Promise<User> {
  if (!deps.config.allowRegistration) throw new ForbiddenError('Registration is disabled')
  return deps.db.transaction().execute(async (trx) => {
    const user = await users.createUser({ ...deps, db: trx }, { ...body, is_superuser: false })
    await addMember({ ...deps, db: trx }, 'default', { userId: user.id, role: 'viewer', grantedBy: null })
    return user
  })
}

const INITIAL_ADMIN_KEY = 'initial_admin_bootstrapped'

/**
 * First start only: creates the superuser named by INITIAL_ADMIN_EMAIL/PASSWORD when no user exists yet.
 * Returns the created user, or undefined when there was nothing to do.
 */
export async function bootstrapInitialAdmin(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Promise<User | undefined> {
  const admin = deps.config.initialAdmin
  if (!admin || (await store.getMeta(deps.db, INITIAL_ADMIN_KEY))) return undefined
  let created: User | undefined
  if ((await users.countAllUsers(deps)) === 0) {
    created = await users.createUser(deps, {
      email: admin.email.toLowerCase(),
      password: admin.password,
      full_name: 'Administrator',
      is_superuser: true,
    })
    await addMember(deps, 'default', { userId: created.id, role: 'owner', grantedBy: null })
  }
  await store.setMeta(deps.db, INITIAL_ADMIN_KEY, deps.clock.nowIso())
  return created
}

export async function pruneExpiredRefreshTokens(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  return store.deleteExpiredTokens(deps.db, deps.clock.nowIso())
}
