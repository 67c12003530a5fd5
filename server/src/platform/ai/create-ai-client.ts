import { ServiceUnavailableError } from '../http/errors.js'
import type { AiClient, AiSettings } from './ai-client.js'
import { type AiClientOptions, OpenAiCompatibleClient } from './openai-compatible-client.js'

export const AI_NOT_CONFIGURED = 'AI provider not configured'

/**
 * The AI client for `config.ai` (AI_BASE_URL, AI_API_KEY, AI_MODEL), or undefined when no provider is configured,
 * in which case rules engines do the work and AI-only actions answer 503 through `requireAi`. Also builds clients
 * for stored LLM provider records, whose settings are always defined.
 *
 * @example
 * const ai = createAiClient(config.ai, { logger }) // AiClient | undefined, kept in AppDeps
 * const judge = createAiClient({ baseUrl: p.base_url, apiKey: secrets.open(p.api_key), model: p.model_id })
 */
export function createAiClient(settings: AiSettings, options?: AiClientOptions): AiClient
export function createAiClient(settings: AiSettings | undefined, options?: AiClientOptions): AiClient | undefined
export function createAiClient(settings: AiSettings | undefined, options: AiClientOptions = {}): AiClient | undefined {
  return settings ? new OpenAiCompatibleClient(settings, options) : undefined
}

/** The configured client, or a 503 `{detail: "AI provider not configured"}` for actions that cannot work without one. */
export function requireAi(deps: { ai?: AiClient | undefined }): AiClient {
  if (!deps.ai) throw new ServiceUnavailableError(AI_NOT_CONFIGURED)
  return deps.ai
}
