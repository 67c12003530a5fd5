import { z } from 'zod'
import { pageQuery } from '../../../platform/http/pagination.js'
import { ProjectIdSchema } from '../../../platform/http/schemas.js'
import { RunSchema, SpecNameSchema } from '../schemas.js'

const project = { project_id: ProjectIdSchema.optional() }

export const CreateIterationBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional().describe('Default: "<suite> A/B"'),
    spec_name: SpecNameSchema,
    version: z.number().int().min(1).optional().describe('Suite version (default: the latest)'),
    dataset_id: z.string().min(1).max(100).optional().describe("Run over a dataset version's cases instead of the suite's"),
    dataset_version: z.number().int().min(1).optional(),
    provider_id: z.string().min(1).max(100),
    original_prompt: z.string().max(100_000).optional().describe("Default: the suite version's own system prompt"),
    modified_prompt: z.string().max(100_000),
    use_cache: z.boolean().default(true),
    ...project,
  })
  .strict()
  .meta({ id: 'LlmPromptIterationBody' })
export type CreateIterationBody = z.infer<typeof CreateIterationBodySchema>

const PairSchema = z.object({
  case_index: z.number().int(),
  case_name: z.string(),
  original: z.number().nullable(),
  modified: z.number().nullable(),
  difference: z.number().nullable().describe('modified - original'),
})

export const IterationSummarySchema = z
  .object({
    cases: z.array(PairSchema),
    compared: z.number().int(),
    mean_original: z.number().nullable(),
    mean_modified: z.number().nullable(),
    mean_difference: z.number().nullable(),
    better: z.number().int().describe('Cases where the modified prompt scored higher'),
    worse: z.number().int(),
    ties: z.number().int(),
    winner: z.enum(['original', 'modified', 'tie']),
    p_value: z.number().nullable().describe('Two-sided exact sign test over the differing cases'),
    significant: z.boolean(),
    note: z.string(),
  })
  .meta({ id: 'LlmPromptIterationSummary' })

export const IterationSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    name: z.string(),
    spec_name: z.string(),
    spec_version: z.number().int(),
    dataset_id: z.string().nullable(),
    dataset_version: z.number().int().nullable(),
    provider_id: z.string(),
    original_prompt: z.string(),
    modified_prompt: z.string(),
    status: z.enum(['queued', 'running', 'completed', 'error', 'cancelled']),
    job_id: z.string().nullable(),
    original_run: RunSchema.nullable(),
    modified_run: RunSchema.nullable(),
    summary: IterationSummarySchema.nullable().describe('Once both runs finished'),
    error: z.string().nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'LlmPromptIteration' })

export const IterationParamsSchema = z.object({ id: z.string().min(1).max(100) })
export const ProjectQuerySchema = z.object(project)
export const ListIterationsQuerySchema = pageQuery().extend(project)
