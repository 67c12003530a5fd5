import { setMaxListeners } from 'node:events'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import { lastEventId, type SseOptions, sendSse } from '../../platform/http/sse.js'
import type { RunLogService } from '../../platform/run-log/run-log-service.js'
import { RunLogParamsSchema, RunLogStreamQuerySchema, RunLogStreamSchema } from './schemas.js'
import * as service from './service.js'

export interface RunLogRoutesOptions {
  deps: AppDeps & { runLogs: RunLogService }
  /** Heartbeat and idle timings (tests shorten them). */
  sse?: SseOptions
}

export const runLogRoutes: FastifyPluginAsyncZod<RunLogRoutesOptions> = async (app, { deps, sse }) => {
  // Open streams would hold app.close() for up to the idle limit; end them first (clients resume elsewhere).
  const shutdown = new AbortController()
  // Every open stream listens to it: hundreds of listeners are expected, not a leak.
  setMaxListeners(0, shutdown.signal)
  app.addHook('preClose', async () => shutdown.abort())

  app.get(
    '/runs/:run_id/log/stream',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags: ['runs'],
        summary: "Follow a run's log live (server-sent events, resumable)",
        params: RunLogParamsSchema,
        querystring: RunLogStreamQuerySchema,
        response: { ...commonErrorResponses, 200: RunLogStreamSchema, 404: DetailSchema },
      },
    },
    async (req, reply) => {
      const after = lastEventId(req) ?? req.query.last_event_id ?? 0
      const source = await service.openRunLogStream(deps, req.params.run_id, authorizedProject(req), after)
      await sendSse(req, reply, source, { ...sse, signal: shutdown.signal })
    },
  )
}
