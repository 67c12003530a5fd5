import { z } from 'zod'
import { ProjectIdSchema } from '../../platform/http/schemas.js'

export const EventStreamQuerySchema = z
  .object({
    project_id: ProjectIdSchema.optional().describe('The project to follow (or the path form, or the X-Project-Id header)'),
    last_event_id: z
      .string()
      .regex(/^\d{1,15}-\d{1,15}$/, 'an event id looks like 1732400000000-0')
      .optional()
      .describe('Resume after this event, for clients that cannot send the Last-Event-ID header (the header wins)'),
  })
  // A misspelt parameter is an error, not a stream that silently ignores it.
  .strict()

export const EventStreamParamsSchema = z.object({ project_id: ProjectIdSchema })

export const EventStreamSchema = z
  .string()
  .describe(
    'text/event-stream. `event: change` with `id:` = event id and `data: {"type","id","status","progress"?,"updated_at"}` for ' +
      'every state change of a long-lived resource of the project (`run`, `api_run`, `job`, and the resources of later ' +
      'areas); `event: ready` once the replay after Last-Event-ID has been sent; `event: reset` when the replay window ' +
      'no longer reaches back to that id (re-read what you show); `: ping` comments every 15 s. Reconnect with ' +
      '`Last-Event-ID` to resume with no lost transition. Not counted against the request budget.',
  )
  .meta({ id: 'EventStream' })
