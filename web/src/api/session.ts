import type { components } from './schema.js'

export type TokenPair = components['schemas']['TokenPair']

/** localStorage key of the refresh token (the access token never leaves memory). */
export const REFRESH_TOKEN_KEY = 'specwright.refresh_token'

export type SignOutReason = 'logout' | 'expired'

/** What React renders from: a new object on every sign-in or sign-out, stable otherwise. */
export interface SessionSnapshot {
  signedIn: boolean
  /** Why the last sign-out happened; undefined while signed in or before any sign-in. */
  reason: SignOutReason | undefined
}

export interface SessionOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /**
   * Trades a refresh token for a new pair. Resolves `undefined` when the server rejects the token (the session
   * is over); throws when there was no usable answer (network, 429, 5xx), which keeps the session.
   */
  exchange(refreshToken: string): Promise<TokenPair | undefined>
  /**
   * Runs `task` while holding a lock shared by every tab of this origin (Web Locks), so two tabs never send the
   * same refresh token. Defaults to running the task directly.
   */
  withLock?<T>(task: () => Promise<T>): Promise<T>
}

/**
 * The signed-in state of this tab: access token in memory, refresh token in localStorage
 * (docs/decisions/dashboard-tokens.md). `refresh()` is single-flight: however many requests hit a 401 at
 * once, one refresh request is sent, because the server treats a reused refresh token as theft and revokes
 * every session of the user.
 */
export class Session {
  readonly #options: SessionOptions
  #accessToken: string | undefined
  #inflight: Promise<boolean> | undefined
  #snapshot: SessionSnapshot
  readonly #listeners = new Set<() => void>()

  constructor(options: SessionOptions) {
    this.#options = options
    this.#snapshot = { signedIn: this.refreshToken !== undefined, reason: undefined }
  }

  get accessToken(): string | undefined {
    return this.#accessToken
  }

  get refreshToken(): string | undefined {
    return this.#options.storage.getItem(REFRESH_TOKEN_KEY) ?? undefined
  }

  signIn(tokens: TokenPair): void {
    this.#store(tokens)
    this.#publish({ signedIn: true, reason: undefined })
  }

  signOut(reason: SignOutReason): void {
    this.#accessToken = undefined
    this.#options.storage.removeItem(REFRESH_TOKEN_KEY)
    if (this.#snapshot.signedIn || this.#snapshot.reason !== reason) this.#publish({ signedIn: false, reason })
  }

  /**
   * Gets a new access token with the stored refresh token. Concurrent callers share one request and one
   * answer. Resolves false (and signs out as `expired`) when the server rejects the token.
   */
  refresh(): Promise<boolean> {
    this.#inflight ??= this.#rotate().finally(() => {
      this.#inflight = undefined
    })
    return this.#inflight
  }

  /** Another tab changed the stored refresh token: follow a sign-out; otherwise the next refresh reads the new one. */
  handleStorageChange(key: string | null, newValue: string | null): void {
    if (key !== REFRESH_TOKEN_KEY && key !== null) return
    if (newValue === null && this.#snapshot.signedIn) {
      this.#accessToken = undefined
      this.#publish({ signedIn: false, reason: 'logout' })
    } else if (newValue !== null && !this.#snapshot.signedIn) {
      this.#publish({ signedIn: true, reason: undefined })
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  getSnapshot = (): SessionSnapshot => this.#snapshot

  async #rotate(): Promise<boolean> {
    const run = this.#options.withLock ?? ((task) => task())
    return run(async () => {
      // Read inside the lock: another tab may have rotated the token while this one waited.
      const token = this.refreshToken
      if (!token) return false
      const tokens = await this.#options.exchange(token)
      // Signed out or in again meanwhile: this answer belongs to a session that no longer exists.
      if (this.refreshToken !== token) return this.#accessToken !== undefined
      if (!tokens) {
        this.signOut('expired')
        return false
      }
      this.#store(tokens)
      return true
    })
  }

  #store(tokens: TokenPair): void {
    this.#accessToken = tokens.access_token
    this.#options.storage.setItem(REFRESH_TOKEN_KEY, tokens.refresh_token)
  }

  #publish(snapshot: SessionSnapshot): void {
    this.#snapshot = snapshot
    for (const listener of this.#listeners) listener()
  }
}
