import { z } from 'zod'
import { pageQuery } from '../../platform/http/pagination.js'
import { ProjectIdSchema } from '../../platform/http/schemas.js'
import { STRATEGIES } from './crawl-policy.js'

export const SESSION_STATUSES = ['created', 'queued', 'running', 'completed', 'stopped', 'failed'] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]
export const LIVE_STATUSES: readonly SessionStatus[] = ['queued', 'running']

const VAR_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

export const LoginProfileSchema = z
  .object({
    url: z.url({ protocol: /^https?$/ }).describe('The login page'),
    username: z.string().min(1).max(200).describe('The user name to sign in with; `{{VAR}}` reads a project variable'),
    password_variable: z
      .string()
      .regex(VAR_NAME, { message: 'must be a variable name like ADMIN_PASSWORD' })
      .describe('Name of the project variable (stored encrypted) that holds the password; the password is never stored here'),
    username_field: z.string().max(100).optional().describe('`name` of the user name input (default: the text input beside the password)'),
    password_field: z.string().max(100).optional().describe('`name` of the password input (default: the password input)'),
    submit: z.string().max(100).optional().describe("Accessible name of the submit button (default: the form's submit button)"),
  })
  .strict()
  .meta({ id: 'ExplorationLoginProfile' })
export type LoginProfileInput = z.infer<typeof LoginProfileSchema>

const Pattern = z.string().min(1).max(300)

export const SessionConfigSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .max(2000)
    .describe('Start URL; the crawl stays on its origin'),
  strategy: z.enum(STRATEGIES).default('goal_directed'),
  max_interactions: z.number().int().min(1).max(1000).default(50).describe('Page visits plus form submissions (default 50)'),
  max_pages: z.number().int().min(1).max(500).default(50).describe('Distinct pages (default 50)'),
  time_budget_s: z.number().int().min(5).max(3600).default(300).describe('Wall-clock budget in seconds (default 300)'),
  allow_patterns: z
    .array(Pattern)
    .max(50)
    .default([])
    .describe('Globs (`*`, `?`) over the URL or path; when set, only matching URLs are visited'),
  deny_patterns: z.array(Pattern).max(50).default([]).describe('Globs over the URL or path that are never visited'),
  allow_destructive: z
    .boolean()
    .default(false)
    .describe('Also press delete/remove/logout/pay/unsubscribe controls and send DELETE requests (default false: skipped)'),
  screenshots: z.boolean().default(true),
  login: LoginProfileSchema.nullable().optional(),
  project_id: ProjectIdSchema.optional(),
})

export const CreateSessionBodySchema = SessionConfigSchema.strict().meta({ id: 'CreateExplorationSessionBody' })
export type CreateSessionBody = z.infer<typeof CreateSessionBodySchema>

export const StartBodySchema = z
  .object({
    session_id: z.uuid().optional().describe('A session created with POST /exploration/sessions and not yet started'),
    ...SessionConfigSchema.partial().shape,
    project_id: ProjectIdSchema.optional(),
  })
  .strict()
  .refine((b) => b.session_id !== undefined || b.url !== undefined, {
    message: 'send session_id (a created session) or url (a new session)',
    path: ['session_id'],
  })
  .meta({ id: 'StartExplorationBody' })
export type StartBody = z.infer<typeof StartBodySchema>

export const SessionParamsSchema = z.object({ session_id: z.uuid() })
export const StopParamsSchema = z.object({ id: z.uuid() })
export const ProjectQuerySchema = z.object({ project_id: ProjectIdSchema.optional() })
export const ListSessionsQuerySchema = pageQuery().extend({
  project_id: ProjectIdSchema.optional(),
  status: z.enum(SESSION_STATUSES).optional(),
})
export const ScreenshotParamsSchema = z.object({ session_id: z.uuid(), file: z.string().regex(/^page-\d{3,6}\.jpg$/) })

const FlowStepSchema = z.object({ action: z.enum(['navigate', 'click', 'submit']), target: z.string(), url: z.string() })

export const DiscoveredSchema = z
  .object({
    pages: z.array(
      z.object({
        url: z.string(),
        template: z.string(),
        title: z.string(),
        status: z.number().int().nullable(),
        screenshot: z.string().nullable(),
        depth: z.number().int(),
        reached_by: z.array(FlowStepSchema),
      }),
    ),
    forms: z.array(
      z.object({
        key: z.string(),
        page: z.string(),
        page_url: z.string(),
        method: z.string(),
        action: z.string(),
        name: z.string(),
        submit_text: z.string(),
        inputs: z.array(z.object({ name: z.string(), type: z.string(), label: z.string(), required: z.boolean() })),
        validation_messages: z.array(z.string()),
        submission: z
          .object({
            status: z.number().int().nullable(),
            url: z.string(),
            outcome: z.enum(['navigated', 'same_page', 'error', 'blocked']),
            messages: z.array(z.string()),
          })
          .nullable(),
        skipped_reason: z.string().nullable(),
      }),
    ),
    endpoints: z.array(
      z.object({
        method: z.string(),
        template: z.string(),
        statuses: z.array(z.number().int()),
        count: z.number().int(),
        source: z.enum(['network', 'openapi']),
        resource_type: z.string(),
      }),
    ),
    flows: z.array(z.object({ name: z.string(), steps: z.array(FlowStepSchema), start: z.string(), end: z.string() })),
    errors: z.array(
      z.object({
        kind: z.enum(['console', 'page_error', 'http']),
        message: z.string(),
        url: z.string(),
        status: z.number().int().nullable(),
        count: z.number().int(),
      }),
    ),
    skipped: z.array(z.object({ kind: z.enum(['link', 'form', 'request']), target: z.string(), url: z.string(), reason: z.string() })),
  })
  .meta({ id: 'ExplorationDiscovered' })

export const SessionSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    url: z.string(),
    strategy: z.enum(STRATEGIES),
    max_interactions: z.number().int(),
    max_pages: z.number().int(),
    time_budget_s: z.number().int(),
    allow_patterns: z.array(z.string()),
    deny_patterns: z.array(z.string()),
    allow_destructive: z.boolean(),
    screenshots: z.boolean(),
    login: z.object({ url: z.string(), username: z.string(), password_variable: z.string(), has_password: z.literal(true) }).nullable(),
    status: z.enum(SESSION_STATUSES),
    engine: z.enum(['rules', 'ai']),
    job_id: z.string().nullable(),
    progress: z.object({ done: z.number().int(), total: z.number().int() }).describe('Interactions spent of max_interactions'),
    message: z.string().nullable(),
    counts: z.object({
      pages: z.number().int(),
      forms: z.number().int(),
      endpoints: z.number().int(),
      flows: z.number().int(),
      errors: z.number().int(),
      skipped: z.number().int(),
    }),
    error: z.string().nullable(),
    created_by: z.string().nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    duration_ms: z.number().nullable(),
  })
  .meta({ id: 'ExplorationSession' })
export type Session = z.infer<typeof SessionSchema>

export const SessionDetailSchema = SessionSchema.extend({ discovered: DiscoveredSchema }).meta({ id: 'ExplorationSessionDetail' })
export type SessionDetail = z.infer<typeof SessionDetailSchema>
