import { describe, expect } from 'vitest'
import * as store from '../../../src/modules/runs/store.js'
import { appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'

for (const dialect of testDialects()) {
  describe(`${dialect}: GET /api/memory`, () => {
    const it = appTest(dialect, { REQUIRE_AUTH: 'true' })

    it('pages the selector memory in SQL, by spec name, with the list envelope', async ({ harness: h }) => {
      const p = await h.project()
      const other = await h.project()
      for (const [project, spec, targets] of [
        [p.id, 'checkout', 3],
        [p.id, 'cart', 1],
        [p.id, 'login', 2],
        [other.id, 'elsewhere', 5],
      ] as const) {
        const resolutions = Object.fromEntries(Array.from({ length: targets }, (_, i) => [`target ${i}`, { role: 'button' }]))
        await store.writeMemory(h.deps.db, {
          project_id: project,
          spec_name: spec,
          resolutions: JSON.stringify(resolutions),
          run_id: 'r1',
          updated_at: '2026-11-23T10:00:00.000Z',
        })
      }
      const first = await h.request(p.members.viewer, { url: `/api/memory?project_id=${p.id}&limit=2` })
      expect(first.statusCode).toBe(200)
      expect(first.json()).toEqual({
        items: [
          { spec_name: 'cart', run_id: 'r1', updated_at: '2026-11-23T10:00:00.000Z', targets: 1 },
          { spec_name: 'checkout', run_id: 'r1', updated_at: '2026-11-23T10:00:00.000Z', targets: 3 },
        ],
        total: 3,
        limit: 2,
        offset: 0,
        has_more: true,
      })
      const rest = (await h.request(p.members.viewer, { url: `/api/memory?project_id=${p.id}&limit=2&offset=2` })).json()
      expect([rest.items.map((i: { spec_name: string }) => i.spec_name), rest.has_more]).toEqual([['login'], false])
      expect((await h.request(p.members.viewer, { url: `/api/memory?project_id=${p.id}&limit=-1` })).statusCode).toBe(422)
    })
  })
}
