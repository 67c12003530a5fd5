import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { processMetrics } from '../../src/platform/process-metrics.js'

describe('process metrics', () => {
  it('see a blocked event loop in the delay, and start a new window after a minute', async () => {
    const t0 = Date.now()
    processMetrics(t0) // starts the monitor
    await sleep(50)
    const busyUntil = Date.now() + 250
    while (Date.now() < busyUntil) {
      // a synchronous stretch, as a blocking request handler would cause
    }
    await sleep(50)
    const blocked = processMetrics(t0 + 1_000)
    expect(blocked.event_loop_delay_ms.max).toBeGreaterThanOrEqual(200)
    expect(blocked.event_loop_delay_ms.window_s).toBe(1)
    expect(blocked.rss_mb).toBeGreaterThan(10)
    expect(blocked.cpus).toBeGreaterThanOrEqual(1)

    processMetrics(t0 + 61_000) // the minute is over: this read closes the window
    await sleep(30)
    const calm = processMetrics(t0 + 62_000)
    expect(calm.event_loop_delay_ms.window_s).toBe(1)
    expect(calm.event_loop_delay_ms.max).toBeLessThan(blocked.event_loop_delay_ms.max)
  })
})
