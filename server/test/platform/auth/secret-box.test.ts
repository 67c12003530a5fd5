import { describe, expect, it } from 'vitest'
import { SecretBox } from '../../../src/platform/auth/secret-box.js'

describe('SecretBox', () => {
  const box = new SecretBox('a'.repeat(40))

  it('round-trips a secret and never stores it in clear', () => {
    const sealed = box.seal('sk-live-123456')
    expect(sealed).not.toContain('sk-live')
    expect(sealed.split('.')).toHaveLength(5)
    expect(box.open(sealed)).toEqual({ ok: true, value: 'sk-live-123456' })
  })

  it('uses a fresh IV each time', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'))
  })

  it('reports needs_reentry after JWT_SECRET_KEY changes, instead of throwing', () => {
    const sealed = box.seal('db-password')
    expect(new SecretBox('b'.repeat(40)).open(sealed)).toEqual({ ok: false, reason: 'needs_reentry' })
  })

  it('reports corrupt for tampered or foreign values', () => {
    const parts = box.seal('x').split('.')
    parts[4] = Buffer.from('tampered').toString('base64url')
    expect(box.open(parts.join('.'))).toEqual({ ok: false, reason: 'corrupt' })
    expect(box.open('plain text')).toEqual({ ok: false, reason: 'corrupt' })
  })

  it('masks all but the last four characters', () => {
    expect(SecretBox.mask('sk-abcdef1234')).toBe('****1234')
    expect(SecretBox.mask('abc')).toBe('****')
  })
})
