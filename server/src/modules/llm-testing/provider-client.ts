import type { ChatMessage, ChatRequest } from '../../platform/ai/ai-client.js'
import { AiProviderError } from '../../platform/ai/errors.js'
import { type HttpTransport, pooledTransport } from '../../platform/ai/http-transport.js'
import { OpenAiCompatibleClient } from '../../platform/ai/openai-compatible-client.js'
import type { RetryPolicy } from '../../platform/ai/retry-policy.js'
import { AdaptiveLimiter } from './aimd.js'

/** What a call to a provider ended as; throttled, timed out and failed calls are told apart in results. */
export type CallStatus = 'ok' | 'throttled' | 'timeout' | 'failed'

export interface CallParams {
  temperature?: number | undefined
  max_tokens?: number | undefined
  seed?: number | undefined
  stream?: boolean | undefined
}

export type CallOutcome =
  | {
      status: 'ok'
      content: string
      promptTokens: number
      completionTokens: number
      usageEstimated: boolean
      latencyMs: number
      retries: number
    }
  | { status: Exclude<CallStatus, 'ok'>; error: string; latencyMs: number }

export interface ProviderTarget {
  baseUrl: string
  apiKey: string | undefined
  model: string
  concurrency: number
  timeoutMs: number
}

export interface CallerOptions {
  retry?: Partial<RetryPolicy>
  /** Cool-down between two AIMD decreases (default 1 s). */
  aimdCooldownMs?: number
}

/**
 * One provider as a run sees it: the shared OpenAI-compatible client (retries with jittered backoff honouring
 * Retry-After, per-attempt timeout) behind an AIMD limiter that every 429 the client meets, retried or not,
 * slows down, on a keep-alive connection pool of its own sized to its concurrency. `close()` it when done.
 */
export class ProviderCaller {
  readonly limiter: AdaptiveLimiter
  private readonly client: OpenAiCompatibleClient
  private readonly pool: ReturnType<typeof pooledTransport>

  constructor(target: ProviderTarget, options: CallerOptions = {}) {
    this.limiter = new AdaptiveLimiter(target.concurrency, undefined, options.aimdCooldownMs)
    // As many kept-alive connections as calls the limiter lets through at most.
    this.pool = pooledTransport(target.concurrency)
    const observed: HttpTransport = async (req) => {
      const res = await this.pool.send(req)
      if (res.status === 429) this.limiter.throttled()
      return res
    }
    this.client = new OpenAiCompatibleClient(
      { baseUrl: target.baseUrl, apiKey: target.apiKey, model: target.model },
      { transport: observed, timeoutMs: target.timeoutMs, retry: { maxRetries: 3, ...options.retry } },
    )
  }

  async call(messages: ChatMessage[], params: CallParams, signal?: AbortSignal): Promise<CallOutcome> {
    await this.limiter.acquire(signal)
    const started = performance.now()
    try {
      const request: ChatRequest = {
        messages,
        ...(params.temperature === undefined ? {} : { temperature: params.temperature }),
        ...(params.max_tokens === undefined ? {} : { maxTokens: params.max_tokens }),
        ...(params.seed === undefined ? {} : { seed: params.seed }),
      }
      const completion = params.stream
        ? await this.client.stream(request, { onDelta: () => {}, ...(signal ? { signal } : {}) })
        : await this.client.complete(request, signal ? { signal } : {})
      this.limiter.succeeded()
      return {
        status: 'ok',
        content: completion.content,
        promptTokens: completion.usage.prompt_tokens,
        completionTokens: completion.usage.completion_tokens,
        usageEstimated: completion.usageEstimated,
        latencyMs: Math.round(performance.now() - started),
        retries: completion.retries,
      }
    } catch (err) {
      if (signal?.aborted) throw signal.reason
      const latencyMs = Math.round(performance.now() - started)
      if (err instanceof AiProviderError) {
        const status = err.reason === 'rate_limited' ? 'throttled' : err.reason === 'timeout' ? 'timeout' : 'failed'
        return { status, error: err.message, latencyMs }
      }
      return { status: 'failed', error: err instanceof Error ? err.message : String(err), latencyMs }
    } finally {
      this.limiter.release()
    }
  }

  /** Test connection: lists the models (cheap) and says whether the configured one is offered. */
  async listModels(signal?: AbortSignal): Promise<string[]> {
    return this.client.listModels(signal ? { signal } : {})
  }

  /** Closes the caller's connections once its calls are over (a call still in flight fails, later ones too). */
  close(): Promise<void> {
    return this.pool.close()
  }
}
