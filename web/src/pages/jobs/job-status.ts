import { whenStreamDown } from '../../api/live-status.js'
import { elapsedMs } from '../../components/format-duration.js'
import type { Job, JobFilter, JobStatus } from './queries.js'

/** The filter choices, in the API's order; a new status fails to compile here until it gets a colour. */
export const STATUS_COLOR: Record<JobStatus, string> = {
  queued: 'yellow',
  running: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'gray',
}
export const JOB_STATUSES = Object.keys(STATUS_COLOR) as JobStatus[]

/** Queued and running jobs still change; the rest are final. */
export const isLive = (status: JobStatus): boolean => status === 'queued' || status === 'running'

/** Fast while something on the page is live, slow otherwise (so new jobs still show up). */
export const LIVE_REFRESH_MS = 2_000
export const IDLE_REFRESH_MS = 15_000

/** Polls only while the project's event stream is down (it carries every job change otherwise). */
export function listRefetchInterval(items: readonly Pick<Job, 'status'>[] | undefined): number | false {
  return whenStreamDown(items?.some((j) => isLive(j.status)) ? LIVE_REFRESH_MS : IDLE_REFRESH_MS)
}

export function detailRefetchInterval(job: Pick<Job, 'status'> | undefined): number | false {
  return whenStreamDown(!job || isLive(job.status) ? LIVE_REFRESH_MS : false)
}

/** How long the job has run (so far, while running); null before it started. */
export function jobDurationMs(job: Pick<Job, 'started_at' | 'finished_at'>, now: number = Date.now()): number | null {
  return elapsedMs(job.started_at, job.finished_at, now)
}

/** A job's result (parsed from the API's JSON) as indented JSON; `undefined` and `null` both mean "nothing yet". */
export function formatResult(result: unknown): string | null {
  if (result === undefined || result === null) return null
  return JSON.stringify(result, null, 2)
}

/** What the empty table says: an empty project, or nothing matching the filters. */
export function noJobsText({ status, kind }: JobFilter): string {
  if (!status && !kind) return 'No jobs in this project yet. Test runs, explorations and other background work show up here as they start.'
  return `No ${status ? `${status} ` : ''}jobs${kind ? ` of kind "${kind}"` : ''} in this project.`
}
