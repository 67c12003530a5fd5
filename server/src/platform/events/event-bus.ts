/**
 * State changes of long-lived resources (runs, jobs, batches, scans...), published where the state is written and
 * streamed to dashboards and scripts on `GET /events`. An event is small by design: which resource, its new status
 * and progress; a client that wants more reads the resource.
 */
export interface ResourceEvent {
  /** The resource kind: `run`, `api_run`, `job`, `batch`... */
  type: string
  id: string
  status: string
  /** 0-100, when the resource reports progress. */
  progress?: number | undefined
  updated_at: string
}

/** An event as stored and streamed: its id orders it among the project's events (`<ms>-<seq>`, as Redis streams). */
export interface StreamedEvent extends ResourceEvent {
  event_id: string
}

/**
 * What a subscriber receives first: the events after its last one, or `reset` when the window no longer reaches
 * back that far (the process restarted, the window was trimmed): the client then re-reads what it shows.
 */
export type Replay = { kind: 'events'; events: StreamedEvent[] } | { kind: 'reset' }

export interface EventSubscription {
  replay: Replay
  close(): void
}

export interface EventBus {
  /** Publishes after the state change has been committed. Never throws; a failure is logged. */
  publish(projectId: string, event: ResourceEvent): void
  /**
   * Listens to a project's events. With `after` (a Last-Event-ID), the replay carries what was missed; live events
   * the listener gets start right after the replay, with no gap and no duplicate.
   */
  subscribe(projectId: string, after: string | undefined, listener: (event: StreamedEvent) => void): Promise<EventSubscription>
  /** Resolves once everything published so far has been handed on (tests, shutdown). */
  flush(): Promise<void>
  stop(): Promise<void>
}

const EVENT_ID = /^(\d{1,15})-(\d{1,15})$/

export function isEventId(value: string): boolean {
  return EVENT_ID.test(value)
}

/** Orders two event ids (`<ms>-<seq>`): negative when `a` is older. */
export function compareEventIds(a: string, b: string): number {
  const [am, as] = a.split('-').map(Number) as [number, number]
  const [bm, bs] = b.split('-').map(Number) as [number, number]
  return am !== bm ? am - bm : as - bs
}

/** Holds live events that arrive while a replay is read, then hands both on in order without duplicates. */
export class ReplayGate {
  readonly #held: StreamedEvent[] = []
  #open = false
  #last: string | undefined

  constructor(private readonly listener: (event: StreamedEvent) => void) {}

  /** For live delivery: held until `open`, then passed on if newer than the last event handed on. */
  push(event: StreamedEvent): void {
    if (!this.#open) {
      this.#held.push(event)
      return
    }
    this.#deliver(event)
  }

  /** Ends the replay: `replayed` are what the subscriber gets first; held live events newer than them follow. */
  open(replayed: readonly StreamedEvent[], after: string | undefined): void {
    this.#last = replayed.at(-1)?.event_id ?? after
    this.#open = true
    for (const event of this.#held.splice(0)) this.#deliver(event)
  }

  #deliver(event: StreamedEvent): void {
    if (this.#last !== undefined && compareEventIds(event.event_id, this.#last) <= 0) return
    this.#last = event.event_id
    this.listener(event)
  }
}
