import { LRUCache } from 'lru-cache'
import type { Db } from './database.js'

/** The current version of a data scope (0 before its first write). One primary-key read. */
export async function readDataVersion(db: Db, scope: string): Promise<number> {
  const row = await db.selectFrom('data_versions').select('version').where('scope', '=', scope).executeTakeFirst()
  return row?.version ?? 0
}

/** Bumps a scope's version; call it in the same transaction as the write it announces. */
export async function bumpDataVersion(db: Db, scope: string): Promise<void> {
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
 */
export class VersionedCache<V> {
  readonly #cache: LRUCache<string, { version: number; value: V }>

  constructor(
    readonly scope: string,
    max = 1000,
  ) {
    this.#cache = new LRUCache({ max })
  }

  async get(db: Db, key: string, load: () => Promise<V>): Promise<V> {
    const version = await readDataVersion(db, this.scope)
    const hit = this.#cache.get(key)
    if (hit && hit.version === version) return hit.value
    const value = await load()
    this.#cache.set(key, { version, value })
    return value
  }
}
