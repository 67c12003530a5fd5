import { runDurationMs, runPolling } from '../../components/run-polling.js'
import type { ApiRun, ApiRunSummary, FailureClass, ImportAction, RunStatus, TestStatus } from './queries.js'

/** Run statuses in the API's order; a new status fails to compile here until it gets a colour. */
export const RUN_STATUS_COLOR: Record<RunStatus, string> = {
  queued: 'yellow',
  running: 'blue',
  passed: 'green',
  failed: 'red',
  error: 'orange',
}
export const RUN_STATUSES = Object.keys(RUN_STATUS_COLOR) as RunStatus[]

export const TEST_STATUS_COLOR: Record<TestStatus, string> = {
  passed: 'green',
  failed: 'red',
  timedOut: 'red',
  interrupted: 'orange',
  skipped: 'gray',
  fixme: 'grape',
}

/** What each heal classification means, in the words of docs/api-testing-specs.md. */
export const FAILURE_CLASS: Record<FailureClass, { label: string; color: string; hint: string }> = {
  app_regression: { label: 'app regression', color: 'red', hint: 'A check from the spec failed: never healed, the run fails.' },
  environment: { label: 'environment', color: 'orange', hint: 'Network, DNS, TLS, a missing variable or a timeout.' },
  test_code_error: { label: 'test code error', color: 'violet', hint: 'The generated code was at fault; the rules healer fixed it.' },
  timing: { label: 'timing', color: 'yellow', hint: 'A wait or timing problem.' },
  locator_drift: { label: 'locator drift', color: 'grape', hint: 'An element moved or was renamed.' },
}

export function failureClassInfo(value: string | null): { label: string; color: string; hint: string } | null {
  if (value === null) return null
  return FAILURE_CLASS[value as FailureClass] ?? { label: value.replaceAll('_', ' '), color: 'gray', hint: 'Unclassified failure.' }
}

export const IMPORT_ACTION_COLOR: Record<ImportAction, string> = { create: 'green', update: 'blue', skip: 'gray' }

export { IDLE_REFRESH_MS, isLiveRun, runDurationMs } from '../../components/run-polling.js'

export const LIVE_REFRESH_MS = 1_500
export const { runsRefetchInterval, runRefetchInterval } = runPolling(LIVE_REFRESH_MS)

export interface TestCounts {
  passed: number
  failed: number
  skipped: number
  total: number
}

/** Per-test outcome counts: timed out and interrupted tests count as failed, fixme as skipped. */
export function testCounts(tests: readonly Pick<ApiRun['tests'][number], 'status'>[]): TestCounts {
  const counts: TestCounts = { passed: 0, failed: 0, skipped: 0, total: tests.length }
  for (const t of tests) {
    if (t.status === 'passed') counts.passed++
    else if (t.status === 'skipped' || t.status === 'fixme') counts.skipped++
    else counts.failed++
  }
  return counts
}

export interface RunBar {
  /** Short label on the x axis: time of day. */
  at: string
  spec: string
  /** The duration sits in the series of the run's status, so each bar takes its status colour. */
  passed: number
  failed: number
  error: number
  running: number
}

/** Recent runs as bars (oldest on the left), duration as height and status as colour; queued runs have no bar. */
export function runBars(runs: readonly ApiRunSummary[], now = Date.now(), limit = 20): RunBar[] {
  return runs
    .slice(0, limit)
    .filter((r) => r.status !== 'queued')
    .reverse()
    .map((r) => {
      const ms = runDurationMs(r, now) ?? 0
      const bar: RunBar = { at: timeOfDay(r.created_at), spec: r.spec_name, passed: 0, failed: 0, error: 0, running: 0 }
      bar[r.status as 'passed' | 'failed' | 'error' | 'running'] = ms
      return bar
    })
}

export interface AttemptBar {
  attempt: string
  passed: number
  failed: number
}

/** Tests passed and failed in each attempt (heals show as failures turning into passes). */
export function attemptBars(attempts: readonly Pick<ApiRun['attempts'][number], 'n' | 'passed' | 'failed'>[]): AttemptBar[] {
  return attempts.map((a) => ({ attempt: `#${a.n}`, passed: a.passed, failed: a.failed }))
}

function timeOfDay(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' })
}

/** What the empty run table says: nothing run yet, or nothing matching the filters. */
export function noRunsText({ status, spec }: { status?: RunStatus | undefined; spec?: string | undefined }): string {
  if (!status && !spec) return 'No API runs in this project yet. Open a spec and press Run.'
  return `No ${status ? `${status} ` : ''}runs${spec ? ` of "${spec}"` : ''} in this project.`
}

/** HTTP method badges in the parsed-tests list. */
export function methodColor(method: string): string {
  switch (method.toUpperCase()) {
    case 'GET':
      return 'blue'
    case 'POST':
      return 'green'
    case 'PUT':
      return 'orange'
    case 'PATCH':
      return 'yellow'
    case 'DELETE':
      return 'red'
    default:
      return 'gray'
  }
}
