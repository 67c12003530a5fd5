import type { Db, JobRow } from '../db/database.js'
import type { InterruptionOutcome, JobStatus } from './job-status.js'

/**
 * A job as stored: the `jobs` row (see `JobsTable` for what each column means) with its JSON columns parsed.
 * `result` is the handler's return value once `completed`; `error` is exactly "interrupted by restart" when a
 * restart used up the job's attempts.
 */
export type JobRecord<P = unknown, R = unknown> = Omit<JobRow, 'payload' | 'result'> & { payload: P; result: R | null }

export interface EnqueueOptions {
  /** The project the job belongs to; reads and cancels are scoped to it. */
  projectId: string
  /**
   * How many times a handler may start on this job (default 2): a job interrupted by a restart is re-queued
   * while `attempts < maxAttempts`, else failed with "interrupted by restart". Handler errors never retry.
   */
  maxAttempts?: number
  /** Overrides the kind's timeout for this job. */
  timeoutMs?: number
  /**
   * Writes the feature's own record (a run row) in the same transaction as the job row, so neither exists
   * without the other; the job is handed to consumers only after the commit.
   */
  alongside?: (trx: Db, job: JobRow) => Promise<void>
}

/** One job of `enqueueMany`. */
export interface NewJob<P = unknown> {
  kind: string
  payload: P
  options: EnqueueOptions
}

/** What a handler receives. Long work must watch `signal` and stop (and stop its child processes) on abort. */
export interface JobContext<P = unknown> {
  job: JobRecord<P>
  /**
   * Aborted on cancel (from any process), on timeout and on shutdown. `signal.reason` is a `JobCancelledError`,
   * `JobTimeoutError` or `JobShutdownError`. See `spawnWithSignal` for child processes. By the time it fires
   * the row has already left `running` under this attempt (cancelled, failed or re-queued), so a terminal
   * write guarded by `job.owner` + `job.attempts` (see `JobRecord`) can no longer land.
   */
  signal: AbortSignal
  /** Records progress (0-100, clamped) and an optional message on the row; writes are coalesced. */
  progress(pct: number, message?: string): void
  /** A diagnostic line for the server log, tagged with the job's kind and id (user-facing output goes to the run log). */
  log(line: string): void
}

/** Does the work of one job kind and returns a JSON-serializable result. Throwing fails the job with that error. */
export type JobHandler<P = unknown, R = unknown> = (ctx: JobContext<P>) => Promise<R>

export interface RegisterOptions {
  /** How many jobs of this kind one process runs at once (default 1). */
  concurrency?: number
  /**
   * Upper bound for one attempt: a number of milliseconds, or `'agent'` for the configured agent timeout
   * (`AGENT_TIMEOUT_SECONDS`, default 1800 s) that AI/agent kinds use. Unset: no bound. On timeout the signal is
   * aborted and the job fails with "Job timed out after N s".
   */
  timeoutMs?: number | 'agent'
}

/** Told to a kind's `onInterrupted` hook when a job stops before its handler finished. */
export interface JobInterruption {
  /** The row after the decision (status `queued`, `failed` or `cancelled`). */
  job: JobRecord
  outcome: InterruptionOutcome
}

/** Lets a feature put its own record (a run row) in a matching state. Must be idempotent. */
export type InterruptionHook = (event: JobInterruption) => Promise<void> | void

/** What one recovery sweep did. */
export interface RecoveryReport {
  requeued: string[]
  failed: string[]
}

/**
 * Durable background work. Every job is a `jobs` row (the record of truth whichever adapter carries it):
 * `local` runs them in this process from the database; `bullmq` spreads them over every process that shares
 * Redis (API servers and `specwright worker`s). Rows left `running` by a dead process are re-queued once or
 * failed with "interrupted by restart" by the recovery sweep, which runs at start and periodically.
 *
 * Register handlers and hooks with the same code in every process (API and workers) before `start()`.
 *
 * @example
 * jobs.register('run.ui', async ({ job, signal, progress }) => {
 *   progress(10, 'compiling')
 *   return { passed: await runSpec(job.payload, signal) }
 * }, { concurrency: 2 })
 * jobs.onInterrupted('run.ui', ({ job, outcome }) => markRun(job.payload.run_id, outcome))
 * await jobs.start()
 * const job = await jobs.enqueue('run.ui', { run_id }, { projectId })
 */
export interface JobListFilter {
  status?: JobStatus | undefined
  kind?: string | undefined
}

export interface JobQueue {
  /** Which adapter carries the jobs. */
  readonly adapter: 'local' | 'bullmq'

  /**
   * Stores a `queued` row (with `options.alongside` in one transaction) and hands it to a consumer; returns the
   * row. The payload must be JSON-serializable.
   */
  enqueue<P>(kind: string, payload: P, options: EnqueueOptions): Promise<JobRecord<P>>

  /**
   * Like `enqueue` for several jobs, in one transaction: every row and its `alongside` writes are stored, or none
   * is (a failure part-way leaves nothing behind). Rows are handed to consumers after the commit.
   */
  enqueueMany<P>(jobs: readonly NewJob<P>[]): Promise<JobRecord<P>[]>

  /** Declares this process able to run `kind`; call before `start()`. One handler per kind. */
  register<P, R>(kind: string, handler: JobHandler<P, R>, options?: RegisterOptions): void

  /** The job, if it exists in `projectId`; another project's job is undefined. */
  get(id: string, projectId: string): Promise<JobRecord | undefined>

  /** A project's jobs, newest first, optionally filtered by status and kind. */
  list(projectId: string, filter: JobListFilter, page: { limit: number; offset: number }): Promise<{ items: JobRecord[]; total: number }>

  /**
   * Cancels a queued or running job in `projectId`: the row becomes `cancelled` at once, a running handler's
   * signal is aborted wherever it runs, and the kind's `onInterrupted` hook is told. Returns the row (unchanged if
   * it had already finished), or undefined when there is no such job in the project.
   */
  cancel(id: string, projectId: string): Promise<JobRecord | undefined>

  /** Called whenever a job of `kind` is re-queued, failed by recovery or cancelled. One hook per kind. */
  onInterrupted(kind: string, hook: InterruptionHook): void

  /** Starts consuming registered kinds, heartbeats and the recovery sweep (which also runs once right away). */
  start(): Promise<void>

  /**
   * Stops taking work, waits up to the grace period for running jobs, then aborts the rest and puts their rows
   * through recovery (re-queued or failed), so nothing this process owned is left `running`.
   */
  stop(): Promise<void>

  /** Runs one recovery sweep now: `running` rows whose heartbeat is stale are re-queued or failed. */
  recover(): Promise<RecoveryReport>
}
