import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access } from '../../platform/auth/access.js'
import { ServerErrorSchema, ValidationErrorSchema } from '../../platform/http/schemas.js'
import { checkHealth } from './service.js'

const CheckSchema = z.object({
  status: z.enum(['ok', 'down', 'disabled']),
  latency_ms: z.number().optional(),
  detail: z.string().optional(),
})
export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded', 'down']),
    version: z.string(),
    uptime_s: z.number(),
    checks: z.object({ database: CheckSchema, kvstore: CheckSchema }),
  })
  .meta({ id: 'Health' })

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      config: { access: access.public, rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Service status with component checks',
        response: { 200: HealthSchema, 422: ValidationErrorSchema, 500: ServerErrorSchema, 503: HealthSchema },
      },
    },
    async (_req, reply) => {
      const health = await checkHealth(deps)
      return reply.code(health.status === 'down' ? 503 : 200).send(health)
    },
  )
}
