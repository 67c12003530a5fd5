import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** One server-sent event; `data` is sent as one line of JSON. */
export interface SseEvent {
  id?: string | number
  event: string
  data: unknown
}

export interface SseOptions {
  /** Interval of the `: ping` comment that keeps proxies from closing a quiet stream (default 15 s). */
  heartbeatMs?: number
  /** The stream ends after this long without an event from the source (default 10 minutes). */
  idleMs?: number
  /** Reconnection delay suggested to EventSource clients (default 3 s). */
  retryMs?: number
  /** Ends the stream without a final event (server shutdown: the client reconnects with Last-Event-ID). */
  signal?: AbortSignal
}

export const SSE_DEFAULTS = { heartbeatMs: 15_000, idleMs: 600_000, retryMs: 3_000 } as const

/** The `Last-Event-ID` a reconnecting EventSource sends, as a non-negative integer (undefined if absent or not one). */
export function lastEventId(req: FastifyRequest): number | undefined {
  const raw = req.headers['last-event-id']
  const value = Array.isArray(raw) ? raw[0] : raw
  return value !== undefined && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : undefined
}

function waitForDrain(raw: NodeJS.WritableStream, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      raw.off('drain', done)
      raw.off('close', done)
      signal.removeEventListener('abort', done)
      resolve()
    }
    raw.on('drain', done)
    raw.on('close', done)
    signal.addEventListener('abort', done, { once: true })
    if (signal.aborted) done()
  })
}

function frame(e: SseEvent): string {
  return `${e.id !== undefined ? `id: ${e.id}\n` : ''}event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`
}

/**
 * Streams `source` to the client as `text/event-stream` until it ends, the client leaves, nothing happens for
 * `idleMs` (then `event: timeout`), the source throws (then `event: error` with a fixed text; the error goes
 * to the log), or `options.signal` aborts. The source gets a signal that aborts in every one of those cases and
 * must stop on it.
 * Call it after every check that can answer with a normal error status: it takes the response over.
 */
export async function sendSse(
  req: FastifyRequest,
  reply: FastifyReply,
  source: (signal: AbortSignal) => AsyncIterable<SseEvent>,
  options: SseOptions = {},
): Promise<void> {
  const { heartbeatMs, idleMs, retryMs } = { ...SSE_DEFAULTS, ...options }
  const controller = new AbortController()
  if (options.signal?.aborted) controller.abort()
  const onShutdown = () => controller.abort()
  options.signal?.addEventListener('abort', onShutdown, { once: true })
  const raw = reply.raw
  reply.hijack()
  // Hijacked replies skip onSend hooks, so the headers set so far (CORS, request id) are copied by hand.
  const inherited: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) inherited[name] = value
  raw.writeHead(200, {
    ...inherited,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // The socket goes with the stream: an idle kept-alive socket would hold server.close() after a shutdown.
    connection: 'close',
    'x-accel-buffering': 'no',
    'x-request-id': String(req.id),
  })
  raw.write(`retry: ${retryMs}\n\n`)
  const open = () => !raw.destroyed && !raw.writableEnded
  const write = (chunk: string) => {
    if (open()) raw.write(chunk)
  }
  raw.on('close', () => controller.abort())
  // A slow client must slow the source down, not grow this process's memory: after a write the socket could not
  // take, wait for `drain` (or the end of the stream) before pulling the next event.
  const send = async (chunk: string) => {
    if (!open() || raw.write(chunk)) return
    await waitForDrain(raw, controller.signal)
  }

  // Pings only while the socket keeps up: a backed-up stream has data queued already.
  const heartbeat = setInterval(() => {
    if (!raw.writableNeedDrain) write(': ping\n\n')
  }, heartbeatMs)
  let idle: NodeJS.Timeout | undefined
  const armIdle = () => {
    clearTimeout(idle)
    idle = setTimeout(() => {
      write(frame({ event: 'timeout', data: { detail: `No activity for ${idleMs / 1000} s` } }))
      controller.abort()
    }, idleMs)
  }
  armIdle()
  try {
    for await (const event of source(controller.signal)) {
      if (controller.signal.aborted) break
      armIdle()
      await send(frame(event))
    }
  } catch (err) {
    if (!controller.signal.aborted) {
      req.log.error({ err, method: req.method, url: req.url }, 'event stream failed')
      write(frame({ event: 'error', data: { detail: 'Internal server error', request_id: String(req.id) } }))
    }
  } finally {
    options.signal?.removeEventListener('abort', onShutdown)
    clearInterval(heartbeat)
    clearTimeout(idle)
    controller.abort()
    if (!raw.writableEnded) raw.end()
  }
}
