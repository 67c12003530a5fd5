import type { EventBus, StreamedEvent } from '../../platform/events/event-bus.js'
import type { SseEvent } from '../../platform/http/sse.js'

/**
 * The event source of one `GET /events` connection: the replay after `after` (or `reset`), `ready`, then live
 * events as they come. Subscribes before returning, so nothing published after the call is missed.
 */
export async function openEventStream(
  deps: { events: EventBus },
  projectId: string,
  after: string | undefined,
): Promise<(signal: AbortSignal) => AsyncIterable<SseEvent>> {
  const queue: StreamedEvent[] = []
  let wake: (() => void) | undefined
  const subscription = await deps.events.subscribe(projectId, after, (event) => {
    queue.push(event)
    wake?.()
  })
  const frame = ({ event_id, ...data }: StreamedEvent): SseEvent => ({ id: event_id, event: 'change', data })
  return async function* projectEvents(signal) {
    const onAbort = () => wake?.()
    signal.addEventListener('abort', onAbort, { once: true })
    try {
      if (subscription.replay.kind === 'reset') yield { event: 'reset', data: {} }
      else for (const event of subscription.replay.events) yield frame(event)
      yield { event: 'ready', data: {} }
      while (!signal.aborted) {
        while (queue.length > 0) yield frame(queue.shift()!)
        if (signal.aborted) break
        await new Promise<void>((resolve) => {
          wake = resolve
        })
        wake = undefined
      }
    } finally {
      signal.removeEventListener('abort', onAbort)
      subscription.close()
    }
  }
}
