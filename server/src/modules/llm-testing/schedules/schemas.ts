import { z } from 'zod'
import { pageQuery } from '../../../platform/http/pagination.js'
import { ProjectIdSchema } from '../../../platform/http/schemas.js'
import { EXECUTION_STATUSES } from '../../../platform/scheduler/scheduler.js'

const CronSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .describe('5-field cron: minute hour day-of-month month day-of-week (0 or 7 = Sunday, 1-5 = Monday to Friday)')
const TimezoneSchema = z.string().trim().min(1).max(64).describe('IANA zone, e.g. Europe/Berlin (default UTC)')
const Ref = z.string().trim().min(1).max(300)

export const CreateLlmScheduleBodySchema = z
  .object({
    project_id: ProjectIdSchema.optional(),
    name: z.string().trim().min(1).max(200),
    spec_name: Ref.describe('The LLM suite to run (its newest version at each fire)'),
    provider_id: z.string().trim().min(1).max(100),
    judge_provider_id: z.string().trim().min(1).max(100).nullable().optional(),
    dataset_id: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .nullable()
      .optional()
      .describe("Run the suite's default assertions over this dataset's newest version at each fire (null: the suite's own cases)"),
    cron_expression: CronSchema,
    timezone: TimezoneSchema.default('UTC'),
    enabled: z.boolean().default(true),
  })
  .strict()
  .meta({ id: 'CreateLlmScheduleBody' })
export type CreateLlmScheduleBody = z.infer<typeof CreateLlmScheduleBodySchema>

export const UpdateLlmScheduleBodySchema = z
  .object({
    project_id: ProjectIdSchema.optional(),
    name: z.string().trim().min(1).max(200).optional(),
    spec_name: Ref.optional(),
    provider_id: z.string().trim().min(1).max(100).optional(),
    judge_provider_id: z.string().trim().min(1).max(100).nullable().optional(),
    dataset_id: z.string().trim().min(1).max(100).nullable().optional(),
    cron_expression: CronSchema.optional(),
    timezone: TimezoneSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'UpdateLlmScheduleBody' })
export type UpdateLlmScheduleBody = z.infer<typeof UpdateLlmScheduleBodySchema>

export const LlmScheduleRunRefSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    total: z.number().int(),
    passed: z.number().int(),
    failed: z.number().int(),
    errored: z.number().int(),
    pass_rate: z.number().nullable(),
    cost: z.number(),
  })
  .meta({ id: 'LlmScheduleRunRef' })

export const LlmExecutionSchema = z
  .object({
    id: z.string(),
    schedule_id: z.string(),
    schedule_name: z.string(),
    project_id: z.string(),
    trigger: z.enum(['cron', 'manual']),
    scheduled_for: z.string(),
    status: z.enum(EXECUTION_STATUSES),
    coalesced: z.number().int(),
    error: z.string().nullable(),
    run_id: z.string().nullable(),
    run: LlmScheduleRunRefSchema.nullable(),
    golden_run_id: z.string().nullable().describe('The baseline the run was measured against (null: none)'),
    regressed: z.number().int().nullable().describe('Cases passing on golden that failed in this run (null: not measured)'),
    improved: z.number().int().nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'LlmScheduleExecution' })
export type LlmExecution = z.infer<typeof LlmExecutionSchema>

export const LlmScheduleSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    name: z.string(),
    spec_name: z.string(),
    provider_id: z.string(),
    judge_provider_id: z.string().nullable(),
    dataset_id: z.string().nullable(),
    cron_expression: z.string(),
    timezone: z.string(),
    description: z.string().describe('The expression in words'),
    enabled: z.boolean(),
    next_run_at: z.string().nullable(),
    last_execution: LlmExecutionSchema.omit({ run: true }).nullable(),
    created_by: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'LlmSchedule' })
export type LlmSchedule = z.infer<typeof LlmScheduleSchema>

export const ScheduleIdParamsSchema = z.object({ id: z.string().min(1).max(100) })
export const ProjectQuerySchema = z.object({ project_id: ProjectIdSchema.optional() })
export const ListQuerySchema = pageQuery().extend(ProjectQuerySchema.shape)
export const ExecutionsQuerySchema = pageQuery().extend({
  project_id: ProjectIdSchema.optional(),
  status: z.enum(EXECUTION_STATUSES).optional(),
})
