import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../../app-deps.js'
import { access, authorizedProject } from '../../../platform/auth/access.js'
import { pageOf } from '../../../platform/http/pagination.js'
import { perMinute } from '../../../platform/http/rate-limit.js'
import { commonErrorResponses, DetailSchema, ProjectIdSchema } from '../../../platform/http/schemas.js'
import * as generation from '../generation/service.js'
import { SpecNameSchema } from '../schemas.js'
import {
  CreateIterationBodySchema,
  IterationParamsSchema,
  IterationSchema,
  ListIterationsQuerySchema,
  ProjectQuerySchema,
} from './schemas.js'
import * as service from './service.js'

const tags = ['llm-testing']
const notFound = { 404: DetailSchema }
const LineIssue = z.object({ line: z.number().int(), message: z.string() })

const GenerateBodySchema = z
  .object({
    system_prompt: z.string().min(1).max(100_000),
    app_description: z.string().max(10_000).default(''),
    name: z.string().trim().min(1).max(100).optional().describe('Title of the suite (default: from the description)'),
    engine: z.enum(['rules', 'ai']).default('rules').describe('ai needs a configured AI provider (else 409)'),
    project_id: ProjectIdSchema.optional(),
  })
  .strict()
const GeneratedSchema = z
  .object({
    content: z.string().describe('The suite in the markdown format; save it with POST /llm-testing/specs'),
    engine: z.enum(['rules', 'ai']),
    note: z.string().nullable(),
    rules: z.array(z.object({ text: z.string(), polarity: z.enum(['required', 'forbidden']) })),
    forbidden_topics: z.array(z.string()),
    cases: z.array(z.object({ index: z.number().int(), name: z.string(), line: z.number().int(), assertions: z.number().int() })),
    errors: z.array(LineIssue),
    warnings: z.array(LineIssue),
  })
  .meta({ id: 'LlmGeneratedSuite' })
const SuggestBodySchema = z
  .object({
    run_id: z.string().min(1).max(100).optional().describe('Default: the latest finished run'),
    project_id: ProjectIdSchema.optional(),
  })
  .strict()
const SuggestionsSchema = z
  .object({
    run_id: z.string(),
    spec_name: z.string(),
    spec_version: z.number().int(),
    engine: z.literal('rules'),
    summary: z.string(),
    suggestions: z.array(
      z.object({
        assertion_type: z.string(),
        assertion: z.string().nullable(),
        failed_cases: z.number().int(),
        case_names: z.array(z.string()),
        pattern: z.string(),
        prompt_edit: z.string(),
        kind: z.enum(['prompt', 'settings', 'provider']),
      }),
    ),
  })
  .meta({ id: 'LlmSuggestions' })

/** Prompt A/B iterations, suite generation and improvement suggestions. See docs/llm-testing.md. */
export const llmIterationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const who = (req: { principal?: { id: string } | undefined }) => req.principal?.id ?? null
  app.post(
    '/llm-testing/prompt-iterations',
    {
      config: { access: access.project('member'), rateLimit: perMinute(30) },
      schema: {
        tags,
        summary: 'Prompt A/B: run the original and modified system prompt on the same suite (or dataset) version and provider',
        body: CreateIterationBodySchema,
        response: { ...commonErrorResponses, 202: IterationSchema, 409: DetailSchema },
      },
    },
    async (req, reply) => reply.code(202).send(await service.createIteration(deps, authorizedProject(req), req.body, who(req))),
  )
  app.get(
    '/llm-testing/prompt-iterations',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Prompt iterations, newest first',
        querystring: ListIterationsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(IterationSchema) },
      },
    },
    async (req) => service.listIterations(deps, authorizedProject(req), req.query),
  )
  app.get(
    '/llm-testing/prompt-iterations/:id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'One iteration: both runs and, once they finished, per-case scores, difference, winner and a sign-test note',
        params: IterationParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: IterationSchema, ...notFound },
      },
    },
    async (req) => service.getIteration(deps, authorizedProject(req), req.params.id),
  )
  app.delete(
    '/llm-testing/prompt-iterations/:id',
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Delete an iteration (its runs stay)',
        params: IterationParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ deleted: z.literal(true), id: z.string() }), ...notFound },
      },
    },
    async (req) => service.deleteIteration(deps, authorizedProject(req), req.params.id),
  )
  app.post(
    '/llm-testing/generate-suite',
    {
      config: { access: access.project('member'), rateLimit: perMinute(20) },
      schema: {
        tags,
        summary: "A starter suite from a system prompt and app description (rules: the prompt's stated rules and forbidden topics)",
        body: GenerateBodySchema,
        response: { ...commonErrorResponses, 200: GeneratedSchema, 409: DetailSchema },
      },
    },
    async (req) => {
      authorizedProject(req)
      return generation.generate(deps, req.body)
    },
  )
  app.post(
    '/llm-testing/specs/:name/suggest-improvements',
    {
      config: { access: access.project('member'), rateLimit: perMinute(30) },
      schema: {
        tags,
        summary: "Group a run's failing cases by failed assertion and propose concrete prompt edits",
        params: z.object({ name: SpecNameSchema }),
        body: SuggestBodySchema,
        response: { ...commonErrorResponses, 200: SuggestionsSchema, 409: DetailSchema, ...notFound },
      },
    },
    async (req) => generation.suggest(deps, authorizedProject(req), req.params.name, req.body.run_id),
  )
}
