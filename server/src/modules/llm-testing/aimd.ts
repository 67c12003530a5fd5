/**
 * Adaptive concurrency (AIMD): at most `limit` calls in flight. A throttled call (HTTP 429) halves the limit,
 * at most once per `cooldownMs` so one burst of 429s counts once; each success adds `1 / limit`, so the limit
 * grows back by one per window of successful calls, up to `max`.
 */
export class AdaptiveLimiter {
  private limitValue: number
  private inFlight = 0
  private lastDecrease = Number.NEGATIVE_INFINITY
  private readonly waiters: (() => void)[] = []
  /** How many times the limit was cut (for results and tests). */
  decreases = 0

  constructor(
    readonly max: number,
    private readonly now: () => number = () => performance.now(),
    private readonly cooldownMs = 1000,
  ) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError('max concurrency must be a whole number >= 1')
    this.limitValue = max
  }

  get limit(): number {
    return Math.floor(this.limitValue)
  }

  get active(): number {
    return this.inFlight
  }

  /** Waits for a slot; rejects with `signal.reason` when aborted while waiting. */
  acquire(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted()
    if (this.inFlight < this.limit) {
      this.inFlight++
      return Promise.resolve()
    }
    return new Promise<void>((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener('abort', onAbort)
        this.inFlight++
        resolve()
      }
      const onAbort = () => {
        const at = this.waiters.indexOf(grant)
        if (at >= 0) this.waiters.splice(at, 1)
        reject(signal?.reason)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      this.waiters.push(grant)
    })
  }

  release(): void {
    this.inFlight = Math.max(0, this.inFlight - 1)
    this.drain()
  }

  succeeded(): void {
    this.limitValue = Math.min(this.max, this.limitValue + 1 / Math.max(1, this.limitValue))
    this.drain()
  }

  throttled(): void {
    const t = this.now()
    if (t - this.lastDecrease < this.cooldownMs) return
    this.lastDecrease = t
    this.limitValue = Math.max(1, Math.floor(this.limitValue / 2))
    this.decreases++
  }

  private drain(): void {
    while (this.waiters.length > 0 && this.inFlight < this.limit) this.waiters.shift()!()
  }
}
