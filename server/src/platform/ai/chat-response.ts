import { z } from 'zod'
import type { HttpAnswer } from './http-transport.js'
import { badResponseError, errorFromStatus } from './provider-failure.js'
import { readSseData } from './sse-reader.js'
import type { Usage } from './usage.js'

/** What a stream reader reports back to the attempt it runs in. */
export interface StreamProgress {
  touch(): void
  delivered: boolean
}

const UsageSchema = z.object({
  prompt_tokens: z.number().nonnegative(),
  completion_tokens: z.number().nonnegative(),
  total_tokens: z.number().nonnegative().optional(),
})

const CompletionSchema = z.object({
  model: z.string().optional(),
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }), finish_reason: z.string().nullish() })).min(1),
  usage: UsageSchema.nullish(),
})

const ChunkSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(z.object({ delta: z.object({ content: z.string().nullish() }).nullish(), finish_reason: z.string().nullish() }))
    .default([]),
  usage: UsageSchema.nullish(),
})

const ModelsSchema = z.object({ data: z.array(z.object({ id: z.string() })) })

/** Thrown by an `onDelta` callback: surfaced unchanged, never taken for a provider failure. */
export class DeltaCallbackFailure {
  constructor(readonly error: unknown) {}
}

/** A 2xx answer read into plain fields; the client fills in defaults and estimates. */
export interface RawCompletion {
  content: string
  model: string | undefined
  finishReason: string | null
  usage: Usage | undefined
}

/** Reads a non-streaming `chat.completion` body. */
export async function readCompletion(res: HttpAnswer, apiKey: string | undefined): Promise<RawCompletion> {
  const body = await readJson(res)
  throwIfErrorBody(body, apiKey)
  const parsed = CompletionSchema.safeParse(body)
  if (!parsed.success) throw badResponseError('no `choices[0].message` in the completion', res.status)
  const choice = parsed.data.choices[0]!
  return {
    content: choice.message.content ?? '',
    model: parsed.data.model,
    finishReason: choice.finish_reason ?? null,
    usage: toUsage(parsed.data.usage),
  }
}

/**
 * Reads an SSE `chat.completion.chunk` stream, passing text to `onDelta` as it comes. `progress.touch()` is called per
 * event (the idle deadline) and `progress.delivered` is set once text reached the caller (no retry after that).
 */
export async function readStream(
  res: HttpAnswer,
  progress: StreamProgress,
  onDelta: (text: string) => void,
  apiKey: string | undefined,
): Promise<RawCompletion> {
  let content = ''
  let model: string | undefined
  let finishReason: string | null = null
  let usage: Usage | undefined
  let done = false
  for await (const data of readSseData(res.chunks())) {
    progress.touch()
    if (data.trim() === '[DONE]') {
      done = true
      break
    }
    let chunk: unknown
    try {
      chunk = JSON.parse(data)
    } catch {
      throw badResponseError('a stream chunk is not JSON', res.status)
    }
    throwIfErrorBody(chunk, apiKey)
    const parsed = ChunkSchema.safeParse(chunk)
    if (!parsed.success) throw badResponseError('a stream chunk is not a chat completion chunk', res.status)
    model ??= parsed.data.model
    usage = toUsage(parsed.data.usage) ?? usage
    const choice = parsed.data.choices[0]
    if (choice?.finish_reason) finishReason = choice.finish_reason
    const text = choice?.delta?.content
    if (text) {
      content += text
      progress.delivered = true
      try {
        onDelta(text)
      } catch (err) {
        throw new DeltaCallbackFailure(err)
      }
    }
  }
  if (!done && finishReason === null) throw badResponseError('the stream ended before the model finished', res.status)
  return { content, model, finishReason, usage }
}

/** Some gateways (OpenRouter) answer 200 with `{error: {code, message}}`, even inside a stream. */
function throwIfErrorBody(body: unknown, apiKey: string | undefined): void {
  if (typeof body !== 'object' || body === null || !('error' in body) || 'choices' in body) return
  const error = (body as { error: unknown }).error
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  throw errorFromStatus(typeof code === 'number' && code >= 400 ? code : 502, JSON.stringify(body), apiKey)
}

/** Reads `GET /models`: the ids of `data[]`. */
export async function readModelIds(res: HttpAnswer): Promise<string[]> {
  const parsed = ModelsSchema.safeParse(await readJson(res))
  if (!parsed.success) throw badResponseError('the model list has no `data` array of ids', res.status)
  return parsed.data.data.map((m) => m.id)
}

export async function readJson(res: HttpAnswer): Promise<unknown> {
  const text = await res.text()
  try {
    return JSON.parse(text)
  } catch {
    throw badResponseError('the response body is not JSON', res.status)
  }
}

function toUsage(u: z.infer<typeof UsageSchema> | null | undefined): Usage | undefined {
  if (!u) return undefined
  return { prompt_tokens: u.prompt_tokens, completion_tokens: u.completion_tokens, total_tokens: u.total_tokens ?? 0 }
}
