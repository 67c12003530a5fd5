/**
 * One cached value with a short time-to-live, refreshed in the background: a caller gets the last value at once
 * (and starts one refresh when it is older than `ttlMs`); only the very first call waits. Failures of a refresh
 * keep the previous value.
 */
export class TtlValue<T> {
  #value: { at: number; data: T } | undefined
  #pending: Promise<T> | undefined

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<T> {
    const cached = this.#value
    if (cached && this.now() - cached.at < this.ttlMs) return cached.data
    const refresh = this.#refresh()
    if (cached) {
      refresh.catch(() => undefined) // a failed background refresh keeps the previous value
      return cached.data
    }
    return refresh
  }

  #refresh(): Promise<T> {
    this.#pending ??= this.load()
      .then((data) => {
        this.#value = { at: this.now(), data }
        return data
      })
      .finally(() => {
        this.#pending = undefined
      })
    return this.#pending
  }

  invalidate(): void {
    this.#value = undefined
  }
}
