import { LRUCache } from 'lru-cache'
import type { Db } from './database.js'

/** The current version of a data scope (0 before its first write). One primary-key read. */
export async function readDataVersion(db: Db, scope: string): Promise<number> {
  const row = await db.selectFrom('data_versions').select('version').where('scope', '=', scope).executeTakeFirst()
  return row?.version ?? 0
}

/** When each scope was last bumped in this process (epoch ms): its cached versions are re-read for a while. */
const localBumps = new Map<string, number>()
/** How long after a local bump every read re-checks the version (covers the bump's transaction committing). */
const LOCAL_BUMP_WINDOW_MS = 1000

/** Bumps a scope's version; call it in the same transaction as the write it announces. */
export async function bumpDataVersion(db: Db, scope: string): Promise<void> {
  localBumps.set(scope, Date.now())
  await db
    .insertInto('data_versions')
    .values({ scope, version: 1 })
    .onConflict((oc) => oc.column('scope').doUpdateSet((eb) => ({ version: eb('data_versions.version', '+', 1) })))
    .execute()
}

/**
 * Read-through cache of query results that stays correct across processes: each entry remembers the scope
 * version it was computed under and is used only while the database still reports that version. The
 * version is read before the query, so an entry is never older than its tag.
 *
 * The version itself is read at most once per `freshMs` (default 100 ms) and shared by every request in that
 * window, so a busy list endpoint costs no database round trip per request. Writes made in this process are
 * seen at once (a local bump forces re-reads for a second); another process's writes within `freshMs`.
 */
export class VersionedCache<V> {
  readonly #cache: LRUCache<string, { version: number; value: V }>
  #checked: { at: number; version: Promise<number> } | undefined
  readonly #loading = new Map<string, { version: number; value: Promise<V> }>()

  constructor(
    readonly scope: string,
    max = 1000,
    readonly freshMs = 100,
  ) {
    this.#cache = new LRUCache({ max })
  }

  #version(db: Db): Promise<number> {
    const now = Date.now()
    const bumpedAt = localBumps.get(this.scope) ?? 0
    const checked = this.#checked
    if (checked && now - checked.at < this.freshMs && now - bumpedAt > LOCAL_BUMP_WINDOW_MS) return checked.version
    const version = readDataVersion(db, this.scope)
    this.#checked = { at: now, version }
    version.catch(() => {
      if (this.#checked?.version === version) this.#checked = undefined
    })
    return version
  }

  async get(db: Db, key: string, load: () => Promise<V>): Promise<V> {
    const version = await this.#version(db)
    const hit = this.#cache.get(key)
    if (hit && hit.version === version) return hit.value
    // Concurrent misses of one key and version share one load.
    const pending = this.#loading.get(key)
    if (pending && pending.version === version) return pending.value
    const value = load()
    this.#loading.set(key, { version, value })
    try {
      const loaded = await value
      this.#cache.set(key, { version, value: loaded })
      return loaded
    } finally {
      if (this.#loading.get(key)?.value === value) this.#loading.delete(key)
    }
  }
}
