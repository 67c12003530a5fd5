import os from 'node:os'
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks'

const WINDOW_MS = 60_000
const ms = (ns: number) => Math.round(ns / 1e4) / 100

export interface ProcessMetrics {
  /** How long callbacks waited for this process's event loop: a server that blocks shows it here. */
  event_loop_delay_ms: { p50: number; p99: number; max: number; window_s: number }
  rss_mb: number
  heap_used_mb: number
  /** The machine's 1-minute load average and CPU count: slow answers with a calm event loop mean a busy machine. */
  load_average_1m: number
  cpus: number
}

let histogram: IntervalHistogram | undefined
let windowStart = 0

/**
 * This process's event-loop delay over the current minute (the histogram restarts every minute, so a spike an
 * hour ago does not hide today's calm), its memory and the machine's load. The monitor starts on first use and
 * holds no handle open.
 */
export function processMetrics(now = Date.now()): ProcessMetrics {
  if (!histogram) {
    histogram = monitorEventLoopDelay({ resolution: 10 })
    histogram.enable()
    windowStart = now
  }
  const h = histogram
  const seen = h.count > 0
  const metrics: ProcessMetrics = {
    event_loop_delay_ms: {
      p50: seen ? ms(h.percentile(50)) : 0,
      p99: seen ? ms(h.percentile(99)) : 0,
      max: seen ? ms(h.max) : 0,
      window_s: Math.round((now - windowStart) / 1000),
    },
    rss_mb: Math.round(process.memoryUsage.rss() / 1048576),
    heap_used_mb: Math.round(process.memoryUsage().heapUsed / 1048576),
    load_average_1m: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    cpus: os.availableParallelism(),
  }
  if (now - windowStart >= WINDOW_MS) {
    h.reset()
    windowStart = now
  }
  return metrics
}
