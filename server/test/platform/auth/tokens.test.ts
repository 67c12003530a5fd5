import { describe, expect, it } from 'vitest'
import { passwordProblems } from '../../../src/platform/auth/passwords.js'
import { TokenService } from '../../../src/platform/auth/tokens.js'

describe('TokenService', () => {
  const tokens = new TokenService('k'.repeat(40))

  it('issues access tokens with sub, jti, sv and a 15 minute lifetime', async () => {
    const now = Date.now()
    const token = await tokens.signAccess('user-1', 3, now)
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString())
    expect(claims).toMatchObject({ sub: 'user-1', type: 'access', sv: 3 })
    expect(claims.exp - claims.iat).toBe(900)
    expect(await tokens.verifyAccess(token)).toMatchObject({ sub: 'user-1', sv: 3 })
  })

  it('keeps access and refresh tokens apart', async () => {
    const refresh = await tokens.signRefresh('user-1', 'jti-1', 'fam-1')
    expect(await tokens.verifyAccess(refresh)).toBe('invalid')
    expect(await tokens.verifyRefresh(refresh)).toMatchObject({ sub: 'user-1', jti: 'jti-1', fam: 'fam-1' })
    expect(await tokens.verifyRefresh(await tokens.signAccess('user-1', 0))).toBe('invalid')
  })

  it('tells expired from forged tokens', async () => {
    const old = await tokens.signAccess('u', 0, Date.now() - 16 * 60_000)
    expect(await tokens.verifyAccess(old)).toBe('expired')
    const forged = await new TokenService('z'.repeat(40)).signAccess('u', 0)
    expect(await tokens.verifyAccess(forged)).toBe('invalid')
    expect(await tokens.verifyAccess('not.a.jwt')).toBe('invalid')
  })
})

describe('password rules', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordProblems('Sup3r$ecret')).toEqual([])
  })
  it('names every rule a password breaks', () => {
    expect(passwordProblems('abc')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain an uppercase letter',
      'Password must contain a digit',
      'Password must contain a special character',
    ])
  })
})
