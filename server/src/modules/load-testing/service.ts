import type { AppDeps } from '../../app-deps.js'
import type { LoadTestLockStatus } from '../../platform/browser-pool/load-test-lock.js'
import { ConflictError, NotFoundError } from '../../platform/http/errors.js'

type Deps = Pick<AppDeps, 'browserPool'>

export async function takeLoadTestLock(deps: Deps, runId: string): Promise<LoadTestLockStatus> {
  if (!(await deps.browserPool.loadTestLock.acquire(runId))) throw new ConflictError('A load test is in progress')
  return deps.browserPool.loadTestLock.status()
}

export async function releaseLoadTestLock(deps: Deps, runId: string): Promise<LoadTestLockStatus> {
  if (!(await deps.browserPool.loadTestLock.release(runId))) throw new NotFoundError(`Load-test lock held by run ${runId}`)
  return deps.browserPool.loadTestLock.status()
}
