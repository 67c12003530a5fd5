import { AppError } from '../http/errors.js'
import type { Usage } from './usage.js'

/** Why a provider call failed; closed set, stable for logs and stored run errors. */
export const AI_FAILURE_REASONS = ['auth', 'rate_limited', 'timeout', 'network', 'server', 'request', 'bad_response'] as const
export type AiFailureReason = (typeof AI_FAILURE_REASONS)[number]

const HTTP_STATUS: Record<AiFailureReason, number> = {
  auth: 502,
  rate_limited: 503,
  timeout: 504,
  network: 502,
  server: 502,
  request: 502,
  bad_response: 502,
}

/**
 * The AI provider failed (after retries where they apply). `status` is what Specwright answers (502, 503 when the
 * provider is rate limiting, 504 on timeout); `providerStatus` is the provider's HTTP status (undefined for
 * network failures and timeouts); `providerMessage` is the provider's own words with anything key-like removed.
 * The message is safe for clients: no stack, no key, no request body.
 */
export class AiProviderError extends AppError {
  constructor(
    readonly reason: AiFailureReason,
    message: string,
    readonly providerStatus: number | undefined,
    readonly providerMessage: string,
    /** How long the provider asked us to wait, when it said so (429/503 `Retry-After`). */
    readonly retryAfterMs?: number,
  ) {
    super(
      HTTP_STATUS[reason],
      'AI_PROVIDER_ERROR',
      message,
      retryAfterMs === undefined ? undefined : { retry_after: Math.ceil(retryAfterMs / 1000) },
    )
  }
}

/**
 * The model answered twice, and neither answer was the JSON asked for. `problem` names what was wrong with the
 * last one (unparseable JSON, or the failed schema paths); `usage` counts both attempts, since they were paid for.
 */
export class AiOutputError extends AppError {
  constructor(
    readonly problem: string,
    /** The schema paths that failed in the last answer (empty when it was not JSON at all). */
    readonly issues: { path: string; message: string }[],
    /** The last raw answer, cut to 2,000 characters, for logs and stored run details. */
    readonly output: string,
    readonly usage: Usage,
    readonly attempts: number,
  ) {
    super(502, 'AI_OUTPUT_INVALID', `AI output was not valid after ${attempts} attempts: ${problem}`)
  }
}
