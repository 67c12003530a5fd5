import { z } from 'zod'
import { UsageSummarySchema } from '../../platform/ai/cost.js'
import { pageQuery } from '../../platform/http/pagination.js'
import { ProjectIdSchema } from '../../platform/http/schemas.js'
import { RUN_CAUSES } from './run-cause.js'

export const RUN_STATUSES = ['queued', 'running', 'passed', 'failed', 'error'] as const
export type RunStatus = (typeof RUN_STATUSES)[number]
export const ENGINES = ['auto', 'rules', 'ai'] as const
export const FAILURE_CLASSES = ['locator_drift', 'timing', 'test_code_error', 'app_regression', 'environment'] as const

const SpecNameSchema = z.string().min(1).max(300)
const RunOptionsSchema = {
  project_id: ProjectIdSchema.optional(),
  engine: z.enum(ENGINES).default('auto').describe('auto: rules, with AI for steps the rules do not understand when AI is configured'),
  heal: z.boolean().default(true),
  max_heal_attempts: z.number().int().min(0).max(3).default(3),
}

export const StartRunBodySchema = z
  .object({ spec_name: SpecNameSchema, ...RunOptionsSchema })
  .strict()
  .meta({ id: 'StartRunBody' })
export type StartRunBody = z.infer<typeof StartRunBodySchema>
export const BulkRunBodySchema = z
  .object({ spec_names: z.array(SpecNameSchema).min(1).max(100), ...RunOptionsSchema })
  .strict()
  .meta({ id: 'BulkRunBody' })

export const StageSchema = z
  .object({
    name: z.string(),
    status: z.enum(['running', 'passed', 'failed', 'error', 'skipped']),
    started_at: z.string(),
    finished_at: z.string().nullable(),
    duration_ms: z.number().nullable(),
    detail: z.string().nullable(),
  })
  .meta({ id: 'RunStage' })
export type Stage = z.infer<typeof StageSchema>

export const AttemptSchema = z
  .object({
    n: z.number().int(),
    status: z.enum(['passed', 'failed', 'error']),
    code: z.string(),
    error: z.string().nullable(),
    failed_step: z.number().int().nullable(),
    classification: z.enum(FAILURE_CLASSES).nullable(),
    heal: z.string().nullable().describe('What the heal after this attempt changed (or why it did not)'),
    diff: z.string().nullable(),
    duration_ms: z.number(),
  })
  .meta({ id: 'RunAttempt' })
export type Attempt = z.infer<typeof AttemptSchema>

export const RunSummarySchema = z
  .object({
    id: z.string(),
    spec_name: z.string(),
    project_id: z.string(),
    status: z.enum(RUN_STATUSES),
    engine: z.string(),
    job_id: z.string().nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    duration_ms: z.number().nullable(),
    error: z.string().nullable(),
    cause: z
      .enum(RUN_CAUSES)
      .nullable()
      .describe(
        'Why a finished run did not pass: app = the app did not do what the spec says; automation = the tool could not automate a step (the app may work); environment = app, browser or variable missing, or the run was stopped. Null while running or when passed',
      ),
  })
  .meta({ id: 'Run' })
export type RunSummary = z.infer<typeof RunSummarySchema>

export const ArtifactSchema = z.object({ path: z.string(), size: z.number().int() }).meta({ id: 'RunArtifact' })

export const RunDetailSchema = RunSummarySchema.extend({
  stages: z.array(StageSchema),
  plan: z.unknown().nullable(),
  code: z.string().nullable(),
  attempts: z.array(AttemptSchema),
  artifacts: z.array(ArtifactSchema),
  ai_usage: UsageSummarySchema.nullable().describe('Tokens and cost of the AI calls the run made; null when it made none'),
}).meta({ id: 'RunDetail' })
export type RunDetail = z.infer<typeof RunDetailSchema>

export const RunParamsSchema = z.object({ run_id: z.uuid() })
export const ArtifactParamsSchema = z.object({ run_id: z.uuid(), '*': z.string().min(1).max(500) })
export const ProjectQuerySchema = z.object({ project_id: ProjectIdSchema.default('default') })
export const ListRunsQuerySchema = pageQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
  project_id: ProjectIdSchema.default('default'),
  status: z.enum(RUN_STATUSES).optional(),
  spec: z.string().max(300).optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional().describe('Exclusive upper bound'),
})
export const ListMemoryQuerySchema = pageQuery({ defaultLimit: 50, maxLimit: 200 }).extend({
  project_id: ProjectIdSchema.default('default'),
})
export const BulkRunResultSchema = z.object({ items: z.array(RunSummarySchema) }).meta({ id: 'BulkRunResult' })
export const DeletedRunSchema = z.object({ deleted: z.literal(true), id: z.string() }).meta({ id: 'DeletedRun' })

export const MemoryEntrySchema = z
  .object({ spec_name: z.string(), run_id: z.string().nullable(), updated_at: z.string(), targets: z.number().int() })
  .meta({ id: 'SelectorMemoryEntry' })
