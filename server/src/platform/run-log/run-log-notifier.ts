import { EventEmitter } from 'node:events'
import type { Redis } from 'ioredis'
import { uuidv7 } from 'uuidv7'

/** What a writer tells readers: more lines exist, or the log is closed. Readers then read from disk. */
export type RunLogSignal = { type: 'append'; lines: number } | { type: 'close'; status: string }

export interface RunLogNotifierOptions {
  /** Cross-process notifications over pub/sub; without it, subscribed runs are polled. */
  redis?: Redis | undefined
  /** Channel prefix (default `specwright`). */
  prefix?: string
  /** Poll interval for subscribed runs when there is no Redis (default 250 ms). */
  pollMs?: number
  /** Safety-net poll interval with Redis, in case a message was missed during a reconnect (default 5 s). */
  redisPollMs?: number
  /** A cheap fingerprint of a run's log on disk; a change means "look again". */
  probe(runId: string): Promise<string>
}

interface Watch {
  listeners: Set<(signal: RunLogSignal | undefined) => void>
  timer: NodeJS.Timeout
  last: string | undefined
  ready: Promise<void>
}

/**
 * Wakes readers when a run log changes: at once in this process (EventEmitter), across processes through Redis
 * pub/sub when configured, and by polling the files of runs that have readers (the only path without Redis,
 * and a safety net with it). Signals carry no data, so a duplicate or missed one costs nothing but a read.
 */
export class RunLogNotifier {
  readonly #emitter = new EventEmitter()
  readonly #origin = uuidv7()
  readonly #options: RunLogNotifierOptions
  readonly #watches = new Map<string, Watch>()
  #subscriber: Redis | undefined

  constructor(options: RunLogNotifierOptions) {
    this.#options = options
    this.#emitter.setMaxListeners(0)
  }

  #channel(runId: string): string {
    return `${this.#options.prefix ?? 'specwright'}:runlog:${runId}`
  }

  publish(runId: string, signal: RunLogSignal): void {
    this.#emitter.emit(runId, signal)
    const redis = this.#options.redis
    if (redis) {
      redis.publish(this.#channel(runId), JSON.stringify({ origin: this.#origin, ...signal })).catch(() => {
        // Readers elsewhere fall back to their poll.
      })
    }
  }

  /**
   * Calls `listener` on every later change of the run's log (with no argument when found by polling).
   * Resolves once changes are being watched, so a reader that reads the files afterwards misses nothing.
   */
  async subscribe(runId: string, listener: (signal: RunLogSignal | undefined) => void): Promise<() => void> {
    let watch = this.#watches.get(runId)
    if (!watch) {
      const redis = this.#options.redis
      const interval = redis ? (this.#options.redisPollMs ?? 5_000) : (this.#options.pollMs ?? 250)
      const created: Watch = {
        listeners: new Set(),
        last: undefined,
        timer: setInterval(() => void this.#poll(runId, created), interval),
        ready: Promise.resolve(),
      }
      // The baseline the poll compares against is taken now, before the caller reads.
      created.ready = (async () => {
        created.last = await this.#options.probe(runId).catch(() => undefined)
        if (redis) await this.#redisSubscribe(runId)
      })()
      created.timer.unref()
      watch = created
      this.#watches.set(runId, watch)
    }
    const w = watch
    await w.ready
    // The last other reader left while we waited: start over with a fresh watch.
    if (this.#watches.get(runId) !== w) return this.subscribe(runId, listener)
    w.listeners.add(listener)
    const local = (signal: RunLogSignal) => listener(signal)
    this.#emitter.on(runId, local)
    return () => {
      this.#emitter.off(runId, local)
      w.listeners.delete(listener)
      if (w.listeners.size === 0 && this.#watches.get(runId) === w) {
        clearInterval(w.timer)
        this.#watches.delete(runId)
        this.#subscriber?.unsubscribe(this.#channel(runId)).catch(() => {})
      }
    }
  }

  async #poll(runId: string, watch: Watch): Promise<void> {
    let fingerprint: string
    try {
      fingerprint = await this.#options.probe(runId)
    } catch {
      return
    }
    const changed = fingerprint !== watch.last
    watch.last = fingerprint
    if (changed) for (const l of watch.listeners) l(undefined)
  }

  async #redisSubscribe(runId: string): Promise<void> {
    if (!this.#subscriber) {
      const sub = this.#options.redis?.duplicate()
      if (!sub) return
      this.#subscriber = sub
      sub.on('message', (channel: string, message: string) => {
        const runIdOf = channel.slice(channel.lastIndexOf(':') + 1)
        let parsed: { origin?: string } & RunLogSignal
        try {
          parsed = JSON.parse(message)
        } catch {
          return
        }
        if (parsed.origin === this.#origin) return
        const { origin: _origin, ...signal } = parsed
        this.#emitter.emit(runIdOf, signal as RunLogSignal)
      })
    }
    await this.#subscriber.subscribe(this.#channel(runId)).catch(() => {})
  }

  async close(): Promise<void> {
    for (const watch of this.#watches.values()) clearInterval(watch.timer)
    this.#watches.clear()
    this.#emitter.removeAllListeners()
    const sub = this.#subscriber
    this.#subscriber = undefined
    if (sub) await sub.quit().catch(() => sub.disconnect())
  }
}
