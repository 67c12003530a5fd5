/** Token counts of one or more chat completions, in the provider's own field names. */
export interface Usage {
  prompt_tokens: number
  completion_tokens: number
  total_tokens: number
}

export const ZERO_USAGE: Usage = Object.freeze({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 })

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    prompt_tokens: a.prompt_tokens + b.prompt_tokens,
    completion_tokens: a.completion_tokens + b.completion_tokens,
    total_tokens: a.total_tokens + b.total_tokens,
  }
}

/**
 * A rough token count (one token per four characters) for providers that report no usage. It is only used
 * when the provider's own numbers are missing, and the completion says so (`usageEstimated`).
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4)
}
