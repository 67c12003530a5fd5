import { setMaxListeners } from 'node:events'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { commonErrorResponses } from '../../platform/http/schemas.js'
import { type SseOptions, sendSse } from '../../platform/http/sse.js'
import { EventStreamParamsSchema, EventStreamQuerySchema, EventStreamSchema } from './schemas.js'
import * as service from './service.js'

export interface EventRoutesOptions {
  deps: AppDeps
  /** Heartbeat timing (tests shorten it). */
  sse?: SseOptions
}

/** A quiet project is normal: the stream stays open (pings keep proxies from closing it) for a day at most. */
const IDLE_MS = 24 * 3600_000

function lastEventIdOf(header: string | string[] | undefined, query: string | undefined): string | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim()
  return value && /^\d{1,15}-\d{1,15}$/.test(value) ? value : query
}

export const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, { deps, sse }) => {
  const shutdown = new AbortController()
  // Every open stream listens to it: hundreds of listeners are expected, not a leak.
  setMaxListeners(0, shutdown.signal)
  app.addHook('preClose', async () => shutdown.abort())
  const summary = "Follow the project's state changes live (server-sent events, resumable)"
  const description =
    'One connection per client instead of polling: every run, API run and job of the project (and the long-lived ' +
    'resources of later areas) reports its state changes here. See docs/api.md#events.'

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const { last_event_id } = req.query as { last_event_id?: string }
    const after = lastEventIdOf(req.headers['last-event-id'], last_event_id)
    const source = await service.openEventStream(deps, authorizedProject(req), after)
    await sendSse(req, reply, source, { idleMs: IDLE_MS, ...sse, signal: shutdown.signal })
  }

  app.get(
    '/events',
    {
      // The stream and its pings are one request: it does not spend the hourly request budget.
      config: { access: access.project('viewer'), rateLimit: false },
      schema: {
        tags: ['events'],
        summary,
        description,
        querystring: EventStreamQuerySchema,
        response: { ...commonErrorResponses, 200: EventStreamSchema },
      },
    },
    handler,
  )

  app.get(
    '/projects/:project_id/events',
    {
      config: { access: access.project('viewer'), rateLimit: false },
      schema: {
        tags: ['events'],
        summary,
        description,
        params: EventStreamParamsSchema,
        querystring: EventStreamQuerySchema.omit({ project_id: true }),
        response: { ...commonErrorResponses, 200: EventStreamSchema },
      },
    },
    handler,
  )
}
