/**
 * The request contexts of one job of the lean child. The runtime module makes one per file and disposes of it in
 * the file's afterAll; given back with no cookie and no origin storage, a context is what a new one with the same
 * options would be, except that its connections are open: the job's next file gets it instead of a new one (as a
 * fetch loop keeps its connections). One that holds state is disposed of, and every context of the job is disposed
 * of at its end, or when a test runs out of time (as Playwright ends the worker and its contexts then).
 */

export interface RequestContext {
  dispose(): Promise<void>
  storageState(): Promise<{ cookies: unknown[]; origins: unknown[] }>
}

export class ContextPool {
  readonly #make: (options: Record<string, unknown>) => Promise<RequestContext>
  /** Contexts given back clean, by their options. */
  readonly #free = new Map<string, RequestContext[]>()
  /** Every context not yet disposed of, with its own dispose. */
  readonly #open = new Map<RequestContext, () => Promise<void>>()

  constructor(make: (options: Record<string, unknown>) => Promise<RequestContext>) {
    this.#make = make
  }

  async take(options: Record<string, unknown>): Promise<RequestContext> {
    const key = JSON.stringify(options)
    const free = this.#free.get(key)?.pop()
    if (free) return free
    const context = await this.#make(options)
    const dispose = context.dispose.bind(context)
    this.#open.set(context, dispose)
    Object.defineProperty(context, 'dispose', {
      configurable: true,
      value: async () => {
        if (!this.#open.has(context) || this.#free.get(key)?.includes(context)) return
        const state = await context.storageState().catch(() => undefined)
        if (state && state.cookies.length === 0 && state.origins.length === 0) {
          this.#free.set(key, [...(this.#free.get(key) ?? []), context])
          return
        }
        this.#open.delete(context)
        await dispose()
      },
    })
    return context
  }

  /** Disposes of every context of the job, in use or given back. */
  async close(): Promise<void> {
    const open = [...this.#open.values()]
    this.#open.clear()
    this.#free.clear()
    await Promise.all(open.map((dispose) => dispose().catch(() => undefined)))
  }
}
