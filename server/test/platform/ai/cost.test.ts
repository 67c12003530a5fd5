import { describe, expect, it } from 'vitest'
import { costOf, UsageMeter, UsageSummarySchema } from '../../../src/platform/ai/cost.js'

const usage = (prompt: number, completion: number) => ({
  prompt_tokens: prompt,
  completion_tokens: completion,
  total_tokens: prompt + completion,
})

describe('costOf', () => {
  it('prices prompt tokens at the input rate and completion tokens at the output rate, per 1,000 tokens', () => {
    expect(costOf(usage(1200, 300), { input_cost_per_1k: 0.00015, output_cost_per_1k: 0.0006 })).toBe(0.00036)
  })

  it('is zero when prices are unset or null', () => {
    expect(costOf(usage(5000, 5000))).toBe(0)
    expect(costOf(usage(5000, 5000), { input_cost_per_1k: null, output_cost_per_1k: null })).toBe(0)
    expect(costOf(usage(5000, 5000), { output_cost_per_1k: 0.002 })).toBe(0.01)
  })

  it('shows no float noise', () => {
    expect(costOf(usage(100, 200), { input_cost_per_1k: 1, output_cost_per_1k: 1 })).toBe(0.3)
  })
})

describe('UsageMeter', () => {
  it('adds calls, tokens and cost across a run, in total and per model', () => {
    const meter = new UsageMeter({ input_cost_per_1k: 0.5, output_cost_per_1k: 1.5 })
    expect(meter.add({ usage: usage(1000, 2000), model: 'gpt-4o-mini' })).toBe(3.5)
    meter.add({ usage: usage(2000, 0), model: 'gpt-4o-mini' })
    meter.add({ usage: usage(1000, 1000), model: 'judge' }, { input_cost_per_1k: 10, output_cost_per_1k: 30 })
    const summary = meter.summary()
    expect(summary).toEqual({
      calls: 3,
      prompt_tokens: 4000,
      completion_tokens: 3000,
      total_tokens: 7000,
      cost: 44.5,
      by_model: {
        'gpt-4o-mini': { calls: 2, prompt_tokens: 3000, completion_tokens: 2000, total_tokens: 5000, cost: 4.5 },
        judge: { calls: 1, prompt_tokens: 1000, completion_tokens: 1000, total_tokens: 2000, cost: 40 },
      },
    })
    expect(UsageSummarySchema.parse(JSON.parse(JSON.stringify(summary)))).toEqual(summary)
  })

  it('starts empty and hands out copies', () => {
    const meter = new UsageMeter()
    expect(meter.summary()).toEqual({ calls: 0, prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, cost: 0, by_model: {} })
    meter.add({ usage: usage(1, 1), model: 'm' })
    const first = meter.summary()
    meter.add({ usage: usage(1, 1), model: 'm' })
    expect(first.by_model.m?.calls).toBe(1)
  })
})
