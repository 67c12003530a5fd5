import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import type { Principal } from '../../platform/auth/access.js'
import type { PoolStatus, SlotRecord } from '../../platform/browser-pool/browser-pool.js'
import { launchChromium } from '../../platform/playwright/launch.js'
import { roleInProject } from '../projects/service.js'
import { projectsOfRuns } from '../runs/service.js'
import type { BrowserCheck } from './schemas.js'

type Deps = Pick<AppDeps, 'browserPool' | 'config'>

/**
 * Starts a real browser through the pool and closes it: proves Chromium works here and shows what a slot
 * costs right now. Like every browser-starting action it answers 409 while a load test holds the lock.
 */
export async function checkBrowser(deps: Deps): Promise<BrowserCheck> {
  const started = performance.now()
  await deps.browserPool.loadTestLock.assertFree()
  const lease = await deps.browserPool.acquire(uuidv7(), 'TEST_RUN', 'browser check', { maxOperationDurationMs: 60_000 })
  try {
    const launchStart = performance.now()
    const browser = await launchChromium(deps.config.chromiumPath)
    try {
      const page = await browser.newPage()
      await page.setContent('<title>ok</title>')
      const version = browser.version()
      const launchMs = performance.now() - launchStart
      await lease.release()
      return {
        ok: true,
        browser_version: version,
        waited_ms: lease.waitedMs,
        launch_ms: Math.round(launchMs),
        total_ms: Math.round(performance.now() - started),
      }
    } finally {
      await browser.close()
    }
  } finally {
    await lease.release('failed') // no-op after a successful release
  }
}

/**
 * Which of the pool's request ids (run ids, spec names in descriptions) the caller may see: a superuser (or
 * anyone when auth is off) sees all; others only slots of runs in projects they belong to.
 */
async function visibleFilter(
  deps: Pick<AppDeps, 'db' | 'config'>,
  principal: Principal | undefined,
  requestIds: readonly string[],
): Promise<(requestId: string) => boolean> {
  if (!deps.config.requireAuth || principal?.isSuperuser) return () => true
  if (!principal) return () => false
  const projects = await projectsOfRuns(deps, [...new Set(requestIds)])
  const mine = new Set<string>()
  for (const projectId of new Set(projects.values())) {
    if (await roleInProject(deps, projectId, principal.id)) mine.add(projectId)
  }
  return (requestId) => mine.has(projects.get(requestId) ?? '')
}

/** Pool status with the queue and running slots limited to the caller's projects; counts stay pool-wide. */
export async function poolStatusFor(
  deps: Pick<AppDeps, 'db' | 'config' | 'browserPool'>,
  principal: Principal | undefined,
): Promise<PoolStatus> {
  const status = await deps.browserPool.status()
  const visible = await visibleFilter(
    deps,
    principal,
    [...status.queue, ...status.running].map((s) => s.request_id),
  )
  const lock = status.load_test_lock
  const seesAll = !deps.config.requireAuth || principal?.isSuperuser === true
  return {
    ...status,
    queue: status.queue.filter((s) => visible(s.request_id)),
    running: status.running.filter((s) => visible(s.request_id)),
    load_test_lock: seesAll ? lock : { ...lock, run_id: null },
  }
}

/** Recently finished slots of the caller's projects. */
export async function recentFor(
  deps: Pick<AppDeps, 'db' | 'config' | 'browserPool'>,
  principal: Principal | undefined,
  limit: number,
): Promise<SlotRecord[]> {
  const items = await deps.browserPool.recent(limit)
  const visible = await visibleFilter(
    deps,
    principal,
    items.map((s) => s.request_id),
  )
  return items.filter((s) => visible(s.request_id))
}
