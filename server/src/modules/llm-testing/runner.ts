import { createHash } from 'node:crypto'
import { uuidv7 } from 'uuidv7'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import type { ChatMessage } from '../../platform/ai/ai-client.js'
import { costOf } from '../../platform/ai/cost.js'
import { errorResult, evaluate, type Judge, scoreCase } from './assertion-eval.js'
import type { CallOutcome, CallParams, ProviderCaller } from './provider-client.js'
import * as store from './store.js'
import { fillVariables, type LlmCase, type LlmSuite } from './suite-parser.js'
import type { NewCaseResultRow, ProviderRow, RunRow } from './tables.js'

/** Case rows written per database batch. */
export const RESULT_BATCH = 100
/**
 * Batches handed to the writer and not written yet before a worker waits for it: workers go on calling the
 * provider while a batch is written, and a run holds at most this many batches (plus one filling, plus the cases
 * in flight) in memory.
 */
const WRITES_AHEAD = 2

export type RunnerDeps = Pick<AppDeps, 'db' | 'clock'>

export interface RunContext {
  run: RunRow
  provider: ProviderRow
  caller: ProviderCaller
  suite: LlmSuite
  /** The cases to run when not `suite.cases` (a streamed suite hands them out one at a time). */
  cases?: Iterator<LlmCase>
  judge: Judge | undefined
  signal: AbortSignal
  /** Told after every written batch: cases done in this run so far. */
  onProgress: (done: number) => void
}

/** The parameters of a call: the provider's defaults, overridden by the suite's `## Defaults`. */
export function callParams(provider: ProviderRow, suite: LlmSuite): CallParams {
  const defaults = JSON.parse(provider.default_params) as CallParams
  return {
    temperature: suite.defaults.temperature ?? defaults.temperature,
    max_tokens: suite.defaults.max_tokens ?? defaults.max_tokens,
    seed: suite.defaults.seed ?? defaults.seed,
    stream: defaults.stream,
  }
}

export function messagesOf(suite: LlmSuite, c: LlmCase): ChatMessage[] {
  const system = fillVariables(suite.systemPrompt, suite.variables)
  const user = fillVariables(c.input, suite.variables)
  return system.trim() === ''
    ? [{ role: 'user', content: user }]
    : [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ]
}

/** Cache key: provider endpoint, model, call parameters and messages (the project scopes it in the table). */
export function cacheKey(provider: Pick<ProviderRow, 'base_url' | 'model_id'>, params: CallParams, messages: ChatMessage[]): string {
  const material = JSON.stringify([
    provider.base_url.replace(/\/+$/, ''),
    provider.model_id,
    params.temperature ?? null,
    params.max_tokens ?? null,
    params.seed ?? null,
    messages,
  ])
  return createHash('sha256').update(material).digest('hex')
}

/**
 * Runs every case of one run not recorded yet, `provider.concurrency` workers pulling the next case (the AIMD
 * limiter decides how many calls are really in flight), and writes results in batches of {@link RESULT_BATCH} behind
 * them: a worker starts its next case while a batch is written, and waits only when the writer falls behind.
 */
export async function executeCases(deps: RunnerDeps, ctx: RunContext): Promise<void> {
  const { run, suite, signal } = ctx
  const recorded = await store.recordedIndexes(deps.db, run.id)
  const params = callParams(ctx.provider, suite)
  const cases = ctx.cases ?? suite.cases[Symbol.iterator]()
  let done = recorded.size
  let buffer: NewCaseResultRow[] = []
  let writing: Promise<void> = Promise.resolve()
  let queued = 0
  let writeError: { error: unknown } | undefined
  /** Hands the buffered rows to the writer (one batch written at a time, in order); never rejects. */
  const flush = () => {
    if (buffer.length === 0 || writeError) return writing
    const rows = buffer
    buffer = []
    queued++
    writing = writing.then(async () => {
      try {
        if (writeError) return
        await store.insertResults(deps.db, rows)
        done += rows.length
        ctx.onProgress(done)
      } catch (error) {
        writeError = { error }
      } finally {
        queued--
      }
    })
    return writing
  }
  const worker = async () => {
    while (!signal.aborted && !writeError) {
      const step = cases.next()
      if (step.done) return
      const c = step.value
      if (recorded.has(c.index)) continue
      // Not `buffer.push(await ...)`: that would push into the array a flush may have handed to the writer meanwhile.
      const row = await runCase(deps, ctx, c, params)
      buffer.push(row)
      if (buffer.length < RESULT_BATCH) continue
      const written = flush()
      if (queued >= WRITES_AHEAD) await written
    }
  }
  const workers = Math.max(1, Math.min(ctx.provider.concurrency, run.total))
  const settled = await Promise.allSettled(Array.from({ length: workers }, worker))
  await flush()
  signal.throwIfAborted()
  if (writeError) throw writeError.error
  const failure = settled.find((s) => s.status === 'rejected')
  if (failure) throw (failure as PromiseRejectedResult).reason
}

async function runCase(deps: RunnerDeps, ctx: RunContext, c: LlmCase, params: CallParams): Promise<NewCaseResultRow> {
  const { run, provider, suite } = ctx
  const messages = messagesOf(suite, c)
  // The key hashes the whole prompt: only worth it when the run reads or writes the cache.
  const key = run.use_cache || run.cache_ttl_seconds > 0 ? cacheKey(provider, params, messages) : ''
  const started = performance.now()
  let outcome: CallOutcome
  let cached = false
  const hit = run.use_cache ? await store.getCached(deps.db, run.project_id, key, deps.clock.nowIso()) : undefined
  if (hit) {
    cached = true
    outcome = {
      status: 'ok',
      content: hit.content,
      promptTokens: hit.prompt_tokens,
      completionTokens: hit.completion_tokens,
      usageEstimated: false,
      latencyMs: Math.round(performance.now() - started),
      retries: 0,
    }
  } else {
    outcome = await ctx.caller.call(messages, params, ctx.signal)
    if (outcome.status === 'ok' && run.cache_ttl_seconds > 0) {
      const now = deps.clock.now()
      await store.putCached(deps.db, {
        project_id: run.project_id,
        key,
        content: outcome.content,
        prompt_tokens: outcome.promptTokens,
        completion_tokens: outcome.completionTokens,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + run.cache_ttl_seconds * 1000).toISOString(),
      })
    }
  }
  const input = fillVariables(c.input, suite.variables)
  const expected = c.expected === undefined ? null : fillVariables(c.expected, suite.variables)
  const at = deps.clock.nowIso()
  const base = {
    id: uuidv7(),
    run_id: run.id,
    project_id: run.project_id,
    provider_id: run.provider_id,
    spec_name: run.spec_name,
    case_index: c.index,
    case_name: c.name,
    input,
    expected,
    day: at.slice(0, 10),
    created_at: at,
  }
  if (outcome.status !== 'ok') {
    const reason = `not evaluated: the provider call ${outcome.status === 'failed' ? 'failed' : `was ${outcome.status === 'throttled' ? 'throttled' : 'timed out'}`}`
    return {
      ...base,
      status: 'error',
      call_status: outcome.status,
      error: outcome.error,
      output: null,
      score: 0,
      assertions: JSON.stringify(c.assertions.map((a) => errorResult(a, reason))),
      latency_ms: outcome.latencyMs,
      prompt_tokens: 0,
      completion_tokens: 0,
      cost: 0,
      cached: 0,
    }
  }
  const usage = { prompt_tokens: outcome.promptTokens, completion_tokens: outcome.completionTokens, total_tokens: 0 }
  const cost = cached ? 0 : costOf(usage, provider)
  const facts = {
    output: outcome.content,
    latencyMs: outcome.latencyMs,
    completionTokens: outcome.completionTokens,
    cost,
    usageEstimated: outcome.usageEstimated,
  }
  const results = []
  for (const a of c.assertions) results.push(await evaluate(a, facts, input, ctx.judge))
  const { status, score } = scoreCase(results, c.threshold)
  return {
    ...base,
    status,
    call_status: 'ok',
    error: null,
    output: outcome.content,
    score,
    assertions: JSON.stringify(results),
    latency_ms: outcome.latencyMs,
    prompt_tokens: outcome.promptTokens,
    completion_tokens: outcome.completionTokens,
    cost,
    cached: cached ? 1 : 0,
  }
}

const VerdictSchema = z.object({ pass: z.boolean(), score: z.number().min(0).max(1), reason: z.string().default('') })

/** A judge over a provider: asks for a JSON verdict at temperature 0; anything else is an error, never a pass. */
export function providerJudge(caller: ProviderCaller, signal: AbortSignal): Judge {
  return async (rubric, output, input) => {
    const outcome = await caller.call(
      [
        {
          role: 'system',
          content:
            'You grade an AI answer against a rubric. Reply with only a JSON object: {"pass": true|false, "score": <number 0..1>, "reason": "<one sentence>"}.',
        },
        { role: 'user', content: `Rubric:\n${rubric}\n\nUser input:\n${input}\n\nAnswer to grade:\n${output}` },
      ],
      { temperature: 0 },
      signal,
    )
    if (outcome.status !== 'ok') throw new Error(`judge call ${outcome.status}: ${outcome.error}`)
    const match = /\{[\s\S]*\}/.exec(outcome.content)
    if (!match) throw new Error('the judge did not answer with JSON')
    let raw: unknown
    try {
      raw = JSON.parse(match[0])
    } catch {
      throw new Error('the judge did not answer with valid JSON')
    }
    const parsed = VerdictSchema.safeParse(raw)
    if (!parsed.success) throw new Error('the judge verdict lacks a boolean "pass" and a "score" from 0 to 1')
    return parsed.data
  }
}
