import type { JobLogger } from './jobs/job-engine.js'

let installed = false

/**
 * A promise rejection nobody handled is a bug to log, not a reason to stop every run this process serves
 * (Node's default since v15 is to exit). Installed once by the `serve` and `worker` entry points.
 */
export function logUnhandledRejections(logger: Pick<JobLogger, 'error'>): void {
  if (installed) return
  installed = true
  process.on('unhandledRejection', (reason) => {
    logger.error(
      { err: reason instanceof Error ? reason : new Error(String(reason)) },
      'unhandled promise rejection (the process keeps running)',
    )
  })
}
