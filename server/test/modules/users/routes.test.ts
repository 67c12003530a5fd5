import { describe, expect } from 'vitest'
import { bootstrapInitialAdmin } from '../../../src/modules/auth/service.js'
import { appTest, PASSWORD } from '../../support/app.js'
import { testDialects } from '../../support/env.js'

for (const dialect of testDialects()) {
  describe(`${dialect}: users`, () => {
    const it = appTest(dialect, { REQUIRE_AUTH: 'true' })

    it('lets a superuser create, search and deactivate users; a deactivated token stops working', async ({ harness }) => {
      const su = await harness.user({ superuser: true })
      const created = await harness.request(su, {
        method: 'POST',
        url: '/admin/users',
        payload: { email: 'Carol@Example.com', password: PASSWORD, full_name: 'Carol Tester' },
      })
      expect(created.statusCode).toBe(201)
      const carol = created.json()
      expect(carol).toMatchObject({ email: 'carol@example.com', is_active: true, is_superuser: false })
      const dup = await harness.request(su, {
        method: 'POST',
        url: '/admin/users',
        payload: { email: 'carol@example.com', password: PASSWORD },
      })
      expect([dup.statusCode, dup.json()]).toEqual([409, { detail: 'A user with email carol@example.com already exists' }])
      const found = await harness.request(su, { method: 'GET', url: '/admin/users?q=tester' })
      expect(found.json().items.map((u: { email: string }) => u.email)).toEqual(['carol@example.com'])

      const login = await harness.request(undefined, {
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'carol@example.com', password: PASSWORD },
      })
      const token = login.json().access_token
      await harness.request(su, { method: 'PUT', url: `/admin/users/${carol.id}`, payload: { is_active: false } })
      const me = await harness.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${token}` } })
      expect([me.statusCode, me.json()]).toEqual([401, { detail: 'Invalid authentication credentials' }])
      const again = await harness.request(undefined, {
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'carol@example.com', password: PASSWORD },
      })
      expect([again.statusCode, again.json()]).toEqual([403, { detail: 'Account is disabled' }])
    })

    it('stops a superuser from demoting or deactivating themself', async ({ harness }) => {
      const su = await harness.user({ superuser: true })
      const res = await harness.request(su, { method: 'PUT', url: `/admin/users/${su.id}`, payload: { is_superuser: false } })
      expect([res.statusCode, res.json()]).toEqual([400, { detail: 'You cannot remove your own superuser flag or deactivate yourself' }])
    })

    it('changes my password only with the current one', async ({ harness }) => {
      const u = await harness.user()
      const wrong = await harness.request(u, {
        method: 'PUT',
        url: '/users/me',
        payload: { current_password: 'nope', new_password: 'N3w$password' },
      })
      expect([wrong.statusCode, wrong.json()]).toEqual([
        422,
        { detail: [{ loc: ['body', 'current_password'], msg: 'Current password is incorrect', type: 'invalid_password' }] },
      ])
      const ok = await harness.request(u, {
        method: 'PUT',
        url: '/users/me',
        payload: { current_password: PASSWORD, new_password: 'N3w$password', full_name: 'Renamed' },
      })
      expect(ok.json().full_name).toBe('Renamed')
      const login = await harness.request(undefined, {
        method: 'POST',
        url: '/auth/login',
        payload: { email: u.email, password: 'N3w$password' },
      })
      expect(login.statusCode).toBe(200)
    })

    it('creates the initial admin on first start only', async ({ harness }) => {
      const deps = { ...harness.deps, config: { ...harness.deps.config, initialAdmin: { email: 'Root@Example.com', password: PASSWORD } } }
      const first = await bootstrapInitialAdmin(deps)
      expect(first).toMatchObject({ email: 'root@example.com', is_superuser: true })
      const deleted = await harness.deps.db
        .deleteFrom('users')
        .where('id', '=', first?.id ?? '')
        .executeTakeFirst()
      expect(Number(deleted.numDeletedRows)).toBe(1)
      // Even with no users left, a second start does not recreate it.
      expect(await bootstrapInitialAdmin(deps)).toBeUndefined()
    })
  })

  describe(`${dialect}: with REQUIRE_AUTH=false`, () => {
    const it = appTest(dialect, { REQUIRE_AUTH: 'false' })

    it('serves every project route anonymously but still needs a user for /auth/me', async ({ harness }) => {
      const created = await harness.request(undefined, { method: 'POST', url: '/projects', payload: { name: 'Open' } })
      expect(created.statusCode).toBe(201)
      expect(created.json()).toMatchObject({ my_role: null, member_count: 0 })
      expect((await harness.request(undefined, { method: 'GET', url: '/admin/users' })).statusCode).toBe(200)
      const me = await harness.request(undefined, { method: 'GET', url: '/auth/me' })
      expect([me.statusCode, me.json()]).toEqual([401, { detail: 'Not authenticated' }])
      const cfg = await harness.request(undefined, { method: 'GET', url: '/auth/config' })
      expect(cfg.json()).toEqual({ require_auth: false, allow_registration: false })
    })

    it('keeps X-Request-ID when it is a UUID, mints one otherwise', async ({ harness }) => {
      const id = '0b0f7d3c-9c2e-4d4e-8f7a-1d2c3b4a5e6f'
      const kept = await harness.app.inject({ url: '/health', headers: { 'x-request-id': id } })
      expect(kept.headers['x-request-id']).toBe(id)
      const minted = await harness.app.inject({ url: '/health', headers: { 'x-request-id': 'not-a-uuid' } })
      expect(minted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      expect(minted.headers['x-request-id']).not.toBe('not-a-uuid')
    })

    it('answers unknown paths with a JSON 404', async ({ harness }) => {
      const res = await harness.app.inject({ url: '/nope?x=1' })
      expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Not found: GET /nope' }])
    })
  })
}
