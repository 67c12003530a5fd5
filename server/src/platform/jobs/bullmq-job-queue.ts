import { Queue, Worker } from 'bullmq'
import type { Redis } from 'ioredis'
import type { JobRow } from '../db/database.js'
import { JobEngine, type JobQueueOptions } from './job-engine.js'
import { JobCancelledError } from './job-errors.js'
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

export interface BullmqJobQueueOptions extends JobQueueOptions {
  /** An ioredis client created with `maxRetriesPerRequest: null`; the queue shares it and duplicates it for blocking reads and pub/sub. */
  redis: Redis
  /** Prefix of every Redis key and channel (default `specwright`); processes that share work must share it. */
  prefix?: string
  /** How often queued rows are handed to Redis again in case a hand-off was lost (default 30 s). */
  sweepIntervalMs?: number
  /** Only rows queued for longer than this are re-handed (default 30 s). */
  sweepAfterMs?: number
}

interface Delivery {
  id: string
}

const SWEEP_BATCH = 500

/** BullMQ job id of one hand-off of a row; a re-queued row gets a new one (ids of completed deliveries are gone). */
function deliveryId(row: Pick<JobRow, 'id' | 'attempts'>): string {
  return `${row.id}-${row.attempts}`
}

/**
 * The scale-out adapter: BullMQ carries row ids between processes (API servers and `specwright worker`s); the
 * row stays the record of truth and is written by whichever process claims it. A delivery whose claim fails
 * (the row was cancelled, already ran, or is running elsewhere) is dropped, so duplicates are harmless; a queued
 * row whose delivery was lost (Redis restarted empty, the add failed) is handed over again by the sweep.
 */
export class BullmqJobQueue implements JobQueue {
  readonly adapter = 'bullmq' as const
  readonly #engine: JobEngine
  readonly #redis: Redis
  readonly #prefix: string
  readonly #sweepIntervalMs: number
  readonly #sweepAfterMs: number
  readonly #queues = new Map<string, Queue<Delivery>>()
  readonly #workers = new Map<string, Worker<Delivery>>()
  #subscriber: Redis | undefined
  #sweeper: NodeJS.Timeout | undefined
  #started = false

  constructor(options: BullmqJobQueueOptions) {
    this.#engine = new JobEngine(options)
    this.#redis = options.redis
    this.#prefix = options.prefix ?? 'specwright'
    this.#sweepIntervalMs = options.sweepIntervalMs ?? 30_000
    this.#sweepAfterMs = options.sweepAfterMs ?? 30_000
    this.#engine.onRequeued = (row) => this.#deliver(row)
  }

  get owner(): string {
    return this.#engine.owner
  }

  get #cancelChannel(): string {
    return `${this.#prefix}:jobs:cancel`
  }

  async enqueue<P>(kind: string, payload: P, options: EnqueueOptions): Promise<JobRecord<P>> {
    const row = await this.#engine.enqueue(kind, payload, options)
    try {
      await this.#deliver(row)
    } catch (err) {
      // The row is durable; the sweep hands it over once Redis answers again.
      this.#engine.logger.warn({ job_id: row.id, kind, err }, 'could not hand a job to Redis; it stays queued')
    }
    return store.toJobRecord<P>(row)
  }

  async enqueueMany<P>(jobs: readonly NewJob<P>[]): Promise<JobRecord<P>[]> {
    const rows = await this.#engine.enqueueMany(jobs)
    for (const row of rows) {
      try {
        await this.#deliver(row)
      } catch (err) {
        this.#engine.logger.warn({ job_id: row.id, kind: row.kind, err }, 'could not hand a job to Redis; it stays queued')
      }
    }
    return rows.map((row) => store.toJobRecord<P>(row))
  }

  register<P, R>(kind: string, handler: JobHandler<P, R>, options?: RegisterOptions): void {
    this.#engine.register(kind, handler as JobHandler, options)
    if (this.#started) this.#startWorker(kind)
  }

  get(id: string, projectId: string): Promise<JobRecord | undefined> {
    return this.#engine.get(id, projectId)
  }

  list(projectId: string, filter: JobListFilter, page: { limit: number; offset: number }) {
    return this.#engine.list(projectId, filter, page)
  }

  async cancel(id: string, projectId: string): Promise<JobRecord | undefined> {
    const cancelled = await this.#engine.cancel(id, projectId)
    if (cancelled) {
      try {
        await this.#redis.publish(this.#cancelChannel, id)
      } catch (err) {
        // The owner's next heartbeat sees the cancelled row and aborts anyway.
        this.#engine.logger.warn({ job_id: id, err }, 'could not broadcast a cancellation')
      }
    }
    const row = cancelled ?? (await store.findJob(this.#engine.db, id, projectId))
    return row ? store.toJobRecord(row) : undefined
  }

  onInterrupted(kind: string, hook: InterruptionHook): void {
    this.#engine.onInterrupted(kind, hook)
  }

  recover(): Promise<RecoveryReport> {
    return this.#engine.recover()
  }

  /**
   * Hands queued rows older than the sweep age to Redis again (adding an existing delivery id is a no-op), one
   * bulk add per kind. Every process looks, but only the one that takes the sweep lock (held for half an
   * interval) re-adds: the others would only repeat the same adds. Returns how many rows this process handed over.
   */
  async sweep(): Promise<number> {
    const before = new Date(this.#engine.clock.now() - this.#sweepAfterMs).toISOString()
    const rows = await store.staleQueuedJobs(this.#engine.db, before, SWEEP_BATCH)
    if (rows.length === 0) return 0
    const lockMs = Math.max(100, Math.floor(this.#sweepIntervalMs / 2))
    if ((await this.#redis.set(`${this.#prefix}:jobs:sweep-lock`, this.owner, 'PX', lockMs, 'NX')) !== 'OK') return 0
    const byKind = new Map<string, typeof rows>()
    for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row])
    await Promise.all(
      [...byKind].map(([kind, list]) =>
        this.#queue(kind).addBulk(list.map((row) => ({ name: kind, data: { id: row.id }, opts: { jobId: deliveryId(row) } }))),
      ),
    )
    return rows.length
  }

  async start(): Promise<void> {
    if (this.#started) return
    this.#started = true
    this.#subscriber = this.#redis.duplicate()
    this.#subscriber.on('message', (_channel: string, id: string) => {
      this.#engine.abortLocal(id, new JobCancelledError())
    })
    await this.#subscriber.subscribe(this.#cancelChannel)
    for (const kind of this.#engine.kinds.keys()) this.#startWorker(kind)
    await Promise.all([...this.#workers.values()].map((w) => w.waitUntilReady()))
    await this.#engine.startTimers()
    // Rows queued while Redis was down or emptied get their hand-off now, not a sweep interval later.
    await this.sweep().catch((err) => this.#engine.logger.error({ err }, 'job sweep failed'))
    this.#sweeper = setInterval(() => {
      this.sweep().catch((err) => this.#engine.logger.error({ err }, 'job sweep failed'))
    }, this.#sweepIntervalMs)
    this.#sweeper.unref()
  }

  async stop(): Promise<void> {
    if (this.#started) {
      this.#started = false
      clearInterval(this.#sweeper)
      // close() stops fetching at once and resolves when our processors have returned, which drain() ensures.
      const closing = [...this.#workers.values()].map((w) => w.close())
      await this.#engine.drain()
      await Promise.all(closing)
      this.#workers.clear()
      await this.#subscriber?.quit().catch(() => this.#subscriber?.disconnect())
      this.#subscriber = undefined
    }
    await Promise.all([...this.#queues.values()].map((q) => q.close()))
    this.#queues.clear()
  }

  #queue(kind: string): Queue<Delivery> {
    let queue = this.#queues.get(kind)
    if (!queue) {
      queue = new Queue<Delivery>(kind, {
        connection: this.#redis,
        prefix: this.#prefix,
        defaultJobOptions: { removeOnComplete: true, removeOnFail: true, attempts: 1 },
        streams: { events: { maxLen: 1000 } },
      })
      this.#queues.set(kind, queue)
    }
    return queue
  }

  async #deliver(row: Pick<JobRow, 'id' | 'kind' | 'attempts'>): Promise<void> {
    await this.#queue(row.kind).add(row.kind, { id: row.id }, { jobId: deliveryId(row) })
  }

  #startWorker(kind: string): void {
    if (this.#workers.has(kind)) return
    const registration = this.#engine.kinds.get(kind)
    const worker = new Worker<Delivery>(
      kind,
      async (delivery) => {
        if (this.#engine.stopping) return
        const row = await this.#engine.claim(delivery.data.id)
        if (row) await this.#engine.execute(row)
      },
      { connection: this.#redis, prefix: this.#prefix, concurrency: registration?.concurrency ?? 1 },
    )
    worker.on('error', (err) => this.#engine.logger.error({ kind, err }, 'BullMQ worker error'))
    this.#workers.set(kind, worker)
  }
}
