/** Every state a job row can be in. `queued` and `running` are live; the rest are final. */
export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

export const TERMINAL_JOB_STATUSES = ['completed', 'failed', 'cancelled'] as const satisfies readonly JobStatus[]
export type TerminalJobStatus = (typeof TERMINAL_JOB_STATUSES)[number]

export function isJobStatus(value: string): value is JobStatus {
  return (JOB_STATUSES as readonly string[]).includes(value)
}

export function isTerminalJobStatus(value: string): value is TerminalJobStatus {
  return (TERMINAL_JOB_STATUSES as readonly string[]).includes(value)
}

/**
 * What happened to a job that stopped before its handler finished, as told to `onInterrupted` hooks:
 * `requeued` (it will run again), `failed` (attempts exhausted: "interrupted by restart") or `cancelled`.
 */
export const INTERRUPTION_OUTCOMES = ['requeued', 'failed', 'cancelled'] as const
export type InterruptionOutcome = (typeof INTERRUPTION_OUTCOMES)[number]
