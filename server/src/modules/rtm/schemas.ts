import { z } from 'zod'
import { ProjectIdSchema } from '../../platform/http/schemas.js'
import { CATEGORIES, PRIORITIES } from '../requirements/schemas.js'

export const COVERAGES = ['covered', 'partial', 'uncovered', 'suggested'] as const
export const EXPORT_FORMATS = ['csv', 'json', 'markdown', 'html'] as const
export type RtmExportFormat = (typeof EXPORT_FORMATS)[number]

export const ProjectQuerySchema = z.object({ project_id: ProjectIdSchema.optional() })
export const GenerateBodySchema = z.object({ project_id: ProjectIdSchema.optional() }).strict().meta({ id: 'GenerateRtmBody' })
export const ExportQuerySchema = z.object({
  project_id: ProjectIdSchema.optional(),
  format: z.enum(EXPORT_FORMATS).default('csv'),
})

export const SpecMatchSchema = z.object({
  kind: z.enum(['ui', 'api']),
  name: z.string(),
  title: z.string(),
  confidence: z.number().min(0).max(1),
})

export const RtmEntrySchema = z
  .object({
    requirement_id: z.string(),
    code: z.string(),
    title: z.string(),
    category: z.enum(CATEGORIES),
    priority: z.enum(PRIORITIES),
    coverage: z.enum(COVERAGES),
    confidence: z.number().min(0).max(1).describe('The best match, 0..1'),
    matches: z.array(SpecMatchSchema).describe('Specs at the partial threshold or above, best first'),
    suggestion: z
      .object({ name: z.string(), content: z.string() })
      .nullable()
      .describe('A UI spec draft for a gap (validated with the rules grammar); save it with POST /specs'),
    stale: z.boolean().describe('The requirement changed or was added after the matrix was generated'),
  })
  .meta({ id: 'RtmEntry' })
export type RtmEntry = z.infer<typeof RtmEntrySchema>

export const RtmSchema = z
  .object({
    project_id: z.string(),
    generated_at: z.string().nullable(),
    engine: z.enum(['rules', 'ai']),
    thresholds: z.object({ covered: z.number(), partial: z.number() }),
    summary: z.object({
      total: z.number().int(),
      covered: z.number().int(),
      partial: z.number().int(),
      uncovered: z.number().int(),
      suggested: z.number().int(),
      coverage_rate: z.number().nullable().describe('covered / total, 0..1; null without requirements'),
    }),
    spec_count: z.number().int(),
    items: z.array(RtmEntrySchema),
  })
  .meta({ id: 'Rtm' })
export type Rtm = z.infer<typeof RtmSchema>
