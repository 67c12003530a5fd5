import os from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { uuidv7 } from 'uuidv7'
import { type Clock, systemClock } from '../clock.js'
import type { Db, JobRow } from '../db/database.js'
import type { EventBus } from '../events/event-bus.js'
import type { JobLogger, JobQueueOptions } from './job-engine-options.js'
import { JobCancelledError, JobLostError, JobShutdownError } from './job-errors.js'
import { type ExecutionEnv, executeClaimedJob } from './job-execution.js'
import type {
  EnqueueOptions,
  InterruptionHook,
  JobHandler,
  JobListFilter,
  JobRecord,
  NewJob,
  RecoveryReport,
  RegisterOptions,
} from './job-queue.js'
import type { InterruptionOutcome } from './job-status.js'
import * as store from './job-store.js'

export type { JobLogger, JobQueueOptions } from './job-engine-options.js'

export const DEFAULT_MAX_ATTEMPTS = 2
const KIND_PATTERN = /^[a-z][a-z0-9._-]{0,63}$/
const RECOVERY_BATCH = 200

const consoleLogger: JobLogger = {
  info: () => {},
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
}

interface KindRegistration {
  handler: JobHandler
  concurrency: number
  timeoutMs: number | undefined
}

interface RunningJob {
  row: JobRow
  controller: AbortController
  done: Promise<void>
}

export function assertJobKind(kind: string): void {
  if (!KIND_PATTERN.test(kind)) throw new Error(`Invalid job kind "${kind}": use lowercase letters, digits, ".", "_" or "-"`)
}

/**
 * What both queue adapters share: the registry of kinds and hooks, the row life cycle (claim, run, heartbeat),
 * cancellation, recovery and drain; one attempt's run lives in job-execution.ts. An adapter only decides how a
 * queued row reaches `claim` + `execute`.
 */
export class JobEngine {
  readonly owner: string
  readonly db: Db
  readonly clock: Clock
  readonly logger: JobLogger
  readonly kinds = new Map<string, KindRegistration>()
  readonly #hooks = new Map<string, InterruptionHook>()
  readonly #running = new Map<string, RunningJob>()
  readonly #settings: Required<Omit<JobQueueOptions, 'db' | 'clock' | 'logger' | 'owner' | 'events'>>
  readonly #events: EventBus | undefined
  readonly #executionEnv: ExecutionEnv
  #timers: NodeJS.Timeout[] = []
  #stopping = false
  /** Set by an adapter that must hand a re-queued row to its transport again (BullMQ). */
  onRequeued: (row: JobRow) => Promise<void> = async () => {}

  constructor(options: JobQueueOptions) {
    this.db = options.db
    this.clock = options.clock ?? systemClock
    this.logger = options.logger ?? consoleLogger
    this.#events = options.events
    this.owner = options.owner ?? `${os.hostname()}:${process.pid}:${uuidv7().slice(-12)}`
    this.#settings = {
      heartbeatMs: options.heartbeatMs ?? 5_000,
      staleAfterMs: options.staleAfterMs ?? 30_000,
      recoveryIntervalMs: options.recoveryIntervalMs ?? 15_000,
      stopGraceMs: options.stopGraceMs ?? 10_000,
      abortGraceMs: options.abortGraceMs ?? 5_000,
      agentTimeoutMs: options.agentTimeoutMs ?? 1_800_000,
    }
    this.#executionEnv = {
      db: this.db,
      owner: this.owner,
      clock: this.clock,
      logger: this.logger,
      abortGraceMs: this.#settings.abortGraceMs,
      emit: (row, status, progress) => this.emit(row, status, progress),
      runHook: (row, outcome) => this.#runHook(row, outcome),
    }
  }

  get stopping(): boolean {
    return this.#stopping
  }

  register(kind: string, handler: JobHandler, options: RegisterOptions = {}): KindRegistration {
    assertJobKind(kind)
    if (this.kinds.has(kind)) throw new Error(`Job kind "${kind}" already has a handler`)
    const concurrency = options.concurrency ?? 1
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`Concurrency for "${kind}" must be a positive integer`)
    const timeoutMs = options.timeoutMs === 'agent' ? this.#settings.agentTimeoutMs : options.timeoutMs
    const registration = { handler, concurrency, timeoutMs }
    this.kinds.set(kind, registration)
    return registration
  }

  onInterrupted(kind: string, hook: InterruptionHook): void {
    assertJobKind(kind)
    if (this.#hooks.has(kind)) throw new Error(`Job kind "${kind}" already has an interruption hook`)
    this.#hooks.set(kind, hook)
  }

  async enqueue(kind: string, payload: unknown, options: EnqueueOptions): Promise<JobRow> {
    const row = this.#newRow(kind, payload, options)
    const { alongside } = options
    const inserted = alongside
      ? await this.db.transaction().execute(async (trx) => {
          const stored = await store.insertJob(trx, row)
          await alongside(trx, stored)
          return stored
        })
      : await store.insertJob(this.db, row)
    this.emit(inserted, 'queued')
    return inserted
  }

  /** Several rows (each with its `alongside` writes) in one transaction: all of them are stored, or none. */
  async enqueueMany(jobs: readonly NewJob[]): Promise<JobRow[]> {
    const rows = jobs.map((job) => this.#newRow(job.kind, job.payload, job.options))
    const inserted = await this.db.transaction().execute(async (trx) => {
      const stored: JobRow[] = []
      for (const [i, row] of rows.entries()) {
        const one = await store.insertJob(trx, row)
        await jobs[i]!.options.alongside?.(trx, one)
        stored.push(one)
      }
      return stored
    })
    for (const row of inserted) this.emit(row, 'queued')
    return inserted
  }

  /** Publishes a row's new state (after its write committed). */
  emit(row: Pick<JobRow, 'id' | 'project_id'>, status: string, progress?: number): void {
    this.#events?.publish(row.project_id, { type: 'job', id: row.id, status, progress, updated_at: this.clock.nowIso() })
  }

  #newRow(kind: string, payload: unknown, options: EnqueueOptions) {
    assertJobKind(kind)
    const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error('maxAttempts must be a positive integer')
    return {
      id: uuidv7(),
      kind,
      project_id: options.projectId,
      status: 'queued',
      progress_message: null,
      payload: JSON.stringify(payload ?? null),
      result: null,
      error: null,
      error_name: null,
      error_code: null,
      max_attempts: maxAttempts,
      timeout_ms: options.timeoutMs ?? null,
      owner: null,
      heartbeat_at: null,
      created_at: this.clock.nowIso(),
      started_at: null,
      finished_at: null,
    } as const
  }

  async list(projectId: string, filter: JobListFilter, page: { limit: number; offset: number }) {
    const { rows, total } = await store.listJobs(this.db, projectId, filter, page)
    return { items: rows.map((r) => store.toJobRecord(r)), total }
  }

  async get(id: string, projectId: string): Promise<JobRecord | undefined> {
    const row = await store.findJob(this.db, id, projectId)
    return row ? store.toJobRecord(row) : undefined
  }

  /** Cancels the row, aborts it if it runs here, runs the hook; returns the cancelled row (undefined if it was not live). */
  async cancel(id: string, projectId: string): Promise<JobRow | undefined> {
    const row = await store.cancelJob(this.db, id, projectId, this.clock.nowIso())
    if (!row) return undefined
    this.emit(row, 'cancelled')
    this.abortLocal(id, new JobCancelledError())
    await this.#runHook(row, 'cancelled')
    return row
  }

  /** Aborts a job running in this process; false when it does not run here. */
  abortLocal(id: string, reason: Error): boolean {
    const running = this.#running.get(id)
    if (!running) return false
    running.controller.abort(reason)
    return true
  }

  runningCount(kind?: string): number {
    if (kind === undefined) return this.#running.size
    let n = 0
    for (const r of this.#running.values()) if (r.row.kind === kind) n += 1
    return n
  }

  async claim(id: string): Promise<JobRow | undefined> {
    const row = await store.claimJob(this.db, id, this.owner, this.clock.nowIso())
    if (row) this.emit(row, 'running', row.progress ?? 0)
    return row
  }

  /** Runs a claimed row to its end (see `executeClaimedJob`), counted as running here until its slot is free. */
  execute(row: JobRow): Promise<void> {
    const registration = this.kinds.get(row.kind)
    const controller = new AbortController()
    let markDone = () => {}
    const done = new Promise<void>((resolve) => {
      markDone = resolve
    })
    this.#running.set(row.id, { row, controller, done })
    void executeClaimedJob(this.#executionEnv, row, registration, controller).finally(() => {
      this.#running.delete(row.id)
      markDone()
    })
    return done
  }

  /** Starts heartbeats and the periodic recovery sweep (the first sweep runs now). */
  async startTimers(): Promise<void> {
    this.#stopping = false
    const every = (ms: number, fn: () => Promise<unknown>) => {
      let busy = false
      const timer = setInterval(() => {
        if (busy) return
        busy = true
        fn()
          .catch((err) => this.logger.error({ err }, 'job maintenance failed'))
          .finally(() => {
            busy = false
          })
      }, ms)
      timer.unref()
      this.#timers.push(timer)
    }
    every(this.#settings.heartbeatMs, () => this.heartbeat())
    every(this.#settings.recoveryIntervalMs, () => this.recover())
    await this.recover()
  }

  /** Refreshes our rows' heartbeats and aborts any job whose row was cancelled or taken over meanwhile. */
  async heartbeat(): Promise<void> {
    const ids = [...this.#running.keys()]
    const rows = await store.heartbeat(this.db, this.owner, ids, this.clock.nowIso())
    for (const row of rows) {
      if (row.status === 'running' && row.owner === this.owner) continue
      this.abortLocal(row.id, row.status === 'cancelled' ? new JobCancelledError() : new JobLostError())
    }
  }

  async recover(): Promise<RecoveryReport> {
    const report: RecoveryReport = { requeued: [], failed: [] }
    const before = new Date(this.clock.now() - this.#settings.staleAfterMs).toISOString()
    const stale = await store.staleRunningJobs(this.db, before, RECOVERY_BATCH)
    for (const row of stale) {
      // Our own live jobs are never stale, whatever a slow heartbeat wrote.
      if (row.owner === this.owner && this.#running.has(row.id)) continue
      const outcome = await this.#recoverRow(row)
      if (outcome) report[outcome === 'requeued' ? 'requeued' : 'failed'].push(row.id)
    }
    return report
  }

  async #recoverRow(row: JobRow): Promise<InterruptionOutcome | undefined> {
    const ctx = { job_id: row.id, kind: row.kind, project_id: row.project_id, owner: row.owner }
    if (row.attempts < row.max_attempts) {
      const requeued = await store.requeueJob(this.db, row)
      if (!requeued) return undefined
      this.emit(requeued, 'queued')
      this.logger.warn(ctx, 're-queued a job interrupted by a restart')
      try {
        await this.onRequeued(requeued)
      } catch (err) {
        this.logger.error({ ...ctx, err }, 'could not hand a re-queued job to the queue; the sweep will retry')
      }
      await this.#runHook(requeued, 'requeued')
      return 'requeued'
    }
    const failed = await store.failInterruptedJob(this.db, row, this.clock.nowIso())
    if (!failed) return undefined
    this.emit(failed, 'failed')
    this.logger.warn(ctx, 'failed a job interrupted by a restart (no attempt left)')
    await this.#runHook(failed, 'failed')
    return 'failed'
  }

  async #runHook(row: JobRow, outcome: InterruptionOutcome): Promise<void> {
    const hook = this.#hooks.get(row.kind)
    if (!hook) return
    try {
      await hook({ job: store.toJobRecord(row), outcome })
    } catch (err) {
      this.logger.error({ job_id: row.id, kind: row.kind, outcome, err }, 'job interruption hook failed')
    }
  }

  /**
   * Graceful stop: no more maintenance, wait up to `stopGraceMs` for running jobs, abort the rest and put
   * their rows through recovery now, so this process leaves nothing `running` behind.
   */
  async drain(): Promise<void> {
    this.#stopping = true
    for (const timer of this.#timers) clearInterval(timer)
    this.#timers = []
    const all = () => Promise.all([...this.#running.values()].map((r) => r.done))
    if (this.#running.size > 0) await Promise.race([all(), sleep(this.#settings.stopGraceMs, undefined, { ref: false })])
    const left = [...this.#running.values()]
    if (left.length === 0) return
    // Re-queue (or fail) first, abort after: once the row has left our attempt, nothing the aborted handler
    // writes on its way out can settle the run that the next attempt will do again.
    for (const r of left) {
      try {
        const row = await store.findJob(this.db, r.row.id)
        if (row?.status === 'running' && row.owner === this.owner) await this.#recoverRow(row)
      } catch (err) {
        this.logger.error({ job_id: r.row.id, err }, 'could not re-queue a job at shutdown; recovery will')
      }
    }
    for (const r of left) r.controller.abort(new JobShutdownError())
    await Promise.race([Promise.all(left.map((r) => r.done)), sleep(this.#settings.abortGraceMs, undefined, { ref: false })])
  }
}
