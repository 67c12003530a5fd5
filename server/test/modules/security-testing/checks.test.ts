import { describe, expect, it } from 'vitest'
import { analyze, countBySeverity, type ScanInput } from '../../../src/modules/security-testing/checks.js'

const base = (over: Partial<ScanInput> = {}): ScanInput => ({
  url: 'https://shop.test/',
  status: 200,
  headers: {
    'content-security-policy': "default-src 'self'",
    'strict-transport-security': 'max-age=31536000',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'permissions-policy': 'camera=()',
  },
  setCookies: [],
  body: '<html></html>',
  cors: { origin: 'https://evil.test', allowOrigin: null, allowCredentials: false },
  probes: [],
  tls: {
    protocol: 'TLSv1.3',
    cipher: 'x',
    authorized: true,
    authorization_error: null,
    issuer: 'CA',
    subject: 'shop.test',
    valid_from: null,
    valid_to: '2030-01-01T00:00:00.000Z',
    days_left: 400,
  },
  ...over,
})

describe('passive checks', () => {
  it('a clean HTTPS answer has no findings', () => {
    expect(analyze(base())).toEqual([])
  })
  it('HSTS shorter than 180 days is low', () => {
    const f = analyze(base({ headers: { ...base().headers, 'strict-transport-security': 'max-age=600' } }))
    expect(f.map((x) => [x.check, x.severity])).toEqual([['header.hsts.short', 'low']])
  })
  it('unsafe-inline scripts in CSP are flagged', () => {
    const f = analyze(base({ headers: { ...base().headers, 'content-security-policy': "script-src 'self' 'unsafe-inline'" } }))
    expect(f.map((x) => x.check)).toEqual(['header.csp.unsafe'])
  })
  it('cookie rules: SameSite=None without Secure; session cookies without HttpOnly are medium', () => {
    const f = analyze(base({ setCookies: ['auth_token=abc; SameSite=None'] }))
    expect(f.map((x) => `${x.check}:${x.severity}`).sort()).toEqual([
      'cookie.httponly.missing:medium',
      'cookie.samesite.none-insecure:medium',
      'cookie.secure.missing:medium',
    ])
    expect(f[0]?.evidence).not.toContain('abc') // cookie values are cut
  })
  it('CORS: wildcard is info without credentials, null origin is medium', () => {
    expect(
      analyze(base({ cors: { origin: 'o', allowOrigin: '*', allowCredentials: false } })).map((x) => `${x.check}:${x.severity}`),
    ).toEqual(['cors.wildcard:info'])
    expect(analyze(base({ cors: { origin: 'o', allowOrigin: 'null', allowCredentials: false } })).map((x) => x.check)).toEqual([
      'cors.null',
    ])
  })
  it('an HTML 200 for /.env (SPA fallback) is not an exposed file', () => {
    const f = analyze(base({ probes: [{ path: '/.env', url: 'u', status: 200, contentType: 'text/html', body: '<html>APP=1</html>' }] }))
    expect(f).toEqual([])
  })
  it('expired certificates and old protocols are high', () => {
    const tls = { ...base().tls!, days_left: -3, protocol: 'TLSv1.1' }
    expect(analyze(base({ tls })).map((x) => x.check)).toEqual(['tls.expired', 'tls.protocol'])
  })
  it('a Server header without a version is not reported', () => {
    expect(analyze(base({ headers: { ...base().headers, server: 'nginx' } }))).toEqual([])
  })
  it('counts by severity', () => {
    const f = analyze(base({ headers: {}, tls: null }))
    expect(countBySeverity(f)).toEqual({ high: 0, medium: 3, low: 2, info: 1 })
  })
})
