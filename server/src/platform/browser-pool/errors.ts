import { AppError } from '../http/errors.js'

/** The queue wait passed BROWSER_SLOT_TIMEOUT; the request is CANCELLED and will never be granted. */
export class SlotTimeoutError extends AppError {
  constructor(readonly timeoutMs: number) {
    super(504, 'SLOT_TIMEOUT', `No browser slot became free within ${formatDuration(timeoutMs)}`)
  }
}

/** A load test holds the system lock; browser operations may not start (409, spec "Load test lock"). */
export class LoadTestInProgressError extends AppError {
  constructor() {
    super(409, 'LOAD_TEST_IN_PROGRESS', 'A load test is in progress')
  }
}

/** The request was cancelled by the pool itself (stopped, or its process stopped sending heartbeats). */
export class SlotCancelledError extends AppError {
  constructor(readonly reason: string) {
    super(503, 'SLOT_CANCELLED', `Browser slot request cancelled: ${reason}`)
  }
}

/** Set as `lease.signal.reason` when cleanup takes a slot back from its holder. */
export class SlotReclaimedError extends Error {
  constructor(readonly reason: string) {
    super(`Browser slot ${reason}`)
    this.name = new.target.name
  }
}

function formatDuration(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`
}
