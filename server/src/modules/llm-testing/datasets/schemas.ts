import { z } from 'zod'
import { pageQuery } from '../../../platform/http/pagination.js'
import { ProjectIdSchema } from '../../../platform/http/schemas.js'
import { CompareBodySchema, RunBodySchema } from '../schemas.js'
import { MAX_CASES, MAX_FIELD_CHARS } from './csv.js'

const project = { project_id: ProjectIdSchema.optional() }
export const DatasetNameSchema = z.string().trim().min(1).max(100)

export const CaseSchema = z
  .object({
    input: z.string().max(MAX_FIELD_CHARS).describe('May be empty: an empty input is a legitimate edge case'),
    expected: z.string().max(MAX_FIELD_CHARS).nullable().default(null),
    tags: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  })
  .strict()
  .meta({ id: 'LlmDatasetCase' })

export const CasesSchema = z.array(CaseSchema).max(MAX_CASES)

export const CreateDatasetBodySchema = z
  .object({
    name: DatasetNameSchema,
    description: z.string().max(2000).default(''),
    cases: CasesSchema.optional().describe('When given, saved as version 1'),
    ...project,
  })
  .strict()
export const UpdateDatasetBodySchema = z
  .object({
    name: DatasetNameSchema.optional(),
    description: z.string().max(2000).optional(),
    cases: CasesSchema.optional().describe('When given, saved as a new version (versions are never changed)'),
    note: z.string().max(500).optional(),
    ...project,
  })
  .strict()
export const SaveVersionBodySchema = z
  .object({ cases: CasesSchema, note: z.string().max(500).optional(), ...project })
  .strict()
  .describe('The full case list of the new version')
export const GoldenBodySchema = z
  .object({ version: z.number().int().min(1).nullable().describe('The version to mark golden; null clears the mark'), ...project })
  .strict()

export const DatasetParamsSchema = z.object({ id: z.string().min(1).max(100) })
export const DatasetVersionParamsSchema = z.object({ id: z.string().min(1).max(100), version: z.coerce.number().int().min(1) })
export const ProjectQuerySchema = z.object(project)
export const ListDatasetsQuerySchema = pageQuery({ defaultLimit: 50, maxLimit: 200 }).extend({
  q: z.string().max(100).optional().describe('Name contains'),
  ...project,
})
export const CasesQuerySchema = pageQuery({ defaultLimit: 100, maxLimit: 1000 }).extend(project)

export const DatasetSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    name: z.string(),
    description: z.string(),
    latest_version: z.number().int().describe('0 before the first version'),
    golden_version: z.number().int().nullable().describe('The baseline of regressions'),
    golden_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'LlmDataset' })

export const DatasetVersionSchema = z
  .object({
    version: z.number().int(),
    case_count: z.number().int(),
    source: z.enum(['manual', 'csv', 'augment']),
    note: z.string().nullable(),
    golden: z.boolean(),
    created_by: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'LlmDatasetVersion' })

export const StoredCaseSchema = z
  .object({ case_index: z.number().int(), input: z.string(), expected: z.string().nullable(), tags: z.array(z.string()) })
  .meta({ id: 'LlmDatasetStoredCase' })

export const ImportQuerySchema = z.object({
  preview: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true')
    .describe('true: parse and report without saving'),
  mode: z.enum(['replace', 'append']).default('replace').describe('append: the new version is the latest cases plus the file'),
  skip_invalid: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true')
    .describe('Save the valid rows even when some rows have errors (otherwise any row error is a 422)'),
  input_column: z.string().min(1).max(200).optional().describe('Header of the input column (default: input, prompt, question...)'),
  expected_column: z.string().min(1).max(200).optional(),
  tags_column: z.string().min(1).max(200).optional().describe('Tags separated by ";" or "|"'),
  note: z.string().max(500).optional(),
  ...project,
})

export const RowErrorSchema = z
  .object({ row: z.number().int(), line: z.number().int(), message: z.string() })
  .meta({ id: 'LlmCsvRowError' })

export const ImportResultSchema = z
  .object({
    saved: z.boolean(),
    version: DatasetVersionSchema.nullable(),
    headers: z.array(z.string()),
    mapping: z.object({ input: z.string(), expected: z.string().nullable(), tags: z.string().nullable() }),
    valid_rows: z.number().int(),
    errors: z.array(RowErrorSchema).describe('Every rejected row with its number (the header is row 1)'),
    preview: z.array(CaseSchema.extend({ row: z.number().int() })).describe('The first 20 valid rows'),
  })
  .meta({ id: 'LlmDatasetImport' })

const datasetRef = {
  dataset_id: z.string().min(1).max(100),
  dataset_version: z.number().int().min(1).optional().describe('Dataset version (default: the latest)'),
}
export const BulkRunBodySchema = RunBodySchema.extend(datasetRef).strict().meta({ id: 'LlmDatasetBulkRun' })
export const BulkCompareBodySchema = CompareBodySchema.extend(datasetRef).strict().meta({ id: 'LlmDatasetBulkCompare' })
export type BulkRunBody = z.infer<typeof BulkRunBodySchema>
export type BulkCompareBody = z.infer<typeof BulkCompareBodySchema>

// ---- augmentation

export const AUGMENT_KINDS = ['edge_cases', 'adversarial', 'boundary', 'rephrase'] as const
export const AugmentBodySchema = z
  .object({
    augmentation_type: z
      .union([z.enum(AUGMENT_KINDS), z.array(z.enum(AUGMENT_KINDS)).min(1).max(4)])
      .describe('One type or several: which transformations to propose'),
    count: z.number().int().min(1).max(200).default(10).describe('Most candidates per type'),
    version: z.number().int().min(1).optional().describe('Base version (default: the latest)'),
    engine: z.enum(['rules', 'ai']).default('rules').describe('ai needs a configured AI provider (else 409)'),
    ...project,
  })
  .strict()
  .meta({ id: 'LlmAugmentBody' })
export type AugmentBody = z.infer<typeof AugmentBodySchema>

export const CandidateSchema = z
  .object({
    id: z.string(),
    base_version: z.number().int(),
    kind: z.enum(AUGMENT_KINDS),
    engine: z.enum(['rules', 'ai']),
    rule: z.string(),
    source_case_index: z.number().int().nullable(),
    input: z.string(),
    expected: z.string().nullable(),
    tags: z.array(z.string()),
    status: z.enum(['pending', 'accepted', 'rejected']),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'LlmAugmentCandidate' })

export const CandidatesQuerySchema = pageQuery({ defaultLimit: 100, maxLimit: 500 }).extend({
  status: z.enum(['pending', 'accepted', 'rejected']).optional(),
  ...project,
})
export const DecideBodySchema = z
  .object({
    // No default in the document: an empty list decides nothing, so a client must name candidates it got.
    accept: z.array(z.uuid()).max(1000).optional().describe('Ids of pending candidates to accept'),
    reject: z.array(z.uuid()).max(1000).optional().describe('Ids of pending candidates to reject'),
    ...project,
  })
  .strict()
  .refine((b) => (b.accept?.length ?? 0) + (b.reject?.length ?? 0) > 0, 'name at least one candidate in accept or reject')
  .refine((b) => !b.accept?.some((id) => b.reject?.includes(id)), 'a candidate cannot be both accepted and rejected')
export const DecideResultSchema = z
  .object({ accepted: z.number().int(), rejected: z.number().int(), version: DatasetVersionSchema.nullable() })
  .meta({ id: 'LlmAugmentDecision' })
