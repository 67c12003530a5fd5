import { z } from 'zod'
import { ProjectIdSchema } from '../../platform/http/schemas.js'

export const AnalyticsQuerySchema = z.object({
  project_id: ProjectIdSchema.default('default'),
  days: z.coerce.number().int().min(1).max(365).default(30).describe('Look-back window in days (default 30)'),
})
export const RankedQuerySchema = AnalyticsQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  window: z.coerce.number().int().min(3).max(50).default(10).describe('Flaky: how many recent runs of each spec to look at'),
})

export const PassRateDaySchema = z
  .object({
    date: z.string().describe('UTC day, YYYY-MM-DD'),
    total: z.number().int(),
    passed: z.number().int(),
    failed: z.number().int(),
    error: z.number().int(),
    pass_rate: z.number().describe('0..1'),
  })
  .meta({ id: 'PassRateDay' })
export const PassRateTrendSchema = z.object({ items: z.array(PassRateDaySchema) }).meta({ id: 'PassRateTrend' })

const SpecKey = { spec_kind: z.enum(['ui', 'api']), spec_name: z.string() }
export const FlakySpecSchema = z
  .object({
    ...SpecKey,
    runs: z.number().int(),
    passed: z.number().int(),
    flips: z.number().int().describe('Status changes (pass <-> not pass) between consecutive runs'),
    flip_rate: z.number().describe('flips / (runs - 1), 0..1'),
  })
  .meta({ id: 'FlakySpec' })
export const FlakySpecsSchema = z.object({ items: z.array(FlakySpecSchema) }).meta({ id: 'FlakySpecs' })

export const SlowSpecSchema = z
  .object({ ...SpecKey, runs: z.number().int(), avg_ms: z.number(), max_ms: z.number() })
  .meta({ id: 'SlowSpec' })
export const SlowSpecsSchema = z.object({ items: z.array(SlowSpecSchema) }).meta({ id: 'SlowSpecs' })

export const FailureClassesSchema = z
  .object({ items: z.array(z.object({ failure_class: z.string(), count: z.number().int() })) })
  .meta({ id: 'FailureClasses' })

export const HealStatsSchema = z
  .object({
    finished: z.number().int().describe('Batch runs that finished in the window'),
    passed: z.number().int(),
    healed: z.number().int().describe('Passed after at least one heal'),
    refused_app_regression: z.number().int().describe('Failures the classifier called app regressions: reported, never healed'),
    heal_rate: z.number().nullable().describe('healed / passed'),
  })
  .meta({ id: 'HealStats' })
