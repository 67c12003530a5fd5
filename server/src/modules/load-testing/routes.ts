import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access } from '../../platform/auth/access.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import { LoadTestLockStatusSchema } from '../browser-pool/schemas.js'
import { releaseLoadTestLock, takeLoadTestLock } from './service.js'

const RunIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w.:-]+$/, { message: 'run_id may hold letters, digits, _ . : -' })

/**
 * The system-wide load-test lock. Load tests take it through these routes (or in-process); while it is held
 * every browser-starting endpoint answers 409 and the browser pool grants nothing.
 */
export const loadTestingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['load-testing']

  app.get(
    '/load-testing/lock',
    {
      config: { access: access.user },
      schema: { tags, summary: 'Who holds the load-test lock', response: { ...commonErrorResponses, 200: LoadTestLockStatusSchema } },
    },
    async () => deps.browserPool.loadTestLock.status(),
  )

  app.post(
    '/load-testing/lock',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'Take the load-test lock for a run (expires after 2 hours)',
        body: z.object({ run_id: RunIdSchema }).strict(),
        response: { ...commonErrorResponses, 200: LoadTestLockStatusSchema, 409: DetailSchema },
      },
    },
    async (req) => takeLoadTestLock(deps, req.body.run_id),
  )

  app.delete(
    '/load-testing/lock/:run_id',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'Release the load-test lock held by a run',
        params: z.object({ run_id: RunIdSchema }),
        response: { ...commonErrorResponses, 200: LoadTestLockStatusSchema, 404: DetailSchema },
      },
    },
    async (req) => releaseLoadTestLock(deps, req.params.run_id),
  )
}
