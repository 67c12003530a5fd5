import { stripVTControlCharacters } from 'node:util'
import type { Page } from 'playwright-core'
import type { TargetRef } from './actions.js'
import { type GeneratedTest, type GenerateOptions, generateTest, stepAtLine } from './codegen.js'
import { captureFingerprint, collectCandidates, type Fingerprint } from './fingerprint.js'
import { findExpectationChanges } from './guardrails.js'
import { classifyFailure, type FailureClass } from './heal-classifier.js'
import { unifiedDiff } from './line-diff.js'
import { chainStrategy, type LocatorChain, scopeChain, toLocator } from './locator.js'
import { maskValues } from './placeholders.js'
import { type LocatorHeal, type RelocateResult, type StepOutcome, type WalkOptions, walkPlan } from './plan-walker.js'
import { planItems, type UiPlan } from './planner.js'
import type { Resolutions, ResolvedTarget } from './resolution.js'
import { repeatedCardScopes } from './resolver-cards.js'
import { chainFor } from './resolver-chains.js'
import { AMBIGUITY_MARGIN, bestMatch, HEAL_THRESHOLD, primaryName } from './similarity.js'
import { normalize } from './text-similarity.js'

/**
 * The rules healer. `healLocator` re-finds one element from its stored fingerprint: every candidate on the live page
 * is scored (similarity.ts) and the best one above the threshold, clearly ahead of the runner-up, gets a new semantic
 * locator. `healTest` replays a failed test's plan on a fresh page with that fallback, classifies the failure from
 * what it saw, and — only for locator drift, timing and broken test code — regenerates the test, proves with the
 * guardrails that it expects exactly what the spec expects, and returns the new code with a diff.
 */

const SCOPE_ROLES = ['row', 'listitem', 'article', 'group', 'region']

export interface HealLocatorOptions {
  threshold?: number
  margin?: number
  /** The step checks this element (`verify_element`, a wait for it): its name is what the spec expects, so keep it. */
  checksName?: boolean
}

/**
 * Re-finds a stored target on the current page.
 *
 * @example
 * const r = await healLocator(page, stored['s5'], { kind: 'clickable', name: 'Sign in' }, env)
 * // r.ok && locatorCode(fullChain(r.target)) === "page.getByRole('button', { name: 'Log in' })", r.score.score ≈ 0.8
 */
export async function healLocator(
  page: Page,
  stored: ResolvedTarget,
  target: TargetRef,
  env: WalkOptions['env'],
  options: HealLocatorOptions = {},
): Promise<RelocateResult> {
  if (target.kind === 'text') return { ok: false, reason: 'a text to check is the expectation itself; it is never healed' }
  const scopes: LocatorChain[] = []
  if (stored.scope.length > 0) scopes.push(stored.scope)
  if (target.within !== undefined) for (const role of SCOPE_ROLES) scopes.push(scopeChain(role, target.within))
  if (scopes.length === 0) scopes.push([])
  let scope = await firstUnique(page, scopes, env)
  // A card that is a plain repeated div (resolver-cards.ts) has no role to find it by: when its class changed too,
  // it is found again the way the resolver first found it, as the repeated element around the row's text.
  if (!scope && target.within !== undefined) scope = await firstUnique(page, await repeatedCardScopes(page, target.within, env), env)
  if (!scope)
    return {
      ok: false,
      reason: `the ${target.within !== undefined ? `row or card for "${target.within}"` : 'container'} is not on the page`,
    }

  const mode = target.kind === 'table' || target.kind === 'list' ? 'container' : 'control'
  const candidates = await collectCandidates(page, mode, scope.length > 0 ? toLocator(page, scope, env) : undefined)
  const fingerprints = candidates.fingerprints
  const keepName = (fp: Fingerprint) => !options.checksName || sameWords(primaryName(fp), primaryName(stored.fingerprint))
  const match = bestMatch(stored.fingerprint, fingerprints, {
    threshold: options.threshold ?? HEAL_THRESHOLD,
    margin: options.margin ?? AMBIGUITY_MARGIN,
    sameMeaning: true,
  })
  const refused = match.refused ? `; the closest element was refused: ${match.refused.refused}` : ''
  if (match.status === 'not_found') {
    const best = match.best?.score.score
    return {
      ok: false,
      reason: `no element is similar enough${best !== undefined ? ` (best ${best.toFixed(2)} < ${HEAL_THRESHOLD})` : ''}${refused}`,
      ...(best !== undefined ? { best } : {}),
    }
  }
  if (match.status === 'ambiguous') {
    return {
      ok: false,
      reason: `not healable: two elements are about equally similar (${match.best.score.score.toFixed(2)} and ${match.runnerUp.score.score.toFixed(2)}), so the healer does not guess${refused}`,
      best: match.best.score.score,
    }
  }
  if (!keepName(fingerprints[match.best.index]!)) {
    return {
      ok: false,
      reason: `the step checks "${primaryName(stored.fingerprint)}"; the similar element reads "${primaryName(fingerprints[match.best.index]!)}", and a check's name is never healed`,
      best: match.best.score.score,
    }
  }
  const handle = await candidates.handle(match.best.index)
  const element = await chainFor(page, handle, candidates.fingerprints[match.best.index]!, scope, env)
  if (!element) return { ok: false, reason: 'the similar element has no locator that finds only it', best: match.best.score.score }
  const locator = toLocator(page, [...scope, ...element], env)
  const healed: ResolvedTarget = {
    scope,
    element,
    ...(stored.items ? { items: stored.items } : {}),
    strategy: chainStrategy(element),
    score: match.best.score.score,
    via: 'heal',
    fingerprint: await captureFingerprint(page, locator),
  }
  return { ok: true, target: healed, score: match.best.score, ...(match.runnerUp ? { runnerUp: match.runnerUp.score.score } : {}) }
}

/** The first scope that is empty (the page) or finds exactly one element. */
async function firstUnique(page: Page, scopes: LocatorChain[], env: WalkOptions['env']): Promise<LocatorChain | undefined> {
  for (const candidate of scopes) if (candidate.length === 0 || (await toLocator(page, candidate, env).count()) === 1) return candidate
  return undefined
}

export interface HealInput {
  plan: UiPlan
  /** Selector memory from the last green run (or from the generation run). */
  stored: Resolutions
  /** The test code that failed. */
  code: string
  /** The runner's error for the failing test; `line` is its location in the test file, when known. */
  error: { message: string; line?: number }
  env: WalkOptions['env']
  baseUrl?: string
  timeoutMs?: number
  graceMs?: number
  generate?: GenerateOptions
}

export interface HealOutcome {
  engine: 'rules'
  /** `healed`: `code` is a new test to run; `not_healed`: the failure stands (`app_regression` always lands here). */
  status: 'healed' | 'not_healed'
  classification: FailureClass
  reason: string
  /** The step the replay (or the runner) failed at. */
  failedStep?: { id: string; n?: number; line: number; text: string }
  heals: LocatorHeal[]
  /** Per item id, the timeout given to steps that were only slow. */
  timeouts?: Record<string, number>
  code?: string
  /** Unified diff from the failed code to `code`. */
  diff?: string
  generated?: GeneratedTest
  /** Selector memory to store once the healed test passes. */
  resolutions?: Resolutions
  /** What the replay did, step by step. */
  replay: Pick<StepOutcome, 'id' | 'n' | 'line' | 'status' | 'locator' | 'heal' | 'failure'>[]
}

/**
 * Heals a failed test by replaying its plan on `page` (a fresh page of a new context).
 *
 * @example
 * const outcome = await healTest(page, { plan, stored, code, error: { message, line }, env })
 * if (outcome.status === 'healed') rerun(outcome.code) // outcome.diff shows the locator changes
 */
export async function healTest(page: Page, input: HealInput): Promise<HealOutcome> {
  const message = maskValues(stripVTControlCharacters(input.error.message), input.env, input.plan.variables)
  const failingN = input.error.line !== undefined ? stepAtLine(input.code, input.error.line) : undefined
  const failingItem = planItems(input.plan).find((item) => item.step?.n === failingN)
  const first = classifyFailure({ message, ...(failingItem ? { kind: failingItem.action.kind } : {}) })
  const runnerStep = failingItem?.step
    ? { id: failingItem.id, n: failingItem.step.n, line: failingItem.step.line, text: failingItem.step.text }
    : undefined
  if (first.classification === 'environment') {
    return {
      engine: 'rules',
      status: 'not_healed',
      ...pick(first),
      ...(runnerStep ? { failedStep: runnerStep } : {}),
      heals: [],
      replay: [],
    }
  }

  const walk = await walkPlan(page, input.plan, {
    env: input.env,
    stored: input.stored,
    relocate: (p, stored, target, env, step) => healLocator(p, stored, target, env, step),
    ...(input.baseUrl ? { baseUrl: input.baseUrl } : {}),
    ...(input.timeoutMs !== undefined ? { timeoutMs: input.timeoutMs } : {}),
    ...(input.graceMs !== undefined ? { graceMs: input.graceMs } : {}),
  })
  const replay = walk.steps.map(({ id, n, line, status, locator, heal, failure }) => ({
    id,
    ...(n !== undefined ? { n } : {}),
    line,
    status,
    ...(locator ? { locator } : {}),
    ...(heal ? { heal } : {}),
    ...(failure ? { failure } : {}),
  }))
  const base = { engine: 'rules' as const, heals: walk.heals, replay }

  if (walk.failure?.failure) {
    const failure = walk.failure.failure
    return {
      ...base,
      status: 'not_healed',
      classification: failure.classification,
      reason: `step ${walk.failure.n ?? walk.failure.id}: ${failure.message} (${failure.reason})`,
      failedStep: {
        id: walk.failure.id,
        ...(walk.failure.n !== undefined ? { n: walk.failure.n } : {}),
        line: walk.failure.line,
        text: walk.failure.text,
      },
    }
  }

  const resolutions: Resolutions = { ...input.stored, ...walk.resolutions }
  let classification: FailureClass
  let reason: string
  const timeouts: Record<string, number> = {}
  if (walk.heals.length > 0) {
    classification = 'locator_drift'
    reason = `${walk.heals.length} locator(s) re-found from their fingerprints: ${walk.heals.map((h) => `step ${h.n ?? h.id} ${h.score.toFixed(2)}`).join(', ')}`
  } else if (first.classification === 'test_code_error') {
    classification = 'test_code_error'
    reason = `${first.reason}; the test is regenerated from the spec`
  } else if (failingItem) {
    classification = 'timing'
    const waited = Number(/Timeout (\d+)ms exceeded/.exec(message)?.[1] ?? 5000)
    timeouts[failingItem.id] = Math.min(Math.max(waited * 2, 10_000), 60_000)
    reason = `every step passes on a replay; step ${failingN} gets ${timeouts[failingItem.id]} ms instead of ${waited} ms`
  } else {
    return {
      ...base,
      status: 'not_healed',
      classification: 'timing',
      reason: 'every step passes on a replay and the failing step is unknown: the test looks flaky',
    }
  }

  const generated = generateTest(input.plan, resolutions, { ...input.generate, timeouts: { ...input.generate?.timeouts, ...timeouts } })
  const violations = findExpectationChanges(input.plan, input.code, generated.code)
  if (violations.length > 0) {
    return {
      ...base,
      status: 'not_healed',
      classification,
      reason: `the heal was rejected because it changes what the spec expects: ${violations.map((v) => v.message).join('; ')}`,
    }
  }
  if (generated.code === input.code) {
    return { ...base, status: 'not_healed', classification, reason: `${reason}; but the regenerated test is identical to the failed one` }
  }
  return {
    ...base,
    status: 'healed',
    classification,
    reason,
    ...(runnerStep ? { failedStep: runnerStep } : {}),
    ...(Object.keys(timeouts).length > 0 ? { timeouts } : {}),
    code: generated.code,
    diff: unifiedDiff(input.code, generated.code, { name: generated.fileName }),
    generated,
    resolutions,
  }
}

/** Same words in the same order, ignoring case, punctuation and spacing ("User name" = "Username"). */
function sameWords(a: string, b: string): boolean {
  return normalize(a).replace(/[\s.]/g, '') === normalize(b).replace(/[\s.]/g, '')
}

function pick(classification: { classification: FailureClass; reason: string }): { classification: FailureClass; reason: string } {
  return { classification: classification.classification, reason: classification.reason }
}
