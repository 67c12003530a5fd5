import { describe, expect } from 'vitest'
import { clearAutomated, markAutomated } from '../../../src/modules/specs/service.js'
import { testDialects } from '../../support/env.js'
import { api, LOGIN, specsTest, uiSpec } from './specs-app.js'

for (const dialect of testDialects()) {
  describe(`${dialect}: /specs lists`, () => {
    const it = specsTest(dialect, { REQUIRE_AUTH: 'true' })

    it('filters by tags (every tag given), text in name or content, and folder prefix', async ({ h }) => {
      const p = await h.project()
      const s = api(h, p)
      await s.create({ name: 'checkout/guest', content: uiSpec('Guest', 'Click "Pay now"'), tags: ['smoke', 'checkout'] })
      await s.create({ name: 'checkout/cart/empty', content: uiSpec('Empty cart'), tags: ['checkout'] })
      await s.create({ name: 'checkout', content: uiSpec('Checkout page'), tags: ['smoke'] })
      await s.create({ name: 'checkoutx/other', content: uiSpec('100% off_sale') })
      await s.create({ name: 'Login', content: LOGIN, tags: ['smoke', 'auth'] })

      expect(await s.names()).toEqual(['checkout', 'checkout/cart/empty', 'checkout/guest', 'checkoutx/other', 'Login'])
      expect(await s.names('&tag=smoke')).toEqual(['checkout', 'checkout/guest', 'Login'])
      expect(await s.names('&tag=SMOKE&tag=checkout')).toEqual(['checkout/guest'])
      expect(await s.names('&tag=smoke,auth')).toEqual(['Login'])
      expect(await s.names('&tag=nope')).toEqual([])
      expect(await s.names('&folder=checkout')).toEqual(['checkout/cart/empty', 'checkout/guest'])
      expect(await s.names('&folder=checkout/cart/')).toEqual(['checkout/cart/empty'])
      expect(await s.names('&folder=Checkout')).toEqual([])
      expect(await s.names('&q=PAY%20NOW')).toEqual(['checkout/guest'])
      expect(await s.names('&q=login')).toEqual(['Login'])
      expect(await s.names('&q=0%25%20off')).toEqual(['checkoutx/other'])
      expect(await s.names('&q=_')).toEqual(['checkoutx/other'])
      expect(await s.names('&q=cart&folder=checkout&tag=checkout')).toEqual(['checkout/cart/empty'])

      const tags = await h.request(p.members.viewer, { url: `/specs/tags?project_id=${p.id}` })
      expect(tags.json()).toEqual({
        items: [
          { tag: 'auth', count: 1 },
          { tag: 'checkout', count: 2 },
          { tag: 'smoke', count: 3 },
        ],
        total: 3,
        limit: 20,
        offset: 0,
        has_more: false,
      })
      const tooMany = await s.list(`&${Array.from({ length: 21 }, (_, i) => `tag=t${i}`).join('&')}`)
      expect(tooMany.statusCode).toBe(422)
    })

    it('checks tags: at most 20, each at most 40 characters, no commas', async ({ h }) => {
      const p = await h.project()
      const s = api(h, p)
      const many = await s.create({ name: 'a', content: LOGIN, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })
      expect([many.statusCode, many.json().detail[0]]).toMatchObject([422, { loc: ['body', 'tags'], msg: 'A spec has at most 20 tags' }])
      const long = await s.create({ name: 'a', content: LOGIN, tags: ['x'.repeat(41)] })
      expect([long.statusCode, long.json().detail[0].loc]).toEqual([422, ['body', 'tags', 0]])
      const comma = await s.create({ name: 'a', content: LOGIN, tags: ['a,b'] })
      expect(comma.statusCode).toBe(422)
      const ok = await s.create({ name: 'a', content: LOGIN, tags: ['  Release 2.1 ', 'x'.repeat(40)] })
      expect(ok.json().tags).toEqual(['release 2.1', 'x'.repeat(40)])
      expect(await s.names()).toEqual(['a'])
    })

    it('pages with the list envelope, clamping limits to 200 (specs) and 100 (automated)', async ({ h }) => {
      const p = await h.project()
      const rows = Array.from({ length: 205 }, (_, i) => {
        const name = `bulk/spec-${String(i).padStart(3, '0')}`
        return {
          id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
          project_id: p.id,
          name,
          content: LOGIN,
          created_at: 'x',
          updated_at: 'x',
        }
      })
      await h.deps.db.insertInto('specs').values(rows).execute()
      for (const row of rows.slice(0, 120)) {
        await markAutomated(h.deps, p.id, row.name, { runId: 'r', testPath: `tests/generated/${row.name}.spec.ts` })
      }
      const s = api(h, p)
      const first = (await s.list()).json()
      expect([first.items.length, first.total, first.limit, first.offset, first.has_more]).toEqual([50, 205, 50, 0, true])
      const clamped = (await s.list('&limit=1000')).json()
      expect([clamped.items.length, clamped.limit, clamped.has_more]).toEqual([200, 200, true])
      const last = (await s.list('&limit=200&offset=200')).json()
      expect([last.items.map((x: { name: string }) => x.name), last.has_more]).toEqual([
        ['bulk/spec-200', 'bulk/spec-201', 'bulk/spec-202', 'bulk/spec-203', 'bulk/spec-204'],
        false,
      ])
      const automated = (await h.request(p.members.viewer, { url: `/specs/automated?project_id=${p.id}&limit=1000` })).json()
      expect([automated.items.length, automated.total, automated.limit, automated.has_more]).toEqual([100, 120, 100, true])
      const automatedDefault = (await h.request(p.members.viewer, { url: `/specs/automated?project_id=${p.id}` })).json()
      expect(automatedDefault.limit).toBe(50)
      for (const query of ['&limit=-1', '&offset=-1', '&limit=abc']) {
        const res = await s.list(query)
        expect([query, res.statusCode]).toEqual([query, 422])
      }
    })

    it('lists automated specs once the runs module marks them, and forgets on clearAutomated', async ({ h }) => {
      const p = await h.project()
      const s = api(h, p)
      await s.create({ name: 'auth/login', content: LOGIN, tags: ['auth'] })
      await s.create({ name: 'auth/logout', content: uiSpec('Logout') })
      const automatedNames = () => s.names('', '/specs/automated')
      expect(await automatedNames()).toEqual([])

      const marked = await markAutomated(h.deps, p.id, 'auth/login', { runId: 'run-42', testPath: './tests/generated//auth/login.spec.ts' })
      expect(marked).toMatchObject({
        name: 'auth/login',
        automated: true,
        automated_test: 'tests/generated/auth/login.spec.ts',
        accepted_run_id: 'run-42',
        tags: ['auth'],
      })
      expect(await automatedNames()).toEqual(['auth/login'])
      expect(await s.names('&tag=auth', '/specs/automated')).toEqual(['auth/login'])
      expect(await s.names('&folder=other', '/specs/automated')).toEqual([])
      expect((await s.get('auth/login')).json()).toMatchObject({ automated: true, automated_at: marked.automated_at })

      await expect(markAutomated(h.deps, p.id, 'auth/missing', { runId: 'r', testPath: 't.spec.ts' })).rejects.toThrow(
        'Spec "auth/missing" not found',
      )
      await expect(markAutomated(h.deps, p.id, 'auth/logout', { runId: 'r', testPath: '../t.spec.ts' })).rejects.toThrow("'..'")
      const other = await h.project()
      await expect(markAutomated(h.deps, other.id, 'auth/login', { runId: 'r', testPath: 't.spec.ts' })).rejects.toThrow('not found')

      expect(await clearAutomated(h.deps, p.id, 'auth/login')).toMatchObject({
        automated: false,
        automated_test: null,
        accepted_run_id: null,
      })
      expect(await automatedNames()).toEqual([])
    })

    it('answers the folder tree with counts', async ({ h }) => {
      const p = await h.project()
      const s = api(h, p)
      for (const name of ['login', 'checkout/guest', 'checkout/cart/empty', 'checkout/cart/full', 'admin/products/add']) {
        await s.create({ name, content: LOGIN })
      }
      const tree = await h.request(p.members.viewer, { url: `/specs/folders?project_id=${p.id}` })
      expect(tree.json()).toEqual({
        total: 5,
        root_count: 1,
        folders: [
          {
            name: 'admin',
            path: 'admin',
            spec_count: 1,
            direct_count: 0,
            children: [{ name: 'products', path: 'admin/products', spec_count: 1, direct_count: 1, children: [] }],
          },
          {
            name: 'checkout',
            path: 'checkout',
            spec_count: 3,
            direct_count: 1,
            children: [{ name: 'cart', path: 'checkout/cart', spec_count: 2, direct_count: 2, children: [] }],
          },
        ],
      })
      expect((await s.get('folders/x')).statusCode).toBe(404)
    })
  })
}
