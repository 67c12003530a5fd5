import type { Page } from 'playwright-core'
import type { AiClient } from '../../platform/ai/ai-client.js'
import { completeJson } from '../../platform/ai/complete-json.js'
import type { UsageMeter } from '../../platform/ai/cost.js'
import { AiOutputError } from '../../platform/ai/errors.js'
import type { UiAction } from './actions.js'
import { type AiAction, AiPlanAnswerSchema, PLAN_SYSTEM, planPrompt, toUiAction } from './ai-prompts.js'
import { pageSnapshot } from './page-snapshot.js'
import { walkPlan } from './plan-walker.js'
import type { PlanStep, UiPlan } from './planner.js'

/**
 * AI planning: the steps the rules planner could not read (`plan.unknown`) are sent to the model one at a time with
 * the step's text and an accessibility snapshot of the page at the moment the step runs (the plan is walked up to
 * it on a fresh page). The answer must be one action of the planner's own closed set (ai-prompts.ts); a value the
 * step types, selects or expects must be copied from the step, so the model cannot invent an expectation. A step
 * the model cannot plan, or answers twice with invalid JSON, stays unknown and is reported with its spec line.
 * Provider failures (`AiProviderError`) are thrown: the caller reports them on the run.
 */

export interface AiPlanOptions {
  ai: AiClient
  meter: UsageMeter
  /** A fresh page for each walk; `close` ends its context. */
  newPage: () => Promise<{ page: Page; close: () => Promise<void> }>
  env: Readonly<Record<string, string | undefined>>
  baseUrl?: string
  signal?: AbortSignal
  /** Per step: how long the walk waits for elements (default 5000 ms). */
  timeoutMs?: number
}

export interface AiPlannedStep {
  n: number
  line: number
  text: string
  action: UiAction
}

export interface AiPlanResult {
  /** The plan with every planned step's action replaced and `unknown` updated. */
  plan: UiPlan
  planned: AiPlannedStep[]
  /** Steps that stay unknown, with why (`line 12: …`). */
  failed: { n: number; line: number; text: string; reason: string }[]
}

/**
 * Plans the unknown steps of `plan` with the model.
 *
 * @example
 * const { plan: next, planned, failed } = await planUnknownSteps(plan, { ai, meter, newPage, env })
 * // planned[0].action → { kind: 'check', target: { kind: 'toggle', name: 'Remember me' }, line: 9, text: 'Tick the box…' }
 */
export async function planUnknownSteps(plan: UiPlan, options: AiPlanOptions): Promise<AiPlanResult> {
  const steps: PlanStep[] = plan.steps.map((step) => ({ ...step }))
  const planned: AiPlannedStep[] = []
  const failed: AiPlanResult['failed'] = []
  for (const step of steps) {
    if (step.action.kind !== 'unknown') continue
    options.signal?.throwIfAborted()
    const before = steps.filter((s) => s.n < step.n && s.action.kind !== 'unknown')
    const snapshot = await snapshotBefore(plan, before, options)
    const fail = (reason: string) => failed.push({ n: step.n, line: step.line, text: step.text, reason: `line ${step.line}: ${reason}` })
    let answer: { action: AiAction | null; reason?: string | undefined }
    try {
      const result = await completeJson(options.ai, {
        system: PLAN_SYSTEM,
        user: planPrompt({ step, ...(snapshot ? { snapshot } : {}), previous: before.map((s) => `${s.n}. ${s.text}`) }),
        schema: AiPlanAnswerSchema,
        meter: options.meter,
        temperature: 0,
        ...(options.signal ? { signal: options.signal } : {}),
      })
      answer = result.value
    } catch (err) {
      if (err instanceof AiOutputError) {
        fail(err.message)
        continue
      }
      throw err
    }
    if (!answer.action) {
      fail(`the AI engine could not plan it${answer.reason ? `: ${answer.reason}` : ''}`)
      continue
    }
    const problem = ungrounded(answer.action, step.text)
    if (problem) {
      fail(`the AI plan was rejected: ${problem}`)
      continue
    }
    step.action = toUiAction(answer.action, step)
    planned.push({ n: step.n, line: step.line, text: step.text, action: step.action })
  }
  const plannedNs = new Set(planned.map((p) => p.n))
  return {
    plan: {
      ...plan,
      steps,
      unknown: plan.unknown.filter((u) => !plannedNs.has(u.n)),
      warnings: plan.warnings.filter((w) => !planned.some((p) => p.line === w.line && /is not in the step grammar/.test(w.message))),
    },
    planned,
    failed,
  }
}

/** The page as it is just before the step: the steps before it are walked on a fresh page. */
async function snapshotBefore(plan: UiPlan, before: PlanStep[], options: AiPlanOptions): Promise<string | undefined> {
  if (before.length === 0) return undefined
  const { page, close } = await options.newPage()
  try {
    await walkPlan(
      page,
      { ...plan, steps: before, outcomes: [], unknown: [] },
      {
        env: options.env,
        ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
        timeoutMs: options.timeoutMs ?? 5000,
      },
    )
    if (page.url() === 'about:blank') return undefined
    return await pageSnapshot(page, options.env, plan.variables)
  } finally {
    await close()
  }
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']

/**
 * A value the action types, selects or expects that the step does not contain (compared on letters and digits,
 * case-insensitively, so `/dashboard` matches "the dashboard"). Such a value was made up by the model.
 */
export function ungrounded(action: AiAction, stepText: string): string | undefined {
  const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}{}]+/gu, '')
  const text = norm(stepText)
  const values: string[] = []
  switch (action.kind) {
    case 'fill':
    case 'verify_text':
    case 'verify_value':
    case 'verify_url':
    case 'verify_title':
      values.push(action.value)
      break
    case 'select':
      values.push(action.option)
      break
    case 'wait':
      if (action.until.for === 'text') values.push(action.until.text)
      if (action.until.for === 'url') values.push(action.until.value)
      break
    case 'verify_count': {
      const words = stepText.toLowerCase()
      const word = NUMBER_WORDS[action.count]
      if (!new RegExp(`\\b${action.count}\\b`).test(words) && !(word && new RegExp(`\\b${word}\\b`).test(words)))
        return `the count ${action.count} is not in the step`
      break
    }
  }
  for (const value of values) if (norm(value) !== '' && !text.includes(norm(value))) return `${JSON.stringify(value)} is not in the step`
  return undefined
}
