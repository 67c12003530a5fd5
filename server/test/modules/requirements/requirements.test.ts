import { describe, expect } from 'vitest'
import { appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'

for (const dialect of testDialects()) {
  describe(`${dialect}: requirements`, () => {
    const it = appTest(dialect, { REQUIRE_AUTH: 'true' })

    it('gives 20 parallel creates 20 distinct sequential codes, and REQ-1000 after REQ-0999', { timeout: 60_000 }, async ({
      harness: h,
    }) => {
      const p = await h.project()
      const m = p.members.member
      const create = (title: string) =>
        h.request(m, {
          method: 'POST',
          url: '/requirements',
          payload: { title, project_id: p.id, acceptance_criteria: 'Given x\nWhen y\nThen z' },
        })
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => create(`Parallel requirement number ${i} about topic ${'abcdefghijklmnopqrst'[i]}`)),
      )
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201))
      const codes = results.map((r) => r.json().code as string).sort()
      expect(codes).toEqual(Array.from({ length: 20 }, (_, i) => `REQ-${String(i + 1).padStart(4, '0')}`))

      // A project that reached 999 (say, imported codes) continues at 1000, then 1001: numeric, never text order.
      await h.deps.db
        .insertInto('requirements')
        .values({
          id: '01900000-0000-7000-8000-000000000999',
          project_id: p.id,
          number: 999,
          code: 'REQ-0999',
          title: 'Imported requirement',
          description: '',
          category: 'functional',
          priority: 'low',
          acceptance_criteria: '',
          status: 'draft',
          source: 'manual',
          engine: 'manual',
          exploration_session_id: null,
          source_key: null,
          evidence: null,
          duplicate_of: null,
          created_by: null,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute()
      expect((await create('The thousandth requirement')).json().code).toBe('REQ-1000')
      expect((await create('And one more requirement after it')).json().code).toBe('REQ-1001')
      const list = (await h.request(p.members.viewer, { url: `/requirements?project_id=${p.id}&limit=5&offset=20` })).json()
      expect(list.items.map((r: { code: string }) => r.code)).toEqual(['REQ-0999', 'REQ-1000', 'REQ-1001'])
      expect(list.total).toBe(23)
      // Another project starts at 1 again.
      const other = await h.project()
      const first = await h.request(other.members.member, {
        method: 'POST',
        url: '/requirements',
        payload: { title: 'First', project_id: other.id },
      })
      expect(first.json().code).toBe('REQ-0001')
    })

    it('edits, reviews, flags near-duplicates, and refuses bad input and low roles without changing anything', async ({ harness: h }) => {
      const p = await h.project()
      const post = (user: typeof p.members.member, payload: Record<string, unknown>) =>
        h.request(user, { method: 'POST', url: '/requirements', payload: { project_id: p.id, ...payload } })
      const a = (
        await post(p.members.member, { title: 'Customer signs in with a password', category: 'security', priority: 'high' })
      ).json()
      expect(a).toMatchObject({
        code: 'REQ-0001',
        category: 'security',
        priority: 'high',
        status: 'draft',
        source: 'manual',
        duplicate_of: null,
      })
      const b = (await post(p.members.member, { title: 'Customers sign in with a password' })).json()
      expect(b.duplicate_of).toBe('REQ-0001')
      const c = (await post(p.members.member, { title: 'Orders can be exported as CSV' })).json()
      expect(c.duplicate_of).toBeNull()

      expect((await post(p.members.viewer, { title: 'Viewer may not' })).statusCode).toBe(403)
      const bad = await post(p.members.member, { title: '', priority: 'urgent' })
      expect(bad.statusCode).toBe(422)
      expect(JSON.stringify(bad.json().detail)).toContain('priority')

      const url = `/requirements/${a.id}`
      expect((await h.request(p.members.member, { method: 'PUT', url, payload: { title: 'x', project_id: p.id } })).statusCode).toBe(403)
      const put = await h.request(p.members.editor, {
        method: 'PUT',
        url,
        payload: {
          project_id: p.id,
          priority: 'low',
          status: 'approved',
          acceptance_criteria: 'Given a customer\nWhen they sign in\nThen they see the dashboard',
        },
      })
      expect(put.statusCode).toBe(200)
      expect(put.json()).toMatchObject({ code: 'REQ-0001', priority: 'low', status: 'approved' })
      expect((await h.request(p.members.editor, { method: 'PUT', url, payload: { project_id: p.id } })).statusCode).toBe(422)
      const other = await h.project()
      expect(
        (await h.request(other.members.editor, { method: 'PUT', url, payload: { project_id: other.id, priority: 'high' } })).statusCode,
      ).toBe(404)
      const after = (await h.request(p.members.viewer, { url: `${url}?project_id=${p.id}` })).json()
      expect(after.priority).toBe('low')
      const filtered = (await h.request(p.members.viewer, { url: `/requirements?project_id=${p.id}&category=security` })).json()
      expect(filtered.items.map((r: { code: string }) => r.code)).toEqual(['REQ-0001'])
    })
  })
}
