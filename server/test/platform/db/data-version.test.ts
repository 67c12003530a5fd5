import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createProject, listProjects } from '../../../src/modules/projects/service.js'
import { bumpDataVersion, readDataVersion, VersionedCache } from '../../../src/platform/db/data-version.js'
import { openDb } from '../../../src/platform/db/dialect.js'
import { testDialects } from '../../support/env.js'
import { createTestRuntime } from '../../support/runtime.js'

for (const dialect of testDialects()) {
  describe(`${dialect}: versioned cache`, () => {
    it('serves a cached value only while the scope version is unchanged', async () => {
      const rt = await createTestRuntime(dialect)
      try {
        const cache = new VersionedCache<number>('things')
        let loads = 0
        const load = async () => ++loads
        expect(await cache.get(rt.deps.db, 'k', load)).toBe(1)
        expect(await cache.get(rt.deps.db, 'k', load)).toBe(1)
        await bumpDataVersion(rt.deps.db, 'things')
        expect(await readDataVersion(rt.deps.db, 'things')).toBe(1)
        expect(await cache.get(rt.deps.db, 'k', load)).toBe(2)
        await bumpDataVersion(rt.deps.db, 'other-scope')
        expect(await cache.get(rt.deps.db, 'k', load)).toBe(2)
      } finally {
        await rt.close()
      }
    })

    it('reads the version once per freshness window under load, and at once after a local write', async () => {
      const rt = await createTestRuntime(dialect)
      try {
        // Its own scope per dialect: a local bump of a scope makes every read within 1 s go to the database.
        const cache = new VersionedCache<number>(`busy-${dialect}`, 10, 60_000)
        let loads = 0
        const load = async () => ++loads
        let reads = 0
        const db = new Proxy(rt.deps.db, {
          get(target, prop, receiver) {
            if (prop === 'selectFrom') reads++
            const value = Reflect.get(target, prop, receiver)
            return typeof value === 'function' ? value.bind(target) : value
          },
        })
        await Promise.all(Array.from({ length: 50 }, () => cache.get(db, 'k', load)))
        expect(await cache.get(db, 'k', load)).toBe(1)
        expect(reads).toBe(1)
        await bumpDataVersion(rt.deps.db, `busy-${dialect}`)
        expect(await cache.get(db, 'k', load)).toBe(2)
      } finally {
        await rt.close()
      }
    })
  })
}

describe('project lists across processes', () => {
  it('sees a project created through another connection to the same database', async () => {
    const rt = await createTestRuntime('sqlite', { REQUIRE_AUTH: 'false' })
    // A second, independent Kysely on the same file stands in for another API process.
    const other = openDb({ sqliteFile: path.join(rt.dataDir, 'specwright.db') })
    try {
      const caller = { principal: undefined, requireAuth: false }
      const page = { limit: 50, offset: 0 }
      expect((await listProjects(rt.deps, caller, page)).total).toBe(1)
      await createProject({ db: other.db, clock: rt.deps.clock }, undefined, { name: 'Made elsewhere' })
      await new Promise((r) => setTimeout(r, 150)) // another process's write shows within the version's 100 ms freshness
      const after = await listProjects(rt.deps, caller, page)
      expect(after.items.map((p) => p.name)).toEqual(['Default Project', 'Made elsewhere'])
    } finally {
      await other.close()
      await rt.close()
    }
  })
})
