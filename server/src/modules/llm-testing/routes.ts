import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf, pageQuery } from '../../platform/http/pagination.js'
import { perMinute } from '../../platform/http/rate-limit.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import { ASSERTION_CATALOG } from './assertion-catalog.js'
import * as providers from './provider-service.js'
import * as queries from './run-queries.js'
import * as runs from './run-service.js'
import {
  AssertionTypeSchema,
  CaseResultSchema,
  CompareBodySchema,
  ComparisonCaseSchema,
  ComparisonCasesQuerySchema,
  ComparisonSchema,
  CreateProviderBodySchema,
  CreateSpecBodySchema,
  DiffQuerySchema,
  IdParamsSchema,
  ListRunsQuerySchema,
  ProjectQuerySchema,
  ProviderSchema,
  ResultsQuerySchema,
  RunBodySchema,
  RunSchema,
  SpecDiffSchema,
  SpecListItemSchema,
  SpecParamsSchema,
  SpecSchema,
  SpecVersionDetailSchema,
  SpecVersionSchema,
  SuiteSummarySchema,
  TestConnectionSchema,
  UpdateProviderBodySchema,
  UpdateSpecBodySchema,
  ValidateSpecBodySchema,
  VersionParamsSchema,
} from './schemas.js'
import * as specs from './spec-service.js'
import * as store from './store.js'

const tags = ['llm-testing']
const notFound = { 404: DetailSchema }
const ListSpecsQuerySchema = pageQuery({ defaultLimit: 50, maxLimit: 200 }).extend(ProjectQuerySchema.shape)
const ComparisonsQuerySchema = pageQuery().extend(ProjectQuerySchema.shape)

/** LLM evaluation: providers, markdown suites with versions, runs, comparisons. See docs/llm-testing.md. */
export const llmTestingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // ---- providers
  app.post(
    '/llm-testing/providers',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Register an OpenAI-compatible provider (the API key is write-only)',
        body: CreateProviderBodySchema,
        response: { ...commonErrorResponses, 201: ProviderSchema, 409: DetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await providers.createProvider(deps, authorizedProject(req), req.body)),
  )
  app.get(
    '/llm-testing/providers',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: "The project's providers, by name",
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ items: z.array(ProviderSchema) }) },
      },
    },
    async (req) => providers.listProviders(deps, authorizedProject(req)),
  )
  app.get(
    '/llm-testing/providers/:id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'One provider',
        params: IdParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: ProviderSchema, ...notFound },
      },
    },
    async (req) => providers.getProvider(deps, authorizedProject(req), req.params.id),
  )
  app.put(
    '/llm-testing/providers/:id',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Change a provider (api_key: new value, null to remove, absent to keep)',
        params: IdParamsSchema,
        body: UpdateProviderBodySchema,
        response: { ...commonErrorResponses, 200: ProviderSchema, 409: DetailSchema, ...notFound },
      },
    },
    async (req) => providers.updateProvider(deps, authorizedProject(req), req.params.id, req.body),
  )
  app.delete(
    '/llm-testing/providers/:id',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete a provider (its past runs stay)',
        params: IdParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ deleted: z.literal(true), id: z.string() }), ...notFound },
      },
    },
    async (req) => providers.deleteProvider(deps, authorizedProject(req), req.params.id),
  )
  app.post(
    '/llm-testing/providers/:id/test',
    {
      config: { access: access.project('member'), rateLimit: perMinute(20) },
      schema: {
        tags,
        summary: 'Test connection: lists the models with the stored key and checks model_id is offered',
        params: IdParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: TestConnectionSchema, 409: DetailSchema, ...notFound },
      },
    },
    async (req) => providers.testConnection(deps, authorizedProject(req), req.params.id),
  )

  // ---- suites
  app.get(
    '/llm-testing/assertion-types',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Every assertion type with its argument and an example',
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ items: z.array(AssertionTypeSchema) }) },
      },
    },
    async () => ({ items: ASSERTION_CATALOG }),
  )
  app.post(
    '/llm-testing/specs/validate',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Parse suite markdown without saving (live editor errors by line)',
        querystring: ProjectQuerySchema,
        body: ValidateSpecBodySchema,
        response: { ...commonErrorResponses, 200: SuiteSummarySchema },
      },
    },
    async (req) => specs.validateContent(req.body.content),
  )
  app.post(
    '/llm-testing/specs',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Create a suite (version 1; saved even with parse errors, listed by line)',
        body: CreateSpecBodySchema,
        response: { ...commonErrorResponses, 201: SpecSchema, 409: DetailSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await specs.createSpec(deps, authorizedProject(req), req.body.name, req.body.content, req.principal?.id ?? null)),
  )
  app.get(
    '/llm-testing/specs',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Suites, by name',
        querystring: ListSpecsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(SpecListItemSchema) },
      },
    },
    async (req) => specs.listSpecs(deps, authorizedProject(req), req.query),
  )
  app.get(
    '/llm-testing/specs/:name',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A suite: latest content, parsed cases, problems by line',
        params: SpecParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: SpecSchema, ...notFound },
      },
    },
    async (req) => specs.getSpec(deps, authorizedProject(req), req.params.name),
  )
  app.put(
    '/llm-testing/specs/:name',
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Save a new immutable version of a suite',
        params: SpecParamsSchema,
        body: UpdateSpecBodySchema,
        response: { ...commonErrorResponses, 200: SpecSchema, 409: DetailSchema, ...notFound },
      },
    },
    async (req) => specs.updateSpec(deps, authorizedProject(req), req.params.name, req.body.content, req.principal?.id ?? null),
  )
  app.delete(
    '/llm-testing/specs/:name',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete a suite and its versions (runs keep their results)',
        params: SpecParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ deleted: z.literal(true), name: z.string() }), ...notFound },
      },
    },
    async (req) => specs.deleteSpec(deps, authorizedProject(req), req.params.name),
  )
  app.get(
    '/llm-testing/specs/:name/versions',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Versions of a suite, newest first',
        params: SpecParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ items: z.array(SpecVersionSchema) }), ...notFound },
      },
    },
    async (req) => specs.listVersions(deps, authorizedProject(req), req.params.name),
  )
  app.get(
    '/llm-testing/specs/:name/versions/:version',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'One version with its content',
        params: VersionParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: SpecVersionDetailSchema, ...notFound },
      },
    },
    async (req) => specs.getVersion(deps, authorizedProject(req), req.params.name, req.params.version),
  )
  app.get(
    '/llm-testing/specs/:name/diff',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Unified diff of two versions (?from=1&to=2)',
        params: SpecParamsSchema,
        querystring: DiffQuerySchema,
        response: { ...commonErrorResponses, 200: SpecDiffSchema, ...notFound },
      },
    },
    async (req) => specs.diffVersions(deps, authorizedProject(req), req.params.name, req.query.from, req.query.to),
  )

  // ---- runs
  app.post(
    '/llm-testing/run',
    {
      config: { access: access.project('member'), rateLimit: perMinute(30) },
      schema: {
        tags,
        summary: 'Run a suite version against a provider (a background job; poll GET /llm-testing/runs/{id})',
        body: RunBodySchema,
        response: { ...commonErrorResponses, 202: RunSchema, 409: DetailSchema },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await runs.startRun(deps, authorizedProject(req), req.body, { createdBy: req.principal?.id ?? null })),
  )
  app.get(
    '/llm-testing/runs',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Runs, newest first',
        querystring: ListRunsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(RunSchema) },
      },
    },
    async (req) => queries.listRuns(deps, authorizedProject(req), req.query, { specName: req.query.spec_name, status: req.query.status }),
  )
  app.get(
    '/llm-testing/runs/:id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A run with live progress and, once finished, pass rate, mean score, p50/p95 latency, tokens and cost',
        params: IdParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: RunSchema, ...notFound },
      },
    },
    async (req) => queries.getRun(deps, authorizedProject(req), req.params.id),
  )
  app.get(
    '/llm-testing/runs/:id/results',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Per-case results in case order (status or failures=true filters)',
        params: IdParamsSchema,
        querystring: ResultsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(CaseResultSchema), ...notFound },
      },
    },
    async (req) =>
      queries.listResults(deps, authorizedProject(req), req.params.id, req.query, {
        status: req.query.status,
        failures: req.query.failures,
      }),
  )
  app.post(
    '/llm-testing/runs/:id/cancel',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Cancel a queued or running run (a run of a comparison cancels the comparison)',
        params: IdParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: RunSchema, 409: DetailSchema, ...notFound },
      },
    },
    async (req) => runs.cancelRun(deps, authorizedProject(req), req.params.id),
  )

  // ---- comparisons
  app.post(
    '/llm-testing/compare',
    {
      config: { access: access.project('member'), rateLimit: perMinute(30) },
      schema: {
        tags,
        summary: 'Run one suite version against 2-8 providers (one job); the matrix and winner appear when done',
        body: CompareBodySchema,
        response: { ...commonErrorResponses, 202: ComparisonSchema, 409: DetailSchema },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await runs.startCompare(deps, authorizedProject(req), req.body, { createdBy: req.principal?.id ?? null })),
  )
  app.get(
    '/llm-testing/comparisons',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Comparisons, newest first',
        querystring: ComparisonsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(ComparisonSchema) },
      },
    },
    async (req) => queries.listComparisons(deps, authorizedProject(req), req.query),
  )
  app.get(
    '/llm-testing/comparisons/:id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A comparison: one run per provider (the matrix) and the winner with its reason',
        params: IdParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: ComparisonSchema, ...notFound },
      },
    },
    async (req) => queries.getComparison(deps, authorizedProject(req), req.params.id),
  )
  app.get(
    '/llm-testing/comparisons/:id/cases',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Cases side by side: every provider’s result per case (differing=true: only where they disagree)',
        params: IdParamsSchema,
        querystring: ComparisonCasesQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(ComparisonCaseSchema), ...notFound },
      },
    },
    async (req) => queries.comparisonCases(deps, authorizedProject(req), req.params.id, req.query, req.query.differing),
  )
  app.post(
    '/llm-testing/comparisons/:id/cancel',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Cancel a comparison and all its runs',
        params: IdParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: ComparisonSchema, 409: DetailSchema, ...notFound },
      },
    },
    async (req) => runs.cancelComparison(deps, authorizedProject(req), req.params.id),
  )

  // ---- cache
  app.delete(
    '/llm-testing/cache',
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: "Empty the project's response cache",
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ deleted: z.number().int() }) },
      },
    },
    async (req) => ({ deleted: await store.clearCache(deps.db, authorizedProject(req)) }),
  )
}
