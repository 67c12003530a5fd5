/**
 * What a job of the lean child may leave in its process for the next job to meet: handles still open (a timer, a
 * socket, a server), globals it added, process listeners it added. A warm child (warm-pool.ts) runs another job
 * only when the last one left none of these; the variables are reset by the child itself.
 */

/** Process events whose listeners a job could leave behind. */
const WATCHED_EVENTS = ['exit', 'beforeExit', 'uncaughtException', 'unhandledRejection', 'warning', 'SIGTERM', 'SIGINT'] as const

export interface Leftovers {
  globals: Set<string>
  resources: Map<string, number>
  listeners: Map<string, number>
}

const count = (names: string[]) => names.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<string, number>())

/** The state a job starts from: taken once, before the first job's files load, and held by every clean job after. */
export function snapshotProcess(): Leftovers {
  return {
    globals: new Set(Object.getOwnPropertyNames(globalThis)),
    resources: count(process.getActiveResourcesInfo()),
    listeners: new Map(WATCHED_EVENTS.map((event) => [event, process.listenerCount(event)])),
  }
}

/** What is in the process now that was not in `before`, named for the log ([] when nothing). */
export function leftoversSince(before: Leftovers): string[] {
  const now = snapshotProcess()
  const out: string[] = []
  for (const name of now.globals) if (!before.globals.has(name)) out.push(`the global ${name}`)
  for (const [type, n] of now.resources) if (n > (before.resources.get(type) ?? 0)) out.push(`an open ${type}`)
  for (const [event, n] of now.listeners) if (n > (before.listeners.get(event) ?? 0)) out.push(`a process ${event} listener`)
  return out
}
