import type { JobLogger } from './job-engine.js'
import type { JobQueue } from './job-queue.js'

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const

/** A pino-shaped JSON-lines logger on stdout, for processes that have no Fastify logger (the worker). */
export function jsonLogger(level: string, name: string): JobLogger {
  const min = Math.max(0, LEVELS.indexOf(level as (typeof LEVELS)[number]))
  const at = (lvl: (typeof LEVELS)[number]) => (obj: object, msg: string) => {
    if (LEVELS.indexOf(lvl) < min) return
    const { err, ...rest } = obj as { err?: unknown }
    const error = err instanceof Error ? { err: { type: err.name, message: err.message, stack: err.stack } } : {}
    process.stdout.write(`${JSON.stringify({ level: lvl, time: Date.now(), name, pid: process.pid, msg, ...rest, ...error })}\n`)
  }
  return { info: at('info'), warn: at('warn'), error: at('error') }
}

/**
 * Runs a started-on-demand queue as a dedicated worker: starts it (consumers, heartbeats, recovery), waits for
 * one of `signals`, then stops it gracefully (running jobs get the grace period, the rest are re-queued).
 * Resolves with the signal that ended it.
 */
export async function runJobWorker(queue: JobQueue, options: { logger: JobLogger; signals?: NodeJS.Signals[] }): Promise<NodeJS.Signals> {
  const signals = options.signals ?? ['SIGTERM', 'SIGINT']
  await queue.start()
  options.logger.info({ adapter: queue.adapter }, 'worker started')
  const received = await new Promise<NodeJS.Signals>((resolve) => {
    for (const s of signals) process.once(s, () => resolve(s))
  })
  options.logger.info({ signal: received }, 'worker stopping')
  await queue.stop()
  options.logger.info({}, 'worker stopped')
  return received
}
