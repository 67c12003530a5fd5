import { describe, expect } from 'vitest'
import { type AppHarness, appTest, PASSWORD } from '../support/app.js'
import { testDialects } from '../support/env.js'

/**
 * Issue 8 point 7: the race-branch "revoke all" of a refresh ran inside the transaction its own throw rolled
 * back; a password change kept other sessions alive; a disabled account answered 403 only to the right password
 * (confirming it); parallel wrong passwords were all checked against a counter none had raised yet.
 */
describe('sessions and login', () => {
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true' })
  const login = (h: AppHarness, email: string, password: string) =>
    h.request(undefined, { method: 'POST', url: '/auth/login', payload: { email, password } })

  it('ends every other session when the password changes', async ({ harness: h }) => {
    const u = await h.user()
    const a = (await login(h, u.email, PASSWORD)).json()
    const b = (await login(h, u.email, PASSWORD)).json()
    const change = await h.app.inject({
      method: 'PUT',
      url: '/users/me',
      headers: { authorization: `Bearer ${a.access_token}` },
      payload: { current_password: PASSWORD, new_password: 'N3w-Passw0rd!x' },
    })
    expect(change.statusCode).toBe(200)
    const refreshB = await h.request(undefined, { method: 'POST', url: '/auth/refresh', payload: { refresh_token: b.refresh_token } })
    expect(refreshB.statusCode).toBe(401)
    const meB = await h.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${b.access_token}` } })
    expect(meB.statusCode).toBe(401)
    expect((await login(h, u.email, 'N3w-Passw0rd!x')).statusCode).toBe(200)
  })

  it('answers a disabled account the same whatever the password', async ({ harness: h }) => {
    const su = await h.user({ superuser: true })
    const u = await h.user()
    await h.request(su, { method: 'PUT', url: `/admin/users/${u.id}`, payload: { is_active: false } })
    const right = await login(h, u.email, PASSWORD)
    const wrong = await login(h, u.email, 'not-the-password-1')
    expect([wrong.statusCode, wrong.json()]).toEqual([right.statusCode, right.json()])
    expect(right.statusCode).toBe(403)
  })

  it('never checks a password past the failure limit, even in a parallel burst', async ({ harness: h }) => {
    const u = await h.user()
    const burst = await Promise.all([
      ...Array.from({ length: 9 }, (_, i) => login(h, u.email, `wrong-password-${i}`)),
      login(h, u.email, PASSWORD),
    ])
    const codes = burst.map((r) => r.statusCode)
    // At most four wrong guesses are answered 401; the fifth locks; the right password, arriving tenth, is locked out.
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(4)
    expect(codes.at(-1)).toBe(423)
    const row = await h.deps.db.selectFrom('users').select(['locked_until']).where('id', '=', u.id).executeTakeFirstOrThrow()
    expect(row.locked_until).not.toBeNull()
  })
})

// With PostgreSQL both exchanges read the token before either claims it, so the loser takes the race branch.
for (const dialect of testDialects()) {
  describe(`${dialect}: a raced refresh token`, () => {
    const it = appTest(dialect, { REQUIRE_AUTH: 'true' })
    const login = (h: AppHarness, email: string, password: string) =>
      h.request(undefined, { method: 'POST', url: '/auth/login', payload: { email, password } })

    it('revokes every session when two exchanges of one refresh token race', async ({ harness: h }) => {
      const u = await h.user()
      const first = (await login(h, u.email, PASSWORD)).json()
      const [r1, r2] = await Promise.all(
        [0, 1].map(() => h.request(undefined, { method: 'POST', url: '/auth/refresh', payload: { refresh_token: first.refresh_token } })),
      )
      const codes = [r1?.statusCode, r2?.statusCode].sort()
      expect(codes).toEqual([200, 401])
      const winner = (r1?.statusCode === 200 ? r1 : r2)?.json()
      // The winner's new pair died with every other session.
      const again = await h.request(undefined, { method: 'POST', url: '/auth/refresh', payload: { refresh_token: winner.refresh_token } })
      expect(again.statusCode).toBe(401)
      const me = await h.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${winner.access_token}` } })
      expect(me.statusCode).toBe(401)
    })
  })
}
