import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { access } from '../../platform/auth/access.js'
import { commonErrorResponses } from '../../platform/http/schemas.js'
import {
  AnalyticsQuerySchema,
  FailureClassesSchema,
  FlakySpecsSchema,
  HealStatsSchema,
  PassRateTrendSchema,
  RankedQuerySchema,
  SlowSpecsSchema,
} from './schemas.js'
import * as service from './service.js'

const tags = ['analytics']
const viewer = { access: access.project('viewer') }

/** Run analytics of a project, each computed by one SQL aggregation. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/analytics/pass-rate',
    {
      config: viewer,
      schema: {
        tags,
        summary: 'Pass rate of UI and API runs per UTC day',
        querystring: AnalyticsQuerySchema,
        response: { ...commonErrorResponses, 200: PassRateTrendSchema },
      },
    },
    async (req) => service.passRateTrend(deps, req.query.project_id, req.query.days),
  )
  app.get(
    '/analytics/flaky',
    {
      config: viewer,
      schema: {
        tags,
        summary: 'Specs whose result flipped at least twice over their recent runs',
        querystring: RankedQuerySchema,
        response: { ...commonErrorResponses, 200: FlakySpecsSchema },
      },
    },
    async (req) => service.flakySpecs(deps, req.query.project_id, req.query.days, req.query.window, req.query.limit),
  )
  app.get(
    '/analytics/slowest',
    {
      config: viewer,
      schema: {
        tags,
        summary: 'Specs with the longest average run time',
        querystring: RankedQuerySchema,
        response: { ...commonErrorResponses, 200: SlowSpecsSchema },
      },
    },
    async (req) => service.slowestSpecs(deps, req.query.project_id, req.query.days, req.query.limit),
  )
  app.get(
    '/analytics/failure-classes',
    {
      config: viewer,
      schema: {
        tags,
        summary: 'Failure classes of batch runs (locator_drift, timing, test_code_error, app_regression, environment)',
        querystring: AnalyticsQuerySchema,
        response: { ...commonErrorResponses, 200: FailureClassesSchema },
      },
    },
    async (req) => service.failureClasses(deps, req.query.project_id, req.query.days),
  )
  app.get(
    '/analytics/heal-stats',
    {
      config: viewer,
      schema: {
        tags,
        summary: 'Heals applied and failures refused as app regressions, over batch runs',
        querystring: AnalyticsQuerySchema,
        response: { ...commonErrorResponses, 200: HealStatsSchema },
      },
    },
    async (req) => service.healStats(deps, req.query.project_id, req.query.days),
  )
}
