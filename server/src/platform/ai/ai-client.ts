import type { Usage } from './usage.js'

/** Where and how to reach an OpenAI-compatible provider: `config.ai`, or a stored LLM provider record. */
export interface AiSettings {
  /** The API root that `/chat/completions` hangs off, e.g. `https://api.openai.com/v1`. */
  baseUrl: string
  /** Sent as `Authorization: Bearer <apiKey>`; undefined for keyless local servers (Ollama, vLLM). */
  apiKey: string | undefined
  /** Model used when a request names none. */
  model: string
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

/** One chat completion request. Fields left undefined are not sent, so the provider's defaults apply. */
export interface ChatRequest {
  messages: ChatMessage[]
  /** Overrides the client's model for this call. */
  model?: string
  temperature?: number
  /** Upper bound of generated tokens (`max_tokens` on the wire). */
  maxTokens?: number
  /** Asks for reproducible sampling where the provider supports it (`seed` on the wire). */
  seed?: number
  /** Ask for a JSON object (`response_format: {type: "json_object"}`). The prompt must still mention JSON. */
  json?: boolean
}

/** Per-call controls. */
export interface CallOptions {
  /** Cancels the call, including retries and the waits between them; the call rejects with `signal.reason`. */
  signal?: AbortSignal
  /**
   * Deadline of each HTTP attempt in ms (default: the client's `timeoutMs`). For a stream it is the longest
   * silence allowed between two chunks, so a long answer that keeps flowing is never cut.
   */
  timeoutMs?: number
}

export interface StreamOptions extends CallOptions {
  /** Called with each piece of generated text, in order, as it arrives. */
  onDelta: (text: string) => void
}

/** The answer to one chat completion call. */
export interface ChatCompletion {
  /** The generated text (`choices[0].message.content`; empty when the model returned none). */
  content: string
  /** The model that answered, as the provider names it (may differ from the requested alias). */
  model: string
  /** `stop`, `length` (cut by `maxTokens`), `content_filter`, ... or null when the provider gave none. */
  finishReason: string | null
  usage: Usage
  /** True when the provider reported no usage and the counts are estimates (four characters per token). */
  usageEstimated: boolean
  /** Wall time of the call, retries included. */
  latencyMs: number
  /** How many times the request was retried after a 429, a 5xx or a network error (0 when the first try answered). */
  retries: number
}

/**
 * An OpenAI-compatible chat model. Platform code and modules use only this interface; `createAiClient` builds the
 * fetch-based implementation. Every method retries 408/409/429/5xx and network errors (at most twice, honouring
 * `Retry-After`), and throws `AiProviderError` for anything the provider did wrong. The API key never appears in
 * an error message or a log line.
 *
 * @example
 * const ai = requireAi(deps) // 503 "AI provider not configured" when AI_BASE_URL is unset
 * const { content, usage } = await ai.complete({ messages: [{ role: 'user', content: 'Say ok' }], maxTokens: 5 })
 */
export interface AiClient {
  /** The default model (AI_MODEL). */
  readonly model: string
  /** The API root, without a trailing slash; safe to show (it never carries the key). */
  readonly baseUrl: string
  /** One chat completion, answered in full. */
  complete(request: ChatRequest, options?: CallOptions): Promise<ChatCompletion>
  /**
   * One chat completion streamed over SSE: `onDelta` receives the text as it is generated, and the promise
   * resolves with the whole completion (usage from the provider's final usage chunk). A failure before the first
   * delta is retried like `complete`; a failure after it is thrown, since delivered text cannot be taken back.
   */
  stream(request: ChatRequest, options: StreamOptions): Promise<ChatCompletion>
  /** Model ids the provider offers (`GET /models`); also a cheap check that the URL and key work. */
  listModels(options?: CallOptions): Promise<string[]>
}
