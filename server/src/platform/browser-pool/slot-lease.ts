import type { Lease, OperationType, SlotOutcome } from './browser-pool.js'
import { SlotReclaimedError } from './errors.js'

export interface SlotLeaseInit {
  slotId: string
  requestId: string
  type: OperationType
  startedAt: number
  waitedMs: number
  /** Ends the slot in the pool; called at most once. */
  release: (outcome: SlotOutcome) => Promise<void>
}

/** The lease both adapters hand out: idempotent release, `await using` support, reclaim signal. */
export class SlotLease implements Lease {
  readonly slotId: string
  readonly requestId: string
  readonly type: OperationType
  readonly startedAt: number
  readonly waitedMs: number
  readonly #controller = new AbortController()
  readonly #release: (outcome: SlotOutcome) => Promise<void>
  #released: Promise<void> | undefined

  constructor(init: SlotLeaseInit) {
    this.slotId = init.slotId
    this.requestId = init.requestId
    this.type = init.type
    this.startedAt = init.startedAt
    this.waitedMs = init.waitedMs
    this.#release = init.release
  }

  get signal(): AbortSignal {
    return this.#controller.signal
  }

  release(outcome: SlotOutcome = 'completed'): Promise<void> {
    this.#released ??= this.#release(outcome)
    return this.#released
  }

  [Symbol.asyncDispose](): Promise<void> {
    return this.release('completed')
  }

  /** Called by the pool when cleanup took the slot back; a later `release` is a no-op there. */
  reclaimed(reason: string): void {
    if (!this.#controller.signal.aborted) this.#controller.abort(new SlotReclaimedError(reason))
  }
}
