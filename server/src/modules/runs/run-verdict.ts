import type { ParsedReport } from '../../platform/playwright/report.js'

/** What one validation attempt proved. `passed` only when every test ran to its end and met every check. */
export type Verdict = { passed: true } | { passed: false; message: string; line?: number }

/**
 * Playwright's own verdict on a report: passed only when there is at least one test, every test's outcome is
 * `expected` with status `passed` (no skip, no fixme, no interrupt, no timeout, no flaky retry) and the run
 * has no top-level error (a compile error, a crashed worker, a global timeout). Counting only failures would
 * call an interrupted or skipped test green.
 *
 * @example reportVerdict({ tests: [{ outcome: 'skipped', status: 'skipped', … }], errors: [], … })
 * // { passed: false, message: 'Test "checkout" did not run to its end (skipped)' }
 */
export function reportVerdict(report: Pick<ParsedReport, 'tests' | 'errors'>): Verdict {
  const failed = report.tests.find((t) => t.outcome === 'unexpected')
  const err = failed?.errors[0]
  if (err) return { passed: false, message: err.message, ...(err.location?.line ? { line: err.location.line } : {}) }
  const top = report.errors[0]
  if (top) return { passed: false, message: top.message, ...(top.location?.line ? { line: top.location.line } : {}) }
  if (failed)
    return { passed: false, message: `Test "${failed.title}" ${failed.status === 'passed' ? 'failed' : `ended ${failed.status}`}` }
  const unfinished = report.tests.find((t) => t.outcome !== 'expected' || t.status !== 'passed')
  if (unfinished) return { passed: false, message: `Test "${unfinished.title}" did not run to its end (${unfinished.status})` }
  if (report.tests.length === 0) return { passed: false, message: 'The test file ran no test' }
  return { passed: true }
}
