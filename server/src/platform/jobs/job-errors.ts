/** The exact error a job gets when a restart interrupted it and no attempt is left. */
export const INTERRUPTED_BY_RESTART = 'interrupted by restart'

/** Base of the failures the job system itself raises; `code` is stable, `name` comes from the class. */
export class JobError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = new.target.name
  }
}

export class JobTimeoutError extends JobError {
  constructor(readonly timeoutMs: number) {
    super('TIMEOUT', `Job timed out after ${timeoutMs / 1000} s`)
  }
}

export class JobCancelledError extends JobError {
  constructor() {
    super('CANCELLED', 'Job was cancelled')
  }
}

/** The process is stopping; the row goes back to the queue (or fails) through recovery. */
export class JobShutdownError extends JobError {
  constructor() {
    super('SHUTDOWN', 'Job interrupted by shutdown')
  }
}

/** Another process recovered the row (this one's heartbeat went stale), so this attempt no longer counts. */
export class JobLostError extends JobError {
  constructor() {
    super('LOST', 'Job was taken over by recovery')
  }
}

export class JobInterruptedError extends JobError {
  constructor() {
    super('INTERRUPTED', INTERRUPTED_BY_RESTART)
  }
}

/** An error as data, the form in which it crosses processes (rows, Redis). */
export interface SerializedError {
  name: string
  code: string
  message: string
}

/** `{name, code, message}` of anything thrown; a handler error without its own string `code` gets `HANDLER_ERROR`. */
export function serializeError(err: unknown): SerializedError {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code
    return { name: err.name, code: typeof code === 'string' && code !== '' ? code : 'HANDLER_ERROR', message: err.message || err.name }
  }
  return { name: 'Error', code: 'HANDLER_ERROR', message: typeof err === 'string' ? err : (JSON.stringify(err) ?? String(err)) }
}

const KNOWN: Record<string, () => JobError> = {
  JobCancelledError: () => new JobCancelledError(),
  JobShutdownError: () => new JobShutdownError(),
  JobLostError: () => new JobLostError(),
  JobInterruptedError: () => new JobInterruptedError(),
}

/** Rebuilds a stored failure: the job system's own classes by name, anything else as a plain Error with its name and code. */
export function parseError(data: SerializedError): Error {
  if (data.name === 'JobTimeoutError') {
    const seconds = Number(/after ([\d.]+) s/.exec(data.message)?.[1])
    if (Number.isFinite(seconds)) return new JobTimeoutError(seconds * 1000)
  }
  const known = KNOWN[data.name]
  if (known) return known()
  const err = new Error(data.message)
  err.name = data.name
  Object.assign(err, { code: data.code })
  return err
}
