import { z } from 'zod'
import { pageQuery } from '../../platform/http/pagination.js'
import { ProjectIdSchema } from '../../platform/http/schemas.js'

export const CATEGORIES = ['functional', 'non-functional', 'security', 'performance', 'usability', 'accessibility'] as const
export const PRIORITIES = ['high', 'medium', 'low'] as const
export const REVIEW_STATUSES = ['draft', 'approved', 'rejected'] as const

const Title = z.string().trim().min(1).max(300)
const Criteria = z.string().max(10_000).describe('Given/When/Then lines')
const Description = z.string().max(10_000)

export const CreateRequirementBodySchema = z
  .object({
    title: Title,
    category: z.enum(CATEGORIES).default('functional'),
    priority: z.enum(PRIORITIES).default('medium'),
    acceptance_criteria: Criteria.default(''),
    description: Description.default(''),
    project_id: ProjectIdSchema.optional(),
  })
  .strict()
  .meta({ id: 'CreateRequirementBody' })
export type CreateRequirementBody = z.infer<typeof CreateRequirementBodySchema>

export const UpdateRequirementBodySchema = z
  .object({
    title: Title.optional(),
    category: z.enum(CATEGORIES).optional(),
    priority: z.enum(PRIORITIES).optional(),
    acceptance_criteria: Criteria.optional(),
    description: Description.optional(),
    status: z.enum(REVIEW_STATUSES).optional().describe('Review state: draft, approved or rejected'),
    project_id: ProjectIdSchema.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'project_id'), { message: 'send at least one field to change' })
  .meta({ id: 'UpdateRequirementBody' })
export type UpdateRequirementBody = z.infer<typeof UpdateRequirementBodySchema>

export const GenerateBodySchema = z
  .object({ exploration_session_id: z.uuid(), project_id: ProjectIdSchema.optional() })
  .strict()
  .meta({ id: 'GenerateRequirementsBody' })

export const RequirementParamsSchema = z.object({ req_id: z.uuid() })
export const ProjectQuerySchema = z.object({ project_id: ProjectIdSchema.optional() })
export const ListRequirementsQuerySchema = pageQuery().extend({
  project_id: ProjectIdSchema.optional(),
  category: z.enum(CATEGORIES).optional(),
  priority: z.enum(PRIORITIES).optional(),
  status: z.enum(REVIEW_STATUSES).optional(),
  q: z.string().max(200).optional().describe('Words of the title or the code'),
})

export const RequirementSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    code: z.string().describe('REQ-0001: sequential per project, never reused'),
    title: z.string(),
    description: z.string(),
    category: z.enum(CATEGORIES),
    priority: z.enum(PRIORITIES),
    acceptance_criteria: z.string(),
    status: z.enum(REVIEW_STATUSES),
    source: z.enum(['manual', 'exploration']),
    engine: z.enum(['rules', 'ai', 'manual']),
    exploration_session_id: z.string().nullable(),
    duplicate_of: z.string().nullable().describe('Code of an existing requirement this one nearly repeats'),
    created_by: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Requirement' })
export type Requirement = z.infer<typeof RequirementSchema>

export const GeneratedSchema = z
  .object({
    items: z.array(RequirementSchema),
    skipped_count: z.number().int().describe('Derived requirements the project already had (same source), not created again'),
    engine: z.enum(['rules', 'ai']),
  })
  .meta({ id: 'GeneratedRequirements' })
