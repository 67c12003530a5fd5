/**
 * The passive checks of a quick security scan: data in (what the scanner fetched), findings out. No I/O here,
 * so each rule is unit-tested on its own (test/modules/security-testing/checks.test.ts).
 */

import { cookieFindings, corsFindings, headerFindings, snippet } from './header-checks.js'
import type { Finding, ScanInput, Severity } from './scan-types.js'

export type { Finding, Probe, ScanInput, Severity, TlsFacts } from './scan-types.js'
export { SEVERITIES } from './scan-types.js'

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
