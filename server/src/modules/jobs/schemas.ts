import { z } from 'zod'
import { pageQuery } from '../../platform/http/pagination.js'
import { ProjectIdSchema } from '../../platform/http/schemas.js'
import { JOB_STATUSES } from '../../platform/jobs/job-status.js'

export const JobStatusSchema = z.enum(JOB_STATUSES).meta({ id: 'JobStatus' })

export const JobSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    project_id: z.string(),
    status: JobStatusSchema,
    progress: z.number().int().min(0).max(100),
    progress_message: z.string().nullable(),
    result: z.unknown().describe('What the job returned (JSON), once completed; null before'),
    error: z.string().nullable().describe('Why it failed; exactly "interrupted by restart" when a restart used up its attempts'),
    attempts: z.number().int().describe('How many times it has started'),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'Job' })
export type Job = z.infer<typeof JobSchema>

export const JobParamsSchema = z.object({ id: z.uuid() })
export const JobQuerySchema = z.object({ project_id: ProjectIdSchema.default('default') })

export const ListJobsQuerySchema = pageQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
  project_id: ProjectIdSchema.default('default'),
  status: JobStatusSchema.optional(),
  kind: z.string().max(100).optional(),
})
export type ListJobsQuery = z.infer<typeof ListJobsQuerySchema>
