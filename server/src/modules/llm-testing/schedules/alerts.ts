import { type Alert, alertSources } from '../../health/alerts.js'
import { latestFinished } from './store.js'

export const LLM_SCHEDULE = 'llm.run'

/**
 * `llm_regressions`: one alert per LLM schedule whose newest finished run regressed against golden. It clears
 * when a later scheduled run no longer regresses.
 */
alertSources.register('llm_regressions', async (deps) => {
  const alerts: Alert[] = []
  for (const e of await latestFinished(deps.db, LLM_SCHEDULE)) {
    const result = e.result ? (JSON.parse(e.result) as { regressed?: number | null; run_id?: string; golden_run_id?: string }) : {}
    const regressed = result.regressed ?? 0
    if (regressed <= 0) continue
    alerts.push({
      id: `llm_regression:${e.schedule_id}`,
      source: 'llm_regressions',
      severity: 'warning',
      title: `LLM schedule "${e.schedule_name}" regressed against golden`,
      detail: `${regressed} case(s) that pass on golden run ${result.golden_run_id} failed in run ${result.run_id} (project ${e.project_id})`,
      since: e.finished_at,
    })
  }
  return alerts
})
