import http, { type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import type { TLSSocket } from 'node:tls'
import type { Probe, ScanInput, TlsFacts } from './scan-types.js'

const MAX_BODY = 512 * 1024
const UA = 'Specwright-SecurityScan/1 (passive)'
/** The foreign origin sent to test the CORS policy. */
export const PROBE_ORIGIN = 'https://specwright-cors-probe.example'
/** Paths probed for exposed files and directory listings (GET only, bodies capped). */
export const PROBE_PATHS = ['/.git/HEAD', '/.git/config', '/.env', '/uploads/', '/static/', '/assets/', '/files/', '/backup/']

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
  tls: TlsFacts | null
}

function tlsFacts(socket: TLSSocket, now: number): TlsFacts {
  const cert = socket.getPeerCertificate()
  const validTo = cert?.valid_to ? new Date(cert.valid_to) : null
  const name = (o: unknown) =>
    o && typeof o === 'object' ? ((o as Record<string, string>).CN ?? (o as Record<string, string>).O ?? null) : null
  return {
    protocol: socket.getProtocol(),
    cipher: socket.getCipher()?.name ?? null,
    authorized: socket.authorized,
    authorization_error: socket.authorizationError ? String(socket.authorizationError) : null,
    issuer: name(cert?.issuer),
    subject: name(cert?.subject),
    valid_from: cert?.valid_from ? new Date(cert.valid_from).toISOString() : null,
    valid_to: validTo ? validTo.toISOString() : null,
    days_left: validTo ? Math.floor((validTo.getTime() - now) / 86_400_000) : null,
  }
}

/** One GET without following redirects; the body is read up to 512 KB. Untrusted certificates are read, not refused. */
function get(url: string, headers: Record<string, string>, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const u = new URL(url)
    const lib = u.protocol === 'https:' ? https : http
    const req = lib.request(
      u,
      { method: 'GET', headers: { 'user-agent': UA, accept: '*/*', ...headers }, rejectUnauthorized: false, timeout: timeoutMs },
      (res) => {
        const tls = u.protocol === 'https:' ? tlsFacts(res.socket as TLSSocket, Date.now()) : null
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (c: Buffer) => {
          if (size >= MAX_BODY) return
          chunks.push(c)
          size += c.length
          if (size >= MAX_BODY) res.destroy()
        })
        const done = () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8').slice(0, MAX_BODY),
            tls,
          })
        res.on('end', done)
        res.on('close', done)
        res.on('error', done)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end()
  })
}

function flatHeaders(h: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(h)) if (v !== undefined && k !== 'set-cookie') out[k] = Array.isArray(v) ? v.join(', ') : v
  return out
}

export interface Collected {
  input: ScanInput
  facts: {
    status: number
    final_url: string
    server: string | null
    response_time_ms: number
    tls: TlsFacts | null
    probed: { path: string; status: number }[]
  }
}

/**
 * Fetches what the passive checks read: the target (following at most 3 redirects on the same host), the same
 * request with a foreign Origin, and the probe paths on the target's origin. `allowed` says whether a redirect
 * target may be followed (the project's hosts only).
 */
export async function collect(url: string, allowed: (u: string) => boolean, timeoutMs = 8000): Promise<Collected> {
  const started = Date.now()
  let current = url
  let main = await get(current, {}, timeoutMs)
  for (let hop = 0; hop < 3 && main.status >= 300 && main.status < 400 && main.headers.location; hop++) {
    const next = new URL(main.headers.location, current).toString()
    if (!allowed(next)) break
    current = next
    main = await get(current, {}, timeoutMs)
  }
  const responseTime = Date.now() - started
  const corsAnswer = await get(current, { origin: PROBE_ORIGIN }, timeoutMs).catch(() => undefined)
  const origin = new URL(current).origin
  const probes: Probe[] = []
  for (const path of PROBE_PATHS) {
    const target = `${origin}${path}`
    const a = await get(target, {}, timeoutMs).catch(() => undefined)
    if (a)
      probes.push({
        path,
        url: target,
        status: a.status,
        contentType: String(a.headers['content-type'] ?? ''),
        body: a.body.slice(0, 16_384),
      })
  }
  const headers = flatHeaders(main.headers)
  const setCookies = main.headers['set-cookie'] ?? []
  return {
    input: {
      url: current,
      status: main.status,
      headers,
      setCookies,
      body: main.body,
      cors: {
        origin: PROBE_ORIGIN,
        allowOrigin: (corsAnswer?.headers['access-control-allow-origin'] as string | undefined) ?? null,
        allowCredentials: String(corsAnswer?.headers['access-control-allow-credentials'] ?? '').toLowerCase() === 'true',
      },
      probes,
      tls: main.tls,
    },
    facts: {
      status: main.status,
      final_url: current,
      server: headers.server ?? null,
      response_time_ms: responseTime,
      tls: main.tls,
      probed: probes.map((p) => ({ path: p.path, status: p.status })),
    },
  }
}
