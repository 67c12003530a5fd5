/** One parsed server-sent event, or a comment line (`: ping`). */
export interface ReceivedEvent {
  id?: string
  event?: string
  data?: unknown
  comment?: string
}

export interface SseClient {
  status: number
  headers: Headers
  /** Every event and comment received so far. */
  received: ReceivedEvent[]
  /** Waits until `predicate` holds for the received events. */
  until(what: string, predicate: (events: ReceivedEvent[]) => boolean, timeoutMs?: number): Promise<ReceivedEvent[]>
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>
  /** Drops the connection, as a browser tab closing would. */
  disconnect(): void
}

function parseFrame(frame: string): ReceivedEvent | undefined {
  const event: ReceivedEvent = {}
  let seen = false
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) return { comment: line.slice(1).trim() }
    const colon = line.indexOf(':')
    if (colon < 0) continue
    const field = line.slice(0, colon)
    const value = line.slice(colon + 1).replace(/^ /, '')
    if (field === 'id') event.id = value
    else if (field === 'event') event.event = value
    else if (field === 'data') event.data = JSON.parse(value)
    else continue
    seen = true
  }
  return seen ? event : undefined
}

/** A minimal streaming SSE client on fetch, so a test can watch events arrive one by one over a real socket. */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController()
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal })
  const received: ReceivedEvent[] = []
  const waiters = new Set<() => void>()
  const ended = (async () => {
    if (!res.body) return
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true })
        let cut = buffer.indexOf('\n\n')
        while (cut >= 0) {
          const parsed = parseFrame(buffer.slice(0, cut))
          buffer = buffer.slice(cut + 2)
          if (parsed) received.push(parsed)
          cut = buffer.indexOf('\n\n')
        }
        for (const w of waiters) w()
      }
    } catch (err) {
      if (!controller.signal.aborted) throw err
    } finally {
      for (const w of waiters) w()
    }
  })()
  let done = false
  void ended.finally(() => {
    done = true
  })
  return {
    status: res.status,
    headers: res.headers,
    received,
    ended,
    disconnect: () => controller.abort(),
    until: (what, predicate, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (predicate(received)) {
            cleanup()
            resolve(received)
          } else if (done) {
            cleanup()
            reject(new Error(`Stream ended before ${what}; got ${JSON.stringify(received)}`))
          }
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`Timed out waiting for ${what}; got ${JSON.stringify(received)}`))
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      }),
  }
}

/** The log events' ids (line numbers) in arrival order. */
export function logIds(events: ReceivedEvent[]): number[] {
  return events.filter((e) => e.event === 'log').map((e) => Number(e.id))
}
