import { sql } from 'kysely'
import type { Clock } from '../clock.js'
import type { Db } from './database.js'
import type { DialectName } from './dialect.js'

/**
 * A clock that follows the database server's time. Several processes (API, workers) judge each other's heartbeats
 * and deadlines by the timestamps they write into shared rows; with each process's own clock, a few seconds of skew
 * between machines would make a live job look dead (and be taken over) or a dead one look alive. Reading the
 * database's `now()` on every call would add a round trip to every write, so the offset to the database is measured
 * (half the round trip as the error bound) and refreshed periodically; `now()` stays a local call.
 *
 * SQLite lives in this process: its clock is this process's clock, so there is nothing to follow.
 */
export class DbSyncedClock implements Clock {
  readonly #db: Db
  readonly #dialect: DialectName
  readonly #local: () => number
  #offsetMs = 0
  #timer: NodeJS.Timeout | undefined

  constructor(db: Db, dialect: DialectName, local: () => number = Date.now) {
    this.#db = db
    this.#dialect = dialect
    this.#local = local
  }

  now(): number {
    return this.#local() + this.#offsetMs
  }

  nowIso(): string {
    return new Date(this.now()).toISOString()
  }

  /** The current difference database minus local, in ms. */
  get offsetMs(): number {
    return this.#offsetMs
  }

  /** Measures the offset to the database once. */
  async sync(): Promise<void> {
    if (this.#dialect !== 'postgres') return
    const sent = this.#local()
    const { rows } = await sql<{ ms: string | number }>`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`.execute(
      this.#db,
    )
    const received = this.#local()
    const dbMs = Number(rows[0]?.ms)
    if (!Number.isFinite(dbMs)) return
    this.#offsetMs = Math.round(dbMs - (sent + received) / 2)
  }

  /** Re-measures every `intervalMs` (a failed read keeps the last offset; the timer never holds the process open). */
  start(intervalMs = 60_000, onError: (error: unknown) => void = () => {}): void {
    if (this.#dialect !== 'postgres' || this.#timer) return
    this.#timer = setInterval(() => {
      this.sync().catch(onError)
    }, intervalMs)
    this.#timer.unref()
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = undefined
  }
}
