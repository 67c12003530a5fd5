import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access } from '../../platform/auth/access.js'
import { ServerErrorSchema, ValidationErrorSchema } from '../../platform/http/schemas.js'
import { processMetrics } from '../../platform/process-metrics.js'
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
    process: z
      .object({
        event_loop_delay_ms: z
          .object({ p50: z.number(), p99: z.number(), max: z.number(), window_s: z.number() })
          .describe("Delay of this process's event loop since the current window began (restarts each minute)"),
        rss_mb: z.number(),
        heap_used_mb: z.number(),
        load_average_1m: z.number().describe("The machine's 1-minute load average"),
        cpus: z.number(),
      })
      .describe('This server process: a slow answer with a calm event loop points at a busy machine, not the server'),
  })
  .meta({ id: 'Health' })

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  processMetrics() // starts the event-loop monitor, so the first /health already has a window
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
