import { z } from 'zod'
import type { AiClient, CallOptions, ChatMessage } from './ai-client.js'
import type { UsageMeter } from './cost.js'
import { AiOutputError } from './errors.js'
import { checkOutput } from './json-output.js'
import { addUsage, type Usage, ZERO_USAGE } from './usage.js'

/** A prompt whose answer must be JSON matching `schema` (an object schema: JSON mode only allows objects). */
export interface JsonRequest<S extends z.ZodType> extends CallOptions {
  system: string
  user: string
  schema: S
  model?: string
  temperature?: number
  maxTokens?: number
  /** Send `response_format: {type: "json_object"}` (default true; turn off for servers that reject it). */
  json?: boolean
  /** Append the schema (as JSON Schema) to the system prompt (default true). */
  describeSchema?: boolean
  /** Records every attempt's usage and cost, failed ones included. */
  meter?: UsageMeter
}

export interface JsonResult<T> {
  value: T
  /** Summed over all attempts. */
  usage: Usage
  /** The model that produced the accepted answer. */
  model: string
  /** 1, or 2 when the first answer needed the corrective retry. */
  attempts: number
  /** Wall time of all attempts. */
  latencyMs: number
}

const MAX_ATTEMPTS = 2
const MAX_ECHOED_ANSWER = 8000
const MAX_REPORTED_OUTPUT = 2000

/**
 * Asks for JSON, parses it (fences and surrounding prose are tolerated) and validates it with `schema`. An invalid
 * answer is retried once with a message naming what was wrong; a second invalid answer throws `AiOutputError`.
 * Provider failures throw `AiProviderError` as from `complete`.
 *
 * @example
 * const { value } = await completeJson(requireAi(deps), {
 *   system: 'You turn test steps into Playwright actions.', user: stepsText,
 *   schema: z.object({ actions: z.array(ActionSchema) }), meter,
 * })
 */
export async function completeJson<S extends z.ZodType>(client: AiClient, request: JsonRequest<S>): Promise<JsonResult<z.output<S>>> {
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt(request) },
    { role: 'user', content: request.user },
  ]
  let usage = ZERO_USAGE
  let latencyMs = 0
  for (let attempt = 1; ; attempt++) {
    const completion = await client.complete(
      {
        messages,
        model: request.model,
        temperature: request.temperature,
        maxTokens: request.maxTokens,
        json: request.json ?? true,
      },
      { signal: request.signal, timeoutMs: request.timeoutMs },
    )
    usage = addUsage(usage, completion.usage)
    latencyMs += completion.latencyMs
    request.meter?.add(completion)
    const check = checkOutput(completion.content, request.schema)
    if (check.ok) return { value: check.value, usage, model: completion.model, attempts: attempt, latencyMs }
    const problem = completion.finishReason === 'length' ? `${check.problem}; the answer was cut off at the token limit` : check.problem
    if (attempt >= MAX_ATTEMPTS)
      throw new AiOutputError(problem, check.issues, completion.content.slice(0, MAX_REPORTED_OUTPUT), usage, attempt)
    messages.push(
      { role: 'assistant', content: completion.content.slice(0, MAX_ECHOED_ANSWER) },
      {
        role: 'user',
        content: `Your previous answer was not valid: ${problem}. Reply again with only the corrected JSON object, matching the schema exactly, with no other text.`,
      },
    )
  }
}

function systemPrompt(request: JsonRequest<z.ZodType>): string {
  const schema = request.describeSchema === false ? undefined : jsonSchemaText(request.schema)
  const rule = 'Answer with a single JSON object and nothing else.'
  return schema ? `${request.system}\n\n${rule} It must match this JSON Schema:\n${schema}` : `${request.system}\n\n${rule}`
}

function jsonSchemaText(schema: z.ZodType): string | undefined {
  try {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>
    return JSON.stringify(rest)
  } catch {
    // Some zod types (custom refinements over transforms, cycles without ids) have no JSON Schema; the prompt still works.
    return undefined
  }
}
