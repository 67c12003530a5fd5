import type { Clock } from '../../platform/clock.js'
import type { EventBus } from '../../platform/events/event-bus.js'
import { publishChange } from '../../platform/events/publish.js'

/** Tells `GET /events` followers that a UI (or API) run changed state (call after the write committed). */
export function publishRunChange(
  deps: { events?: EventBus | undefined; clock: Clock },
  projectId: string,
  runId: string,
  status: string,
  type: 'run' | 'api_run' = 'run',
): void {
  publishChange(deps, projectId, type, runId, status)
}
