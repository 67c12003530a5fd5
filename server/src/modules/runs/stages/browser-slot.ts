import { setTimeout as sleep } from 'node:timers/promises'
import type { Browser } from 'playwright-core'
import { LoadTestInProgressError, SlotTimeoutError } from '../../../platform/browser-pool/errors.js'
import { withSlot } from '../../../platform/browser-pool/with-slot.js'
import { launchChromium } from '../../../platform/playwright/launch.js'
import { abortMessage, PipelineError, type RunContext, RunTimeoutError } from './run-context.js'

const LOCK_POLL_MS = 1_000
/** setTimeout fires at once past 2^31-1 ms (24.8 days); longer deadlines are clamped to it. */
export const timerMs = (ms: number) => Math.min(ms, 2 ** 31 - 1)

/** Waits while a load test holds the lock (a queued run waits for it rather than failing), until `deadline`. */
async function waitForLoadTest(rc: RunContext, deadline: number): Promise<void> {
  const lock = rc.deps.browserPool.loadTestLock
  let told = false
  while ((await lock.status()).held) {
    if (!told) rc.log('A load test holds the browser pool; waiting for it to end')
    told = true
    if (rc.deps.clock.now() >= deadline) throw new SlotTimeoutError(rc.deps.config.browserSlotTimeoutS * 1000)
    await sleep(LOCK_POLL_MS, undefined, { signal: rc.signal })
  }
}

/**
 * Runs `fn` with a browser slot and a Chromium of its own. The wait (load-test lock, then the pool's FIFO queue)
 * is bounded by BROWSER_SLOT_TIMEOUT; the run's own deadline (AGENT_TIMEOUT_SECONDS) starts when the slot is
 * granted. `fn` gets one signal that fires on cancel/shutdown (the job's), on the deadline, and when the pool
 * reclaims the slot; the browser is closed on any of them, and the slot is always released.
 */
export async function withBrowserSlot<T>(rc: RunContext, fn: (browser: Browser, signal: AbortSignal) => Promise<T>): Promise<T> {
  const { deps, payload } = rc
  const slotTimeoutMs = deps.config.browserSlotTimeoutS * 1000
  const deadline = deps.clock.now() + slotTimeoutMs
  for (;;) {
    await waitForLoadTest(rc, deadline)
    try {
      return await withSlot(
        deps.browserPool,
        {
          requestId: payload.runId,
          type: 'TEST_RUN',
          description: payload.specName,
          signal: rc.signal,
          timeoutMs: Math.max(1, deadline - deps.clock.now()),
        },
        async (lease) => {
          const run = new AbortController()
          const timer = setTimeout(
            () => run.abort(new RunTimeoutError(deps.config.agentTimeoutS)),
            timerMs(deps.config.agentTimeoutS * 1000),
          )
          const signal = AbortSignal.any([rc.signal, lease.signal, run.signal])
          let browser: Browser | undefined
          const closeBrowser = () => {
            browser?.close().catch(() => undefined)
          }
          signal.addEventListener('abort', closeBrowser, { once: true })
          try {
            if (signal.aborted) throw new PipelineError(abortMessage(signal.reason))
            browser = await launchChromium(deps.config.chromiumPath)
            if (signal.aborted) closeBrowser()
            return await fn(browser, signal)
          } catch (err) {
            // Whatever broke once the run was stopped (a closed page, a killed runner) is the stop, not a cause.
            if (signal.aborted) throw new PipelineError(abortMessage(signal.reason))
            throw err
          } finally {
            clearTimeout(timer)
            signal.removeEventListener('abort', closeBrowser)
            await browser?.close().catch(() => undefined)
          }
        },
      )
    } catch (err) {
      // The lock was taken between our check and the grant: wait for it again.
      if (err instanceof LoadTestInProgressError) continue
      throw err
    }
  }
}
