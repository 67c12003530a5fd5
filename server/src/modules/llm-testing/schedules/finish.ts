import type { AppDeps } from '../../../app-deps.js'
import { publishChange } from '../../../platform/events/publish.js'
import { regressionsOfRun } from '../analytics/service.js'
import type { RunRow } from '../tables.js'
import { liveExecution } from './store.js'

export type SettleDeps = Pick<AppDeps, 'db' | 'clock'> & Partial<Pick<AppDeps, 'events' | 'scheduler'>>

/**
 * Ends the schedule execution of a scheduled run once the run has its final status, measuring it against its
 * golden baseline. The regressed count it records is what the `llm_regressions` alert reads.
 */
export async function settleScheduledRun(deps: SettleDeps, run: Pick<RunRow, 'id' | 'project_id' | 'triggered_by'>): Promise<void> {
  const scheduleId = run.triggered_by.startsWith('schedule:') ? run.triggered_by.slice('schedule:'.length) : null
  if (!scheduleId || !deps.scheduler) return
  const exec = await liveExecution(deps.db, scheduleId)
  if (!exec) return
  const final = await deps.db.selectFrom('llm_runs').selectAll().where('id', '=', run.id).executeTakeFirst()
  if (!final) return
  const verdict = final.status === 'passed' || final.status === 'failed'
  const measured = verdict ? await regressionsOfRun(deps, run.project_id, run.id) : null
  await deps.scheduler.finishExecution(exec.id, {
    status: verdict ? 'completed' : 'failed',
    error: verdict ? null : (final.error ?? `The run ended ${final.status}`),
    result: {
      run_id: final.id,
      run_status: final.status,
      pass_rate: final.pass_rate === null ? null : Number(final.pass_rate),
      golden_run_id: measured?.golden_run_id ?? null,
      regressed: measured?.regressed ?? null,
      improved: measured?.improved ?? null,
    },
  })
  if (measured && measured.regressed > 0) publishChange(deps, run.project_id, 'llm_regression', run.id, 'regressed')
}
