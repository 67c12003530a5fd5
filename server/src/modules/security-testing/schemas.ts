import { z } from 'zod'
import { pageQuery } from '../../platform/http/pagination.js'
import { IdSchema, ProjectIdSchema } from '../../platform/http/schemas.js'
import { SEVERITIES } from './checks.js'

export const CreateScanBodySchema = z
  .object({
    url: z.string().trim().min(1).max(2000).describe("The page to scan; its host must be the project's base_url host"),
    project_id: ProjectIdSchema.optional(),
  })
  .strict()
  .meta({ id: 'CreateSecurityScanBody' })

export const FindingSchema = z
  .object({
    check: z.string(),
    title: z.string(),
    severity: z.enum(SEVERITIES),
    category: z.enum(['headers', 'cookies', 'tls', 'cors', 'exposure', 'disclosure', 'content', 'transport']),
    evidence: z.string(),
    remediation: z.string(),
    url: z.string(),
  })
  .meta({ id: 'SecurityFinding' })

const TlsSchema = z
  .object({
    protocol: z.string().nullable(),
    cipher: z.string().nullable(),
    authorized: z.boolean(),
    authorization_error: z.string().nullable(),
    issuer: z.string().nullable(),
    subject: z.string().nullable(),
    valid_from: z.string().nullable(),
    valid_to: z.string().nullable(),
    days_left: z.number().int().nullable(),
  })
  .meta({ id: 'TlsFacts' })

const Counts = z.object({ high: z.number().int(), medium: z.number().int(), low: z.number().int(), info: z.number().int() })

export const ScanSummarySchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    target_url: z.string(),
    status: z.enum(['completed', 'failed']),
    counts: Counts,
    error: z.string().nullable(),
    created_by: z.string().nullable(),
    created_at: z.string(),
    duration_ms: z.number().nullable(),
  })
  .meta({ id: 'SecurityScanSummary' })

export const ScanSchema = ScanSummarySchema.extend({
  findings: z.array(FindingSchema),
  facts: z
    .object({
      status: z.number().int(),
      final_url: z.string(),
      server: z.string().nullable(),
      response_time_ms: z.number(),
      tls: TlsSchema.nullable(),
      probed: z.array(z.object({ path: z.string(), status: z.number().int() })),
    })
    .nullable(),
}).meta({ id: 'SecurityScan' })
export type Scan = z.infer<typeof ScanSchema>
export type ScanSummary = z.infer<typeof ScanSummarySchema>

export const ProjectQuerySchema = z.object({ project_id: ProjectIdSchema.optional() })
export const ScanParamsSchema = z.object({ scan_id: IdSchema })
export const ListScansQuerySchema = pageQuery().extend({ project_id: ProjectIdSchema.optional() })
