import { stripVTControlCharacters } from 'node:util'
import type { Page } from 'playwright-core'
import type { AiClient } from '../../platform/ai/ai-client.js'
import { completeJson } from '../../platform/ai/complete-json.js'
import type { UsageMeter } from '../../platform/ai/cost.js'
import { AiOutputError } from '../../platform/ai/errors.js'
import { checkStepCode, findStepBlock, replaceStepBody } from './ai-code.js'
import { AiHealAnswerSchema, HEAL_SYSTEM, healPrompt } from './ai-prompts.js'
import { stepAtLine } from './codegen.js'
import { assertExpectationsUnchanged, ExpectationChangedError } from './guardrails.js'
import { type FailureClass, HEALABLE_CLASSES } from './heal-classifier.js'
import { unifiedDiff } from './line-diff.js'
import { pageSnapshot } from './page-snapshot.js'
import { maskValues } from './placeholders.js'
import type { UiPlan } from './planner.js'

/**
 * AI healing, tried only after the rules healer gave up on a healable failure (`locator_drift`, `timing`,
 * `test_code_error`; never `app_regression` or `environment`). The model gets the failing step's code, the error,
 * the accessibility snapshot of the page where the rules replay stopped (the state the step runs in) and the
 * browser console, and answers with the step's statements using a new locator. The statements are checked
 * (ai-code.ts), spliced into the test, and the whole test must pass `assertExpectationsUnchanged`: a heal that
 * changes, drops or negates any expected value is rejected and recorded, never run.
 */

export interface AiHealInput {
  ai: AiClient
  meter: UsageMeter
  /** The page the rules replay left at the failing step. */
  page: Page
  plan: UiPlan
  code: string
  error: { message: string; line?: number }
  /** The rules healer's verdict. */
  classification: FailureClass
  /** The step the rules replay failed at, when it knows. */
  failedStep?: { id: string; n?: number; line: number; text: string }
  console: string[]
  env: Readonly<Record<string, string | undefined>>
  signal?: AbortSignal
}

export interface AiHealOutcome {
  engine: 'ai'
  /** `rejected`: the model answered, but its code failed the checks or the guardrails (see `reason`). */
  status: 'healed' | 'not_healed' | 'rejected'
  classification: FailureClass
  reason: string
  code?: string
  diff?: string
}

/**
 * Asks the model to heal one failing step.
 *
 * @example
 * const outcome = await healWithAi({ ai, meter, page, plan, code, error, classification: 'locator_drift', console: [], env })
 * if (outcome.status === 'healed') rerun(outcome.code)
 */
export async function healWithAi(input: AiHealInput): Promise<AiHealOutcome> {
  const { classification } = input
  const done = (status: AiHealOutcome['status'], reason: string, extra: Partial<AiHealOutcome> = {}): AiHealOutcome => ({
    engine: 'ai',
    status,
    classification,
    reason,
    ...extra,
  })
  if (!HEALABLE_CLASSES.includes(classification)) return done('not_healed', `${classification} is never healed`)
  const block = locateBlock(input)
  if (!block) return done('not_healed', 'the failing step is not known, so there is nothing to heal')

  const mask = (text: string) => maskValues(text, input.env, input.plan.variables)
  const snapshot = await pageSnapshot(input.page, input.env, input.plan.variables)
  let answer: { statements: string[]; reason: string }
  try {
    const result = await completeJson(input.ai, {
      system: HEAL_SYSTEM,
      user: healPrompt({
        step: block,
        error: mask(stripVTControlCharacters(input.error.message)),
        snapshot,
        console: input.console.map(mask),
      }),
      schema: AiHealAnswerSchema,
      meter: input.meter,
      temperature: 0,
      ...(input.signal ? { signal: input.signal } : {}),
    })
    answer = result.value
  } catch (err) {
    if (err instanceof AiOutputError) return done('not_healed', `AI heal failed: ${err.message}`)
    throw err
  }

  const allowedEnv = [...new Set(block.body.join('\n').matchAll(/\benv\('([A-Za-z_]\w*)'\)/g))].map((m) => m[1]!)
  const secrets = input.plan.variables.map((name) => input.env[name]).filter((v): v is string => v !== undefined)
  const check = checkStepCode(answer.statements, { allowedEnv: [...new Set(allowedEnv)], secrets })
  if (!check.ok) return done('rejected', `the AI heal was rejected: ${check.problems.join('; ')}`)
  const code = replaceStepBody(input.code, block, check.statements)
  if (code === input.code) return done('not_healed', 'the AI proposed the same code')
  try {
    assertExpectationsUnchanged(input.plan, input.code, code)
  } catch (err) {
    if (err instanceof ExpectationChangedError) return done('rejected', `the AI heal was rejected by the guardrail: ${err.message}`)
    throw err
  }
  return done('healed', `AI: ${answer.reason}`, { code, diff: unifiedDiff(input.code, code, { name: 'test.spec.ts' }) })
}

function locateBlock(input: AiHealInput): { title: string; body: string[]; start: number; end: number } | undefined {
  const n = input.failedStep?.n ?? (input.error.line !== undefined ? stepAtLine(input.code, input.error.line) : undefined)
  if (n !== undefined) return findStepBlock(input.code, { n })
  const outcome = input.failedStep ? input.plan.outcomes.find((o) => o.line === input.failedStep?.line) : undefined
  return outcome ? findStepBlock(input.code, { outcomeText: outcome.text }) : undefined
}
