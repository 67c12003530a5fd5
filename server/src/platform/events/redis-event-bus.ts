import type { Redis } from 'ioredis'
import {
  compareEventIds,
  type EventBus,
  type EventSubscription,
  isEventId,
  type Replay,
  ReplayGate,
  type ResourceEvent,
  type StreamedEvent,
} from './event-bus.js'

export interface RedisEventBusOptions {
  redis: Redis
  prefix: string
  /** Events kept per project for replay (approximate trim, default 10,000). */
  window?: number
  onError?: (error: unknown, what: string) => void
}

/**
 * Appends to the project's stream and publishes in one script, so the order of live messages is the order of the
 * stream ids (two processes publishing at once cannot cross).
 */
const APPEND = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'e', ARGV[2])
redis.call('PUBLISH', KEYS[2], id .. ' ' .. ARGV[2])
return id`

const REPLAY_LIMIT = 5_000

/**
 * Events across processes: each project's events go to a Redis stream (the replay window) and to a pub/sub channel
 * (live delivery). Every process holds one subscriber connection for all its clients.
 */
export class RedisEventBus implements EventBus {
  readonly #o: Required<Omit<RedisEventBusOptions, 'onError'>> & Pick<RedisEventBusOptions, 'onError'>
  readonly #listeners = new Map<string, Set<(event: StreamedEvent) => void>>()
  readonly #pending = new Set<Promise<unknown>>()
  #subscriber: Redis | undefined
  #subscribed: Promise<void> | undefined

  constructor(options: RedisEventBusOptions) {
    this.#o = { window: 10_000, ...options }
  }

  #streamKey(projectId: string): string {
    return `${this.#o.prefix}:events:${projectId}`
  }

  #channel(projectId: string): string {
    return `${this.#o.prefix}:events-live:${projectId}`
  }

  publish(projectId: string, event: ResourceEvent): void {
    const sent = this.#o.redis
      .eval(APPEND, 2, this.#streamKey(projectId), this.#channel(projectId), String(this.#o.window), JSON.stringify(event))
      .catch((error: unknown) => this.#o.onError?.(error, 'publish an event'))
      .finally(() => this.#pending.delete(sent))
    this.#pending.add(sent)
  }

  #subscribe(): Promise<void> {
    this.#subscribed ??= (async () => {
      const subscriber = this.#o.redis.duplicate()
      this.#subscriber = subscriber
      subscriber.on('pmessage', (_pattern: string, channel: string, message: string) => this.#onMessage(channel, message))
      subscriber.on('error', (error: unknown) => this.#o.onError?.(error, 'event subscriber'))
      await subscriber.psubscribe(`${this.#o.prefix}:events-live:*`)
    })()
    return this.#subscribed
  }

  #onMessage(channel: string, message: string): void {
    const projectId = channel.slice(`${this.#o.prefix}:events-live:`.length)
    const listeners = this.#listeners.get(projectId)
    if (!listeners || listeners.size === 0) return
    const space = message.indexOf(' ')
    let event: StreamedEvent
    try {
      event = { ...(JSON.parse(message.slice(space + 1)) as ResourceEvent), event_id: message.slice(0, space) }
    } catch (error) {
      this.#o.onError?.(error, 'read an event')
      return
    }
    for (const listener of listeners) listener(event)
  }

  async subscribe(projectId: string, after: string | undefined, listener: (event: StreamedEvent) => void): Promise<EventSubscription> {
    await this.#subscribe()
    const gate = new ReplayGate(listener)
    const live = (event: StreamedEvent) => gate.push(event)
    let set = this.#listeners.get(projectId)
    if (!set) {
      set = new Set()
      this.#listeners.set(projectId, set)
    }
    set.add(live)
    const close = () => {
      set.delete(live)
      if (set.size === 0 && this.#listeners.get(projectId) === set) this.#listeners.delete(projectId)
    }
    try {
      // Listening already: whatever is published while the window is read is held by the gate, then deduplicated.
      const replay: Replay = after === undefined ? { kind: 'events', events: [] } : await this.#replay(projectId, after)
      gate.open(replay.kind === 'events' ? replay.events : [], replay.kind === 'events' ? after : undefined)
      return { replay, close }
    } catch (error) {
      close()
      throw error
    }
  }

  async #replay(projectId: string, after: string): Promise<Replay> {
    if (!isEventId(after)) return { kind: 'reset' }
    const key = this.#streamKey(projectId)
    const info = (await this.#o.redis.call('XINFO', 'STREAM', key).catch(() => undefined)) as unknown[] | undefined
    if (!info) return { kind: 'reset' } // no window at all: nothing tells what happened since
    const field = (name: string) => {
      const index = info.indexOf(name)
      return index >= 0 ? String(info[index + 1]) : undefined
    }
    // Trimmed past the client's last event: some of what it missed is gone.
    const deleted = field('max-deleted-entry-id')
    if (deleted && deleted !== '0-0' && compareEventIds(after, deleted) < 0) return { kind: 'reset' }
    const rows = (await this.#o.redis.xrange(key, `(${after}`, '+', 'COUNT', REPLAY_LIMIT)) as [string, string[]][]
    if (rows.length === REPLAY_LIMIT) return { kind: 'reset' }
    const events: StreamedEvent[] = []
    for (const [id, fields] of rows) {
      const body = fields[fields.indexOf('e') + 1]
      if (body) events.push({ ...(JSON.parse(body) as ResourceEvent), event_id: id })
    }
    return { kind: 'events', events }
  }

  async flush(): Promise<void> {
    await Promise.allSettled([...this.#pending])
  }

  async stop(): Promise<void> {
    await this.flush()
    this.#listeners.clear()
    this.#subscriber?.disconnect()
  }
}
