import { setTimeout as delay } from 'node:timers/promises'
import { type Clock, systemClock } from '../clock.js'
import type { AiClient, AiSettings, CallOptions, ChatCompletion, ChatRequest, StreamOptions } from './ai-client.js'
import { DeltaCallbackFailure, readCompletion, readModelIds, readStream } from './chat-response.js'
import { AiProviderError } from './errors.js'
import { type HttpAnswer, type HttpTransport, undiciTransport } from './http-transport.js'
import { errorFromNetwork, errorFromStatus, hostOf, redactSecrets, timeoutError } from './provider-failure.js'
import { DEFAULT_RETRY_POLICY, isRetryableStatus, parseRetryAfterMs, type RetryPolicy, retryDelayMs } from './retry-policy.js'
import { estimateTokens } from './usage.js'

/** The subset of a pino logger the AI client writes to (one warning per retry). */
export interface AiLogger {
  warn(obj: object, msg: string): void
}

/** Collaborators and tuning of a client; tests replace the clock, the waits, the jitter and the timeouts. */
export interface AiClientOptions {
  clock?: Clock
  logger?: AiLogger
  /** How requests are sent (default: `undici.request` on a shared keep-alive pool). */
  transport?: HttpTransport
  /** Waits between retries (default: a real timer). Must reject when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** Jitter source in [0, 1) (default `Math.random`). */
  random?: () => number
  /** Default per-attempt deadline in ms (default 120 s; see `CallOptions.timeoutMs`). */
  timeoutMs?: number
  retry?: Partial<RetryPolicy>
}

export const DEFAULT_AI_TIMEOUT_MS = 120_000

/** One HTTP attempt: its abort controller, its (resettable) deadline, and whether text already reached the caller. */
class Attempt {
  readonly controller = new AbortController()
  timedOut = false
  delivered = false
  private timer: NodeJS.Timeout | undefined
  private readonly onCallerAbort = () => this.controller.abort()

  constructor(
    private readonly caller: AbortSignal | undefined,
    readonly timeoutMs: number,
  ) {
    caller?.addEventListener('abort', this.onCallerAbort, { once: true })
    this.touch()
  }

  /** Restarts the deadline (each stream chunk proves the provider is alive). */
  touch(): void {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timedOut = true
      this.controller.abort()
    }, this.timeoutMs)
  }

  dispose(): void {
    clearTimeout(this.timer)
    this.caller?.removeEventListener('abort', this.onCallerAbort)
  }
}

interface HttpCall {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  streaming: boolean
}

/** `AiClient` over HTTP (undici by default), speaking the OpenAI chat completions protocol (OpenAI, OpenRouter, Ollama, vLLM, LiteLLM...). */
export class OpenAiCompatibleClient implements AiClient {
  readonly model: string
  readonly baseUrl: string
  private readonly apiKey: string | undefined
  private readonly clock: Clock
  private readonly logger: AiLogger | undefined
  private readonly transport: HttpTransport
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  private readonly random: () => number
  private readonly timeoutMs: number
  private readonly retry: RetryPolicy

  constructor(settings: AiSettings, options: AiClientOptions = {}) {
    this.baseUrl = normalizeBaseUrl(settings.baseUrl)
    this.apiKey = settings.apiKey
    this.model = settings.model
    this.clock = options.clock ?? systemClock
    this.logger = options.logger
    this.transport = options.transport ?? undiciTransport()
    this.sleep = options.sleep ?? abortableSleep
    this.random = options.random ?? Math.random
    this.timeoutMs = options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry }
  }

  complete(request: ChatRequest, options: CallOptions = {}): Promise<ChatCompletion> {
    return this.chat(request, options, undefined)
  }

  stream(request: ChatRequest, options: StreamOptions): Promise<ChatCompletion> {
    return this.chat(request, options, options.onDelta)
  }

  async listModels(options: CallOptions = {}): Promise<string[]> {
    const { value } = await this.send({ method: 'GET', path: '/models', streaming: false }, options, readModelIds)
    return value
  }

  private async chat(request: ChatRequest, options: CallOptions, onDelta: ((text: string) => void) | undefined): Promise<ChatCompletion> {
    const started = this.clock.now()
    const model = request.model ?? this.model
    const body = {
      model,
      messages: request.messages,
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
      ...(request.seed === undefined ? {} : { seed: request.seed }),
      ...(request.json ? { response_format: { type: 'json_object' } } : {}),
      ...(onDelta ? { stream: true, stream_options: { include_usage: true } } : {}),
    }
    const call: HttpCall = { method: 'POST', path: '/chat/completions', body, streaming: onDelta !== undefined }
    const { value, retries } = await this.send(call, options, (res, attempt) =>
      onDelta ? readStream(res, attempt, onDelta, this.apiKey) : readCompletion(res, this.apiKey),
    )
    const usageEstimated = value.usage === undefined
    const usage = value.usage ?? {
      prompt_tokens: estimateTokens(request.messages.map((m) => m.content).join('\n')),
      completion_tokens: estimateTokens(value.content),
      total_tokens: 0,
    }
    return {
      content: value.content,
      model: value.model ?? model,
      finishReason: value.finishReason,
      usage: { ...usage, total_tokens: usage.total_tokens || usage.prompt_tokens + usage.completion_tokens },
      usageEstimated,
      latencyMs: this.clock.now() - started,
      retries,
    }
  }

  /** Sends one request with the retry loop; `read` turns a 2xx response into a value. */
  private async send<T>(
    call: HttpCall,
    options: CallOptions,
    read: (res: HttpAnswer, attempt: Attempt) => Promise<T>,
  ): Promise<{ value: T; retries: number }> {
    const signal = options.signal
    for (let retry = 0; ; retry++) {
      signal?.throwIfAborted()
      const attempt = new Attempt(signal, options.timeoutMs ?? this.timeoutMs)
      let failure: AiProviderError
      try {
        const res = await this.transport({
          method: call.method,
          url: `${this.baseUrl}${call.path}`,
          headers: this.headers(call.body !== undefined),
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal: attempt.controller.signal,
        })
        if (res.status >= 200 && res.status < 300) return { value: await read(res, attempt), retries: retry }
        const text = await res.text()
        failure = errorFromStatus(res.status, text, this.apiKey, parseRetryAfterMs(res.headers, this.clock.now()))
      } catch (err) {
        if (err instanceof DeltaCallbackFailure) throw err.error
        if (signal?.aborted) throw signal.reason
        if (attempt.timedOut) throw timeoutError(attempt.timeoutMs, call.streaming)
        failure = err instanceof AiProviderError ? err : errorFromNetwork(err, this.baseUrl)
      } finally {
        attempt.dispose()
      }
      const retryable = !attempt.delivered && (failure.reason === 'network' || isRetryableStatus(failure.providerStatus ?? 0))
      if (!retryable || retry >= this.retry.maxRetries) throw failure
      if (failure.retryAfterMs !== undefined && failure.retryAfterMs > this.retry.maxRetryAfterMs) throw failure
      const delayMs = retryDelayMs(this.retry, retry, failure.retryAfterMs, this.random)
      this.logger?.warn(
        {
          provider: hostOf(this.baseUrl),
          path: call.path,
          reason: failure.reason,
          provider_status: failure.providerStatus,
          retry: retry + 1,
          max_retries: this.retry.maxRetries,
          delay_ms: delayMs,
          error: redactSecrets(failure.message, this.apiKey),
        },
        'AI provider call failed; retrying',
      )
      try {
        await this.sleep(delayMs, signal)
      } catch (err) {
        throw signal?.aborted ? signal.reason : err
      }
    }
  }

  private headers(hasBody: boolean): Record<string, string> {
    return {
      accept: 'application/json, text/event-stream',
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
    }
  }
}

/** Trims the trailing slash; refuses anything but an absolute http(s) URL. */
export function normalizeBaseUrl(baseUrl: string): string {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new TypeError(`AI base URL is not a URL: "${baseUrl}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError(`AI base URL must be http:// or https://, got "${url.protocol}"`)
  return baseUrl.trim().replace(/\/+$/, '')
}

async function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  await delay(ms, undefined, { signal })
}
