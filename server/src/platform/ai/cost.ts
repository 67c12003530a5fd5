import { z } from 'zod'
import { addUsage, type Usage, ZERO_USAGE } from './usage.js'

/** Prices per 1,000 tokens, as stored on an LLM provider; unset prices count as zero. */
export interface Pricing {
  input_cost_per_1k?: number | null
  output_cost_per_1k?: number | null
}

/**
 * Cost of one call's usage: prompt tokens at the input price plus completion tokens at the output price, both per
 * 1,000 tokens. Rounded to 1e-10 so sums of many small calls do not show float noise.
 */
export function costOf(usage: Usage, pricing: Pricing = {}): number {
  const input = (usage.prompt_tokens / 1000) * (pricing.input_cost_per_1k ?? 0)
  const output = (usage.completion_tokens / 1000) * (pricing.output_cost_per_1k ?? 0)
  return roundCost(input + output)
}

const UsageTotalsSchema = z.object({
  calls: z.number().int().nonnegative(),
  prompt_tokens: z.number().int().nonnegative(),
  completion_tokens: z.number().int().nonnegative(),
  total_tokens: z.number().int().nonnegative(),
  /** In the currency of the prices (USD for every known provider). */
  cost: z.number().nonnegative(),
})

/** What one run spent on AI, as stored with the run: totals plus the same totals per model. */
export const UsageSummarySchema = UsageTotalsSchema.extend({ by_model: z.record(z.string(), UsageTotalsSchema) })
export type UsageTotals = z.infer<typeof UsageTotalsSchema>
export type UsageSummary = z.infer<typeof UsageSummarySchema>

/**
 * Adds up the usage and cost of every AI call of one run (retries and corrective attempts included: they were paid
 * for). Create one per run, pass it to `completeJson({ meter })` or call `add` after `complete`, store `summary()`.
 *
 * @example
 * const meter = new UsageMeter({ input_cost_per_1k: 0.00015, output_cost_per_1k: 0.0006 })
 * meter.add(await ai.complete(request))
 * await saveRunUsage(db, run.id, meter.summary())
 */
export class UsageMeter {
  private totals: UsageTotals = emptyTotals()
  private readonly byModel = new Map<string, UsageTotals>()

  constructor(private readonly pricing: Pricing = {}) {}

  /** Records one call; `pricing` overrides the meter's prices (a run that asks several providers). Returns the call's cost. */
  add(call: { usage: Usage; model: string }, pricing: Pricing = this.pricing): number {
    const cost = costOf(call.usage, pricing)
    this.totals = addTotals(this.totals, call.usage, cost)
    this.byModel.set(call.model, addTotals(this.byModel.get(call.model) ?? emptyTotals(), call.usage, cost))
    return cost
  }

  /** Everything recorded so far (a copy, safe to store). */
  summary(): UsageSummary {
    return { ...this.totals, by_model: Object.fromEntries([...this.byModel].map(([model, t]) => [model, { ...t }])) }
  }
}

function emptyTotals(): UsageTotals {
  return { calls: 0, ...ZERO_USAGE, cost: 0 }
}

function addTotals(t: UsageTotals, usage: Usage, cost: number): UsageTotals {
  return { calls: t.calls + 1, ...addUsage(t, usage), cost: roundCost(t.cost + cost) }
}

function roundCost(value: number): number {
  return Math.round(value * 1e10) / 1e10
}
