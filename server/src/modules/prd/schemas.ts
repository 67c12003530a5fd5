import { z } from 'zod'
import { pageQuery } from '../../platform/http/pagination.js'
import { IdSchema, ProjectIdSchema } from '../../platform/http/schemas.js'

export const FeatureSchema = z
  .object({ index: z.number().int(), title: z.string(), summary: z.string(), requirements: z.array(z.string()), line: z.number().int() })
  .meta({ id: 'PrdFeature' })

export const DocumentSummarySchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    file_name: z.string(),
    mime_type: z.string(),
    size_bytes: z.number().int(),
    pages: z.number().int().nullable().describe('PDF pages; null for markdown'),
    text_chars: z.number().int(),
    feature_count: z.number().int(),
    created_by: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'PrdDocumentSummary' })

export const DocumentSchema = DocumentSummarySchema.extend({
  features: z.array(FeatureSchema),
  text_preview: z.string().describe('The first 4,000 characters of the extracted text'),
}).meta({ id: 'PrdDocument' })

const Issue = z.object({ line: z.number().int(), message: z.string() })
export const DraftSchema = z
  .object({
    feature_index: z.number().int(),
    feature_title: z.string(),
    spec_name: z.string(),
    content: z.string(),
    engine: z.enum(['rules', 'ai']),
    errors: z.array(Issue),
    warnings: z.array(Issue),
    valid: z.boolean(),
  })
  .meta({ id: 'PrdSpecDraft' })

export const GENERATION_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const
export const GenerationSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    document_id: z.string(),
    status: z.enum(GENERATION_STATUSES),
    engine: z.enum(['auto', 'rules', 'ai']),
    job_id: z.string().nullable(),
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    drafts: z.array(DraftSchema),
    error: z.string().nullable(),
    created_by: z.string().nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'PrdGeneration' })
export type Generation = z.infer<typeof GenerationSchema>

export const GenerateBodySchema = z
  .object({
    engine: z.enum(['auto', 'rules', 'ai']).default('auto').describe('auto: AI when configured, else rules; ai: 503 without a provider'),
    features: z.array(z.number().int().min(0)).max(100).optional().describe('Feature indexes to draft (default: all)'),
  })
  .strict()
  .meta({ id: 'PrdGenerateBody' })

export const SaveDraftBodySchema = z
  .object({ name: z.string().trim().min(1).max(300).optional().describe("Spec name (default: the draft's spec_name)") })
  .strict()
  .meta({ id: 'PrdSaveDraftBody' })

export const ProjectParamsSchema = z.object({ project_id: ProjectIdSchema })
export const DocumentParamsSchema = ProjectParamsSchema.extend({ document_id: IdSchema })
export const GenerationParamsSchema = ProjectParamsSchema.extend({ id: IdSchema })
export const DraftParamsSchema = GenerationParamsSchema.extend({ index: z.coerce.number().int().min(0).max(1000) })
export const ListDocumentsQuerySchema = pageQuery()
export const LogStreamQuerySchema = z.object({ last_event_id: z.coerce.number().int().min(0).optional() })
