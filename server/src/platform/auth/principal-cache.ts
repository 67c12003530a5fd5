import { LRUCache } from 'lru-cache'
import type { Principal } from './access.js'

/**
 * Recently loaded users, keyed by id and session version, so an authenticated request does not read the
 * users table every time. Changes made in this process (deactivation, logout-all, role flags) evict the
 * entry at once; another process sees them within `ttlMs`.
 */
export class PrincipalCache {
  readonly #cache: LRUCache<string, { principal: Principal | null; sv: number }>

  constructor(readonly ttlMs = 2000) {
    this.#cache = new LRUCache({ max: 10_000, ttl: ttlMs })
  }

  get(userId: string, sessionVersion: number): Principal | null | undefined {
    const hit = this.#cache.get(userId)
    return hit && hit.sv === sessionVersion ? hit.principal : undefined
  }

  set(userId: string, sessionVersion: number, principal: Principal | null): void {
    this.#cache.set(userId, { principal, sv: sessionVersion })
  }

  forget(userId: string): void {
    this.#cache.delete(userId)
  }
}
