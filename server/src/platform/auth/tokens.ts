import { createHash, randomUUID } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import { LRUCache } from 'lru-cache'

export const ACCESS_TOKEN_TTL_S = 15 * 60
export const REFRESH_TOKEN_TTL_S = 7 * 24 * 60 * 60

export interface AccessClaims {
  sub: string
  jti: string
  /** The user's session version when the token was issued; a bump revokes it. */
  sv: number
}

export interface RefreshClaims {
  sub: string
  jti: string
  fam: string
  exp: number
}

export type VerifyFailure = 'expired' | 'invalid'

/** HS256 JWTs for access (15 min) and refresh (7 days) tokens, with `type` keeping the two apart. */
export class TokenService {
  readonly #key: Uint8Array
  /** Verified access tokens, so a client's repeated requests skip the HMAC check until the token expires. */
  readonly #verified = new LRUCache<string, AccessClaims & { expMs: number }>({ max: 10_000 })

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret)
  }

  async signAccess(userId: string, sessionVersion: number, now = Date.now()): Promise<string> {
    return new SignJWT({ type: 'access', sv: sessionVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + ACCESS_TOKEN_TTL_S)
      .sign(this.#key)
  }

  async signRefresh(userId: string, jti: string, familyId: string, now = Date.now()): Promise<string> {
    return new SignJWT({ type: 'refresh', fam: familyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setJti(jti)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + REFRESH_TOKEN_TTL_S)
      .sign(this.#key)
  }

  async verifyAccess(token: string, now = Date.now()): Promise<AccessClaims | VerifyFailure> {
    const cached = this.#verified.get(token)
    if (cached) {
      if (cached.expMs <= now) {
        this.#verified.delete(token)
        return 'expired'
      }
      return { sub: cached.sub, jti: cached.jti, sv: cached.sv }
    }
    const payload = await this.#verify(token, 'access')
    if (typeof payload === 'string') return payload
    const { sub, jti, sv, exp } = payload
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof sv !== 'number' || typeof exp !== 'number') return 'invalid'
    this.#verified.set(token, { sub, jti, sv, expMs: exp * 1000 })
    return { sub, jti, sv }
  }

  async verifyRefresh(token: string): Promise<RefreshClaims | VerifyFailure> {
    const payload = await this.#verify(token, 'refresh')
    if (typeof payload === 'string') return payload
    const { sub, jti, fam, exp } = payload
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof fam !== 'string' || typeof exp !== 'number') {
      return 'invalid'
    }
    return { sub, jti, fam, exp }
  }

  async #verify(token: string, type: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] })
      return payload.type === type ? payload : 'invalid'
    } catch (err) {
      return err instanceof errors.JWTExpired ? 'expired' : 'invalid'
    }
  }
}

/** Refresh tokens are stored only as a hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
