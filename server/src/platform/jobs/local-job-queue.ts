import { JobEngine, type JobQueueOptions } from './job-engine.js'
import type {
  EnqueueOptions,
  InterruptionHook,
  JobHandler,
  JobListFilter,
  JobQueue,
  JobRecord,
  NewJob,
  RecoveryReport,
  RegisterOptions,
} from './job-queue.js'
import * as store from './job-store.js'

export interface LocalJobQueueOptions extends JobQueueOptions {
  /** Jobs this process runs at once, all kinds together (default 4); each kind is also bounded by its own concurrency. */
  concurrency?: number
  /** How often the database is checked for rows queued by other processes (default 1 s); local enqueues start at once. */
  pollMs?: number
}

/**
 * The embedded adapter: jobs are rows, claimed and run by this process with bounded concurrency. Rows queued
 * while the process was down are picked up on `start()`; several processes sharing one database share the
 * work safely (claims are conditional updates).
 */
export class LocalJobQueue implements JobQueue {
  readonly adapter = 'local' as const
  readonly #engine: JobEngine
  readonly #concurrency: number
  readonly #pollMs: number
  #poller: NodeJS.Timeout | undefined
  #started = false
  #pumping = false
  #pumpAgain = false

  constructor(options: LocalJobQueueOptions) {
    this.#engine = new JobEngine(options)
    this.#concurrency = options.concurrency ?? 4
    this.#pollMs = options.pollMs ?? 1_000
  }

  get owner(): string {
    return this.#engine.owner
  }

  async enqueue<P>(kind: string, payload: P, options: EnqueueOptions): Promise<JobRecord<P>> {
    const row = await this.#engine.enqueue(kind, payload, options)
    if (this.#engine.kinds.has(kind)) this.#pump()
    return store.toJobRecord<P>(row)
  }

  async enqueueMany<P>(jobs: readonly NewJob<P>[]): Promise<JobRecord<P>[]> {
    const rows = await this.#engine.enqueueMany(jobs)
    if (rows.some((row) => this.#engine.kinds.has(row.kind))) this.#pump()
    return rows.map((row) => store.toJobRecord<P>(row))
  }

  register<P, R>(kind: string, handler: JobHandler<P, R>, options?: RegisterOptions): void {
    this.#engine.register(kind, handler as JobHandler, options)
    if (this.#started) this.#pump()
  }

  get(id: string, projectId: string): Promise<JobRecord | undefined> {
    return this.#engine.get(id, projectId)
  }

  list(projectId: string, filter: JobListFilter, page: { limit: number; offset: number }) {
    return this.#engine.list(projectId, filter, page)
  }

  async cancel(id: string, projectId: string): Promise<JobRecord | undefined> {
    const row = (await this.#engine.cancel(id, projectId)) ?? (await store.findJob(this.#engine.db, id, projectId))
    return row ? store.toJobRecord(row) : undefined
  }

  onInterrupted(kind: string, hook: InterruptionHook): void {
    this.#engine.onInterrupted(kind, hook)
  }

  recover(): Promise<RecoveryReport> {
    return this.#engine.recover()
  }

  async start(): Promise<void> {
    if (this.#started) return
    this.#started = true
    // Wake the pump when recovery re-queues a row of a kind we run.
    this.#engine.onRequeued = async (row) => {
      if (this.#engine.kinds.has(row.kind)) this.#pump()
    }
    await this.#engine.startTimers()
    // Deliberately not unref'd: a started queue keeps its process alive until stop().
    this.#poller = setInterval(() => this.#pump(), this.#pollMs)
    this.#pump()
  }

  async stop(): Promise<void> {
    if (!this.#started) return
    this.#started = false
    clearInterval(this.#poller)
    await this.#engine.drain()
  }

  /** Claims queued rows while there are free slots; re-runs itself when asked again while busy. */
  #pump(): void {
    if (!this.#started) return
    if (this.#pumping) {
      this.#pumpAgain = true
      return
    }
    this.#pumping = true
    void (async () => {
      try {
        do {
          this.#pumpAgain = false
          await this.#fill()
        } while (this.#pumpAgain && this.#started)
      } catch (err) {
        this.#engine.logger.error({ err }, 'could not claim queued jobs')
      } finally {
        this.#pumping = false
      }
    })()
  }

  async #fill(): Promise<void> {
    const free = () => this.#concurrency - this.#engine.runningCount()
    const kindFree = (kind: string) => (this.#engine.kinds.get(kind)?.concurrency ?? 0) - this.#engine.runningCount(kind)
    while (this.#started && free() > 0) {
      const kinds = [...this.#engine.kinds.keys()].filter((k) => kindFree(k) > 0)
      const candidates = await store.queuedJobs(this.#engine.db, kinds, free() * 2)
      if (candidates.length === 0) return
      let claimedAny = false
      for (const candidate of candidates) {
        if (!this.#started || free() <= 0) return
        if (kindFree(candidate.kind) <= 0) continue
        const row = await this.#engine.claim(candidate.id)
        if (!row) continue
        claimedAny = true
        void this.#engine.execute(row).then(() => this.#pump())
      }
      // Every candidate went to another process: the next poll will find what is left.
      if (!claimedAny) return
    }
  }
}
