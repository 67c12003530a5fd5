import { z } from 'zod'
import { ProjectIdSchema } from '../../platform/http/schemas.js'

export const ProjectParamsSchema = z.object({ project_id: ProjectIdSchema })

const HttpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .max(2000)
  .describe('http(s) URL of the remote system')
const Secret = z.string().min(1).max(1000)

/** Shared tail of every saved config: the secret is never returned, only whether it is set and its mask. */
const SecretState = {
  has_secret: z.boolean(),
  secret_masked: z.string().nullable().describe('`****last4` of the stored key/token/secret'),
  needs_reentry: z.boolean().describe('The secret was saved under another JWT_SECRET_KEY and must be entered again'),
  updated_at: z.string().nullable(),
}

// --- test management

export const TestmgmtConfigBodySchema = z
  .object({
    base_url: HttpUrl,
    email: z.string().min(1).max(320),
    api_key: Secret.optional().describe('Write-only. Required on the first save; leave out to keep the stored key'),
    project_id: z.number().int().positive().describe('Remote project id'),
    suite_id: z.number().int().positive().describe('Remote suite id'),
  })
  .meta({ id: 'TestmgmtConfigBody' })
export type TestmgmtConfigBody = z.infer<typeof TestmgmtConfigBodySchema>

export const TestmgmtConfigSchema = z
  .object({
    configured: z.boolean(),
    base_url: z.string().nullable(),
    email: z.string().nullable(),
    project_id: z.number().int().nullable(),
    suite_id: z.number().int().nullable(),
    ...SecretState,
  })
  .meta({ id: 'TestmgmtConfig' })
export type TestmgmtConfig = z.infer<typeof TestmgmtConfigSchema>

export const ConnectionResultSchema = z
  .object({
    ok: z.boolean(),
    detail: z.string(),
    remote_status: z.number().int().nullable().describe('HTTP status the remote answered (null when it did not answer)'),
    user: z.string().nullable(),
  })
  .meta({ id: 'IntegrationConnectionResult' })
export type ConnectionResult = z.infer<typeof ConnectionResultSchema>

export const RemoteProjectsSchema = z
  .object({ items: z.array(z.object({ id: z.number().int(), name: z.string() })) })
  .meta({ id: 'TestmgmtRemoteProjects' })
export const RemoteSuitesParamsSchema = ProjectParamsSchema.extend({ remote_project_id: z.coerce.number().int().positive() })

export const PushCasesBodySchema = z
  .object({
    spec_ids: z
      .array(z.string().min(1).max(500))
      .max(1000)
      .optional()
      .describe('UI spec names and `api:<name>` API specs; all UI and API specs of the project when left out'),
  })
  .meta({ id: 'TestmgmtPushBody' })

export const CaseOutcomeSchema = z.object({
  spec_id: z.string(),
  action: z.enum(['created', 'updated', 'unchanged', 'failed']),
  remote_case_id: z.number().int().nullable(),
  error: z.string().nullable(),
})
export const PushResultSchema = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    failed: z.number().int(),
    items: z.array(CaseOutcomeSchema),
  })
  .meta({ id: 'TestmgmtPushResult' })
export type PushResult = z.infer<typeof PushResultSchema>

export const MappingSchema = z
  .object({ spec_id: z.string(), remote_case_id: z.number().int(), content_hash: z.string(), synced_at: z.string() })
  .meta({ id: 'TestmgmtCaseMapping' })
export const MappingListSchema = z
  .object({ suite_id: z.number().int().nullable(), items: z.array(MappingSchema) })
  .meta({ id: 'TestmgmtCaseMappings' })

export const BatchParamsSchema = ProjectParamsSchema.extend({ batch_id: z.string().min(1).max(100) })

export const PreviewItemSchema = z.object({
  item_id: z.string(),
  spec_id: z.string(),
  spec_name: z.string(),
  status: z.string(),
  remote_case_id: z.number().int().nullable().describe('Null when the spec has no remote case yet (sync creates it)'),
  remote_status_id: z.number().int().nullable().describe('1 passed, 5 failed; null: not reported (skipped, unfinished)'),
  elapsed: z.string().nullable(),
  action: z.enum(['create_case_and_report', 'report', 'already_synced', 'not_reported']),
})
export const SyncPreviewSchema = z
  .object({
    batch_id: z.string(),
    batch_name: z.string(),
    batch_status: z.string(),
    remote_project_id: z.number().int(),
    remote_suite_id: z.number().int(),
    remote_run_id: z.number().int().nullable().describe('The remote run of an earlier sync, reused by the next one'),
    items: z.array(PreviewItemSchema),
  })
  .meta({ id: 'TestmgmtSyncPreview' })
export type SyncPreview = z.infer<typeof SyncPreviewSchema>

export const DashboardUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .max(500)
  .optional()
  .describe('Dashboard base URL for links back to runs (default: http://localhost:DASHBOARD_PORT)')
export const SyncResultsBodySchema = z
  .object({ batch_id: z.string().min(1).max(100), dashboard_url: DashboardUrl })
  .meta({ id: 'TestmgmtSyncBody' })
export const SyncItemOutcomeSchema = z.object({
  item_id: z.string(),
  spec_id: z.string(),
  remote_case_id: z.number().int().nullable(),
  remote_status_id: z.number().int().nullable(),
  outcome: z.enum(['synced', 'already_synced', 'not_reported', 'failed']),
  error: z.string().nullable(),
})
export const SyncResultSchema = z
  .object({
    batch_id: z.string(),
    remote_run_id: z.number().int(),
    synced: z.number().int(),
    already_synced: z.number().int(),
    not_reported: z.number().int(),
    failed: z.number().int(),
    items: z.array(SyncItemOutcomeSchema),
  })
  .meta({ id: 'TestmgmtSyncResult' })
export type SyncResult = z.infer<typeof SyncResultSchema>

// --- tracker

export const TrackerConfigBodySchema = z
  .object({
    base_url: HttpUrl,
    email: z.string().min(1).max(320),
    api_token: Secret.optional().describe('Write-only. Required on the first save; leave out to keep the stored token'),
    project_key: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{0,49}$/, { message: 'must be an issue tracker project key such as QA' })
      .describe('Remote project key'),
    issue_type: z.string().min(1).max(100).default('Bug'),
  })
  .meta({ id: 'TrackerConfigBody' })
export type TrackerConfigBody = z.infer<typeof TrackerConfigBodySchema>

export const TrackerConfigSchema = z
  .object({
    configured: z.boolean(),
    base_url: z.string().nullable(),
    email: z.string().nullable(),
    project_key: z.string().nullable(),
    issue_type: z.string().nullable(),
    ...SecretState,
  })
  .meta({ id: 'TrackerConfig' })
export type TrackerConfig = z.infer<typeof TrackerConfigSchema>

export const IssueFromRunBodySchema = z
  .object({ run_id: z.string().min(1).max(100), dashboard_url: DashboardUrl })
  .meta({ id: 'TrackerIssueFromRunBody' })
export const LinkIssueBodySchema = z
  .object({
    issue_key: z.string().regex(/^[A-Z][A-Z0-9_]*-\d+$/, { message: 'must be an issue key such as QA-12' }),
    spec_name: z.string().min(1).max(500),
    run_id: z.string().min(1).max(100).optional(),
  })
  .meta({ id: 'TrackerLinkIssueBody' })

export const LinkedIssueSchema = z
  .object({
    id: z.string(),
    issue_key: z.string(),
    issue_url: z.string(),
    summary: z.string(),
    spec_name: z.string(),
    fingerprint: z.string().nullable(),
    origin: z.enum(['created', 'linked']),
    run_ids: z.array(z.string()),
    occurrences: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'TrackerLinkedIssue' })
export type LinkedIssue = z.infer<typeof LinkedIssueSchema>
export const IssueActionSchema = z
  .object({
    action: z.enum(['created', 'commented', 'linked', 'already_reported']),
    issue: LinkedIssueSchema,
  })
  .meta({ id: 'TrackerIssueAction' })
export const IssueListQuerySchema = z.object({ spec_name: z.string().min(1).max(500).optional() })
export const IssueListSchema = z.object({ items: z.array(LinkedIssueSchema) }).meta({ id: 'TrackerLinkedIssues' })

// --- CI

export const BROWSERS = ['chromium'] as const
const SpecList = z
  .array(z.string().min(1).max(500))
  .max(500)
  .default([])
  .describe('Spec names whose generated tests run; all generated tests of the project when empty')

export const WorkflowBodySchema = z
  .object({
    trigger: z.enum(['push', 'pull_request', 'schedule']).default('push'),
    cron: z.string().min(9).max(100).optional().describe('Required when trigger is schedule (5-field cron, UTC)'),
    branches: z.array(z.string().min(1).max(200)).max(20).default(['main']),
    specs: SpecList,
    browser: z.enum(BROWSERS).default('chromium'),
  })
  .meta({ id: 'CiWorkflowBody' })
export type WorkflowBody = z.infer<typeof WorkflowBodySchema>

export const PipelineBodySchema = z
  .object({ specs: SpecList, browser: z.enum(BROWSERS).default('chromium') })
  .meta({ id: 'CiPipelineBody' })
export type PipelineBody = z.infer<typeof PipelineBodySchema>

export const GeneratedFileSchema = z
  .object({
    filename: z.string().describe('Where the file goes in the repository'),
    content: z.string().describe('The YAML'),
    test_files: z.array(z.string()).describe('Test files the command runs (empty: the whole generated folder)'),
  })
  .meta({ id: 'CiGeneratedFile' })

export const WebhookConfigBodySchema = z
  .object({
    repo_url: HttpUrl,
    webhook_secret: z.string().min(16).max(256).optional().describe('Write-only, at least 16 characters. Required on the first save'),
  })
  .meta({ id: 'CiWebhookConfigBody' })
export type WebhookConfigBody = z.infer<typeof WebhookConfigBodySchema>

export const WebhookConfigSchema = z
  .object({
    configured: z.boolean(),
    repo_url: z.string().nullable(),
    receiver_path: z.string().describe('Path of the receiver to give the CI system (append to the API base URL)'),
    ...SecretState,
  })
  .meta({ id: 'CiWebhookConfig' })
export type WebhookConfig = z.infer<typeof WebhookConfigSchema>

export const DeliverySchema = z
  .object({
    id: z.string(),
    provider: z.enum(['github', 'gitlab']),
    delivery_id: z.string(),
    event: z.string(),
    status: z.string().nullable(),
    ref: z.string().nullable(),
    sha: z.string().nullable(),
    url: z.string().nullable(),
    pipeline: z.string().nullable(),
    received_at: z.string(),
  })
  .meta({ id: 'CiDelivery' })
export type Delivery = z.infer<typeof DeliverySchema>
export const WebhookAckSchema = z.object({ recorded: z.literal(true), id: z.string() }).meta({ id: 'CiWebhookAck' })

export const DeletedConfigSchema = z
  .object({ deleted: z.boolean().describe('false when nothing was configured') })
  .meta({ id: 'IntegrationConfigDeleted' })
