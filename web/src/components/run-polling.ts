import { whenStreamDown } from '../api/live-status.js'
import { elapsedMs } from './format-duration.js'

/** The statuses every run kind shares (UI runs, API runs). */
type Status = 'queued' | 'running' | 'passed' | 'failed' | 'error'
interface Timed {
  duration_ms: number | null
  started_at: string | null
  finished_at: string | null
}

/** Queued and running runs still change; the rest are final. */
export const isLiveRun = (status: Status): boolean => status === 'queued' || status === 'running'

export const IDLE_REFRESH_MS = 15_000

/**
 * Polling for a run list and a run detail, only while the project's event stream is down (it carries every
 * change otherwise): fast (`liveMs`) while any listed run is live so the table follows it, slow otherwise so new
 * runs still show up; one run polls until it is final.
 */
export function runPolling(liveMs: number) {
  return {
    runsRefetchInterval: (items: readonly { status: Status }[] | undefined): number | false =>
      whenStreamDown(items?.some((r) => isLiveRun(r.status)) ? liveMs : IDLE_REFRESH_MS),
    runRefetchInterval: (run: { status: Status } | undefined): number | false =>
      whenStreamDown(!run || isLiveRun(run.status) ? liveMs : false),
  }
}

/** The run's duration: recorded when final, measured up to now while it runs, null while queued. */
export function runDurationMs(run: Timed, now = Date.now()): number | null {
  return run.duration_ms ?? elapsedMs(run.started_at, run.finished_at, now)
}
