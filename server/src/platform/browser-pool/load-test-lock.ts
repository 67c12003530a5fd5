/** Safety expiry of a held lock: a load test that never releases frees the system after 2 hours. */
export const LOAD_TEST_LOCK_EXPIRY_MS = 2 * 60 * 60 * 1000

export interface LoadTestLockStatus {
  held: boolean
  /** The run holding the lock, else null. */
  run_id: string | null
  /** ISO time the lock was taken, else null. */
  acquired_at: string | null
}

/**
 * The system-wide exclusive lock a load test takes so that no browser operation competes with it. While it is
 * held the browser pool grants nothing: new `acquire` calls reject with `LoadTestInProgressError` (409) and
 * queued waiters stay queued until `release`.
 *
 * ```ts
 * if (!(await pool.loadTestLock.acquire(run.id))) throw new ConflictError('A load test is already running')
 * try { await runLoadTest() } finally { await pool.loadTestLock.release(run.id) }
 * ```
 */
export interface LoadTestLock {
  /** Takes the lock for `runId`. True when `runId` now holds it (also when it already did); false when another run does. */
  acquire(runId: string): Promise<boolean>
  /** Frees the lock if `runId` holds it (atomic compare-and-delete); true when it did. Other holders are untouched. */
  release(runId: string): Promise<boolean>
  /** Who holds the lock, if anyone. */
  status(): Promise<LoadTestLockStatus>
  /** Throws `LoadTestInProgressError` while the lock is held; for endpoints that check before queueing work. */
  assertFree(): Promise<void>
}
