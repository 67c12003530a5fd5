import type { Page } from 'playwright-core'
import type { ActionKind, TargetRef } from './actions.js'
import { type Classification, classifyFailure, type FailureInput } from './heal-classifier.js'
import { type LocatorPart, locatorCode } from './locator.js'
import { maskValues } from './placeholders.js'
import { planItems, type UiPlan } from './planner.js'
import { fullChain, type Resolutions, type ResolvedTarget } from './resolution.js'
import type { Confidence, SimilarityScore } from './similarity.js'
import { type Located, runItem, StepError, type Walk } from './step-runner.js'
import type { Unresolved } from './step-walk.js'

/**
 * Runs a plan on a live page, step by step, the way the generated test will: resolving each target (from the
 * spec's words, or from stored resolutions when replaying), doing each action and making each check. It stops at the
 * first failing step and says why, with the evidence the classifier needs (was the element there, what did the page
 * show). With a `relocate` function, a stored locator that no longer matches is re-found from its fingerprint.
 */

export interface LocatorHeal {
  id: string
  n?: number
  line: number
  text: string
  /** The locator code before and after. */
  from: string
  to: string
  score: number
  confidence: Confidence
  fields: SimilarityScore['fields']
  /** The second-best candidate's score, when there was one. */
  runnerUp?: number
}

export type RelocateResult =
  | { ok: true; target: ResolvedTarget; score: SimilarityScore; runnerUp?: number }
  | { ok: false; reason: string; best?: number }

/** Re-finds a stored target whose locator no longer matches (healer.ts `healLocator`). */
export type Relocate = (
  page: Page,
  stored: ResolvedTarget,
  target: TargetRef,
  env: WalkOptions['env'],
  /** `checksName`: the step checks this element (its name is an expectation, never to be swapped). */
  step?: { checksName: boolean },
) => Promise<RelocateResult>

export interface WalkOptions {
  /** Values for `{{VAR}}` placeholders; they are used on the page and masked in every message. */
  env: Readonly<Record<string, string | undefined>>
  /** Resolutions from an earlier run (selector memory); items without one are resolved from the spec's words. */
  stored?: Resolutions
  /** Called when a stored locator matches nothing (or several elements); without it the step fails. */
  relocate?: Relocate
  /** Base for relative navigation (`/login`), like Playwright's `baseURL`. */
  baseUrl?: string
  /** Per step: how long to wait for elements, values and actions (default 5000 ms). */
  timeoutMs?: number
  /** How long a stored locator may take to match before it is re-found from its fingerprint (default 1000 ms). */
  graceMs?: number
}

export type StepStatus = 'passed' | 'failed' | 'skipped'

export interface StepFailure extends Classification {
  /** The error, with environment values masked back to their placeholders. */
  message: string
  /** The target could not be resolved from the step's words (not found, or several match): the tool cannot automate it. */
  unresolved?: Unresolved
  evidence: Omit<FailureInput, 'message' | 'kind'>
}

export interface StepOutcome {
  id: string
  n?: number
  line: number
  text: string
  kind: ActionKind
  status: StepStatus
  /** The locator code the step used. */
  locator?: string
  target?: ResolvedTarget
  heal?: LocatorHeal
  failure?: StepFailure
  ms: number
}

export interface WalkResult {
  ok: boolean
  steps: StepOutcome[]
  /** What every targeted step resolved to in this walk (stored ones with refreshed fingerprints). */
  resolutions: Resolutions
  heals: LocatorHeal[]
  /** The first failing step. */
  failure?: StepOutcome
}

/**
 * Walks a plan.
 *
 * @example
 * const walk = await walkPlan(page, plan, { env: { DEMO_URL: url, DEMO_PASSWORD: pw } })
 * // walk.ok, walk.resolutions (store them), walk.failure?.failure.classification
 */
export async function walkPlan(page: Page, plan: UiPlan, options: WalkOptions): Promise<WalkResult> {
  const walk: Walk = {
    page,
    options,
    timeoutMs: options.timeoutMs ?? 5000,
    graceMs: options.graceMs ?? 1000,
    items: planItems(plan),
    variables: plan.variables,
  }
  const result: WalkResult = { ok: true, steps: [], resolutions: {}, heals: [] }
  for (const item of walk.items) {
    const info = {
      id: item.id,
      ...(item.step ? { n: item.step.n } : {}),
      line: item.action.line,
      text: item.step?.text ?? item.action.text,
      kind: item.action.kind,
    }
    if (result.failure) {
      result.steps.push({ ...info, status: 'skipped', ms: 0 })
      continue
    }
    const started = Date.now()
    const seen: { located?: Located } = {}
    let outcome: StepOutcome
    try {
      await runItem(walk, item, seen)
      outcome = { ...info, status: 'passed', ms: Date.now() - started }
    } catch (error) {
      outcome = {
        ...info,
        status: 'failed',
        failure: toFailure(walk, item.action.kind, error, seen.located !== undefined),
        ms: Date.now() - started,
      }
    }
    if (seen.located) {
      const resolved = symbolize(seen.located.resolved, walk)
      outcome.locator = locatorCode(fullChain(resolved))
      outcome.target = resolved
      result.resolutions[item.id] = resolved
      if (seen.located.heal) {
        const heal: LocatorHeal = {
          id: info.id,
          ...(info.n !== undefined ? { n: info.n } : {}),
          line: info.line,
          text: info.text,
          ...seen.located.heal,
          to: outcome.locator,
        }
        outcome.heal = heal
        result.heals.push(heal)
      }
    }
    result.steps.push(outcome)
    if (outcome.status === 'failed') {
      result.ok = false
      result.failure = outcome
    }
  }
  return result
}

/**
 * The first walk of a plan: every target is resolved from the spec's words on the live page. Store
 * `resolutions` as selector memory and pass them to `generateTest`.
 */
export function resolvePlan(page: Page, plan: UiPlan, options: Pick<WalkOptions, 'env' | 'baseUrl' | 'timeoutMs'>): Promise<WalkResult> {
  return walkPlan(page, plan, options)
}

/**
 * Locators and fingerprints built from what the page shows may contain a value that came from the environment
 * (a page can display the user name it was given): those values go back to their `{{VAR}}` placeholders before
 * anything is stored or generated.
 */
function symbolize(target: ResolvedTarget, walk: Walk): ResolvedTarget {
  const mask = (text: string) => maskValues(text, walk.options.env, walk.variables)
  const part = (p: LocatorPart): LocatorPart => {
    switch (p.by) {
      case 'role':
        return p.name === undefined ? p : { ...p, name: mask(p.name) }
      case 'label':
      case 'placeholder':
      case 'text':
        return { ...p, text: mask(p.text) }
      case 'filter':
        return { ...p, hasText: mask(p.hasText) }
      default:
        return p
    }
  }
  const fp = target.fingerprint
  return {
    ...target,
    scope: target.scope.map(part),
    element: target.element.map(part),
    fingerprint: {
      ...fp,
      name: mask(fp.name),
      label: mask(fp.label),
      text: mask(fp.text),
      placeholder: mask(fp.placeholder),
      neighbours: fp.neighbours.map(mask),
      attributes: Object.fromEntries(Object.entries(fp.attributes).map(([key, value]) => [key, mask(value)])),
    },
  }
}

function toFailure(walk: Walk, kind: ActionKind, error: unknown, located: boolean): StepFailure {
  const raw = error instanceof Error ? error.message : String(error)
  const message = maskValues(raw, walk.options.env, walk.variables)
  const evidence: StepFailure['evidence'] =
    error instanceof StepError ? error.evidence : located ? { targetFound: true, locatorMatches: true } : {}
  const classification = classifyFailure({ message, kind, ...evidence })
  const unresolved =
    error instanceof StepError && error.unresolved
      ? {
          ...error.unresolved,
          searched: maskValues(error.unresolved.searched, walk.options.env, walk.variables),
          candidates: error.unresolved.candidates.map((c) => maskValues(c, walk.options.env, walk.variables)),
        }
      : undefined
  return { ...classification, message, evidence: maskEvidence(walk, evidence), ...(unresolved ? { unresolved } : {}) }
}

function maskEvidence(walk: Walk, evidence: StepFailure['evidence']): StepFailure['evidence'] {
  return evidence.actual === undefined ? evidence : { ...evidence, actual: maskValues(evidence.actual, walk.options.env, walk.variables) }
}
