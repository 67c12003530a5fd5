import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { access } from '../../platform/auth/access.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import { ProjectQuerySchema } from '../runs/schemas.js'
import { BrowserCheckSchema, CleanupResultSchema, PoolStatusSchema, RecentQuerySchema, RecentSchema } from './schemas.js'
import { checkBrowser, poolStatusFor, recentFor } from './service.js'

export const browserPoolRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['browser-pool']

  app.get(
    '/api/browser-pool/status',
    {
      config: { access: access.user },
      schema: {
        tags,
        summary: 'Slots in use, queue with positions, breakdown by operation type, load-test lock (slots of your projects only)',
        response: { ...commonErrorResponses, 200: PoolStatusSchema },
      },
    },
    async (req) => poolStatusFor(deps, req.principal),
  )

  app.get(
    '/api/browser-pool/recent',
    {
      config: { access: access.user },
      schema: {
        tags,
        summary: 'Recently finished slots of your projects with wait and run times',
        querystring: RecentQuerySchema,
        response: { ...commonErrorResponses, 200: RecentSchema },
      },
    },
    async (req) => ({ items: await recentFor(deps, req.principal, req.query.limit) }),
  )

  app.post(
    '/api/browser-pool/cleanup',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'Reclaim stale slots, cancel expired waiters, remove old records',
        response: { ...commonErrorResponses, 200: CleanupResultSchema },
      },
    },
    async () => deps.browserPool.cleanup(),
  )

  app.post(
    '/api/browser-pool/check',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Start a browser through the pool and close it (proves Chromium works); needs member in the project',
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: BrowserCheckSchema, 409: DetailSchema, 503: DetailSchema, 504: DetailSchema },
      },
    },
    async () => checkBrowser(deps),
  )
}
