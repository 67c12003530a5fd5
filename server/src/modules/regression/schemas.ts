import { z } from 'zod'
import { pageQuery } from '../../platform/http/pagination.js'
import { ProjectIdSchema } from '../../platform/http/schemas.js'

export const BATCH_STATUSES = ['queued', 'running', 'completed', 'error', 'cancelled'] as const
export type BatchStatus = (typeof BATCH_STATUSES)[number]
export const ITEM_STATUSES = ['queued', 'running', 'passed', 'failed', 'error', 'skipped'] as const
export type ItemStatus = (typeof ITEM_STATUSES)[number]
export const EXPORT_FORMATS = ['html', 'json', 'csv', 'junit'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

const SpecRefSchema = z
  .string()
  .min(1)
  .max(310)
  .describe('A UI spec name, or an API spec name prefixed with `api:` (a bare name only an API spec has also works)')

export const CreateBatchBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional().describe('Default: "Regression <date time>"'),
    spec_ids: z.array(SpecRefSchema).min(1).max(500),
    project_id: ProjectIdSchema.optional(),
    max_parallel: z.number().int().min(1).max(16).optional().describe('Runs in flight at once (default MAX_BROWSER_INSTANCES)'),
  })
  .strict()
  .meta({ id: 'CreateBatchBody' })
export type CreateBatchBody = z.infer<typeof CreateBatchBodySchema>

const Counts = {
  total: z.number().int(),
  passed_count: z.number().int(),
  failed_count: z.number().int(),
  error_count: z.number().int(),
  skipped_count: z.number().int(),
  success_rate: z.number().nullable().describe('passed / (passed + failed + error), 0..1; null until a spec finished'),
}

export const BatchSummarySchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    name: z.string(),
    status: z.enum(BATCH_STATUSES),
    triggered_by: z.string(),
    schedule_execution_id: z.string().nullable(),
    job_id: z.string().nullable(),
    max_parallel: z.number().int(),
    ...Counts,
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    error: z.string().nullable(),
    created_by: z.string().nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    duration_ms: z.number().nullable(),
  })
  .meta({ id: 'RegressionBatch' })
export type BatchSummary = z.infer<typeof BatchSummarySchema>

export const BatchItemSchema = z
  .object({
    id: z.string(),
    position: z.number().int(),
    spec_kind: z.enum(['ui', 'api']),
    spec_id: z.string(),
    spec_name: z.string(),
    run_id: z.string().nullable(),
    status: z.enum(ITEM_STATUSES),
    error: z.string().nullable(),
    failure_class: z.string().nullable(),
    attempts: z.number().int().nullable(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    duration_ms: z.number().nullable(),
  })
  .meta({ id: 'RegressionBatchItem' })
export type BatchItem = z.infer<typeof BatchItemSchema>

export const BatchDetailSchema = BatchSummarySchema.extend({ items: z.array(BatchItemSchema) }).meta({ id: 'RegressionBatchDetail' })
export type BatchDetail = z.infer<typeof BatchDetailSchema>

const DateSchema = z.iso.date().describe('YYYY-MM-DD (UTC)')

export const ListBatchesQuerySchema = pageQuery()
  .extend({
    project_id: ProjectIdSchema.default('default'),
    status: z.enum(BATCH_STATUSES).optional(),
    date_from: DateSchema.optional(),
    date_to: DateSchema.optional(),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: 'date_from must not be after date_to',
    path: ['date_from'],
  })

export const ProjectQuerySchema = z.object({ project_id: ProjectIdSchema.default('default') })
export const BatchParamsSchema = z.object({ batch_id: z.string().min(1).max(100) })
export const ExportQuerySchema = ProjectQuerySchema.extend({ format: z.enum(EXPORT_FORMATS).default('json') })

export const CompareQuerySchema = ProjectQuerySchema.extend({
  base: z.string().min(1).max(100).describe('The earlier batch'),
  head: z.string().min(1).max(100).describe('The later batch'),
})

const CompareEntrySchema = z
  .object({
    spec_id: z.string(),
    spec_name: z.string(),
    base_status: z.enum(ITEM_STATUSES).nullable(),
    head_status: z.enum(ITEM_STATUSES).nullable(),
    head_error: z.string().nullable(),
  })
  .meta({ id: 'BatchCompareEntry' })
export type CompareEntry = z.infer<typeof CompareEntrySchema>

export const CompareResultSchema = z
  .object({
    base: BatchSummarySchema,
    head: BatchSummarySchema,
    new_failures: z.array(CompareEntrySchema).describe('Passed in base, failed or errored in head'),
    fixed: z.array(CompareEntrySchema).describe('Failed or errored in base, passed in head'),
    still_failing: z.array(CompareEntrySchema),
    still_passing: z.number().int(),
    flaky: z.array(CompareEntrySchema).describe('Changed status at least twice over its recent batch runs (up to head)'),
    added: z.array(CompareEntrySchema).describe('Only in head'),
    removed: z.array(CompareEntrySchema).describe('Only in base'),
  })
  .meta({ id: 'BatchCompare' })
export type CompareResult = z.infer<typeof CompareResultSchema>

export const TrendQuerySchema = ProjectQuerySchema.extend({ limit: z.coerce.number().int().min(1).max(200).default(30) })
export const TrendPointSchema = z
  .object({
    batch_id: z.string(),
    name: z.string(),
    created_at: z.string(),
    success_rate: z.number().nullable(),
    total: z.number().int(),
    passed_count: z.number().int(),
    failed_count: z.number().int(),
    error_count: z.number().int(),
  })
  .meta({ id: 'BatchTrendPoint' })
export const TrendSchema = z.object({ items: z.array(TrendPointSchema) }).meta({ id: 'BatchTrend' })
