/**
 * Outbound JSON calls to a remote system (test management, issue tracker) with basic auth: a time limit per
 * attempt, 429 honoured (waits `Retry-After`, capped, then tries again; a 429 means the request was not
 * processed, so retrying cannot duplicate it), transient 5xx retried only for reads. Every other failure becomes a
 * {@link RemoteError} whose message names the remote's answer, never its body verbatim beyond a short excerpt.
 */

export interface RemoteOptions {
  baseUrl: string
  email: string
  secret: string
  /** Per-attempt time limit. */
  timeoutMs: number
  /** Attempts on 429 (and on 5xx for GET) before giving up. */
  maxAttempts: number
  /** Longest wait honoured for one Retry-After; a longer one fails at once with the remote's value. */
  maxRetryAfterMs: number
  /** Injected for tests; defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>
}

export class RemoteError extends Error {
  override name = 'RemoteError'
  constructor(
    message: string,
    /** The remote's HTTP status; 0 when it did not answer (network error, time limit). */
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Seconds from a Retry-After header (delta-seconds or HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim())
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

function describeFailure(status: number, body: string): string {
  const excerpt = body.replace(/\s+/g, ' ').trim().slice(0, 200)
  const why =
    status === 401
      ? 'the credentials were refused (check the email and key/token)'
      : status === 403
        ? 'the account is not allowed to do this'
        : status === 404
          ? 'not found'
          : status >= 500
            ? 'the remote system failed'
            : 'the request was refused'
  return `HTTP ${status}: ${why}${excerpt ? ` (${excerpt})` : ''}`
}

export class RemoteHttp {
  readonly #opts: RemoteOptions
  readonly #auth: string

  constructor(opts: RemoteOptions) {
    this.#opts = opts
    this.#auth = `Basic ${Buffer.from(`${opts.email}:${opts.secret}`).toString('base64')}`
  }

  /** `path` is appended to the base URL as is (TestRail's `index.php?/api/v2/...` is not a URL path). */
  async json<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const url = `${this.#opts.baseUrl.replace(/\/+$/, '')}${path}`
    const sleep = this.#opts.sleep ?? defaultSleep
    for (let attempt = 1; ; attempt++) {
      let res: Response
      try {
        res = await fetch(url, {
          method,
          headers: {
            authorization: this.#auth,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.#opts.timeoutMs),
          redirect: 'manual',
        })
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
        // A POST that timed out may have been applied: never repeat it.
        if (method === 'GET' && attempt < this.#opts.maxAttempts && !timedOut) continue
        throw new RemoteError(
          timedOut
            ? `no answer within ${Math.round(this.#opts.timeoutMs / 1000)} s`
            : `could not connect (${(err as Error).cause instanceof Error ? ((err as Error).cause as Error).message : (err as Error).message})`,
          0,
        )
      }
      if (res.ok) {
        const text = await res.text()
        try {
          return (text === '' ? {} : JSON.parse(text)) as T
        } catch {
          throw new RemoteError('the remote answered with something that is not JSON', res.status)
        }
      }
      const text = await res.text().catch(() => '')
      if (res.status === 429) {
        const wait = retryAfterSeconds(res.headers.get('retry-after')) ?? 1
        if (attempt < this.#opts.maxAttempts && wait * 1000 <= this.#opts.maxRetryAfterMs) {
          await sleep(wait * 1000)
          continue
        }
        throw new RemoteError(`HTTP 429: rate limited by the remote system (retry after ${wait} s)`, 429, wait)
      }
      if (res.status >= 500 && method === 'GET' && attempt < this.#opts.maxAttempts) {
        await sleep(200 * attempt)
        continue
      }
      if (res.status >= 300 && res.status < 400)
        throw new RemoteError(`HTTP ${res.status}: the remote redirected (check the base URL)`, res.status)
      throw new RemoteError(describeFailure(res.status, text), res.status)
    }
  }
}
