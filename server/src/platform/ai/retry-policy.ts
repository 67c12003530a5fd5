/** Tuning of retries; every field has a default, tests shorten them. */
export interface RetryPolicy {
  /** Retries after the first attempt (default 2, so at most 3 requests). */
  maxRetries: number
  /** First backoff delay; doubled per retry (default 500 ms). */
  baseDelayMs: number
  /** Cap of one backoff delay (default 8 s). */
  maxDelayMs: number
  /** A `Retry-After` longer than this is not waited for: the call fails at once and says when to retry (default 60 s). */
  maxRetryAfterMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({
  maxRetries: 2,
  baseDelayMs: 500,
  maxDelayMs: 8000,
  maxRetryAfterMs: 60_000,
})

/** Statuses worth another try: request timeout, conflict/lock, rate limit, and every server error. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500
}

/**
 * The wait a response asks for, in ms: OpenAI's `retry-after-ms`, else `Retry-After` as seconds or an HTTP date
 * (measured against `now`). Undefined when absent or unreadable; never negative.
 */
export function parseRetryAfterMs(headers: { get(name: string): string | null }, now: number): number | undefined {
  const ms = headers.get('retry-after-ms')
  if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms))) return Math.max(0, Number(ms))
  const value = headers.get('retry-after')?.trim()
  if (!value) return undefined
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/**
 * Delay before retry number `retry` (0-based): the provider's `Retry-After` when given, else exponential backoff
 * with jitter (between 75% and 100% of `base * 2^retry`, capped), so clients that failed together spread out.
 */
export function retryDelayMs(policy: RetryPolicy, retry: number, retryAfterMs: number | undefined, random: () => number): number {
  if (retryAfterMs !== undefined) return retryAfterMs
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry)
  return Math.round(ceiling * (0.75 + 0.25 * random()))
}
