import { setTimeout as sleep } from 'node:timers/promises'
import type { Clock } from '../clock.js'
import type { Db, JobRow } from '../db/database.js'
import type { JobLogger } from './job-engine-options.js'
import { JobTimeoutError, serializeError } from './job-errors.js'
import { progressWriter } from './job-progress.js'
import type { JobHandler } from './job-queue.js'
import type { InterruptionOutcome } from './job-status.js'
import * as store from './job-store.js'

/*
 * One attempt of a claimed row, from the handler call to the row's final write: the timeout, the abort and its
 * grace period, progress, and recording the result or the error. Apart from JobEngine because this is the only
 * part that talks to a handler; the engine keeps the bookkeeping around it (registry, running map, heartbeats,
 * recovery, drain) and hands in what an attempt needs through `ExecutionEnv`.
 */

/** What an attempt needs from the engine that runs it. */
export interface ExecutionEnv {
  db: Db
  owner: string
  clock: Clock
  logger: JobLogger
  /** How long an aborted handler gets to return before its slot is released anyway. */
  abortGraceMs: number
  /** Publishes a row's new state (after its write committed). */
  emit(row: Pick<JobRow, 'id' | 'project_id'>, status: string, progress?: number): void
  /** Runs the kind's interruption hook (a timeout settles the feature's record through it). */
  runHook(row: JobRow, outcome: InterruptionOutcome): Promise<void>
}

/** The part of a kind's registration an attempt uses; undefined when no handler is registered for the row's kind. */
export interface ExecutionHandler {
  handler: JobHandler
  timeoutMs: number | undefined
}

/**
 * Runs `row` to its end, timeout, progress and cancellation included (its heartbeats are the engine's). Resolves
 * when the concurrency slot is free again: when the handler returned, or `abortGraceMs` after an abort it ignored.
 * Never rejects: a write that fails is logged and the row left to recovery.
 */
export async function executeClaimedJob(
  env: ExecutionEnv,
  row: JobRow,
  registration: ExecutionHandler | undefined,
  controller: AbortController,
): Promise<void> {
  const { db, owner, clock, logger } = env
  const ctx = { job_id: row.id, kind: row.kind, project_id: row.project_id }
  if (!registration) {
    try {
      const error = serializeError(new Error(`No handler for job kind "${row.kind}"`))
      if (await store.failJob(db, row.id, owner, error, clock.nowIso())) env.emit(row, 'failed')
    } catch (err) {
      // As below: the row stays `running` under our owner until recovery finds its heartbeat stale.
      logger.error({ ...ctx, err }, 'could not record the outcome of a job')
    }
    return
  }
  const { signal } = controller
  const timeoutMs = row.timeout_ms ?? registration.timeoutMs
  const timer = timeoutMs
    ? setTimeout(() => {
        timeOut(env, row, controller, new JobTimeoutError(timeoutMs), ctx).catch((err: unknown) =>
          logger.error({ ...ctx, err }, 'could not record a job timeout'),
        )
      }, timeoutMs)
    : undefined
  const progress = progressWriter(db, row, owner, logger, (pct) => env.emit(row, 'running', pct))
  const handlerDone = (async () =>
    registration.handler({
      job: store.toJobRecord(row),
      signal,
      progress: progress.update,
      log: (line) => logger.info(ctx, line),
    }))().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  )
  const aborted = new Promise<'aborted'>((resolve) => {
    if (signal.aborted) resolve('aborted')
    signal.addEventListener('abort', () => resolve('aborted'), { once: true })
  })
  try {
    const first = await Promise.race([handlerDone, aborted])
    if (first === 'aborted') {
      // Timeout: timeOut wrote the row. Cancelled: the canceller did. Lost: another process recovered it.
      // Shutdown: drain() re-queued or failed it before aborting.
      if (!(signal.reason instanceof JobTimeoutError)) logger.info({ ...ctx, reason: String(signal.reason) }, 'job aborted')
      const settled = await Promise.race([handlerDone, sleep(env.abortGraceMs, 'late' as const, { ref: false })])
      if (settled === 'late') logger.warn(ctx, 'job handler ignored its abort signal; releasing its slot anyway')
      return
    }
    // The final write must land after the last progress write, or that one would be lost.
    await progress.settled()
    const now = clock.nowIso()
    if (first.ok) {
      let result: string
      try {
        result = JSON.stringify(first.value ?? null)
      } catch (err) {
        if (await store.failJob(db, row.id, owner, serializeError(err), now)) env.emit(row, 'failed')
        return
      }
      if (await store.completeJob(db, row.id, owner, result, now)) env.emit(row, 'completed', 100)
    } else {
      const error = serializeError(first.error)
      logger.warn({ ...ctx, err: first.error }, 'job failed')
      if (await store.failJob(db, row.id, owner, error, now)) env.emit(row, 'failed')
    }
  } catch (err) {
    // The row stays `running` under our owner; recovery picks it up once its heartbeat is stale.
    logger.error({ ...ctx, err }, 'could not record the outcome of a job')
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The row leaves `running` before the handler hears of it: from then on the handler's guarded writes cannot
 * land, and the kind's hook settles the feature's record (its run row) with the timeout.
 */
async function timeOut(env: ExecutionEnv, row: JobRow, controller: AbortController, reason: JobTimeoutError, ctx: object): Promise<void> {
  let failed = false
  try {
    env.logger.warn(ctx, reason.message)
    failed = await store.failJob(env.db, row.id, env.owner, serializeError(reason), env.clock.nowIso())
    if (failed) env.emit(row, 'failed')
  } finally {
    controller.abort(reason)
  }
  const after = failed ? await store.findJob(env.db, row.id) : undefined
  if (after) await env.runHook(after, 'failed')
}
