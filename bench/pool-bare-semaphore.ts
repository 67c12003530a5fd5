/** The baseline for the in-process pool: a plain counting semaphore with a FIFO of resolvers, nothing else. */
export class BareSemaphore {
  #free: number
  readonly #waiters: (() => void)[] = []

  constructor(slots: number) {
    this.#free = slots
  }

  async acquire(): Promise<() => void> {
    if (this.#free > 0) this.#free -= 1
    else await new Promise<void>((resolve) => this.#waiters.push(resolve))
    let released = false
    return () => {
      if (released) return
      released = true
      const next = this.#waiters.shift()
      if (next) next()
      else this.#free += 1
    }
  }
}
