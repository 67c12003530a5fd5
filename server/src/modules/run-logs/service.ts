import { NotFoundError } from '../../platform/http/errors.js'
import type { SseEvent } from '../../platform/http/sse.js'
import type { RunLogService } from '../../platform/run-log/run-log-service.js'

type Deps = { runLogs: RunLogService }

/**
 * Checks that the run has a log in the project (404 otherwise) and returns the event source of its stream:
 * every line after `after`, live lines as they come, then `end` with the run's final status.
 */
export async function openRunLogStream(
  deps: Deps,
  runId: string,
  projectId: string,
  after: number,
): Promise<(signal: AbortSignal) => AsyncIterable<SseEvent>> {
  const info = await deps.runLogs.info(runId, projectId)
  if (!info) throw new NotFoundError('Run log')
  return async function* runLogEvents(signal) {
    for await (const event of deps.runLogs.follow(runId, { after, signal })) {
      if (event.type === 'line') yield { id: event.n, event: 'log', data: { line: event.line, ts: event.ts } }
      else yield { event: 'end', data: { status: event.status } }
    }
  }
}
