import { describe, expect } from 'vitest'
import { appTest, PASSWORD } from '../../support/app.js'
import { testDialects } from '../../support/env.js'

for (const dialect of testDialects()) {
  describe(`${dialect}: auth`, () => {
    const it = appTest(dialect, { REQUIRE_AUTH: 'true', ALLOW_REGISTRATION: 'true' })

    it('logs in and returns a bearer token pair', async ({ harness }) => {
      const u = await harness.user()
      const res = await harness.request(undefined, { method: 'POST', url: '/auth/login', payload: { email: u.email, password: PASSWORD } })
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900 })
      const me = await harness.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${body.access_token}` } })
      expect(me.json()).toMatchObject({ id: u.id, email: u.email, is_superuser: false })
    })

    it('rejects a reused refresh token with 401 and revokes every session of the user', async ({ harness }) => {
      const u = await harness.user()
      const login = async () =>
        (await harness.request(undefined, { method: 'POST', url: '/auth/login', payload: { email: u.email, password: PASSWORD } })).json()
      const a = await login()
      const b = await login()
      const rotated = await harness.request(undefined, {
        method: 'POST',
        url: '/auth/refresh',
        payload: { refresh_token: a.refresh_token },
      })
      expect(rotated.statusCode).toBe(200)
      const reuse = await harness.request(undefined, { method: 'POST', url: '/auth/refresh', payload: { refresh_token: a.refresh_token } })
      expect([reuse.statusCode, reuse.json()]).toEqual([401, { detail: 'Refresh token reuse detected; all sessions have been revoked' }])
      // The other session, the rotated one and every access token are dead too.
      for (const token of [b.refresh_token, rotated.json().refresh_token]) {
        const res = await harness.request(undefined, { method: 'POST', url: '/auth/refresh', payload: { refresh_token: token } })
        expect(res.statusCode).toBe(401)
      }
      const me = await harness.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${b.access_token}` } })
      expect(me.statusCode).toBe(401)
    })

    it('locks the account after 5 failures: the 6th attempt answers 423 with locked_until', async ({ harness }) => {
      const u = await harness.user()
      const attempt = (password: string) =>
        harness.request(undefined, { method: 'POST', url: '/auth/login', payload: { email: u.email, password } })
      for (let i = 1; i <= 4; i++) expect((await attempt('wrong-password')).statusCode).toBe(401)
      const fifth = await attempt('wrong-password')
      expect(fifth.statusCode).toBe(423)
      const sixth = await attempt('wrong-password')
      expect(sixth.statusCode).toBe(423)
      const body = sixth.json()
      expect(body.detail).toBe(`Account locked until ${body.locked_until}`)
      const minutes = (Date.parse(body.locked_until) - Date.now()) / 60_000
      expect(minutes).toBeGreaterThan(14)
      expect(minutes).toBeLessThanOrEqual(15)
      // Even the right password is refused while locked.
      expect((await attempt(PASSWORD)).statusCode).toBe(423)
    })

    it('lets a superuser unlock an account through PUT /admin/users/{id}', async ({ harness }) => {
      const u = await harness.user()
      const admin = await harness.user({ superuser: true })
      for (let i = 0; i < 5; i++) {
        await harness.request(undefined, { method: 'POST', url: '/auth/login', payload: { email: u.email, password: 'nope' } })
      }
      const unlock = await harness.request(admin, {
        method: 'PUT',
        url: `/admin/users/${u.id}`,
        payload: { failed_login_attempts: 0, locked_until: null },
      })
      expect(unlock.json()).toMatchObject({ failed_login_attempts: 0, locked_until: null })
      const ok = await harness.request(undefined, { method: 'POST', url: '/auth/login', payload: { email: u.email, password: PASSWORD } })
      expect(ok.statusCode).toBe(200)
    })

    it('names each broken password rule in the 422', async ({ harness }) => {
      const res = await harness.request(undefined, {
        method: 'POST',
        url: '/auth/register',
        payload: { email: 'new@example.com', password: 'short' },
      })
      expect(res.statusCode).toBe(422)
      const msgs = res.json().detail.map((d: { msg: string }) => d.msg)
      expect(msgs).toEqual([
        'Password must be at least 8 characters long',
        'Password must contain an uppercase letter',
        'Password must contain a digit',
        'Password must contain a special character',
      ])
    })

    it('registers a user as viewer of the default project', async ({ harness }) => {
      const res = await harness.request(undefined, {
        method: 'POST',
        url: '/auth/register',
        payload: { email: 'New@Example.com', password: PASSWORD, full_name: 'New Person' },
      })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({ email: 'new@example.com', full_name: 'New Person', is_superuser: false })
      const login = await harness.request(undefined, {
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'new@example.com', password: PASSWORD },
      })
      const token = login.json().access_token
      const projects = await harness.app.inject({ url: '/projects', headers: { authorization: `Bearer ${token}` } })
      expect(projects.json().items.map((p: { id: string; my_role: string }) => [p.id, p.my_role])).toEqual([['default', 'viewer']])
    })
  })
}
