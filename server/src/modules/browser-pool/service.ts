import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { launchChromium } from '../../platform/playwright/launch.js'
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
