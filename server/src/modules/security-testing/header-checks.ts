/** The checks of response headers, cookies and CORS in a quick security scan (data in, findings out). */
import type { Finding, ScanInput } from './scan-types.js'

/** A finding's evidence: one line, at most `n` characters. */
export const snippet = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n)}…` : s).replace(/\s+/g, ' ').trim()

export function headerFindings(i: ScanInput, https: boolean): Finding[] {
  const out: Finding[] = []
  const h = i.headers
  const add = (f: Omit<Finding, 'url' | 'category'>) => out.push({ ...f, category: 'headers', url: i.url })
  const csp = h['content-security-policy']
  if (!csp)
    add({
      check: 'header.csp.missing',
      title: 'No Content-Security-Policy',
      severity: 'medium',
      evidence: 'The response has no Content-Security-Policy header.',
      remediation: "Send a Content-Security-Policy that limits script sources (start with default-src 'self').",
    })
  else if (/unsafe-inline|unsafe-eval/.test(csp) && /script-src|default-src/.test(csp))
    add({
      check: 'header.csp.unsafe',
      title: 'Content-Security-Policy allows inline or eval scripts',
      severity: 'low',
      evidence: `content-security-policy: ${snippet(csp)}`,
      remediation: "Remove 'unsafe-inline' and 'unsafe-eval' from script sources; use nonces or hashes.",
    })
  if (https) {
    const hsts = h['strict-transport-security']
    const maxAge = Number(/max-age=(\d+)/i.exec(hsts ?? '')?.[1] ?? 'NaN')
    if (!hsts)
      add({
        check: 'header.hsts.missing',
        title: 'No Strict-Transport-Security',
        severity: 'medium',
        evidence: 'The HTTPS response has no Strict-Transport-Security header.',
        remediation: 'Send Strict-Transport-Security: max-age=31536000; includeSubDomains.',
      })
    else if (!(maxAge >= 15_552_000))
      add({
        check: 'header.hsts.short',
        title: 'Strict-Transport-Security max-age is under 180 days',
        severity: 'low',
        evidence: `strict-transport-security: ${hsts}`,
        remediation: 'Use max-age of at least 15552000 (180 days), ideally 31536000.',
      })
  }
  if ((h['x-content-type-options'] ?? '').toLowerCase() !== 'nosniff')
    add({
      check: 'header.xcto.missing',
      title: 'No X-Content-Type-Options: nosniff',
      severity: 'low',
      evidence: h['x-content-type-options'] ? `x-content-type-options: ${h['x-content-type-options']}` : 'Header absent.',
      remediation: 'Send X-Content-Type-Options: nosniff.',
    })
  if (!h['x-frame-options'] && !/frame-ancestors/i.test(csp ?? ''))
    add({
      check: 'header.framing.missing',
      title: 'Page can be framed (clickjacking)',
      severity: 'medium',
      evidence: 'Neither X-Frame-Options nor a CSP frame-ancestors directive is sent.',
      remediation: "Send Content-Security-Policy: frame-ancestors 'self' (or X-Frame-Options: DENY).",
    })
  if (!h['referrer-policy'])
    add({
      check: 'header.referrer.missing',
      title: 'No Referrer-Policy',
      severity: 'low',
      evidence: 'Header absent; browsers fall back to their default.',
      remediation: 'Send Referrer-Policy: strict-origin-when-cross-origin (or stricter).',
    })
  if (!h['permissions-policy'])
    add({
      check: 'header.permissions.missing',
      title: 'No Permissions-Policy',
      severity: 'info',
      evidence: 'Header absent.',
      remediation: 'Send a Permissions-Policy that turns off features the site does not use (camera=(), microphone=(), geolocation=()).',
    })
  return out
}

/** The cookie's name and its attribute names (lower case). */
function parseCookie(line: string): { name: string; attrs: Map<string, string> } {
  const [pair = '', ...rest] = line.split(';')
  const attrs = new Map<string, string>()
  for (const a of rest) {
    const [k = '', ...v] = a.trim().split('=')
    if (k) attrs.set(k.toLowerCase(), v.join('='))
  }
  return { name: pair.split('=')[0]?.trim() ?? '', attrs }
}

export function cookieFindings(i: ScanInput, https: boolean): Finding[] {
  const out: Finding[] = []
  for (const line of i.setCookies) {
    const { name, attrs } = parseCookie(line)
    const sessionLike = /sess|auth|token|sid|jwt|login/i.test(name)
    const add = (f: Omit<Finding, 'url' | 'category' | 'evidence'>) =>
      out.push({ ...f, category: 'cookies', url: i.url, evidence: `set-cookie: ${snippet(line.replace(/=[^;]*/, '=…'))}` })
    if (!attrs.has('secure'))
      add({
        check: 'cookie.secure.missing',
        title: `Cookie "${name}" without Secure`,
        severity: https ? 'medium' : 'low',
        remediation: 'Set the Secure attribute so the cookie is never sent over plain HTTP.',
      })
    if (!attrs.has('httponly'))
      add({
        check: 'cookie.httponly.missing',
        title: `Cookie "${name}" without HttpOnly`,
        severity: sessionLike ? 'medium' : 'low',
        remediation: 'Set HttpOnly so scripts (and injected scripts) cannot read the cookie.',
      })
    const sameSite = attrs.get('samesite')?.toLowerCase()
    if (!sameSite)
      add({
        check: 'cookie.samesite.missing',
        title: `Cookie "${name}" without SameSite`,
        severity: 'low',
        remediation: 'Set SameSite=Lax (or Strict).',
      })
    else if (sameSite === 'none' && !attrs.has('secure'))
      add({
        check: 'cookie.samesite.none-insecure',
        title: `Cookie "${name}" is SameSite=None without Secure`,
        severity: 'medium',
        remediation: 'SameSite=None requires Secure; browsers reject the cookie otherwise.',
      })
  }
  return out
}

export function corsFindings(i: ScanInput): Finding[] {
  const { allowOrigin, allowCredentials, origin } = i.cors
  if (!allowOrigin) return []
  const base = { category: 'cors' as const, url: i.url }
  const evidence = `Origin: ${origin} -> access-control-allow-origin: ${allowOrigin}${allowCredentials ? ', access-control-allow-credentials: true' : ''}`
  if (allowOrigin === origin)
    return [
      {
        ...base,
        check: allowCredentials ? 'cors.reflect.credentials' : 'cors.reflect',
        title: allowCredentials ? 'CORS reflects any origin and allows credentials' : 'CORS reflects any origin',
        severity: allowCredentials ? 'high' : 'medium',
        evidence,
        remediation: 'Answer Access-Control-Allow-Origin only for an allowlist of trusted origins.',
      },
    ]
  if (allowOrigin === '*')
    return [
      {
        ...base,
        check: 'cors.wildcard',
        title: 'CORS allows every origin (*)',
        severity: allowCredentials ? 'medium' : 'info',
        evidence,
        remediation: 'Use * only for public, non-personal resources; otherwise list the trusted origins.',
      },
    ]
  if (allowOrigin === 'null')
    return [
      {
        ...base,
        check: 'cors.null',
        title: 'CORS allows the "null" origin',
        severity: 'medium',
        evidence,
        remediation: 'Never allow the null origin (sandboxed frames and files send it).',
      },
    ]
  return []
}
