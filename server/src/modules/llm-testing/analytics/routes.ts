import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../../app-deps.js'
import { access, authorizedProject } from '../../../platform/auth/access.js'
import { pageOf } from '../../../platform/http/pagination.js'
import { commonErrorResponses, DetailSchema } from '../../../platform/http/schemas.js'
import {
  CostSchema,
  GoldenSchema,
  OverviewSchema,
  RegressionSchema,
  RegressionsQuerySchema,
  RunIdParamsSchema,
  TrendsSchema,
  WindowQuerySchema,
} from './schemas.js'
import * as service from './service.js'

const tags = ['llm-testing']
const ProjectQuery = z.object({ project_id: WindowQuerySchema.shape.project_id })

/** LLM analytics: SQL aggregates over stored case results, golden baselines and regressions. See docs/llm-analytics.md. */
export const llmAnalyticsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const read = { access: access.project('viewer') }
  app.get(
    '/llm-testing/analytics/overview',
    {
      config: read,
      schema: {
        tags,
        summary: 'Totals over a window: runs, cases, pass rate, latency, cost, regressions',
        querystring: WindowQuerySchema,
        response: { ...commonErrorResponses, 200: OverviewSchema },
      },
    },
    async (req) => service.overview(deps, authorizedProject(req), req.query),
  )
  app.get(
    '/llm-testing/analytics/trends',
    {
      config: read,
      schema: {
        tags,
        summary: 'Pass rate, score and latency per day, provider and suite',
        querystring: WindowQuerySchema,
        response: { ...commonErrorResponses, 200: TrendsSchema },
      },
    },
    async (req) => service.trends(deps, authorizedProject(req), req.query),
  )
  app.get(
    '/llm-testing/analytics/cost',
    {
      config: read,
      schema: {
        tags,
        summary: 'Cost and tokens per provider per day, and per provider over the window',
        querystring: WindowQuerySchema,
        response: { ...commonErrorResponses, 200: CostSchema },
      },
    },
    async (req) => service.cost(deps, authorizedProject(req), req.query),
  )
  app.get(
    '/llm-testing/analytics/golden',
    {
      config: read,
      schema: {
        tags,
        summary: 'Each golden baseline with the newest run after it, regressed and improved case counts',
        querystring: ProjectQuery,
        response: { ...commonErrorResponses, 200: GoldenSchema },
      },
    },
    async (req) => service.goldenSummary(deps, authorizedProject(req)),
  )
  app.get(
    '/llm-testing/analytics/regressions',
    {
      config: read,
      schema: {
        tags,
        summary: 'Cases that pass on golden and fail now (newest run per baseline, or one run with run_id)',
        querystring: RegressionsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(RegressionSchema), 404: DetailSchema },
      },
    },
    async (req) => service.regressions(deps, authorizedProject(req), req.query, { limit: req.query.limit, offset: req.query.offset }),
  )
  app.post(
    '/llm-testing/runs/:id/golden',
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Mark a finished run (without a dataset) as the golden baseline of its suite on its provider',
        params: RunIdParamsSchema,
        querystring: ProjectQuery,
        response: { ...commonErrorResponses, 200: GoldenSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req) => service.markGolden(deps, authorizedProject(req), req.params.id, req.principal?.id ?? null),
  )
  app.delete(
    '/llm-testing/runs/:id/golden',
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Remove the golden mark of a run',
        params: RunIdParamsSchema,
        querystring: ProjectQuery,
        response: { ...commonErrorResponses, 200: GoldenSchema, 404: DetailSchema },
      },
    },
    async (req) => service.unmarkGolden(deps, authorizedProject(req), req.params.id),
  )
}
