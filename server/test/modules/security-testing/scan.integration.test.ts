import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppHarness, createAppHarness } from '../../support/app.js'
import { testDialects } from '../../support/env.js'

type Handler = http.RequestListener

/** A site with the classic defects: no security headers, versions, weak cookie, reflecting CORS, exposed files. */
const defective: Handler = (req, res) => {
  const common = { server: 'Apache/2.4.1 (Unix)', 'x-powered-by': 'PHP/7.1.3' }
  if (req.url === '/.git/HEAD') return res.writeHead(200, common).end('ref: refs/heads/main\n')
  if (req.url === '/.env') return res.writeHead(200, { ...common, 'content-type': 'text/plain' }).end('DB_PASSWORD=hunter2\nAPI_KEY=abc\n')
  if (req.url === '/uploads/')
    return res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<html><title>Index of /uploads</title><h1>Index of /uploads</h1></html>')
  if (req.url !== '/') return res.writeHead(404).end()
  const cors = req.headers.origin ? { 'access-control-allow-origin': req.headers.origin, 'access-control-allow-credentials': 'true' } : {}
  res.writeHead(200, { ...common, ...cors, 'content-type': 'text/html', 'set-cookie': ['sessionid=abcdef123456; Path=/'] })
  res.end('<html><head><meta name="generator" content="WordPress 5.8"></head><body>hi</body></html>')
}

/** A well-configured site: every header, a hardened cookie, nothing exposed. */
const hardened: Handler = (req, res) => {
  if (req.url !== '/') return res.writeHead(404).end('not found')
  res.writeHead(200, {
    'content-type': 'text/html',
    'content-security-policy': "default-src 'self'; frame-ancestors 'self'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=()',
    'set-cookie': ['sid=xyz; Path=/; Secure; HttpOnly; SameSite=Lax'],
  })
  res.end('<html><body>fine</body></html>')
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return (server.address() as AddressInfo).port
}

for (const dialect of testDialects()) {
  describe(`${dialect}: security scans against real local servers`, () => {
    let h: AppHarness
    const servers: http.Server[] = []
    let tmp: string

    beforeAll(async () => {
      h = await createAppHarness(dialect)
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sec-scan-'))
    }, 60_000)
    afterAll(async () => {
      await h?.close()
      for (const s of servers) s.close()
      fs.rmSync(tmp, { recursive: true, force: true })
    })

    async function projectFor(baseUrl: string) {
      const p = await h.project()
      const res = await h.request(p.members.owner, { method: 'PUT', url: `/projects/${p.id}`, payload: { base_url: baseUrl } })
      expect(res.statusCode).toBe(200)
      return p
    }
    const checks = (scan: { findings: { check: string }[] }) => scan.findings.map((f) => f.check)

    it('finds every planted defect with severity, evidence and remediation; history lists it', async () => {
      const server = http.createServer(defective)
      servers.push(server)
      const url = `http://127.0.0.1:${await listen(server)}`
      const p = await projectFor(url)
      const res = await h.request(p.members.member, {
        method: 'POST',
        url: '/security-testing/scans',
        payload: { url: `${url}/`, project_id: p.id },
      })
      expect(res.statusCode).toBe(201)
      const scan = res.json()
      expect(scan.status).toBe('completed')
      expect(checks(scan)).toEqual(
        expect.arrayContaining([
          'transport.http',
          'header.csp.missing',
          'header.xcto.missing',
          'header.framing.missing',
          'header.referrer.missing',
          'cookie.httponly.missing',
          'cookie.secure.missing',
          'cookie.samesite.missing',
          'cors.reflect.credentials',
          'exposure.git',
          'exposure.env',
          'exposure.listing',
          'disclosure.server',
          'disclosure.x-powered-by',
          'disclosure.meta-generator',
        ]),
      )
      const env = scan.findings.find((f: { check: string }) => f.check === 'exposure.env')
      expect(env.severity).toBe('high')
      expect(env.evidence).toContain('DB_PASSWORD')
      expect(env.evidence).not.toContain('hunter2') // secret values are never stored
      expect(scan.findings.find((f: { check: string }) => f.check === 'cors.reflect.credentials').severity).toBe('high')
      expect(scan.findings.find((f: { check: string }) => f.check === 'disclosure.server').evidence).toBe('server: Apache/2.4.1 (Unix)')
      expect(scan.findings[0].severity).toBe('high') // most severe first
      expect(scan.counts.high).toBe(3)
      expect(scan.facts.status).toBe(200)

      const list = await h.request(p.members.viewer, { method: 'GET', url: `/security-testing/scans?project_id=${p.id}` })
      expect(list.json().items.map((s: { id: string }) => s.id)).toEqual([scan.id])
      const one = await h.request(p.members.viewer, { method: 'GET', url: `/security-testing/scans/${scan.id}?project_id=${p.id}` })
      expect(one.json().findings.length).toBe(scan.findings.length)
    }, 60_000)

    it('a hardened site over HTTP only gets the plain-HTTP finding', async () => {
      const server = http.createServer(hardened)
      servers.push(server)
      const url = `http://127.0.0.1:${await listen(server)}`
      const p = await projectFor(url)
      const res = await h.request(p.members.member, { method: 'POST', url: '/security-testing/scans', payload: { url, project_id: p.id } })
      expect(checks(res.json())).toEqual(['transport.http'])
    }, 60_000)

    it('HTTPS: TLS facts, untrusted certificate, missing HSTS, mixed content', async () => {
      const key = path.join(tmp, 'key.pem')
      const cert = path.join(tmp, 'cert.pem')
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '10', '-subj', '/CN=127.0.0.1'],
        { stdio: 'ignore' },
      )
      const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
        if (req.url !== '/') return res.writeHead(404).end()
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><script src="http://cdn.example/x.js"></script><img src="http://img.example/a.png"></html>')
      })
      servers.push(server)
      const url = `https://127.0.0.1:${await listen(server)}`
      const p = await projectFor(url)
      const res = await h.request(p.members.member, { method: 'POST', url: '/security-testing/scans', payload: { url, project_id: p.id } })
      const scan = res.json()
      expect(checks(scan)).toEqual(
        expect.arrayContaining(['tls.untrusted', 'tls.expiring', 'header.hsts.missing', 'content.mixed.active', 'content.mixed.passive']),
      )
      expect(checks(scan)).not.toContain('transport.http')
      expect(scan.facts.tls.protocol).toMatch(/^TLSv1\.[23]$/)
      expect(scan.facts.tls.subject).toBe('127.0.0.1')
      expect(scan.facts.tls.days_left).toBeGreaterThanOrEqual(8)
      expect(scan.findings.find((f: { check: string }) => f.check === 'content.mixed.active').evidence).toContain('http://cdn.example/x.js')
    }, 60_000)

    it('refuses hosts outside the project and stores an unreachable target as failed', async () => {
      const p = await projectFor('http://127.0.0.1:9/')
      const other = await h.request(p.members.member, {
        method: 'POST',
        url: '/security-testing/scans',
        payload: { url: 'http://example.com/', project_id: p.id },
      })
      expect(other.statusCode).toBe(422)
      const down = await h.request(p.members.member, {
        method: 'POST',
        url: '/security-testing/scans',
        payload: { url: 'http://127.0.0.1:9/', project_id: p.id },
      })
      expect(down.statusCode).toBe(201)
      expect(down.json().status).toBe('failed')
      expect(down.json().error).toMatch(/^Target unreachable/)
    }, 60_000)
  })
}
