import { z } from 'zod'
import { pageQuery } from '../../platform/http/pagination.js'
import { ProjectIdSchema } from '../../platform/http/schemas.js'
import { EXECUTION_STATUSES } from '../../platform/scheduler/scheduler.js'

const CronSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .describe('5-field cron: minute hour day-of-month month day-of-week (0 or 7 = Sunday, 1-5 = Monday to Friday)')
const TimezoneSchema = z.string().trim().min(1).max(64).describe('IANA zone, e.g. Europe/Berlin (default UTC)')
const SpecRefsSchema = z.array(z.string().min(1).max(310)).min(1).max(500).describe('UI spec names, or API spec names prefixed with `api:`')

export const CreateScheduleBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    cron_expression: CronSchema,
    timezone: TimezoneSchema.default('UTC'),
    spec_ids: SpecRefsSchema,
    enabled: z.boolean().default(true),
    max_parallel: z.number().int().min(1).max(16).optional(),
  })
  .strict()
  .meta({ id: 'CreateScheduleBody' })
export type CreateScheduleBody = z.infer<typeof CreateScheduleBodySchema>

export const UpdateScheduleBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    cron_expression: CronSchema.optional(),
    timezone: TimezoneSchema.optional(),
    spec_ids: SpecRefsSchema.optional(),
    enabled: z.boolean().optional(),
    max_parallel: z.number().int().min(1).max(16).nullable().optional(),
  })
  .strict()
  .meta({ id: 'UpdateScheduleBody' })
export type UpdateScheduleBody = z.infer<typeof UpdateScheduleBodySchema>

export const BatchRefSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    total: z.number().int(),
    passed_count: z.number().int(),
    failed_count: z.number().int(),
    error_count: z.number().int(),
    success_rate: z.number().nullable(),
  })
  .meta({ id: 'ScheduleBatchRef' })

export const ExecutionSchema = z
  .object({
    id: z.string(),
    schedule_id: z.string(),
    schedule_name: z.string(),
    project_id: z.string(),
    trigger: z.enum(['cron', 'manual']),
    scheduled_for: z.string(),
    status: z.enum(EXECUTION_STATUSES),
    coalesced: z.number().int().describe('How many due times this execution stands for (missed fires coalesce)'),
    error: z.string().nullable(),
    batch_id: z.string().nullable(),
    batch: BatchRefSchema.nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'ScheduleExecution' })
export type Execution = z.infer<typeof ExecutionSchema>

export const ScheduleSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    name: z.string(),
    cron_expression: z.string(),
    timezone: z.string(),
    description: z.string().describe('The expression in words'),
    enabled: z.boolean(),
    spec_ids: z.array(z.string()),
    max_parallel: z.number().int().nullable(),
    next_run_at: z.string().nullable(),
    last_execution: ExecutionSchema.omit({ batch: true }).nullable(),
    created_by: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Schedule' })
export type Schedule = z.infer<typeof ScheduleSchema>

export const ProjectParamsSchema = z.object({ project_id: ProjectIdSchema })
export const ScheduleParamsSchema = ProjectParamsSchema.extend({ schedule_id: z.string().min(1).max(100) })
export const ListQuerySchema = pageQuery()
export const ExecutionsQuerySchema = pageQuery().extend({ status: z.enum(EXECUTION_STATUSES).optional() })
export const NextRunsQuerySchema = z.object({ count: z.coerce.number().int().min(1).max(50).default(5) })
export const NextRunsSchema = z
  .object({ schedule_id: z.string(), cron_expression: z.string(), timezone: z.string(), next_runs: z.array(z.string()) })
  .meta({ id: 'ScheduleNextRuns' })

export const ValidateCronBodySchema = z
  .object({ expression: z.string().max(120), timezone: z.string().max(64).default('UTC') })
  .strict()
  .meta({ id: 'ValidateCronBody' })
export const CronValidationSchema = z
  .object({
    valid: z.boolean(),
    field: z.enum(['expression', 'timezone']).nullable().describe('What is wrong, when invalid'),
    error: z.string().nullable(),
    description: z.string().nullable().describe('The expression in words, e.g. "At 08:00, Monday through Friday"'),
    next_runs: z.array(z.string()).describe('The next 5 due times (ISO, UTC)'),
  })
  .meta({ id: 'CronValidation' })
export const DeletedScheduleSchema = z.object({ deleted: z.literal(true), id: z.string() }).meta({ id: 'DeletedSchedule' })
