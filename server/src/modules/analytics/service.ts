import type { AppDeps } from '../../app-deps.js'
import * as store from './store.js'

type Deps = Pick<AppDeps, 'db' | 'clock'>
const since = (deps: Deps, days: number) => new Date(deps.clock.now() - days * 86_400_000).toISOString()
const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : 0)

/** Pass rate of UI and API runs per UTC day. */
export async function passRateTrend(deps: Deps, projectId: string, days: number) {
  const rows = await store.passRateByDay(deps.db, projectId, since(deps, days))
  return { items: rows.map((r) => ({ ...r, pass_rate: ratio(r.passed, r.total) })) }
}

/** Specs whose result flipped at least twice over their last `window` runs, most flips first. */
export async function flakySpecs(deps: Deps, projectId: string, days: number, window: number, limit: number) {
  const rows = await store.flakySpecs(deps.db, projectId, since(deps, days), window, limit)
  return { items: rows.map((r) => ({ ...r, flip_rate: ratio(r.flips, Math.max(1, r.runs - 1)) })) }
}

export async function slowestSpecs(deps: Deps, projectId: string, days: number, limit: number) {
  return { items: await store.slowestSpecs(deps.db, projectId, since(deps, days), limit) }
}

/** The classifier's verdicts on failed batch runs. */
export async function failureClasses(deps: Deps, projectId: string, days: number) {
  return { items: await store.failureClasses(deps.db, projectId, since(deps, days)) }
}

export async function healStats(deps: Deps, projectId: string, days: number) {
  const s = await store.healStats(deps.db, projectId, since(deps, days))
  return {
    finished: s.finished,
    passed: s.passed,
    healed: s.healed,
    refused_app_regression: s.refused,
    heal_rate: s.passed > 0 ? ratio(s.healed, s.passed) : null,
  }
}
