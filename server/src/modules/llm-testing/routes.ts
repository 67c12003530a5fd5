import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf, pageQuery } from '../../platform/http/pagination.js'
import { perMinute } from '../../platform/http/rate-limit.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import * as queries from './run-queries.js'
import * as runs from './run-service.js'
import {
  CaseResultSchema,
  CompareBodySchema,
  ComparisonCaseSchema,
  ComparisonCasesQuerySchema,
  ComparisonSchema,
  IdParamsSchema,
  ListRunsQuerySchema,
  ProjectQuerySchema,
  ResultsQuerySchema,
  RunBodySchema,
  RunSchema,
} from './schemas.js'
import * as store from './store.js'

const tags = ['llm-testing']
const notFound = { 404: DetailSchema }
const ComparisonsQuerySchema = pageQuery().extend(ProjectQuerySchema.shape)

/** LLM evaluation: runs, comparisons and the response cache (providers and suites: provider-routes.ts, suite-routes.ts). See docs/llm-testing.md. */
export const llmTestingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
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
