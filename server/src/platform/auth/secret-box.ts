import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'

const VERSION = 'v1'
const INFO = 'specwright secret box v1'

export type OpenResult = { ok: true; value: string } | { ok: false; reason: 'needs_reentry' | 'corrupt' }

/**
 * AES-256-GCM for secrets at rest (provider keys, DB passwords, integration tokens). The key is derived from
 * JWT_SECRET_KEY with HKDF; each sealed value carries a short key id, so a value sealed under an older secret
 * is reported as `needs_reentry` instead of failing obscurely.
 */
export class SecretBox {
  readonly #key: Buffer
  readonly keyId: string

  constructor(appSecret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', appSecret, 'specwright', INFO, 32))
    this.keyId = createHash('sha256').update(this.#key).digest('hex').slice(0, 8)
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv)
    const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
    const tag = cipher.getAuthTag()
    return [VERSION, this.keyId, iv.toString('base64url'), tag.toString('base64url'), ct.toString('base64url')].join('.')
  }

  open(sealed: string): OpenResult {
    const parts = sealed.split('.')
    if (parts.length !== 5 || parts[0] !== VERSION) return { ok: false, reason: 'corrupt' }
    const [, keyId, iv, tag, ct] = parts as [string, string, string, string, string]
    if (keyId !== this.keyId) return { ok: false, reason: 'needs_reentry' }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      const value = Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8')
      return { ok: true, value }
    } catch {
      return { ok: false, reason: 'corrupt' }
    }
  }

  /** `****last4` mask for showing that a secret is set without revealing it. */
  static mask(value: string): string {
    return value.length <= 4 ? '****' : `****${value.slice(-4)}`
  }
}
