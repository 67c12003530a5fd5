import { z } from 'zod'
import { UsageSummarySchema } from '../../platform/ai/cost.js'
import { pageQuery } from '../../platform/http/pagination.js'
import { ProjectIdSchema } from '../../platform/http/schemas.js'

/** Closed set of API run statuses (spec: queued, running, passed, failed, error). */
export const API_RUN_STATUSES = ['queued', 'running', 'passed', 'failed', 'error'] as const
export type ApiRunStatus = (typeof API_RUN_STATUSES)[number]

/** Failure classes a heal attempt records (DESIGN: healing never hides a bug). */
export const FAILURE_CLASSES = ['locator_drift', 'timing', 'test_code_error', 'app_regression', 'environment'] as const

export const ProjectQuerySchema = z.object({ project_id: ProjectIdSchema.default('default') })

/** Spec names are folder paths (`shop/products`); the workspace checks them again before touching disk. */
export const SpecNameSchema = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[\w .@()+-]+(\/[\w .@()+-]+)*$/, { message: 'Use letters, digits, spaces and . _ - @ ( ) +, with / between folders' })
  .refine((v) => !v.split('/').some((s) => s === '.' || s === '..'), { message: 'Folder names cannot be . or ..' })
  .refine((v) => !/\/run$/.test(v), { message: 'A spec name cannot end with /run' })

const IssueSchema = z.object({ line: z.number().int(), message: z.string() }).meta({ id: 'SpecIssue' })

export const ApiSpecTestSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  method: z.string(),
  path: z.string(),
  line: z.number().int(),
})

export const ApiSpecSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    project_id: z.string(),
    source: z.enum(['manual', 'openapi']),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ApiSpecSummary' })

export const ApiSpecSchema = ApiSpecSummarySchema.extend({
  content: z.string(),
  title: z.string().describe('The `# API Test:` name'),
  tests: z.array(ApiSpecTestSummarySchema),
  errors: z.array(IssueSchema).describe('Problems that stop the spec from running; each names its line'),
  warnings: z.array(IssueSchema),
}).meta({ id: 'ApiSpec' })
export type ApiSpecResource = z.infer<typeof ApiSpecSchema>

const ContentSchema = z.string().max(1_000_000)

export const CreateApiSpecBodySchema = z
  .object({ name: SpecNameSchema, content: ContentSchema, project_id: ProjectIdSchema.optional() })
  .strict()
  .meta({ id: 'CreateApiSpecBody' })
export const UpdateApiSpecBodySchema = z
  .object({ content: ContentSchema.optional(), name: SpecNameSchema.optional().describe('Rename (move) the spec') })
  .strict()
  .meta({ id: 'UpdateApiSpecBody' })
export const ValidateApiSpecBodySchema = z.object({ content: ContentSchema }).strict().meta({ id: 'ValidateApiSpecBody' })
const ApiStepInterpretationSchema = z
  .object({
    test_id: z.string(),
    line: z.number().int(),
    kind: z.string().describe('The planned step: send, status, field_equals, …; unknown when not understood'),
    target: z.string().optional().describe('The JSON path, header or variable the step is about'),
    value: z.string().optional(),
    assertion: z.string().optional().describe('For checks: what must hold (== "x", length gt 0, status 201)'),
    summary: z.string().describe('The step in one line'),
    notes: z.array(z.string()).describe('What was read differently from the letter: a corrected verb, an ignored clause, a split'),
  })
  .meta({ id: 'ApiStepInterpretation' })

export const ValidationResultSchema = z
  .object({
    title: z.string(),
    tests: z.array(ApiSpecTestSummarySchema),
    errors: z.array(IssueSchema),
    warnings: z.array(IssueSchema),
    interpretation: z.array(ApiStepInterpretationSchema).describe('Per planned step, what the grammar understood (the editor preview)'),
  })
  .meta({ id: 'ApiSpecValidation' })

export const SpecWildcardParamsSchema = z.object({ '*': z.string().min(1).max(400) })
export const ListSpecsQuerySchema = pageQuery({ defaultLimit: 50, maxLimit: 200 }).extend({
  project_id: ProjectIdSchema.default('default'),
  q: z.string().max(200).optional(),
})

export const ImportUrlBodySchema = z
  .object({
    url: z.url({ protocol: /^https?$/ }).max(2048),
    project_id: ProjectIdSchema.optional(),
    base_url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
    dry_run: z.boolean().default(false).describe('Preview the specs without saving them'),
  })
  .strict()
  .meta({ id: 'ImportOpenApiUrlBody' })
export const ImportQuerySchema = z.object({
  project_id: ProjectIdSchema.default('default'),
  base_url: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
  dry_run: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
})
export const ImportResultSchema = z
  .object({
    dry_run: z.boolean(),
    specs: z.array(
      z.object({
        name: z.string(),
        title: z.string(),
        action: z.enum(['create', 'update', 'skip']),
        tests: z.number().int(),
        content: z.string(),
      }),
    ),
    warnings: z.array(z.string()),
  })
  .meta({ id: 'ApiImportResult' })
export type ImportResultResource = z.infer<typeof ImportResultSchema>

export const DeletedSpecSchema = z.object({ deleted: z.literal(true), name: z.string() }).meta({ id: 'DeletedApiSpec' })

const EvidenceSchema = z.object({ method: z.string().optional(), url: z.string().optional() }).catchall(z.unknown())

export const ApiTestResultSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(['passed', 'failed', 'skipped', 'timedOut', 'interrupted', 'fixme']),
    duration_ms: z.number(),
    failed_check: z.string().nullable().describe('The check that failed, e.g. "status" or "field $.price"'),
    error: z.string().nullable(),
    request: EvidenceSchema.nullable(),
    response: EvidenceSchema.nullable(),
  })
  .meta({ id: 'ApiTestResult' })
export type ApiTestResult = z.infer<typeof ApiTestResultSchema>

export const ApiRunAttemptSchema = z
  .object({
    n: z.number().int(),
    status: z.enum(['passed', 'failed', 'error']),
    classification: z.enum(FAILURE_CLASSES).nullable(),
    heal: z.string().nullable().describe('What the heal changed before this attempt'),
    diff: z.string().nullable(),
    code: z.string(),
    passed: z.number().int(),
    failed: z.number().int(),
    duration_ms: z.number(),
    error: z.string().nullable(),
  })
  .meta({ id: 'ApiRunAttempt' })
export type ApiRunAttempt = z.infer<typeof ApiRunAttemptSchema>

/** Which engines wrote a run's test: the rules compiler, the AI engine, or both. */
export const API_RUN_ENGINES = ['rules', 'ai', 'mixed'] as const
export type ApiRunEngine = (typeof API_RUN_ENGINES)[number]

/** What a run may use: `auto` (default) the AI engine when a provider is configured, `rules` never, `ai` requires one. */
export const API_ENGINE_CHOICES = ['auto', 'rules', 'ai'] as const
export type ApiEngineChoice = (typeof API_ENGINE_CHOICES)[number]

/** What the AI engine did for one spec line. */
export const AI_STEP_STATUSES = ['generated', 'refused', 'healed', 'heal_refused'] as const

export const ApiAiStepSchema = z
  .object({
    line: z.number().int().describe('Line of the step in the spec'),
    test: z.string().describe('Title of the test the step belongs to'),
    text: z.string().describe('The step as written'),
    engine: z.literal('ai'),
    status: z
      .enum(AI_STEP_STATUSES)
      .describe(
        'generated: its code runs; refused: the guardrail or the provider said no (the run ends error); healed / heal_refused: an AI heal of it',
      ),
    code: z.string().nullable().describe('The code that runs for the step (after a heal, the healed code); null when refused'),
    detail: z.string().describe("The model's explanation, or why its answer was refused"),
  })
  .meta({ id: 'ApiAiStep' })
export type ApiAiStep = z.infer<typeof ApiAiStepSchema>

export const ApiRunSummarySchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    spec_name: z.string(),
    status: z.enum(API_RUN_STATUSES),
    engine: z
      .enum(API_RUN_ENGINES)
      .describe('rules: the rules compiler wrote every step and no AI call was made; ai: the AI engine wrote every step; mixed: both'),
    job_id: z.string().nullable(),
    error: z.string().nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    duration_ms: z.number().nullable(),
  })
  .meta({ id: 'ApiRunSummary' })
export type ApiRunSummary = z.infer<typeof ApiRunSummarySchema>

export const ApiRunSchema = ApiRunSummarySchema.extend({
  code: z.string().nullable().describe('Generated Playwright test code of the final attempt'),
  tests: z.array(ApiTestResultSchema),
  attempts: z.array(ApiRunAttemptSchema),
  ai_steps: z.array(ApiAiStepSchema).describe('Steps the rules did not understand, as the AI engine handled them, per line'),
  ai_usage: UsageSummarySchema.nullable().describe('Tokens and cost of the AI calls the run made; null when it made none'),
  logs: z.string().describe('One page of the run log: the lines after `log_after`, or the last `log_limit` lines'),
  log_lines: z
    .object({
      first: z.number().int().nullable().describe('Number (from 1) of the first line in `logs`; null when empty'),
      last: z.number().int().nullable().describe('Number of the last line in `logs`; pass it as `log_after` for the next page'),
      total: z.number().int().describe('Lines in the whole log so far'),
    })
    .describe('Where the `logs` page sits in the log'),
}).meta({ id: 'ApiRun' })

/** Log paging of `GET /api-testing/runs/{id}`: a poller asks only for lines after the last one it has. */
export const ApiRunQuerySchema = ProjectQuerySchema.extend({
  log_after: z.coerce.number().int().min(0).optional().describe('Return the lines after this line number (default: the tail)'),
  log_limit: z.coerce.number().int().min(1).max(2000).default(500).describe('At most this many lines (default 500, max 2000)'),
})
export type ApiRun = z.infer<typeof ApiRunSchema>

export const StartRunResultSchema = z
  .object({ run_id: z.string(), job_id: z.string(), status: z.literal('queued') })
  .meta({ id: 'ApiRunStarted' })

export const StartApiRunBatchBodySchema = z
  .object({
    project_id: z.string().optional(),
    spec_names: z
      .array(SpecNameSchema)
      .min(1)
      .max(200)
      .optional()
      .describe('Specs to run, in this order; omitted: every spec an OpenAPI import created in the project'),
    include_opt_in: z.boolean().optional().describe('Also run the tests under "## Opt-in Tests"'),
    engine: z.enum(API_ENGINE_CHOICES).optional().describe('As for a single run: auto (default), rules or ai'),
  })
  .strict()
  .meta({ id: 'StartApiRunBatchBody' })

export const ApiRunBatchStartedSchema = z
  .object({
    job_id: z.string().describe('The one job carrying every run of the batch (cancel it to cancel them all)'),
    status: z.literal('queued'),
    items: z
      .array(z.object({ run_id: z.string(), spec_name: z.string() }))
      .describe('One run record per spec, read each with GET /api-testing/runs/{run_id}'),
    skipped: z.array(z.object({ spec_name: z.string(), reason: z.string() })).describe('Specs with no test to run'),
  })
  .meta({ id: 'ApiRunBatchStarted' })
export type ApiRunBatchStarted = z.infer<typeof ApiRunBatchStartedSchema>

export const RunParamsSchema = z.object({ run_id: z.uuid() })
export const ListRunsQuerySchema = pageQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
  project_id: ProjectIdSchema.default('default'),
  status: z.enum(API_RUN_STATUSES).optional(),
  spec: z.string().max(300).optional(),
})
