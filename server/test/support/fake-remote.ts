// Shared machinery of the fake remote systems (test management, issue tracker): a real HTTP server on
// 127.0.0.1:0 with basic auth, recorded requests, and scripted failures (status, Retry-After, slowness).
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  /** For TestRail-style servers the API method with its arguments (`add_case/3`); else the URL path and query. */
  target: string
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary request fields
  body: any
  authorization: string | undefined
}

export interface ScriptedFailure {
  /** Matches when the request's target starts with this (and the method matches, when given). */
  target: string
  method?: string
  status: number
  retryAfter?: string
  body?: unknown
  /** Wait before answering (answers the failure status after the wait). */
  delayMs?: number
  /** How many matching requests fail (default 1). */
  times?: number
}

export interface Reply {
  status: number
  body: unknown
}

export abstract class FakeRemote {
  readonly requests: RecordedRequest[] = []
  readonly #failures: ScriptedFailure[] = []
  #server: http.Server | undefined
  url = ''
  /** When set, every answer waits this long (the "slow" remote). */
  delayMs = 0
  forbidden = false

  constructor(
    readonly email: string,
    readonly secret: string,
  ) {}

  fail(f: ScriptedFailure): void {
    this.#failures.push({ times: 1, ...f })
  }

  /** Requests other than reads, for "nothing was sent twice" checks. */
  writes(): RecordedRequest[] {
    return this.requests.filter((r) => r.method !== 'GET')
  }

  protected abstract target(url: string): string
  protected abstract route(method: string, target: string, body: unknown): Reply
  protected abstract authError(status: number): unknown

  async start(): Promise<string> {
    this.#server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        let body: unknown
        try {
          body = raw ? JSON.parse(raw) : undefined
        } catch {
          body = raw
        }
        const method = req.method ?? 'GET'
        const target = this.target(req.url ?? '/')
        this.requests.push({ method, target, body, authorization: req.headers.authorization })
        const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
          const wait = this.delayMs
          const go = () => {
            if (res.destroyed) return
            res.writeHead(status, { 'content-type': 'application/json', ...headers })
            res.end(JSON.stringify(payload))
          }
          if (wait > 0) setTimeout(go, wait)
          else go()
        }
        const expected = `Basic ${Buffer.from(`${this.email}:${this.secret}`).toString('base64')}`
        if (req.headers.authorization !== expected) return send(401, this.authError(401))
        if (this.forbidden) return send(403, this.authError(403))
        const i = this.#failures.findIndex((f) => target.startsWith(f.target) && (!f.method || f.method === method))
        if (i !== -1) {
          const f = this.#failures[i] as ScriptedFailure
          f.times = (f.times ?? 1) - 1
          if (f.times <= 0) this.#failures.splice(i, 1)
          const answer = () =>
            send(f.status, f.body ?? { error: `scripted ${f.status}` }, f.retryAfter ? { 'retry-after': f.retryAfter } : {})
          if (f.delayMs) setTimeout(answer, f.delayMs)
          else answer()
          return
        }
        try {
          const reply = this.route(method, target, body)
          send(reply.status, reply.body)
        } catch (err) {
          send(500, { error: String(err) })
        }
      })
    })
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`
    return this.url
  }

  async stop(): Promise<void> {
    const server = this.#server
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
