// A real OpenAI-compatible HTTP server on 127.0.0.1 for tests: scripted answers, recorded requests, deterministic
// token counts. Serves POST /v1/chat/completions (JSON and SSE) and GET /v1/models.
import http, { type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request as the fake saw it. `body` is the parsed JSON (undefined when there was none or it did not parse). */
export interface FakeRequest {
  method: string
  /** Path without the query, e.g. `/v1/chat/completions`. */
  path: string
  /** Lower-case header names, as Node gives them (`authorization`, `content-type`, ...). */
  headers: IncomingHttpHeaders
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary request fields
  body: any
  rawBody: string
}

/** A successful answer. With `stream: true` in the request it is sent as SSE chunks, then a usage chunk, then `[DONE]`. */
export interface FakeContentReply {
  content: string
  /** Defaults to the requested model. */
  model?: string
  finishReason?: string
  /** Replaces the counted usage; `null` sends no `usage` at all (like some local servers). */
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens?: number } | null
  /** Wait before answering (for timeouts). */
  delayMs?: number
  /** Stream only: the exact text pieces (default: the content split after each space). */
  chunks?: string[]
  /** Stream only: wait between chunks. */
  chunkDelayMs?: number
  /** Stream only: destroy the connection after this many text chunks. */
  dropAfterChunks?: number
}

/** An HTTP error in OpenAI's shape `{error: {message, type, code}}` (or `body` verbatim). */
export interface FakeErrorReply {
  status: number
  message?: string
  /** Extra response headers, e.g. `{'retry-after': '2'}`. */
  headers?: Record<string, string>
  /** Sent instead of the OpenAI error object. */
  body?: string
  delayMs?: number
}

/** Any body at all, e.g. a 200 that is not JSON. */
export interface FakeRawReply {
  raw: string
  status?: number
  contentType?: string
  delayMs?: number
}

/** Closes the socket without an answer (a network error for the client). */
export interface FakeHangUpReply {
  hangUp: true
}

/** A string is shorthand for `{content}`. */
export type FakeReply = string | FakeContentReply | FakeErrorReply | FakeRawReply | FakeHangUpReply

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>

export interface FakeOpenAiOptions {
  /** When set, every request must carry `Authorization: Bearer <apiKey>`, else 401 the way OpenAI words it. */
  apiKey?: string
  /** Ids served by `GET /v1/models` (default `['fake-model']`). */
  models?: string[]
}

export interface FakeOpenAi {
  /** `http://127.0.0.1:<port>/v1`: what AI_BASE_URL would be. */
  baseUrl: string
  /** Every request received, in order (chat and models). */
  requests: FakeRequest[]
  /** Only the `POST /v1/chat/completions` requests. */
  chatRequests(): FakeRequest[]
  /** Answers the next chat requests in order, before any handler. */
  enqueue(...replies: FakeReply[]): void
  /** Answers chat requests once the queue is empty. Without either, a chat request gets a 500 naming the gap. */
  handle(handler: FakeHandler): void
  /** Settings for `createAiClient`, pointing here, with the server's key (or a test key). */
  settings(overrides?: { apiKey?: string | undefined; model?: string }): { baseUrl: string; apiKey: string | undefined; model: string }
  close(): Promise<void>
}

export const FAKE_API_KEY = 'sk-test-fake-0123456789abcdef'
const CREATED = 1_700_000_000

/** Tokens as the fake counts them: one per four characters, rounded up. */
export function fakeTokens(text: string): number {
  return Math.ceil(text.length / 4)
}

/** Prompt tokens the fake reports for a request's messages (the sum over message contents). */
export function fakePromptTokens(messages: { content: string }[]): number {
  return messages.reduce((sum, m) => sum + fakeTokens(m.content), 0)
}

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const requests: FakeRequest[] = []
  const queue: FakeReply[] = []
  let handler: FakeHandler | undefined
  let completions = 0
  const timers = new Set<NodeJS.Timeout>()
  const models = options.models ?? ['fake-model']

  const wait = (ms: number | undefined) =>
    new Promise<void>((resolve) => {
      if (!ms) return resolve()
      const t = setTimeout(() => {
        timers.delete(t)
        resolve()
      }, ms)
      timers.add(t)
    })

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const rawBody = Buffer.concat(chunks).toString('utf8')
    let body: unknown
    try {
      body = rawBody ? JSON.parse(rawBody) : undefined
    } catch {
      body = undefined
    }
    const request: FakeRequest = { method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0]!, headers: req.headers, body, rawBody }
    requests.push(request)

    if (options.apiKey !== undefined && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      const given = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '')
      return sendJson(res, 401, {
        error: {
          message: `Incorrect API key provided: ${maskKey(given)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      })
    }
    if (request.method === 'GET' && request.path === '/v1/models') {
      return sendJson(res, 200, { object: 'list', data: models.map((id) => ({ id, object: 'model', created: CREATED, owned_by: 'fake' })) })
    }
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
      return sendJson(res, 404, { error: { message: `fake-openai: no route ${request.method} ${request.path}`, type: 'not_found' } })
    }

    const id = `chatcmpl-fake-${++completions}`
    let reply: FakeReply
    try {
      reply =
        queue.shift() ??
        (handler ? await handler(request) : { status: 500, message: `fake-openai: no scripted reply for request ${completions}` })
    } catch (err) {
      reply = { status: 500, message: `fake-openai: handler threw: ${(err as Error).message}` }
    }
    if (typeof reply === 'string') reply = { content: reply }
    if ('hangUp' in reply) return req.socket.destroy()
    await wait(reply.delayMs)
    if (res.destroyed) return
    if ('raw' in reply) {
      res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json' })
      return res.end(reply.raw)
    }
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
      return res.end(
        reply.body ??
          JSON.stringify({ error: { message: reply.message ?? http.STATUS_CODES[reply.status], type: 'fake_error', code: null } }),
      )
    }
    const messages = Array.isArray((body as { messages?: unknown })?.messages) ? (body as { messages: { content: string }[] }).messages : []
    const model = reply.model ?? (body as { model?: string })?.model ?? models[0]!
    const prompt = fakePromptTokens(messages)
    const completion = fakeTokens(reply.content)
    const counted = { prompt_tokens: prompt, completion_tokens: completion }
    const { prompt_tokens, completion_tokens, total_tokens } = { ...counted, ...reply.usage }
    const usage =
      reply.usage === null
        ? undefined
        : { prompt_tokens, completion_tokens, total_tokens: total_tokens ?? prompt_tokens + completion_tokens }
    const finishReason = reply.finishReason ?? 'stop'

    if ((body as { stream?: unknown })?.stream !== true) {
      return sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created: CREATED,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: finishReason }],
        ...(usage ? { usage } : {}),
      })
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    // Each event is flushed before the next step, so a drop happens after the client could read what came before.
    const event = (choices: unknown[], extra: object = {}) =>
      new Promise<void>((resolve) => {
        const data = JSON.stringify({ id, object: 'chat.completion.chunk', created: CREATED, model, choices, ...extra })
        res.write(`data: ${data}\n\n`, () => resolve())
      })
    await event([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }])
    const pieces = reply.chunks ?? reply.content.split(/(?<= )/)
    for (const [i, piece] of pieces.entries()) {
      if (reply.dropAfterChunks !== undefined && i >= reply.dropAfterChunks) return res.destroy()
      if (i > 0) await wait(reply.chunkDelayMs)
      if (res.destroyed) return
      await event([{ index: 0, delta: { content: piece }, finish_reason: null }])
    }
    await event([{ index: 0, delta: {}, finish_reason: finishReason }])
    const includeUsage = (body as { stream_options?: { include_usage?: unknown } })?.stream_options?.include_usage === true
    if (usage && includeUsage) await event([], { usage })
    res.end('data: [DONE]\n\n')
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const baseUrl = `http://127.0.0.1:${port}/v1`

  return {
    baseUrl,
    requests,
    chatRequests: () => requests.filter((r) => r.path === '/v1/chat/completions'),
    enqueue: (...replies) => {
      queue.push(...replies)
    },
    handle: (h) => {
      handler = h
    },
    settings: (overrides = {}) => ({
      baseUrl,
      apiKey: 'apiKey' in overrides ? overrides.apiKey : (options.apiKey ?? FAKE_API_KEY),
      model: overrides.model ?? models[0]!,
    }),
    close: async () => {
      for (const t of timers) clearTimeout(t)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** The way OpenAI echoes a wrong key: a prefix, stars, the last four characters. */
function maskKey(key: string): string {
  return key.length <= 8 ? '***' : `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}`
}
