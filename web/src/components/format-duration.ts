/**
 * A duration in milliseconds as people read it: `850 ms`, `4.2 s`, `37 s`, `3m 05s`, `1h 02m`, `2d 3h`; `—` when
 * there is none (a slot that never ran, a job that has not started).
 */
export function formatDuration(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return '—'
  const value = Math.max(0, Math.round(ms))
  if (value < 1000) return `${value} ms`
  if (value < 10_000) return `${(Math.floor(value / 100) / 10).toFixed(1)} s`
  const seconds = Math.floor(value / 1000)
  if (seconds < 60) return `${seconds} s`
  const pad = (n: number) => String(n).padStart(2, '0')
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${pad(seconds % 60)}s`
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h ${pad(Math.floor((seconds % 3600) / 60))}m`
  return `${Math.floor(seconds / 86_400)}d ${Math.floor((seconds % 86_400) / 3600)}h`
}

/** The time between two ISO timestamps (the second defaults to now), or null when the start is missing. */
export function elapsedMs(fromIso: string | null | undefined, toIso?: string | null, now: number = Date.now()): number | null {
  if (!fromIso) return null
  const from = Date.parse(fromIso)
  const to = toIso ? Date.parse(toIso) : now
  return Number.isNaN(from) || Number.isNaN(to) ? null : Math.max(0, to - from)
}
