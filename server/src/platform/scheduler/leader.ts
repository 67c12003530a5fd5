import { sql } from 'kysely'
import type { Db } from '../db/database.js'

/**
 * Who may fire schedules. Exactly one process holds leadership at a time; the due-time claim in the database
 * (a compare-and-set on `next_run_at` plus a unique fire key) backs it up, so even two processes that both
 * believe they lead cannot fire one due time twice.
 */
export interface LeaderLock {
  /** Tries to become (or checks it still is) the leader; cheap enough to call every tick. */
  ensure(): Promise<boolean>
  release(): Promise<void>
  readonly kind: 'in-process' | 'postgres-advisory'
}

/** SQLite serves one process: it always leads. */
export class InProcessLeader implements LeaderLock {
  readonly kind = 'in-process' as const
  async ensure(): Promise<boolean> {
    return true
  }
  async release(): Promise<void> {}
}

/**
 * A PostgreSQL session-level advisory lock held on one dedicated pooled connection for as long as this process
 * leads. The lock dies with the session, so a crashed leader frees it at once; a live leader re-checks its
 * connection every tick and steps down if the session is gone. The key is derived from the schema, so
 * deployments (and test schemas) sharing one server elect their leaders independently.
 */
export class PgAdvisoryLeader implements LeaderLock {
  readonly kind = 'postgres-advisory' as const
  #db: Db
  #conn: Db | undefined
  #releaseConn: (() => void) | undefined
  #held: Promise<void> | undefined
  #leading = false

  constructor(db: Db) {
    this.#db = db
  }

  async #connection(): Promise<Db> {
    if (this.#conn) return this.#conn
    // Kysely hands out a connection for the callback's lifetime; the callback waits until release.
    const ready = new Promise<Db>((resolve, reject) => {
      this.#held = this.#db
        .connection()
        .execute(async (conn) => {
          resolve(conn)
          await new Promise<void>((done) => {
            this.#releaseConn = done
          })
        })
        .catch(reject)
    })
    this.#conn = await ready
    return this.#conn
  }

  async ensure(): Promise<boolean> {
    try {
      const conn = await this.#connection()
      if (this.#leading) {
        await sql`select 1`.execute(conn)
        return true
      }
      const { rows } = await sql<{ ok: boolean }>`
        select pg_try_advisory_lock(hashtext('specwright.scheduler.' || current_schema())) as ok`.execute(conn)
      this.#leading = rows[0]?.ok === true
      return this.#leading
    } catch {
      // The session broke: whatever lock it held is gone with it.
      this.#leading = false
      await this.#drop()
      return false
    }
  }

  async #drop(): Promise<void> {
    this.#conn = undefined
    this.#releaseConn?.()
    this.#releaseConn = undefined
    await this.#held?.catch(() => undefined)
    this.#held = undefined
  }

  async release(): Promise<void> {
    if (this.#conn && this.#leading) {
      await sql`select pg_advisory_unlock(hashtext('specwright.scheduler.' || current_schema()))`.execute(this.#conn).catch(() => undefined)
    }
    this.#leading = false
    await this.#drop()
  }
}
