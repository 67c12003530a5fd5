import type { AcquireOptions, BrowserPool, Lease, OperationType } from './browser-pool.js'

export interface SlotRequest extends AcquireOptions {
  requestId: string
  type: OperationType
  description: string
}

/**
 * Runs `fn` while holding a slot and always releases it: COMPLETED when `fn` resolves, FAILED when it throws
 * (the error is rethrown).
 *
 * ```ts
 * const report = await withSlot(pool, { requestId: run.id, type: 'TEST_RUN', description: spec.name, signal },
 *   (lease) => runPlaywright({ signal: AbortSignal.any([signal, lease.signal]) }))
 * ```
 */
export async function withSlot<T>(pool: BrowserPool, request: SlotRequest, fn: (lease: Lease) => Promise<T>): Promise<T> {
  const { requestId, type, description, ...options } = request
  const lease = await pool.acquire(requestId, type, description, options)
  let result: T
  try {
    result = await fn(lease)
  } catch (err) {
    await lease.release('failed')
    throw err
  }
  await lease.release('completed')
  return result
}
