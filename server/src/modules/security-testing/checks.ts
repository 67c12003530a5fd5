/**
 * The passive checks of a quick security scan: data in (what the scanner fetched), findings out. No I/O here,
 * so each rule is unit-tested on its own (test/modules/security-testing/checks.test.ts).
 */

export const SEVERITIES = ['high', 'medium', 'low', 'info'] as const
export type Severity = (typeof SEVERITIES)[number]

export interface Finding {
  /** Stable key of the check, e.g. `header.csp.missing`. */
  check: string
  title: string
  severity: Severity
  category: 'headers' | 'cookies' | 'tls' | 'cors' | 'exposure' | 'disclosure' | 'content' | 'transport'
  /** What was seen (a header line, a path and status, a snippet). */
  evidence: string
  remediation: string
  url: string
}

export interface TlsFacts {
  protocol: string | null
  cipher: string | null
  authorized: boolean
  authorization_error: string | null
  issuer: string | null
  subject: string | null
  valid_from: string | null
  valid_to: string | null
  days_left: number | null
}

export interface Probe {
  path: string
  url: string
  status: number
  contentType: string
  body: string
}

export interface ScanInput {
  url: string
  status: number
  /** Response headers, lower-case names (joined with ", " when repeated, except cookies). */
  headers: Record<string, string>
  setCookies: string[]
  body: string
  /** The answer to the same request with a foreign `Origin`. */
  cors: { origin: string; allowOrigin: string | null; allowCredentials: boolean }
  probes: Probe[]
  tls: TlsFacts | null
}

const snippet = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n)}…` : s).replace(/\s+/g, ' ').trim()

function headerFindings(i: ScanInput, https: boolean): Finding[] {
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

function cookieFindings(i: ScanInput, https: boolean): Finding[] {
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

function corsFindings(i: ScanInput): Finding[] {
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

const LISTING = /<title>\s*(Index of \/|Directory listing for)|<h1>\s*Index of \//i

function exposureFindings(i: ScanInput): Finding[] {
  const out: Finding[] = []
  for (const p of i.probes) {
    if (p.status !== 200) continue
    if (p.path === '/.git/HEAD' && /^ref: refs\/|^[0-9a-f]{40}\s*$/m.test(p.body))
      out.push({
        check: 'exposure.git',
        title: 'Git repository exposed (/.git/)',
        severity: 'high',
        category: 'exposure',
        evidence: `GET ${p.path} -> 200: ${snippet(p.body, 80)}`,
        remediation: 'Do not deploy the .git folder; deny /.git/ in the web server.',
        url: p.url,
      })
    if (p.path === '/.git/config' && /\[core\]/.test(p.body))
      out.push({
        check: 'exposure.git-config',
        title: 'Git configuration exposed (/.git/config)',
        severity: 'high',
        category: 'exposure',
        evidence: `GET ${p.path} -> 200: ${snippet(p.body, 80)}`,
        remediation: 'Do not deploy the .git folder; deny /.git/ in the web server.',
        url: p.url,
      })
    if (p.path === '/.env' && /^\s*[A-Z][A-Z0-9_]*\s*=/m.test(p.body) && !/<html/i.test(p.body))
      out.push({
        check: 'exposure.env',
        title: 'Environment file exposed (/.env)',
        severity: 'high',
        category: 'exposure',
        // Names only: the values are secrets and are never stored.
        evidence: `GET ${p.path} -> 200 with variables ${[...p.body.matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*=/gm)]
          .map((m) => m[1])
          .slice(0, 8)
          .join(', ')}`,
        remediation: 'Remove .env from the web root and rotate every secret it held.',
        url: p.url,
      })
    if (p.path.endsWith('/') && p.path !== '/' && LISTING.test(p.body))
      out.push({
        check: 'exposure.listing',
        title: `Directory listing enabled (${p.path})`,
        severity: 'medium',
        category: 'exposure',
        evidence: `GET ${p.path} -> 200 "${snippet(LISTING.exec(p.body)?.[0] ?? '', 60)}"`,
        remediation: 'Turn off automatic directory indexes (autoindex off / Options -Indexes).',
        url: p.url,
      })
  }
  if (LISTING.test(i.body))
    out.push({
      check: 'exposure.listing',
      title: 'Directory listing enabled (target page)',
      severity: 'medium',
      category: 'exposure',
      evidence: `GET ${new URL(i.url).pathname} is a directory index`,
      remediation: 'Turn off automatic directory indexes (autoindex off / Options -Indexes).',
      url: i.url,
    })
  return out
}

function disclosureFindings(i: ScanInput): Finding[] {
  const out: Finding[] = []
  for (const name of ['server', 'x-powered-by', 'x-aspnet-version', 'x-aspnetmvc-version', 'x-generator']) {
    const v = i.headers[name]
    if (!v) continue
    const versioned = /\d+\.\d+/.test(v)
    if (!versioned && name === 'server') continue
    out.push({
      check: `disclosure.${name}`,
      title: versioned ? `Version disclosed in ${name}` : `Technology disclosed in ${name}`,
      severity: versioned ? 'low' : 'info',
      category: 'disclosure',
      evidence: `${name}: ${snippet(v, 100)}`,
      remediation: `Remove the ${name} header or strip its version (e.g. server_tokens off, app.disable('x-powered-by')).`,
      url: i.url,
    })
  }
  const meta = /<meta[^>]+name=["']generator["'][^>]+content=["']([^"']*\d[^"']*)["']/i.exec(i.body)
  if (meta)
    out.push({
      check: 'disclosure.meta-generator',
      title: 'Version disclosed in a generator meta tag',
      severity: 'info',
      category: 'disclosure',
      evidence: `<meta name="generator" content="${snippet(meta[1] ?? '', 80)}">`,
      remediation: 'Remove the generator meta tag.',
      url: i.url,
    })
  return out
}

const ACTIVE = /<(script|iframe|link|embed|object)\b[^>]*\b(?:src|href|data)=["'](http:\/\/[^"']+)["']/gi
const PASSIVE = /<(img|audio|video|source)\b[^>]*\bsrc=["'](http:\/\/[^"']+)["']/gi

function contentFindings(i: ScanInput, https: boolean): Finding[] {
  if (!https) return []
  const out: Finding[] = []
  const active = [...i.body.matchAll(ACTIVE)].map((m) => `<${m[1]}> ${m[2]}`)
  const passive = [...i.body.matchAll(PASSIVE)].map((m) => `<${m[1]}> ${m[2]}`)
  if (active.length)
    out.push({
      check: 'content.mixed.active',
      title: `Mixed content: ${active.length} script/frame/style resource(s) over HTTP`,
      severity: 'high',
      category: 'content',
      evidence: active.slice(0, 5).join('; '),
      remediation: 'Load every script, style and frame over https:// (browsers block them otherwise).',
      url: i.url,
    })
  if (passive.length)
    out.push({
      check: 'content.mixed.passive',
      title: `Mixed content: ${passive.length} image/media resource(s) over HTTP`,
      severity: 'low',
      category: 'content',
      evidence: passive.slice(0, 5).join('; '),
      remediation: 'Load images and media over https://.',
      url: i.url,
    })
  return out
}

function transportFindings(i: ScanInput, https: boolean): Finding[] {
  if (!https)
    return [
      {
        check: 'transport.http',
        title: 'Served over plain HTTP',
        severity: 'medium',
        category: 'transport',
        evidence: `${i.url} answered without TLS`,
        remediation: 'Serve the site over HTTPS and redirect HTTP to it.',
        url: i.url,
      },
    ]
  const t = i.tls
  if (!t) return []
  const out: Finding[] = []
  const add = (f: Omit<Finding, 'url' | 'category'>) => out.push({ ...f, category: 'tls', url: i.url })
  if (!t.authorized)
    add({
      check: 'tls.untrusted',
      title: 'Certificate is not trusted',
      severity: 'high',
      evidence: `TLS verification failed: ${t.authorization_error ?? 'unknown reason'}`,
      remediation: 'Install a certificate issued by a public CA for this host name (with its intermediate chain).',
    })
  if (t.days_left !== null && t.days_left < 0)
    add({
      check: 'tls.expired',
      title: 'Certificate has expired',
      severity: 'high',
      evidence: `valid_to ${t.valid_to}`,
      remediation: 'Renew the certificate.',
    })
  else if (t.days_left !== null && t.days_left < 21)
    add({
      check: 'tls.expiring',
      title: `Certificate expires in ${t.days_left} days`,
      severity: 'medium',
      evidence: `valid_to ${t.valid_to}`,
      remediation: 'Renew the certificate (automate it, e.g. ACME).',
    })
  if (t.protocol && /^(SSLv|TLSv1$|TLSv1\.1$)/.test(t.protocol))
    add({
      check: 'tls.protocol',
      title: `Outdated protocol ${t.protocol}`,
      severity: 'high',
      evidence: `negotiated ${t.protocol}`,
      remediation: 'Allow TLS 1.2 and 1.3 only.',
    })
  return out
}

const ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2, info: 3 }

/** Every finding for one scanned target, most severe first. */
export function analyze(i: ScanInput): Finding[] {
  const https = new URL(i.url).protocol === 'https:'
  return [
    ...transportFindings(i, https),
    ...headerFindings(i, https),
    ...cookieFindings(i, https),
    ...corsFindings(i),
    ...exposureFindings(i),
    ...disclosureFindings(i),
    ...contentFindings(i, https),
  ].sort((a, b) => ORDER[a.severity] - ORDER[b.severity])
}

export function countBySeverity(findings: readonly Finding[]): Record<Severity, number> {
  const c: Record<Severity, number> = { high: 0, medium: 0, low: 0, info: 0 }
  for (const f of findings) c[f.severity]++
  return c
}
