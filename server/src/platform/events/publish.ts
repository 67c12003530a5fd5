import type { Clock } from '../clock.js'
import type { EventBus } from './event-bus.js'

/**
 * Tells `GET /events` followers that a resource changed state. Call it after the write committed; without an event
 * bus (a test's partial deps) it does nothing.
 */
export function publishChange(
  deps: { events?: EventBus | undefined; clock: Clock },
  projectId: string,
  type: string,
  id: string,
  status: string,
  progress?: number,
): void {
  deps.events?.publish(projectId, { type, id, status, progress, updated_at: deps.clock.nowIso() })
}
