import { z } from 'zod'
import { pageQuery } from '../../platform/http/pagination.js'
import { ProjectIdSchema } from '../../platform/http/schemas.js'
import { ASSERTION_TYPES } from './assertion-parse.js'

export const ProjectQuerySchema = z.object({ project_id: ProjectIdSchema.optional() })

const BaseUrlSchema = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL, e.g. https://api.openai.com/v1' })
  .max(2000)
  .describe('OpenAI-compatible API root that /chat/completions hangs off')
const CostSchema = z.number().min(0, 'must be >= 0').max(1_000_000)

export const DefaultParamsSchema = z
  .object({
    temperature: z.number().min(0).max(2).optional(),
    max_tokens: z.number().int().min(1).max(1_000_000).optional(),
    seed: z.number().int().min(0).optional(),
    stream: z.boolean().optional().describe('Ask for SSE streaming (latency then includes the whole stream)'),
  })
  .strict()
  .meta({ id: 'LlmDefaultParams' })

export const PROVIDER_TYPES = ['openai_compatible'] as const

export const CreateProviderBodySchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    provider_type: z.enum(PROVIDER_TYPES).default('openai_compatible'),
    base_url: BaseUrlSchema,
    model_id: z.string().trim().min(1).max(200),
    api_key: z.string().min(1).max(4000).optional().describe('Write-only; stored encrypted, shown as ****last4'),
    input_cost_per_1k: CostSchema.nullable().optional(),
    output_cost_per_1k: CostSchema.nullable().optional(),
    default_params: DefaultParamsSchema.optional(),
    concurrency: z.number().int().min(1).max(64).default(4).describe('Most calls in flight (AIMD lowers it on 429)'),
    timeout_ms: z.number().int().min(100).max(600_000).default(60_000).describe('Deadline of one HTTP attempt'),
    project_id: ProjectIdSchema.optional(),
  })
  .strict()
  .meta({ id: 'LlmProviderCreate' })
export type CreateProviderBody = z.infer<typeof CreateProviderBodySchema>

export const UpdateProviderBodySchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    base_url: BaseUrlSchema.optional(),
    model_id: z.string().trim().min(1).max(200).optional(),
    api_key: z.string().min(1).max(4000).nullable().optional().describe('A new key; null removes it; absent keeps it'),
    input_cost_per_1k: CostSchema.nullable().optional(),
    output_cost_per_1k: CostSchema.nullable().optional(),
    default_params: DefaultParamsSchema.optional(),
    concurrency: z.number().int().min(1).max(64).optional(),
    timeout_ms: z.number().int().min(100).max(600_000).optional(),
    project_id: ProjectIdSchema.optional(),
  })
  .strict()
  .meta({ id: 'LlmProviderUpdate' })
export type UpdateProviderBody = z.infer<typeof UpdateProviderBodySchema>

export const ProviderSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    name: z.string(),
    provider_type: z.enum(PROVIDER_TYPES),
    base_url: z.string(),
    model_id: z.string(),
    api_key_masked: z.string().nullable().describe('****last4, or null when no key is stored'),
    needs_reentry: z.boolean().describe('The stored key cannot be opened (the server secret changed): enter it again'),
    input_cost_per_1k: z.number().nullable(),
    output_cost_per_1k: z.number().nullable(),
    default_params: DefaultParamsSchema,
    concurrency: z.number().int(),
    timeout_ms: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'LlmProvider' })
export type ProviderResource = z.infer<typeof ProviderSchema>

export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) })

export const TestConnectionSchema = z
  .object({
    ok: z.boolean(),
    latency_ms: z.number(),
    models: z.array(z.string()),
    model_available: z.boolean().nullable().describe('Whether model_id is among the listed models (null when none listed)'),
    detail: z.string(),
  })
  .meta({ id: 'LlmTestConnection' })

// ---- suites

export const SpecNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 _.-]{0,99}$/, 'letters, digits, space, "_", "." or "-" (at most 100), starting with a letter or digit')

const LineIssueSchema = z.object({ line: z.number().int(), message: z.string() }).meta({ id: 'LlmLineIssue' })

export const SuiteSummarySchema = z.object({
  title: z.string(),
  cases: z.array(z.object({ index: z.number().int(), name: z.string(), line: z.number().int(), assertions: z.number().int() })),
  errors: z.array(LineIssueSchema),
  warnings: z.array(LineIssueSchema),
})

export const SpecSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    name: z.string(),
    content: z.string(),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    ...SuiteSummarySchema.shape,
  })
  .meta({ id: 'LlmSpec' })

export const SpecListItemSchema = z
  .object({ id: z.string(), name: z.string(), version: z.number().int(), created_at: z.string(), updated_at: z.string() })
  .meta({ id: 'LlmSpecListItem' })

export const CreateSpecBodySchema = z
  .object({ name: SpecNameSchema, content: z.string().max(20_000_000), project_id: ProjectIdSchema.optional() })
  .strict()
export const UpdateSpecBodySchema = z.object({ content: z.string().max(20_000_000), project_id: ProjectIdSchema.optional() }).strict()
export const ValidateSpecBodySchema = z.object({ content: z.string().max(20_000_000), project_id: ProjectIdSchema.optional() }).strict()
export const SpecParamsSchema = z.object({ name: SpecNameSchema })
export const VersionParamsSchema = z.object({ name: SpecNameSchema, version: z.coerce.number().int().min(1) })
export const DiffQuerySchema = z.object({
  from: z.coerce.number().int().min(1),
  to: z.coerce.number().int().min(1),
  project_id: ProjectIdSchema.optional(),
})

export const SpecVersionSchema = z
  .object({ version: z.number().int(), created_at: z.string(), created_by: z.string().nullable(), size: z.number().int() })
  .meta({ id: 'LlmSpecVersion' })
export const SpecVersionDetailSchema = SpecVersionSchema.extend({ content: z.string() }).meta({ id: 'LlmSpecVersionDetail' })
export const SpecDiffSchema = z
  .object({
    from: z.number().int(),
    to: z.number().int(),
    patch: z.string().describe('Unified diff of the two versions'),
    added: z.number().int(),
    removed: z.number().int(),
  })
  .meta({ id: 'LlmSpecDiff' })

// ---- runs

const RunOptions = {
  version: z.number().int().min(1).optional().describe('Suite version to run (default: the latest)'),
  use_cache: z.boolean().default(true).describe('Reuse cached answers; false bypasses the cache for this run (answers are still stored)'),
  cache_ttl_seconds: z.number().int().min(0).max(31_536_000).default(86_400),
  judge_provider_id: z.string().min(1).max(100).optional().describe('Provider that grades llm-rubric assertions'),
  project_id: ProjectIdSchema.optional(),
}

export const RunBodySchema = z
  .object({ spec_name: SpecNameSchema, provider_id: z.string().min(1).max(100), ...RunOptions })
  .strict()
  .meta({ id: 'LlmRunBody' })
export type RunBody = z.infer<typeof RunBodySchema>

export const CompareBodySchema = z
  .object({
    spec_name: SpecNameSchema,
    provider_ids: z
      .array(z.string().min(1).max(100))
      .min(2)
      .max(8)
      .refine((ids) => new Set(ids).size === ids.length, 'provider_ids must not repeat'),
    ...RunOptions,
  })
  .strict()
  .meta({ id: 'LlmCompareBody' })
export type CompareBody = z.infer<typeof CompareBodySchema>

export const RUN_STATUSES = ['queued', 'running', 'passed', 'failed', 'error', 'cancelled'] as const
export const CASE_STATUSES = ['passed', 'failed', 'error'] as const
export const CALL_STATUSES = ['ok', 'throttled', 'timeout', 'failed', 'not_called'] as const

export const RunSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    comparison_id: z.string().nullable(),
    spec_name: z.string(),
    spec_version: z.number().int(),
    dataset_id: z.string().nullable().describe('Set when the run took its cases from a dataset version (bulk-run)'),
    dataset_version: z.number().int().nullable(),
    provider_id: z.string(),
    provider_name: z.string(),
    model_id: z.string(),
    judge_provider_id: z.string().nullable(),
    triggered_by: z.string(),
    status: z.enum(RUN_STATUSES),
    job_id: z.string().nullable(),
    use_cache: z.boolean(),
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    passed: z.number().int(),
    failed: z.number().int(),
    errored: z.number().int(),
    cached: z.number().int(),
    pass_rate: z.number().nullable().describe('passed / total cases, 0..1'),
    mean_score: z.number().nullable(),
    latency_p50_ms: z.number().nullable(),
    latency_p95_ms: z.number().nullable(),
    prompt_tokens: z.number().int(),
    completion_tokens: z.number().int(),
    cost: z.number(),
    error: z.string().nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    duration_ms: z.number().nullable(),
  })
  .meta({ id: 'LlmRun' })
export type RunResource = z.infer<typeof RunSchema>

export const AssertionResultSchema = z
  .object({
    type: z.enum(ASSERTION_TYPES),
    line: z.number().int(),
    weight: z.number(),
    status: z.enum(['pass', 'fail', 'error']),
    pass: z.boolean(),
    score: z.number(),
    reason: z.string(),
  })
  .meta({ id: 'LlmAssertionResult' })

export const CaseResultSchema = z
  .object({
    case_index: z.number().int(),
    case_name: z.string(),
    status: z.enum(CASE_STATUSES),
    call_status: z.enum(CALL_STATUSES),
    error: z.string().nullable(),
    input: z.string(),
    expected: z.string().nullable(),
    output: z.string().nullable(),
    score: z.number(),
    assertions: z.array(AssertionResultSchema),
    latency_ms: z.number().nullable(),
    prompt_tokens: z.number().int(),
    completion_tokens: z.number().int(),
    cost: z.number(),
    cached: z.boolean(),
  })
  .meta({ id: 'LlmCaseResult' })
export type CaseResultResource = z.infer<typeof CaseResultSchema>

export const ListRunsQuerySchema = pageQuery().extend({
  project_id: ProjectIdSchema.optional(),
  spec_name: SpecNameSchema.optional(),
  status: z.enum(RUN_STATUSES).optional(),
})
export const ResultsQuerySchema = pageQuery({ defaultLimit: 50, maxLimit: 500 }).extend({
  project_id: ProjectIdSchema.optional(),
  status: z.enum(CASE_STATUSES).optional(),
  failures: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('Only failed and errored cases'),
})

export const ComparisonSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    spec_name: z.string(),
    spec_version: z.number().int(),
    status: z.enum(['queued', 'running', 'completed', 'error', 'cancelled']),
    job_id: z.string().nullable(),
    provider_ids: z.array(z.string()),
    runs: z.array(RunSchema),
    winner_provider_id: z.string().nullable(),
    winner_reason: z.string().nullable(),
    error: z.string().nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'LlmComparison' })
export type ComparisonResource = z.infer<typeof ComparisonSchema>

export const ComparisonCaseSchema = z
  .object({
    case_index: z.number().int(),
    case_name: z.string(),
    input: z.string(),
    expected: z.string().nullable(),
    results: z.record(
      z.string(),
      z.object({
        status: z.enum(CASE_STATUSES),
        score: z.number(),
        output: z.string().nullable(),
        latency_ms: z.number().nullable(),
        cost: z.number(),
        error: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'LlmComparisonCase' })

export const ComparisonCasesQuerySchema = pageQuery({ defaultLimit: 50, maxLimit: 500 }).extend({
  project_id: ProjectIdSchema.optional(),
  differing: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('Only cases whose status differs between providers'),
})

export const AssertionTypeSchema = z
  .object({ type: z.enum(ASSERTION_TYPES), argument: z.string(), example: z.string(), description: z.string() })
  .meta({ id: 'LlmAssertionType' })
