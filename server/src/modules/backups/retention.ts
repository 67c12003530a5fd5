/** Artifact retention tiers (pure): which tier a finished run belongs in, and which of its files are core. */

export const HOT_DAYS = 30
export const WARM_DAYS = 90
const DAY_MS = 24 * 3600 * 1000

export type Tier = 'hot' | 'warm' | 'cold'

/** By age of the run's finish (or creation when it never finished): 0-30 days hot, 30-90 warm, over 90 cold. */
export function tierForAge(finishedAt: string, nowMs: number): Tier {
  const age = nowMs - Date.parse(finishedAt)
  if (age > WARM_DAYS * DAY_MS) return 'cold'
  if (age > HOT_DAYS * DAY_MS) return 'warm'
  return 'hot'
}

/** ISO cut-off instants: runs finished before `warmBefore` leave the hot tier, before `coldBefore` go cold. */
export function cutoffs(nowMs: number): { warmBefore: string; coldBefore: string } {
  return {
    warmBefore: new Date(nowMs - HOT_DAYS * DAY_MS).toISOString(),
    coldBefore: new Date(nowMs - WARM_DAYS * DAY_MS).toISOString(),
  }
}

/**
 * Core artifacts kept in the warm tier: the plan (`plan.json`, `spec.md`), each validation attempt's generated
 * test and Playwright report (`attempt-N/report.json`, `attempt-N/*.spec.ts`), and the run report files.
 * Traces, screenshots, videos and `test-results/` are not core.
 */
export function isCoreArtifact(relPath: string): boolean {
  const parts = relPath.split('/')
  const name = parts.at(-1) ?? ''
  if (parts.length === 1) return name === 'plan.json' || name === 'spec.md' || name === 'report.json' || name === 'run.log'
  if (parts.length === 2 && /^attempt-\d+$/.test(parts[0] ?? '')) {
    return name === 'report.json' || /\.(spec|test)\.ts$/.test(name)
  }
  return false
}
