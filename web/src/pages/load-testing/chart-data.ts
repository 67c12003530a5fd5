import type { LoadResult } from './queries.js'

/** Latency percentiles as bars (ms), in the order people read them. */
export function latencyBars(r: LoadResult): { percentile: string; ms: number }[] {
  const l = r.latency_ms
  return [
    { percentile: 'p50', ms: l.p50 },
    { percentile: 'p75', ms: l.p75 },
    { percentile: 'p90', ms: l.p90 },
    { percentile: 'p97.5', ms: l.p97_5 },
    { percentile: 'p99', ms: l.p99 },
    { percentile: 'max', ms: l.max },
  ]
}

/** Responses per status code, lowest code first, plus connection errors and timeouts when there were any. */
export function statusBars(r: LoadResult): { status: string; count: number }[] {
  const bars = Object.entries(r.status_codes)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => ({ status, count }))
  if (r.errors) bars.push({ status: 'errors', count: r.errors })
  if (r.timeouts) bars.push({ status: 'timeouts', count: r.timeouts })
  return bars
}

/** "10 s" or "500 requests"; plus the ramp-up when there is one. */
export function describeBound(s: { duration_s: number | null; amount: number | null; ramp_up_s: number }): string {
  const main = s.amount ? `${s.amount.toLocaleString()} requests` : `${s.duration_s ?? 10} s`
  return s.ramp_up_s ? `${main} after ${s.ramp_up_s} s ramp-up` : main
}

export const fmt = (v: number | null | undefined, digits = 1) =>
  v === null || v === undefined ? '–' : (Math.round(v * 10 ** digits) / 10 ** digits).toLocaleString()
