import { z } from 'zod'
import { pageQuery } from '../../../platform/http/pagination.js'
import { ProjectIdSchema } from '../../../platform/http/schemas.js'

export const WindowQuerySchema = z.object({
  project_id: ProjectIdSchema.optional(),
  days: z.coerce.number().int().min(1).max(366).default(30).describe('Days back from today (UTC), today included'),
  provider_id: z.string().min(1).max(100).optional(),
  spec_name: z.string().min(1).max(300).optional(),
})

const Window = { since_day: z.string().describe('First UTC day of the window (YYYY-MM-DD)'), days: z.number().int() }

export const OverviewSchema = z
  .object({
    ...Window,
    runs: z.number().int(),
    cases: z.number().int(),
    passed: z.number().int(),
    failed: z.number().int(),
    errored: z.number().int(),
    pass_rate: z.number().nullable(),
    mean_score: z.number().nullable(),
    latency_avg_ms: z.number().nullable(),
    cost: z.number(),
    prompt_tokens: z.number().int(),
    completion_tokens: z.number().int(),
    providers: z.number().int(),
    suites: z.number().int(),
    golden_baselines: z.number().int(),
    regressed_cases: z.number().int().describe('Cases passing on golden and failing in the newest run, summed over baselines'),
  })
  .meta({ id: 'LlmAnalyticsOverview' })

export const TrendsSchema = z
  .object({
    ...Window,
    items: z.array(
      z.object({
        day: z.string(),
        provider_id: z.string(),
        provider_name: z.string().nullable(),
        spec_name: z.string(),
        total: z.number().int(),
        passed: z.number().int(),
        pass_rate: z.number().nullable(),
        mean_score: z.number().nullable(),
        latency_avg_ms: z.number().nullable(),
        latency_max_ms: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: 'LlmAnalyticsTrends' })

const CostFigures = {
  provider_id: z.string(),
  provider_name: z.string().nullable(),
  cost: z.number(),
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  calls: z.number().int(),
  cached: z.number().int().describe('Answers served from the response cache (cost 0)'),
}

export const CostSchema = z
  .object({
    ...Window,
    total_cost: z.number(),
    by_provider: z.array(z.object(CostFigures)),
    items: z.array(z.object({ day: z.string(), ...CostFigures })),
  })
  .meta({ id: 'LlmAnalyticsCost' })

export const GoldenItemSchema = z
  .object({
    source: z.enum(['dataset', 'run']).describe('dataset: newest run over the golden version; run: a run marked golden'),
    spec_name: z.string(),
    provider_id: z.string(),
    provider_name: z.string(),
    dataset_id: z.string().nullable(),
    dataset_name: z.string().nullable(),
    dataset_version: z.number().int().nullable(),
    golden_run_id: z.string(),
    golden_at: z.string(),
    golden_pass_rate: z.number().nullable(),
    golden_mean_score: z.number().nullable(),
    latest_run_id: z.string().nullable(),
    latest_at: z.string().nullable(),
    latest_pass_rate: z.number().nullable(),
    pass_rate_delta: z.number().nullable(),
    regressed: z.number().int(),
    improved: z.number().int(),
  })
  .meta({ id: 'LlmGoldenBaseline' })

export const GoldenSchema = z.object({ items: z.array(GoldenItemSchema) }).meta({ id: 'LlmAnalyticsGolden' })

export const RegressionsQuerySchema = pageQuery({ defaultLimit: 50, maxLimit: 200 }).extend({
  project_id: ProjectIdSchema.optional(),
  run_id: z.string().min(1).max(100).optional().describe('Compare this run with its baseline instead of the newest runs'),
  provider_id: z.string().min(1).max(100).optional(),
  spec_name: z.string().min(1).max(300).optional(),
})

export const RegressionSchema = z
  .object({
    spec_name: z.string(),
    provider_id: z.string(),
    golden_run_id: z.string(),
    current_run_id: z.string(),
    case_index: z.number().int(),
    case_name: z.string(),
    input: z.string(),
    expected: z.string().nullable(),
    golden_score: z.number(),
    current_score: z.number(),
    golden_output: z.string().nullable(),
    current_output: z.string().nullable(),
    failed_assertions: z.array(z.string()),
  })
  .meta({ id: 'LlmRegression' })

export const RunIdParamsSchema = z.object({ id: z.string().min(1).max(100) })
