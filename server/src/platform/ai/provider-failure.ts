import { AiProviderError } from './errors.js'

const MAX_PROVIDER_MESSAGE = 300

/**
 * Removes the API key and anything shaped like one from provider text. OpenAI's own 401 echoes a masked key
 * (`Incorrect API key provided: sk-proj-****abcd`), and proxies sometimes echo headers.
 */
export function redactSecrets(text: string, apiKey: string | undefined): string {
  let out = text
  if (apiKey && apiKey.length >= 4) out = out.split(apiKey).join('[redacted]')
  return out
    .replace(/\bBearer\s+\S+/gi, 'Bearer [redacted]')
    .replace(/\b(?:sk|rk|pk)-(?:[\w*-]|\.(?=[\w*])){4,}/g, '[redacted]')
    .replace(/(api[_ -]?key(?: provided)?\s*[:=]\s*)\S+?(?=[.,;]?(?:\s|$))/gi, '$1[redacted]')
}

/** The provider's explanation from an error body: OpenAI `{error:{message}}`, Ollama `{error}`, `{detail}`, `{message}`, or the text. */
export function providerMessageOf(bodyText: string, apiKey: string | undefined): string {
  let message = bodyText.trim()
  try {
    const body = JSON.parse(bodyText) as unknown
    const found = pickMessage(body)
    if (found) message = found
  } catch {
    // Not JSON (an HTML error page from a proxy, plain text): keep the text itself.
  }
  message = redactSecrets(message.replace(/\s+/g, ' '), apiKey)
  return message.length > MAX_PROVIDER_MESSAGE ? `${message.slice(0, MAX_PROVIDER_MESSAGE)}…` : message
}

function pickMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const b = body as Record<string, unknown>
  const error = b.error
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message
  }
  if (typeof b.detail === 'string') return b.detail
  if (typeof b.message === 'string') return b.message
  return undefined
}

/** The one error for a non-2xx answer; 401/403 never repeat the provider's text in the message (it may echo the key). */
export function errorFromStatus(status: number, bodyText: string, apiKey: string | undefined, retryAfterMs?: number): AiProviderError {
  const providerMessage = providerMessageOf(bodyText, apiKey)
  if (status === 401 || status === 403) {
    const message = apiKey
      ? `AI provider rejected the API key (HTTP ${status})`
      : `AI provider requires an API key and none is configured (HTTP ${status})`
    return new AiProviderError('auth', message, status, providerMessage)
  }
  const suffix = providerMessage ? `: ${providerMessage}` : ''
  if (status === 429) {
    const wait = retryAfterMs === undefined ? '' : ` (retry after ${Math.ceil(retryAfterMs / 1000)} s)`
    return new AiProviderError(
      'rate_limited',
      `AI provider is rate limiting requests${wait}${suffix}`,
      status,
      providerMessage,
      retryAfterMs,
    )
  }
  if (status >= 500) return new AiProviderError('server', `AI provider failed (HTTP ${status})${suffix}`, status, providerMessage)
  return new AiProviderError('request', `AI provider refused the request (HTTP ${status})${suffix}`, status, providerMessage)
}

/** A failure below HTTP: refused connection, DNS, TLS, reset. Names the host and the system error code, nothing else. */
export function errorFromNetwork(err: unknown, baseUrl: string): AiProviderError {
  // fetch wraps the socket error in `cause`; undici.request throws it as is.
  const cause = (err as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause
  const own = (err as { code?: unknown } | undefined)?.code
  const code = typeof cause?.code === 'string' ? cause.code : typeof own === 'string' ? own : undefined
  const detail = code ?? (typeof cause?.message === 'string' ? cause.message : err instanceof Error ? err.message : String(err))
  return new AiProviderError('network', `AI provider unreachable at ${hostOf(baseUrl)}: ${detail}`, undefined, detail)
}

export function timeoutError(timeoutMs: number, streaming: boolean): AiProviderError {
  const what = streaming ? 'sent nothing for' : 'did not answer within'
  const message = `AI provider ${what} ${formatMs(timeoutMs)}`
  return new AiProviderError('timeout', message, undefined, message)
}

export function badResponseError(what: string, status: number): AiProviderError {
  return new AiProviderError('bad_response', `AI provider sent an unreadable answer: ${what}`, status, what)
}

/** The host of a base URL, for messages and logs (never the path or query, which some gateways use for keys). */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host
  } catch {
    return 'the configured URL'
  }
}

function formatMs(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`
}
