import { actionTarget, changesPage, isAssertion, type TargetRef, type UiAction } from './actions.js'
import { parseOutcome } from './outcome-grammar.js'
import { understandUiStep } from './step-understanding.js'
import type { SpecIssue, SpecStep, UiSpec } from './ui-spec.js'

/**
 * Spec -> plan: one typed action per step, checks for the expected-outcome bullets that state something
 * checkable, and warnings for what the rules engine cannot do (unknown steps, fixed waits). Pure and deterministic.
 */

export interface PlanStep {
  /** Stable key for this action in resolutions and selector memory: `s<n>`. */
  id: string
  n: number
  line: number
  text: string
  from?: SpecStep['from']
  action: UiAction
  /** What the understanding layer read differently from the letter (on the step's first action only). */
  notes?: string[]
}

export interface PlanCheck {
  /** `o<bullet>.<check>`, both 1-based. */
  id: string
  action: UiAction
  /** The step that already makes this check on the final page; the check is then not repeated. */
  coveredBy?: number
}

export interface PlanOutcome {
  line: number
  text: string
  checks: PlanCheck[]
}

export interface UiPlan {
  engine: 'rules'
  name: string
  steps: PlanStep[]
  outcomes: PlanOutcome[]
  variables: string[]
  /** Steps the grammar does not know (the AI engine may plan them); the rules generator marks them `test.fixme`. */
  unknown: { n: number; line: number; text: string; reason: string }[]
  warnings: SpecIssue[]
}

/** One unit of work in order: every step, then every outcome check no step covers. */
export interface PlanItem {
  id: string
  action: UiAction
  step?: PlanStep
  outcome?: PlanOutcome
}

/**
 * Plans a parsed spec.
 *
 * @example planSpec(parseUiSpec(markdown).spec).steps[1].action // { kind: 'fill', target: { kind: 'field', name: 'Username' }, value: 'alice', … }
 */
export function planSpec(spec: UiSpec): UiPlan {
  const warnings: SpecIssue[] = []
  // A compound or composite step plans several actions: `s3`, `s3.2`, … in order, all on the step's line.
  const steps: PlanStep[] = spec.steps.flatMap((step) => {
    const understood = understandUiStep(step.text, step.line)
    const notes = understood.notes.map((note) => note.message)
    return understood.actions.map((action, i) => ({
      id: i === 0 ? `s${step.n}` : `s${step.n}.${i + 1}`,
      n: step.n,
      line: step.line,
      text: step.text,
      ...(step.from ? { from: step.from } : {}),
      action,
      ...(i === 0 && notes.length > 0 ? { notes } : {}),
    }))
  })
  mapFixedWaits(steps, warnings)

  const unknown = steps.flatMap((step) =>
    step.action.kind === 'unknown' ? [{ n: step.n, line: step.line, text: step.text, reason: step.action.reason }] : [],
  )
  for (const step of steps) {
    if (step.action.kind !== 'unknown') continue
    const where = step.from ? ` (template "${step.from.template}" line ${step.from.line})` : ''
    warnings.push({ line: step.line, message: `step ${step.n}${where} is not in the step grammar (${step.action.reason}): "${step.text}"` })
  }
  const firstTargeted = steps.find((step) => actionTarget(step.action) || step.action.kind === 'verify_text')
  const firstNavigate = steps.find((step) => step.action.kind === 'navigate')
  if (firstTargeted && (!firstNavigate || firstNavigate.n > firstTargeted.n)) {
    warnings.push({
      line: firstTargeted.line,
      message: `step ${firstTargeted.n} needs a page, but no earlier step opens one ("Navigate to …")`,
    })
  }

  const outcomes = spec.expected.map((bullet, i) => ({
    line: bullet.line,
    text: bullet.text,
    checks: parseOutcome(bullet.text, bullet.line).map((action, j) => {
      const check: PlanCheck = { id: `o${i + 1}.${j + 1}`, action }
      const covering = coveringStep(steps, action)
      if (covering !== undefined) check.coveredBy = covering
      return check
    }),
  }))

  // A bullet with nothing checkable is not verified by the test: say so on its line rather than drop it.
  for (const outcome of outcomes) {
    if (outcome.checks.length > 0) continue
    warnings.push({ line: outcome.line, message: `expected outcome is not checked (no checkable statement found): "${outcome.text}"` })
  }

  return {
    engine: 'rules',
    name: spec.name,
    steps,
    outcomes,
    variables: spec.variables,
    unknown,
    warnings: [...spec.warnings, ...warnings].sort((a, b) => a.line - b.line),
  }
}

/** The dialog step right after a page-changing action: its handler must be in place before that action runs. */
export function armsDialog(items: readonly PlanItem[], index: number): Extract<UiAction, { kind: 'dialog' }> | undefined {
  const next = items[index + 1]?.action
  const current = items[index]?.action
  return next?.kind === 'dialog' && current && changesPage(current) ? next : undefined
}

/** Steps in order, then the outcome checks that no step covers. */
export function planItems(plan: UiPlan): PlanItem[] {
  const items: PlanItem[] = plan.steps.map((step) => ({ id: step.id, action: step.action, step }))
  for (const outcome of plan.outcomes) {
    for (const check of outcome.checks) if (check.coveredBy === undefined) items.push({ id: check.id, action: check.action, outcome })
  }
  return items
}

/**
 * "Wait 2 seconds" makes a test slow when the page is fast and flaky when it is slow. It becomes a wait for what
 * the next step needs (its element or text), or for the page load when the next step needs nothing.
 */
function mapFixedWaits(steps: PlanStep[], warnings: SpecIssue[]): void {
  for (const [i, step] of steps.entries()) {
    const { action } = step
    if (action.kind !== 'wait' || action.until.for !== 'duration') continue
    const ms = action.until.ms
    const next = steps.slice(i + 1).find((later) => later.action.kind !== 'wait')
    const target: TargetRef | undefined = next
      ? (actionTarget(next.action) ??
        (next.action.kind === 'verify_text' && next.action.visible ? { kind: 'text', name: next.action.value } : undefined))
      : undefined
    if (next && target) {
      step.action = { ...action, until: { for: 'next_target', target, ms } }
      warnings.push({
        line: step.line,
        message: `step ${step.n} waits a fixed time; the test waits for what step ${next.n} needs instead (fixed waits are slow and flaky)`,
      })
    } else {
      step.action = { ...action, until: { for: 'load' } }
      warnings.push({
        line: step.line,
        message: `step ${step.n} waits a fixed time; the test waits for the page to finish loading instead`,
      })
    }
  }
}

/** The last step making the same check with no page-changing step after it. */
function coveringStep(steps: PlanStep[], check: UiAction): number | undefined {
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!
    if (changesPage(step.action)) return undefined
    if (isAssertion(step.action) && sameCheck(step.action, check)) return step.n
  }
  return undefined
}

function sameCheck(a: UiAction, b: UiAction): boolean {
  if (a.kind === 'verify_text' && b.kind === 'verify_text') return a.value === b.value && a.visible === b.visible
  if (a.kind === 'verify_url' && b.kind === 'verify_url') return a.value === b.value && (a.op === b.op || b.op === 'contains')
  if (a.kind === 'verify_title' && b.kind === 'verify_title') return a.value === b.value && a.op === b.op
  return false
}
