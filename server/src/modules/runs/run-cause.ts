import type { RunStatus } from './schemas.js'

/**
 * Why a finished run did not pass, for people reading the record: `app` — the app did not do what the spec says
 * (a check saw something else); `automation` — the tool could not automate a step (a target its words find nowhere,
 * a step with no code, a locator that could not be healed), so the app may well work; `environment` — the app,
 * browser or a variable was not there, or the run was stopped. `null` while queued, running, or when it passed.
 */
export const RUN_CAUSES = ['app', 'automation', 'environment'] as const
export type RunCause = (typeof RUN_CAUSES)[number]

/** Error prefixes (written by runs/stages) that mean the tool, not the app, stopped the run. */
const AUTOMATION_ERRORS = [/^Could not automate\b/, /^No code for:/, /^(?:locator_drift|timing|test_code_error):/]

/**
 * @example runCause('failed', 'app_regression: expected "2 items left"') // 'app'
 * @example runCause('error', 'Could not automate step 9 (line 12) …') // 'automation'
 */
export function runCause(status: RunStatus, error: string | null): RunCause | null {
  if (status === 'passed' || status === 'queued' || status === 'running') return null
  const automation = error !== null && AUTOMATION_ERRORS.some((pattern) => pattern.test(error))
  if (status === 'failed') return automation ? 'automation' : 'app'
  return automation ? 'automation' : 'environment'
}
