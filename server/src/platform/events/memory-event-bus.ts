import { EventEmitter } from 'node:events'
import type { Clock } from '../clock.js'
import {
  compareEventIds,
  type EventBus,
  type EventSubscription,
  isEventId,
  ReplayGate,
  type ResourceEvent,
  type StreamedEvent,
} from './event-bus.js'

export interface MemoryEventBusOptions {
  clock: Clock
  /** Events kept per project for replay (default 1,000). */
  window?: number
}

/**
 * The event bus of a single process (no Redis): a bounded window of recent events per project for Last-Event-ID
 * replay. A restart empties the window; a client resuming from before it gets `reset` and re-reads.
 */
export class MemoryEventBus implements EventBus {
  readonly #emitter = new EventEmitter()
  readonly #windows = new Map<string, { events: StreamedEvent[]; floor: string }>()
  readonly #clock: Clock
  readonly #size: number
  /** Ids before this process started are unknown here. */
  readonly #bootFloor: string
  #lastMs = 0
  #seq = 0

  constructor(options: MemoryEventBusOptions) {
    this.#clock = options.clock
    this.#size = options.window ?? 1_000
    this.#emitter.setMaxListeners(0)
    this.#bootFloor = `${this.#clock.now()}-0`
  }

  #nextId(): string {
    const now = this.#clock.now()
    if (now > this.#lastMs) {
      this.#lastMs = now
      this.#seq = 0
    } else this.#seq++
    return `${this.#lastMs}-${this.#seq}`
  }

  publish(projectId: string, event: ResourceEvent): void {
    const streamed: StreamedEvent = { ...event, event_id: this.#nextId() }
    let window = this.#windows.get(projectId)
    if (!window) {
      window = { events: [], floor: this.#bootFloor }
      this.#windows.set(projectId, window)
    }
    window.events.push(streamed)
    if (window.events.length > this.#size) window.floor = window.events.shift()!.event_id
    this.#emitter.emit(projectId, streamed)
  }

  async subscribe(projectId: string, after: string | undefined, listener: (event: StreamedEvent) => void): Promise<EventSubscription> {
    const gate = new ReplayGate(listener)
    const onEvent = (event: StreamedEvent) => gate.push(event)
    this.#emitter.on(projectId, onEvent)
    const close = () => {
      this.#emitter.off(projectId, onEvent)
    }
    if (after === undefined) {
      gate.open([], undefined)
      return { replay: { kind: 'events', events: [] }, close }
    }
    const window = this.#windows.get(projectId) ?? { events: [], floor: this.#bootFloor }
    if (!isEventId(after) || compareEventIds(after, window.floor) < 0) {
      gate.open([], undefined)
      return { replay: { kind: 'reset' }, close }
    }
    const events = window.events.filter((event) => compareEventIds(event.event_id, after) > 0)
    gate.open(events, after)
    return { replay: { kind: 'events', events }, close }
  }

  async flush(): Promise<void> {}

  async stop(): Promise<void> {
    this.#emitter.removeAllListeners()
  }
}
