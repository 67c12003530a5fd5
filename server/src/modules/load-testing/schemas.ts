import { z } from 'zod'
import { pageQuery } from '../../platform/http/pagination.js'
import { IdSchema, ProjectIdSchema } from '../../platform/http/schemas.js'

export const LOAD_RUN_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const
export type LoadRunStatus = (typeof LOAD_RUN_STATUSES)[number]
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const

const HeaderName = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/, { message: 'not a valid header name' })
const HeaderValue = z
  .string()
  .max(4000)
  .refine((v) => !/[\r\n\0]/.test(v), { message: 'header values may not contain line breaks' })

const ScenarioFields = {
  name: z.string().trim().min(1).max(200),
  url: z.string().trim().min(1).max(2000).describe("Target URL; its host must be the project's base_url host"),
  method: z.enum(HTTP_METHODS).default('GET'),
  headers: z
    .record(HeaderName, HeaderValue)
    .default({})
    .refine((h) => Object.keys(h).length <= 50, { message: 'at most 50 headers' }),
  body: z.string().max(65_536).nullable().optional().describe('Request body sent with every request (64 KB max)'),
  connections: z.number().int().min(1).max(200).default(10).describe('Concurrent connections at full load'),
  duration_s: z
    .number()
    .int()
    .min(1)
    .max(3600)
    .nullable()
    .optional()
    .describe('Seconds of measured load (default 10 when amount is unset)'),
  amount: z.number().int().min(1).max(10_000_000).nullable().optional().describe('Requests to send instead of a duration'),
  ramp_up_s: z.number().int().min(0).max(600).default(0).describe('Seconds spent stepping up to full connections first (0 = none)'),
}

export const CreateScenarioBodySchema = z
  .object({ ...ScenarioFields, project_id: ProjectIdSchema.optional() })
  .strict()
  .meta({ id: 'CreateLoadScenarioBody' })
export type CreateScenarioBody = z.infer<typeof CreateScenarioBodySchema>

/** PUT replaces the whole scenario: the same fields as creation. */
export const UpdateScenarioBodySchema = CreateScenarioBodySchema

export const ScenarioSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    name: z.string(),
    url: z.string(),
    method: z.enum(HTTP_METHODS),
    headers: z.record(z.string(), z.string()),
    body: z.string().nullable(),
    connections: z.number().int(),
    duration_s: z.number().int().nullable(),
    amount: z.number().int().nullable(),
    ramp_up_s: z.number().int(),
    created_by: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'LoadScenario' })
export type Scenario = z.infer<typeof ScenarioSchema>

const LatencySchema = z
  .object({
    min: z.number(),
    mean: z.number(),
    stddev: z.number(),
    p50: z.number(),
    p75: z.number(),
    p90: z.number(),
    p97_5: z.number(),
    p99: z.number(),
    p99_9: z.number(),
    max: z.number(),
  })
  .meta({ id: 'LoadLatency', description: 'Milliseconds' })

export const LoadResultSchema = z
  .object({
    duration_s: z.number().describe('Measured phase, seconds'),
    requests_total: z.number().int().describe('Responses received in the measured phase'),
    requests_sent: z.number().int(),
    requests_per_s: z.number(),
    bytes_per_s: z.number(),
    latency_ms: LatencySchema,
    errors: z.number().int().describe('Connection errors (refused, reset, ...)'),
    timeouts: z.number().int(),
    non_2xx: z.number().int(),
    error_rate: z.number().describe('(errors + timeouts + non-2xx) / (responses + errors + timeouts), 0..1'),
    status_codes: z.record(z.string(), z.number().int()).describe('Status code -> responses'),
    status_classes: z.object({
      '1xx': z.number().int(),
      '2xx': z.number().int(),
      '3xx': z.number().int(),
      '4xx': z.number().int(),
      '5xx': z.number().int(),
    }),
    ramp: z
      .array(
        z.object({
          connections: z.number().int(),
          duration_s: z.number(),
          requests_per_s: z.number(),
          latency_p50_ms: z.number(),
          latency_p99_ms: z.number(),
        }),
      )
      .describe('One entry per ramp-up step, before the measured phase'),
  })
  .meta({ id: 'LoadResult' })
export type LoadResult = z.infer<typeof LoadResultSchema>

export const LoadRunSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    scenario_id: z.string().nullable(),
    scenario_name: z.string(),
    scenario: z.object({
      url: z.string(),
      method: z.string(),
      connections: z.number().int(),
      duration_s: z.number().int().nullable(),
      amount: z.number().int().nullable(),
      ramp_up_s: z.number().int(),
    }),
    status: z.enum(LOAD_RUN_STATUSES),
    job_id: z.string().nullable(),
    result: LoadResultSchema.nullable(),
    error: z.string().nullable(),
    created_by: z.string().nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    duration_ms: z.number().nullable(),
  })
  .meta({ id: 'LoadRun' })
export type LoadRun = z.infer<typeof LoadRunSchema>

const Delta = z.object({
  base: z.number().nullable(),
  head: z.number().nullable(),
  change: z.number().nullable().describe('head - base'),
  change_pct: z.number().nullable(),
})
export const LoadCompareSchema = z
  .object({
    base: LoadRunSchema,
    head: LoadRunSchema,
    metrics: z.object({
      requests_per_s: Delta,
      latency_p50_ms: Delta,
      latency_p90_ms: Delta,
      latency_p99_ms: Delta,
      latency_max_ms: Delta,
      error_rate: Delta,
      bytes_per_s: Delta,
    }),
    verdict: z.enum(['better', 'worse', 'similar', 'incomparable']).describe('Throughput and p99 latency beyond 10% decide'),
  })
  .meta({ id: 'LoadCompare' })
export type LoadCompare = z.infer<typeof LoadCompareSchema>

export const ProjectQuerySchema = z.object({ project_id: ProjectIdSchema.optional() })
export const ScenarioParamsSchema = z.object({ scenario_id: IdSchema })
export const RunParamsSchema = z.object({ run_id: IdSchema })
export const ListScenariosQuerySchema = pageQuery().extend({ project_id: ProjectIdSchema.optional() })
export const ListRunsQuerySchema = pageQuery().extend({ project_id: ProjectIdSchema.optional(), scenario_id: IdSchema.optional() })
export const CompareQuerySchema = z.object({ project_id: ProjectIdSchema.optional(), base: IdSchema, head: IdSchema })
