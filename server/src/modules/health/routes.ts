import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access } from '../../platform/auth/access.js'
import { ServerErrorSchema, ValidationErrorSchema } from '../../platform/http/schemas.js'
import { alertsHealth, backupHealth, storageHealth } from './ops-service.js'
import { AlertsHealthSchema, BackupHealthSchema, StorageHealthSchema } from './schemas.js'
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

  const simple = [
    [
      '/health/storage',
      'Disk use of each data folder, free space, archive store reachability (cached 30 s)',
      StorageHealthSchema,
      storageHealth,
    ],
    ['/health/backup', 'Last backup time, size and status; next scheduled backup and archival', BackupHealthSchema, backupHealth],
    [
      '/health/alerts',
      'Active alerts: disk low, backup stale, stuck jobs, pool saturated, and other registered sources',
      AlertsHealthSchema,
      alertsHealth,
    ],
  ] as const
  for (const [url, summary, schema, handler] of simple) {
    app.get(
      url,
      {
        config: { access: access.public, rateLimit: false },
        schema: { tags: ['health'], summary, response: { 200: schema, 422: ValidationErrorSchema, 500: ServerErrorSchema } },
      },
      // biome-ignore lint/suspicious/noExplicitAny: each tuple pairs a handler with its own response schema
      async () => (handler as (d: AppDeps) => Promise<any>)(deps),
    )
  }
}
