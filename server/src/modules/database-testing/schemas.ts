import { z } from 'zod'
import { pageQuery } from '../../platform/http/pagination.js'
import { ProjectIdSchema } from '../../platform/http/schemas.js'
import { SEVERITIES } from './spec-format.js'
import { TARGET_DIALECTS } from './sql-dialect.js'

export const SSL_MODES = ['disable', 'require', 'verify-full'] as const
const Host = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9._:-]+$/, { message: 'must be a host name or IP address' })
const Ident = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .refine((v) => !v.includes('\0'), { message: 'must not contain NUL' })

const ConnectionFields = {
  name: z.string().trim().min(1).max(100),
  dialect: z.enum(TARGET_DIALECTS).describe('postgres, or mysql for MariaDB and MySQL'),
  host: Host,
  port: z.number().int().min(1).max(65535),
  database: Ident,
  username: Ident,
  password: z.string().max(1000).describe('Write-only; stored encrypted (AES-GCM), shown as ****last4'),
  schemas: z.array(Ident).max(50).describe('PostgreSQL schemas to analyze and search (default: public)'),
  ssl_mode: z.enum(SSL_MODES),
  statement_timeout_ms: z.number().int().min(100).max(600_000).describe('Every statement on this connection is cancelled after this long'),
}

export const CreateConnectionBodySchema = z
  .object({
    ...ConnectionFields,
    password: ConnectionFields.password.optional(),
    schemas: ConnectionFields.schemas.default([]),
    ssl_mode: ConnectionFields.ssl_mode.default('disable'),
    statement_timeout_ms: ConnectionFields.statement_timeout_ms.default(30_000),
    project_id: ProjectIdSchema.optional(),
  })
  .strict()
  .meta({ id: 'DbConnectionCreate' })
export type CreateConnectionBody = z.infer<typeof CreateConnectionBodySchema>

export const UpdateConnectionBodySchema = z
  .object({
    name: ConnectionFields.name.optional(),
    dialect: ConnectionFields.dialect.optional(),
    host: ConnectionFields.host.optional(),
    port: ConnectionFields.port.optional(),
    database: ConnectionFields.database.optional(),
    username: ConnectionFields.username.optional(),
    password: ConnectionFields.password.optional().describe('Omit to keep the stored password; "" clears it'),
    schemas: ConnectionFields.schemas.optional(),
    ssl_mode: ConnectionFields.ssl_mode.optional(),
    statement_timeout_ms: ConnectionFields.statement_timeout_ms.optional(),
    project_id: ProjectIdSchema.optional(),
  })
  .strict()
  .meta({ id: 'DbConnectionUpdate' })
export type UpdateConnectionBody = z.infer<typeof UpdateConnectionBodySchema>

export const ConnectionSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    name: z.string(),
    dialect: z.enum(TARGET_DIALECTS),
    host: z.string(),
    port: z.number().int(),
    database: z.string(),
    username: z.string(),
    has_password: z.boolean(),
    password_masked: z.string().nullable().describe('****last4, or null when no password is stored'),
    needs_reentry: z.boolean().describe('The password was sealed under another JWT_SECRET_KEY and must be entered again'),
    schemas: z.array(z.string()),
    ssl_mode: z.enum(SSL_MODES),
    statement_timeout_ms: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'DbConnection' })
export type Connection = z.infer<typeof ConnectionSchema>

export const ConnectionTestSchema = z
  .object({
    ok: z.boolean(),
    read_only: z.boolean().describe('The session was opened read-only (always true when ok)'),
    server_version: z.string().nullable(),
    latency_ms: z.number().int(),
    code: z.string().nullable().describe('connection_refused, host_not_found, auth_failed, database_not_found, timeout, ...'),
    detail: z.string().nullable(),
  })
  .meta({ id: 'DbConnectionTest' })

export const ProjectQuerySchema = z.object({ project_id: ProjectIdSchema.default('default') })
export const ProjectBodySchema = z.object({ project_id: ProjectIdSchema.optional() }).strict()
export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) })
export const ConnParamsSchema = z.object({ conn_id: z.string().min(1).max(100) })
export const RunParamsSchema = z.object({ run_id: z.string().min(1).max(100) })
export const SuggestionParamsSchema = z.object({ run_id: z.string().min(1).max(100), suggestion_id: z.string().min(1).max(20) })

export const AnalyzeBodySchema = z
  .object({
    project_id: ProjectIdSchema.optional(),
    exact_counts: z.boolean().default(false).describe('Count every table exactly instead of estimating'),
  })
  .strict()

const JsonRecord = z.record(z.string(), z.unknown())

export const AnalysisSchema = z
  .object({
    id: z.string(),
    connection_id: z.string(),
    status: z.enum(['queued', 'running', 'completed', 'failed']),
    job_id: z.string().nullable(),
    exact_counts: z.boolean(),
    snapshot: JsonRecord.nullable().describe('Tables with columns, keys, indexes, sizes, row counts and column profiles'),
    lints: z.array(
      z.object({ rule: z.string(), severity: z.string(), table: z.string(), columns: z.array(z.string()), message: z.string() }),
    ),
    drift: z
      .array(
        z.object({
          change: z.string(),
          table: z.string(),
          name: z.string().nullable(),
          before: z.string().nullable(),
          after: z.string().nullable(),
        }),
      )
      .nullable()
      .describe('Changes since the previous analysis; null for the first one'),
    previous_id: z.string().nullable(),
    error: z.string().nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'DbAnalysis' })
export type Analysis = z.infer<typeof AnalysisSchema>

const LineIssueSchema = z.object({ line: z.number().int(), message: z.string() })

export const SpecBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    content: z.string().max(500_000),
    connection_id: z.string().max(100).nullable().optional(),
    project_id: ProjectIdSchema.optional(),
  })
  .strict()
export const UpdateSpecBodySchema = SpecBodySchema.partial().strict()
export const ValidateBodySchema = z.object({ content: z.string().max(500_000), project_id: ProjectIdSchema.optional() }).strict()

const CheckFieldsSchema = z.object({
  name: z.string(),
  table: z.string().optional(),
  column: z.string().optional(),
  check: z.string().optional(),
  custom_sql: z.string().optional(),
  expected: z.string().optional(),
  severity: z.string().optional(),
  description: z.string().optional(),
  extra: z.array(z.object({ key: z.string(), value: z.string() })).optional(),
})

export const ValidationSchema = z
  .object({
    valid: z.boolean(),
    errors: z.array(LineIssueSchema),
    warnings: z.array(LineIssueSchema),
    spec: z.object({ name: z.string(), connection: z.string(), description: z.string().optional(), checks: z.array(CheckFieldsSchema) }),
    checks: z.array(
      z.object({
        name: z.string(),
        line: z.number().int(),
        table: z.string(),
        column: z.string().nullable(),
        check_type: z.string(),
        expected: z.string().nullable(),
        severity: z.enum(SEVERITIES),
      }),
    ),
  })
  .meta({ id: 'DbSpecValidation' })

export const DbSpecSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    connection_id: z.string().nullable(),
    content: z.string(),
    engine: z.string(),
    errors: z.array(LineIssueSchema),
    warnings: z.array(LineIssueSchema),
    check_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'DbSpec' })

export const GenerateBodySchema = z
  .object({
    connection_id: z.string().min(1).max(100),
    project_id: ProjectIdSchema.optional(),
    name: z.string().trim().min(1).max(200).optional().describe('Save the spec under this name (default "<connection> quality")'),
    save: z.boolean().default(true),
  })
  .strict()

export const GeneratedSpecSchema = z
  .object({
    engine: z.enum(['rules', 'ai']).describe('`ai` when the configured AI provider enriched the rules spec'),
    content: z.string(),
    check_count: z.number().int(),
    ai_checks: z.number().int().describe('Checks the AI added (validated against the schema; 0 without AI)'),
    ai_error: z.string().nullable().describe('Why the AI enrichment was skipped (the rules spec is kept)'),
    analysis_id: z.string(),
    spec: DbSpecSchema.nullable(),
  })
  .meta({ id: 'DbGeneratedSpec' })

export const RunBodySchema = z
  .object({
    project_id: ProjectIdSchema.optional(),
    spec_id: z.string().max(100).optional().describe("Default: the connection's newest spec"),
    content: z.string().max(500_000).optional().describe('Run this spec text instead of a stored spec'),
  })
  .strict()

const FailingRowSchema = z.object({ primary_key: JsonRecord, values: JsonRecord })
export const CheckResultSchema = z
  .object({
    index: z.number().int(),
    name: z.string(),
    table: z.string().nullable(),
    column: z.string().nullable(),
    check_type: z.string(),
    status: z.enum(['passed', 'failed', 'error']),
    actual: z.number().nullable(),
    failing_count: z.number().nullable(),
    total_rows: z.number().nullable(),
    expected: z.string().nullable(),
    unit: z.string().nullable(),
    severity: z.enum(SEVERITIES),
    sample: z.array(FailingRowSchema),
    proven_by: z.string().nullable().optional().describe('Set when a constraint proves the result without a scan'),
    error: z.string().nullable(),
    duration_ms: z.number(),
  })
  .meta({ id: 'DbCheckResult' })

export const SuggestionSchema = z
  .object({
    id: z.string(),
    check: z.string(),
    category: z.enum(['sql_remediation', 'schema_change', 'cleanup_script', 'process_improvement']),
    title: z.string(),
    description: z.string(),
    sql: z.string().nullable(),
    preview_sql: z.string().nullable(),
    risk: z.enum(['low', 'medium', 'high']),
    estimated_rows: z.number().nullable(),
    state: z.enum(['pending', 'applied', 'rejected', 'failed', 'rolled_back']),
  })
  .meta({ id: 'DbSuggestion' })

export const RunSummarySchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    connection_id: z.string(),
    kind: z.string(),
    spec_id: z.string().nullable(),
    spec_name: z.string().nullable(),
    status: z.string(),
    job_id: z.string().nullable(),
    total: z.number().int(),
    passed_count: z.number().int(),
    failed_count: z.number().int(),
    error_count: z.number().int(),
    success_rate: z.number().nullable(),
    error: z.string().nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    duration_ms: z.number().nullable(),
  })
  .meta({ id: 'DbRunSummary' })

export const AuditSchema = z
  .object({
    id: z.string(),
    run_id: z.string(),
    connection_id: z.string(),
    suggestion_id: z.string(),
    title: z.string(),
    category: z.string(),
    sql: z.string().nullable(),
    preview_rows: z.number().nullable(),
    rows_affected: z.number().nullable(),
    status: z.string(),
    error: z.string().nullable(),
    actor_id: z.string().nullable(),
    actor_email: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'DbAudit' })

export const RunDetailSchema = RunSummarySchema.extend({
  spec_content: z.string().nullable(),
  analysis_id: z.string().nullable(),
  results: z.array(CheckResultSchema),
  suggestions: z.array(SuggestionSchema).nullable(),
  suggestions_engine: z.string().nullable(),
  audit: z.array(AuditSchema),
}).meta({ id: 'DbRunDetail' })

export const ListRunsQuerySchema = pageQuery().extend({
  project_id: ProjectIdSchema.default('default'),
  connection_id: z.string().max(100).optional(),
})
export const ListAuditQuerySchema = pageQuery().extend({
  project_id: ProjectIdSchema.default('default'),
  run_id: z.string().max(100).optional(),
})

export const SuggestionsSchema = z
  .object({ run_id: z.string(), engine: z.enum(['rules', 'ai']), items: z.array(SuggestionSchema) })
  .meta({ id: 'DbSuggestions' })

export const ApproveBodySchema = z
  .object({
    approved_suggestion_ids: z.array(z.string().min(1).max(20)).min(1).max(100),
    project_id: ProjectIdSchema.optional(),
  })
  .strict()

export const ApproveResultSchema = z
  .object({
    run_id: z.string(),
    status: z.enum(['applied', 'rolled_back']),
    error: z.string().nullable(),
    items: z.array(AuditSchema),
  })
  .meta({ id: 'DbApproveResult' })

export const RejectBodySchema = z
  .object({ suggestion_ids: z.array(z.string().min(1).max(20)).min(1).max(100), project_id: ProjectIdSchema.optional() })
  .strict()

export const PreviewSchema = z
  .object({ suggestion_id: z.string(), preview_sql: z.string(), rows: z.number() })
  .meta({ id: 'DbSuggestionPreview' })

export const SummarySchema = z
  .object({
    connections: z.number().int(),
    runs: z.number().int(),
    checks: z.object({ total: z.number().int(), passed: z.number().int(), failed: z.number().int(), error: z.number().int() }),
    failed_by_severity: z.record(z.string(), z.number().int()),
    success_rate: z.number().nullable(),
    latest: z.array(
      z.object({
        connection_id: z.string(),
        connection_name: z.string(),
        run_id: z.string(),
        status: z.string(),
        success_rate: z.number().nullable(),
        failed_count: z.number().int(),
        finished_at: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'DbSummary' })

export const StartedSchema = z
  .object({ id: z.string(), status: z.string(), job_id: z.string().nullable(), connection_id: z.string() })
  .meta({ id: 'DbStarted' })
