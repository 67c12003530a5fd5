/**
 * Whether this tab's project event stream (GET /events) is up. Pages poll only while it is not: their
 * `refetchInterval` functions wrap their interval in `whenStreamDown`, so a live stream means no interval requests.
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting'

let status: LiveStatus = 'off'
const listeners = new Set<() => void>()

export function liveStatus(): LiveStatus {
  return status
}

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return
  status = next
  for (const listener of listeners) listener()
}

export function subscribeLiveStatus(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** `interval` while the stream is down (the fallback), `false` while it is live. */
export function whenStreamDown<T extends number | false>(interval: T): T | false {
  return status === 'live' ? false : interval
}
