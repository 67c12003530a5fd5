import { isLiveRun, runPolling } from '../../components/run-polling.js'
import type { FailureClass, Run, RunStage, RunStatus } from './queries.js'

/** Run statuses in the API's order; a new status fails to compile here until it gets a colour. */
export const RUN_STATUS_COLOR: Record<RunStatus, string> = {
  queued: 'yellow',
  running: 'blue',
  passed: 'green',
  failed: 'red',
  error: 'orange',
}
export const RUN_STATUSES = Object.keys(RUN_STATUS_COLOR) as RunStatus[]

export const STAGE_STATUS_COLOR: Record<RunStage['status'], string> = {
  running: 'blue',
  passed: 'green',
  failed: 'red',
  error: 'orange',
  skipped: 'gray',
}

/** What each heal classification means (docs/ui-spec-format.md, healing). */
export const FAILURE_CLASS: Record<FailureClass, { label: string; color: string; hint: string }> = {
  app_regression: { label: 'app regression', color: 'red', hint: 'What the spec expects is no longer true: never healed, the run fails.' },
  environment: { label: 'environment', color: 'orange', hint: 'The app was unreachable, a variable was missing, or the browser failed.' },
  test_code_error: { label: 'test code error', color: 'violet', hint: 'The generated code was at fault.' },
  timing: { label: 'timing', color: 'yellow', hint: 'An element appeared too late: the heal adds a wait.' },
  locator_drift: { label: 'locator drift', color: 'grape', hint: 'An element moved or was renamed: the heal finds it again.' },
}

export type RunCause = NonNullable<Run['cause']>

/** Why a run did not pass, in words a reader acts on (docs/runs.md, cause). */
export const RUN_CAUSE: Record<RunCause, { title: string; hint: string; color: string }> = {
  app: {
    title: 'The app behaved differently',
    hint: 'A check saw something other than what the spec expects: look at the app.',
    color: 'red',
  },
  automation: {
    title: 'The tool could not automate a step',
    hint: 'A step could not be carried out as written (its target was not found, or several match): the app may well work. Reword the step or name its target more precisely.',
    color: 'grape',
  },
  environment: {
    title: 'The environment was not ready',
    hint: 'The app, the browser or a variable was missing, or the run was stopped.',
    color: 'orange',
  },
}

/** The alert for a finished run that did not pass; older records without a cause fall back to the status. */
export function runCauseInfo(run: Pick<Run, 'status' | 'cause'>): { title: string; hint: string; color: string } {
  if (run.cause) return RUN_CAUSE[run.cause]
  return run.status === 'error'
    ? { title: 'The run could not complete', hint: '', color: 'orange' }
    : { title: 'The test failed', hint: '', color: 'red' }
}

export function failureClassInfo(value: string | null): { label: string; color: string; hint: string } | null {
  if (value === null) return null
  return FAILURE_CLASS[value as FailureClass] ?? { label: value.replaceAll('_', ' '), color: 'gray', hint: 'Unclassified failure.' }
}

export { IDLE_REFRESH_MS, isLiveRun, runDurationMs } from '../../components/run-polling.js'

export const LIVE_REFRESH_MS = 2_000
export const { runsRefetchInterval, runRefetchInterval } = runPolling(LIVE_REFRESH_MS)

export interface DayBar {
  day: string
  passed: number
  failed: number
  error: number
}

/** Finished runs counted per day (oldest first, local days), for the pass/fail chart. */
export function passFailByDay(runs: readonly Pick<Run, 'status' | 'created_at'>[]): DayBar[] {
  const days = new Map<string, DayBar>()
  for (const r of runs) {
    if (r.status !== 'passed' && r.status !== 'failed' && r.status !== 'error') continue
    const d = new Date(r.created_at)
    if (Number.isNaN(d.getTime())) continue
    const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    const bar = days.get(key) ?? { day: key, passed: 0, failed: 0, error: 0 }
    bar[r.status]++
    days.set(key, bar)
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day))
}

/** Pass rate (0–100) of the finished runs, or null when none has finished. */
export function passRate(runs: readonly Pick<Run, 'status'>[]): number | null {
  const done = runs.filter((r) => !isLiveRun(r.status))
  if (done.length === 0) return null
  return Math.round((done.filter((r) => r.status === 'passed').length / done.length) * 100)
}

/** What the empty run table says: nothing run yet, or nothing matching the filters. */
export function noRunsText(filter: {
  status?: RunStatus | undefined
  spec?: string | undefined
  dateFrom?: string | undefined
  dateTo?: string | undefined
}): string {
  if (!filter.status && !filter.spec && !filter.dateFrom && !filter.dateTo) return 'No runs in this project yet. Open a spec and press Run.'
  return `No ${filter.status ? `${filter.status} ` : ''}runs${filter.spec ? ` of "${filter.spec}"` : ''}${filter.dateFrom || filter.dateTo ? ' in these dates' : ''}.`
}

/** Screenshots (PNG, JPEG, WebP) are shown inline; everything else is a download. */
export const isImageArtifact = (path: string): boolean => /\.(png|jpe?g|webp|gif)$/i.test(path)
export const isTraceArtifact = (path: string): boolean =>
  /(^|\/)trace\.zip$|\.trace$/i.test(path) || /trace/i.test(path.slice(path.lastIndexOf('/') + 1))

/** The generated test file of the last attempt (`attempt-N/<name>.spec.ts`), the code's download. */
export function finalCodeArtifact(artifacts: readonly { path: string }[], attempts: number): string | undefined {
  const prefix = `attempt-${attempts}/`
  return artifacts.find(
    (a) => a.path.startsWith(prefix) && !a.path.slice(prefix.length).includes('/') && /\.spec\.[cm]?[jt]s$/.test(a.path),
  )?.path
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`
  return `${(size / 1024 / 1024).toFixed(1)} MB`
}

/** `validate (after heal 1)` → readable stage labels as recorded by the pipeline. */
export function stageLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1)
}

export interface PlanRow {
  key: string
  /** `Step 3` or `Outcome` */
  label: string
  line: number
  text: string
  kind: string
  detail: string
  /** A check already made by a step, so not repeated. */
  covered?: number | undefined
}

type Loose = Record<string, unknown>
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined)

function describeTarget(t: unknown): string {
  if (!isObject(t)) return ''
  const name = str(t.name) ?? ''
  const role = str(t.role) ?? str(t.kind) ?? ''
  const within = str(t.within)
  return `${role ? `${role} ` : ''}"${name}"${within ? ` in "${within}"` : ''}`
}

/** A plan action in a few words: `fill field "Username" ← "alice"`, `navigate {{DEMO_URL}}/login`. */
export function describeAction(action: unknown): string {
  if (!isObject(action)) return ''
  const parts: string[] = []
  if (action.target) parts.push(describeTarget(action.target))
  if (str(action.url)) parts.push(str(action.url) as string)
  if (action.kind === 'fill') parts.push(`← "${str(action.value) ?? ''}"`)
  if (action.kind === 'verify_value') parts.push(`= "${str(action.value) ?? ''}"`)
  if (action.kind === 'verify_text') parts.push(`"${str(action.value) ?? ''}" ${action.visible === false ? 'hidden' : 'visible'}`)
  if (action.kind === 'verify_url' || action.kind === 'verify_title')
    parts.push(`${str(action.op) ?? 'contains'} "${str(action.value) ?? ''}"`)
  if (str(action.option)) parts.push(`option "${str(action.option)}"`)
  if (str(action.key)) parts.push(`key ${str(action.key)}`)
  if (str(action.state)) parts.push(str(action.state) as string)
  if (action.count !== undefined) parts.push(`count ${str(action.count)}`)
  if (isObject(action.until)) {
    const u = action.until
    parts.push(
      `until ${str(u.for) ?? ''}${u.text ? ` "${str(u.text)}"` : ''}${u.target ? ` ${describeTarget(u.target)}` : ''}${u.value ? ` ${str(u.value)}` : ''}`,
    )
  }
  if (str(action.reason)) parts.push(str(action.reason) as string)
  return parts.join(' ')
}

/** The stored plan (steps → actions, then outcome checks), tolerant of a plan of another shape. */
export function planRows(plan: unknown): PlanRow[] {
  if (!isObject(plan)) return []
  const rows: PlanRow[] = []
  for (const s of Array.isArray(plan.steps) ? plan.steps : []) {
    if (!isObject(s)) continue
    const action = isObject(s.action) ? s.action : {}
    rows.push({
      key: `s${str(s.n)}`,
      label: `Step ${str(s.n) ?? '?'}`,
      line: Number(s.line) || 0,
      text: str(s.text) ?? '',
      kind: str(action.kind) ?? '?',
      detail: describeAction(action),
    })
  }
  for (const [i, o] of (Array.isArray(plan.outcomes) ? plan.outcomes : []).entries()) {
    if (!isObject(o)) continue
    for (const [j, c] of (Array.isArray(o.checks) ? o.checks : []).entries()) {
      if (!isObject(c)) continue
      const action = isObject(c.action) ? c.action : {}
      rows.push({
        key: `o${i}.${j}`,
        label: 'Outcome',
        line: Number(o.line) || 0,
        text: str(o.text) ?? '',
        kind: str(action.kind) ?? '?',
        detail: describeAction(action),
        covered: typeof c.coveredBy === 'number' ? c.coveredBy : undefined,
      })
    }
  }
  return rows
}
