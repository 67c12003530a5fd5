import { describe, expect } from 'vitest'
import { appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'

for (const dialect of testDialects()) {
  describe(`${dialect}: projects and members`, () => {
    const it = appTest(dialect, { REQUIRE_AUTH: 'true' })

    it('creates a project, makes the creator its owner, and rejects a duplicate name with 409', async ({ harness }) => {
      const u = await harness.user()
      const res = await harness.request(u, {
        method: 'POST',
        url: '/projects',
        payload: { name: 'Shop', base_url: 'https://shop.example' },
      })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({ name: 'Shop', base_url: 'https://shop.example', my_role: 'owner', member_count: 1 })
      const dup = await harness.request(u, { method: 'POST', url: '/projects', payload: { name: 'Shop' } })
      expect([dup.statusCode, dup.json()]).toEqual([409, { detail: 'A project named "Shop" already exists' }])
    })

    it('lists only the projects a user belongs to, all of them for a superuser', async ({ harness }) => {
      const a = await harness.project('Alpha')
      await harness.project('Beta')
      const names = async (u: Parameters<typeof harness.request>[0]) =>
        (await harness.request(u, { method: 'GET', url: '/projects' })).json().items.map((p: { name: string }) => p.name)
      expect(await names(a.members.viewer)).toEqual(['Alpha'])
      expect(await names(await harness.user({ superuser: true }))).toEqual(['Default Project', 'Alpha', 'Beta'])
    })

    it('paginates with the envelope and clamps the limit', async ({ harness }) => {
      const su = await harness.user({ superuser: true })
      for (const n of ['P1', 'P2', 'P3']) await harness.request(su, { method: 'POST', url: '/projects', payload: { name: n } })
      const page = await harness.request(su, { method: 'GET', url: '/projects?limit=2&offset=1' })
      expect(page.json()).toMatchObject({ total: 4, limit: 2, offset: 1, has_more: true })
      expect(page.json().items.map((p: { name: string }) => p.name)).toEqual(['P1', 'P2'])
      expect((await harness.request(su, { method: 'GET', url: '/projects?limit=5000' })).json().limit).toBe(200)
      const neg = await harness.request(su, { method: 'GET', url: '/projects?limit=-1' })
      expect(neg.statusCode).toBe(422)
      expect(neg.json().detail[0].loc).toEqual(['query', 'limit'])
    })

    it('refuses to delete the default project', async ({ harness }) => {
      const su = await harness.user({ superuser: true })
      const res = await harness.request(su, { method: 'DELETE', url: '/projects/default' })
      expect([res.statusCode, res.json()]).toEqual([400, { detail: 'The default project cannot be deleted' }])
    })

    it('adds a member by email, changes the role and removes them', async ({ harness }) => {
      const p = await harness.project()
      const admin = p.members.admin
      const newcomer = await harness.user()
      const add = await harness.request(admin, {
        method: 'POST',
        url: `/projects/${p.id}/members`,
        payload: { email: newcomer.email, role: 'editor' },
      })
      expect(add.statusCode).toBe(201)
      expect(add.json()).toMatchObject({ user_id: newcomer.id, email: newcomer.email, role: 'editor', granted_by: admin.id })
      const again = await harness.request(admin, {
        method: 'POST',
        url: `/projects/${p.id}/members`,
        payload: { user_id: newcomer.id, role: 'viewer' },
      })
      expect([again.statusCode, again.json()]).toEqual([409, { detail: 'That user is already a member of this project' }])
      const change = await harness.request(admin, {
        method: 'PUT',
        url: `/projects/${p.id}/members/${newcomer.id}`,
        payload: { role: 'member' },
      })
      expect(change.json().role).toBe('member')
      const list = await harness.request(newcomer, { method: 'GET', url: `/projects/${p.id}/members` })
      expect(
        list
          .json()
          .map((m: { role: string }) => m.role)
          .sort(),
      ).toEqual(['admin', 'editor', 'member', 'member', 'owner', 'viewer'])
      const del = await harness.request(admin, { method: 'DELETE', url: `/projects/${p.id}/members/${newcomer.id}` })
      expect(del.json()).toEqual({ deleted: true, id: newcomer.id })
      expect((await harness.request(newcomer, { method: 'GET', url: `/projects/${p.id}` })).statusCode).toBe(404)
    })

    it('answers 404 for an unknown user and 422 when both or neither of user_id/email are given', async ({ harness }) => {
      const p = await harness.project()
      const owner = p.members.owner
      const unknown = await harness.request(owner, {
        method: 'POST',
        url: `/projects/${p.id}/members`,
        payload: { email: 'ghost@example.com', role: 'viewer' },
      })
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { detail: 'User not found' }])
      const neither = await harness.request(owner, { method: 'POST', url: `/projects/${p.id}/members`, payload: { role: 'viewer' } })
      expect(neither.statusCode).toBe(422)
      expect(neither.json().detail[0].msg).toBe('Give exactly one of user_id or email')
    })

    it('keeps the last owner and lets only owners touch the owner role', async ({ harness }) => {
      const p = await harness.project()
      const { owner, admin } = p.members
      const demote = await harness.request(owner, {
        method: 'PUT',
        url: `/projects/${p.id}/members/${owner.id}`,
        payload: { role: 'admin' },
      })
      expect([demote.statusCode, demote.json()]).toEqual([409, { detail: 'A project must keep at least one owner' }])
      const remove = await harness.request(owner, { method: 'DELETE', url: `/projects/${p.id}/members/${owner.id}` })
      expect(remove.statusCode).toBe(409)
      const promote = await harness.request(admin, {
        method: 'PUT',
        url: `/projects/${p.id}/members/${admin.id}`,
        payload: { role: 'owner' },
      })
      expect([promote.statusCode, promote.json()]).toEqual([403, { detail: 'Only an owner can grant or change the owner role' }])
      const byOwner = await harness.request(owner, {
        method: 'PUT',
        url: `/projects/${p.id}/members/${admin.id}`,
        payload: { role: 'owner' },
      })
      expect(byOwner.json().role).toBe('owner')
      // With a second owner, the first may step down.
      const stepDown = await harness.request(owner, {
        method: 'PUT',
        url: `/projects/${p.id}/members/${owner.id}`,
        payload: { role: 'admin' },
      })
      expect(stepDown.json().role).toBe('admin')
    })

    it('updates and clears project fields, validating base_url', async ({ harness }) => {
      const p = await harness.project()
      const url = `/projects/${p.id}`
      const set = await harness.request(p.members.admin, {
        method: 'PUT',
        url,
        payload: { base_url: 'http://localhost:5173', description: 'Shop' },
      })
      expect(set.json()).toMatchObject({ base_url: 'http://localhost:5173', description: 'Shop' })
      const cleared = await harness.request(p.members.admin, { method: 'PUT', url, payload: { base_url: null } })
      expect(cleared.json()).toMatchObject({ base_url: null, description: 'Shop' })
      const bad = await harness.request(p.members.admin, { method: 'PUT', url, payload: { base_url: 'ftp://x' } })
      expect(bad.statusCode).toBe(422)
      expect(bad.json().detail[0]).toMatchObject({ loc: ['body', 'base_url'], msg: 'base_url must be an http(s) URL' })
    })
  })
}
