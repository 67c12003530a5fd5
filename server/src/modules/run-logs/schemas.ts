import { z } from 'zod'
import { ProjectIdSchema } from '../../platform/http/schemas.js'

export const RunLogParamsSchema = z.object({ run_id: z.uuid() })

export const RunLogStreamQuerySchema = z.object({
  project_id: ProjectIdSchema.default('default'),
  last_event_id: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe('Resume after this line number, for clients that cannot send the Last-Event-ID header (the header wins)'),
})

export const RunLogStreamSchema = z
  .string()
  .describe(
    'text/event-stream. `event: log` with `id:` = line number and `data: {"line","ts"}`; a final `event: end` ' +
      '`data: {"status"}`; `event: timeout` after 10 minutes without a line; `event: error` on a server error; ' +
      '`: ping` comments every 15 s. Reconnect with `Last-Event-ID` to resume without duplicates.',
  )
  .meta({ id: 'RunLogStream' })
