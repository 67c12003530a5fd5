import type { Page } from 'playwright-core'
import { z } from 'zod'
import type { AiClient } from '../../platform/ai/ai-client.js'
import { completeJson } from '../../platform/ai/complete-json.js'
import type { UsageMeter } from '../../platform/ai/cost.js'
import { AiOutputError } from '../../platform/ai/errors.js'
import { checkStepCode, findStepBlock, replaceStepBody } from './ai-code.js'
import { assertExpectationsUnchanged, assertionStatements, ExpectationChangedError } from './guardrails.js'
import { jsString } from './js-literal.js'
import { pageSnapshot } from './page-snapshot.js'
import { placeholderNames } from './placeholders.js'
import { walkPlan } from './plan-walker.js'
import type { PlanStep, UiPlan } from './planner.js'

/**
 * AI code generation, the last resort for a step that has no action after planning (the rules grammar does not know
 * it and the AI planner could not map it to one of the planner's action types). The model gets the step as written,
 * its neighbouring steps and the accessibility snapshot of the page where it runs, and answers with the step's
 * Playwright statements. They are checked like an AI heal (`checkStepCode`: semantic locators only, no
 * `process.env`, no secrets, no conditions, skips or fixed waits), grounded (a check must assert every quoted value
 * of the step verbatim and may not expect a value the step does not contain), spliced into the step's `test.step`
 * block in place of its `test.fixme`, and the whole test must still pass `assertExpectationsUnchanged`.
 * A step whose answer fails any of this keeps its `test.fixme` and is reported with its spec line. Provider
 * failures (`AiProviderError`) are thrown: the caller reports them on the run.
 */

export const AiCodeAnswerSchema = z.object({
  code: z.string().max(4000).describe('the body of the step: Playwright statements, one per line'),
  explanation: z.string().max(500).describe('what the code does and which elements of the snapshot it uses, in one sentence'),
})
export type AiCodeAnswer = z.infer<typeof AiCodeAnswerSchema>

export const GENERATE_SYSTEM = [
  'You write the Playwright code of one step of a manual UI test that Specwright could not translate on its own.',
  'Answer with the statements of the step body only, one per line, each starting with `await page.` or `await expect(page.`.',
  'Find elements with semantic locators on `page` (getByRole, getByLabel, getByPlaceholder, getByText, getByTestId), named as the accessibility snapshot of the page shows them. Never CSS or XPath.',
  "A {{NAME}} placeholder of the step is read with env('NAME'); never write out a password or any other value the step does not contain.",
  'When the step checks something, assert it with a web-first `expect` and copy every expected value verbatim from the step; never expect a value the step does not state, never use `.not`.',
  'No conditions, try/catch, .catch, skips, soft assertions, template literals, functions or waits for fixed times.',
].join('\n')

/** The user message for generating one step. */
export function generatePrompt(input: {
  step: { n: number; text: string }
  previous: string[]
  next: string[]
  env: string[]
  snapshot?: string
}): string {
  return [
    `Step ${input.step.n} as written in the spec: ${JSON.stringify(input.step.text)}`,
    input.previous.length > 0 ? `Earlier steps (already done):\n${input.previous.map((s) => `- ${s}`).join('\n')}` : '',
    input.next.length > 0 ? `Later steps (not yet):\n${input.next.map((s) => `- ${s}`).join('\n')}` : '',
    input.env.length > 0 ? `Environment values the step may read: ${input.env.map((name) => `env('${name}')`).join(', ')}` : '',
    input.snapshot ? `Accessibility snapshot of the page when the step runs:\n${input.snapshot}` : 'No page is open yet.',
  ]
    .filter(Boolean)
    .join('\n\n')
}

export interface AiGenerateOptions {
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

export interface AiGeneratedStep {
  n: number
  line: number
  text: string
  /** The checked statements now in the step's `test.step` block. */
  statements: string[]
  explanation: string
}

export interface AiGenerateResult {
  /** The test with every generated step spliced in; steps that failed keep their `test.fixme`. */
  code: string
  generated: AiGeneratedStep[]
  /** Steps that stay `test.fixme`, with why (`line 9: …`). */
  failed: { n: number; line: number; text: string; reason: string }[]
}

/**
 * Writes the code of every step of `plan` that is still `unknown` into `code` (the test `generateTest` made).
 *
 * @example
 * const { code: next, generated, failed } = await generateUnknownSteps(plan, generateTest(plan, resolutions).code, options)
 * // generated[0].statements → ["await page.getByRole('checkbox', { name: 'Remember me' }).check()"]
 */
export async function generateUnknownSteps(plan: UiPlan, code: string, options: AiGenerateOptions): Promise<AiGenerateResult> {
  const generated: AiGeneratedStep[] = []
  const failed: AiGenerateResult['failed'] = []
  let current = code
  for (const step of plan.steps) {
    if (step.action.kind !== 'unknown') continue
    options.signal?.throwIfAborted()
    const fail = (reason: string) => failed.push({ n: step.n, line: step.line, text: step.text, reason: `line ${step.line}: ${reason}` })
    const block = findStepBlock(current, { n: step.n })
    if (!block) {
      fail('its test.step block is not in the generated test')
      continue
    }
    const before = plan.steps.filter((s) => s.n < step.n && s.action.kind !== 'unknown')
    const snapshot = await snapshotBefore(plan, before, options)
    const allowedEnv = placeholderNames(step.text)
    let answer: AiCodeAnswer
    try {
      const result = await completeJson(options.ai, {
        system: GENERATE_SYSTEM,
        user: generatePrompt({
          step,
          previous: plan.steps.filter((s) => s.n < step.n).map((s) => `${s.n}. ${s.text}`),
          next: plan.steps.filter((s) => s.n > step.n).map((s) => `${s.n}. ${s.text}`),
          env: allowedEnv,
          ...(snapshot ? { snapshot } : {}),
        }),
        schema: AiCodeAnswerSchema,
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
    const statements = answer.code
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('//'))
    if (statements.length === 0) {
      fail(`the AI engine wrote no code for it${answer.explanation ? `: ${answer.explanation}` : ''}`)
      continue
    }
    const secrets = plan.variables.map((name) => options.env[name]).filter((v): v is string => v !== undefined)
    const check = checkStepCode(statements, { allowedEnv, secrets })
    if (!check.ok) {
      fail(`the AI code was rejected: ${check.problems.join('; ')}`)
      continue
    }
    const problem = ungroundedCode(step.text, check.statements)
    if (problem) {
      fail(`the AI code was rejected by the guardrail: ${problem}`)
      continue
    }
    const next = withHelpers(replaceStepBody(current, block, check.statements))
    try {
      assertExpectationsUnchanged(plan, current, next)
    } catch (err) {
      if (err instanceof ExpectationChangedError) {
        fail(`the AI code was rejected by the guardrail: ${err.message}`)
        continue
      }
      throw err
    }
    current = next
    generated.push({ n: step.n, line: step.line, text: step.text, statements: check.statements, explanation: answer.explanation })
  }
  return { code: current, generated, failed }
}

/**
 * Puts generated steps back into a test that was generated again from the plan (a rules heal regenerates the whole
 * file, where an unknown step is a `test.fixme` again). Only blocks that still hold a `test.fixme` are replaced.
 */
export function reapplyGenerated(code: string, generated: readonly AiGeneratedStep[]): string {
  let current = code
  for (const step of generated) {
    const block = findStepBlock(current, { n: step.n })
    if (block?.body.some((line) => line.startsWith('test.fixme('))) current = replaceStepBody(current, block, step.statements)
  }
  return withHelpers(current)
}

const CHECK_WORDS = /^(?:verify|check|assert|ensure|confirm|make sure|expect|see|validate)\b|\bshould\b/i

/**
 * Why the step's code changes what the step expects, or undefined. A check (by its words, or because the code
 * asserts) must assert each quoted value of the step verbatim (`"Welcome, alice"` → `'Welcome, alice'`, a
 * `{{VAR}}` → `env('VAR')`), and every value an assertion expects must be in the step (letters and digits compared).
 */
export function ungroundedCode(stepText: string, statements: readonly string[]): string | undefined {
  const assertions = assertionStatements(statements.join('\n'))
  const isCheck = CHECK_WORDS.test(stepText.trim()) || assertions.length > 0
  if (!isCheck) return undefined
  if (assertions.length === 0) return 'the step is a check but the code asserts nothing'
  for (const match of stepText.matchAll(/"([^"]+)"|\u201c([^\u201d]+)\u201d/g)) {
    const value = (match[1] ?? match[2])!
    const names = placeholderNames(value)
    const fragments = names.length > 0 ? names.map((name) => `env(${jsString(name)})`) : [jsString(value)]
    if (!fragments.every((fragment) => assertions.some((a) => a.includes(fragment))))
      return `no assertion expects ${JSON.stringify(value)} as the step writes it`
  }
  const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
  const text = norm(stepText)
  for (const assertion of assertions) {
    const matcher = /\.(?:not\.)?(to[A-Z]\w*)\((.*)\)$/.exec(assertion)
    if (!matcher) continue
    for (const literal of matcher[2]!.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)) {
      const value = (literal[1] ?? literal[2])!
      if (norm(value) !== '' && !text.includes(norm(value))) return `${JSON.stringify(value)} is not in the step`
    }
    const count = /^\s*(\d+)/.exec(matcher[1] === 'toHaveCount' ? matcher[2]! : '')?.[1]
    if (count && !new RegExp(`\\b${count}\\b`).test(stepText) && !numberWordIn(Number(count), stepText))
      return `the count ${count} is not in the step`
  }
  return undefined
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']
function numberWordIn(n: number, text: string): boolean {
  const word = NUMBER_WORDS[n]
  return word !== undefined && new RegExp(`\\b${word}\\b`, 'i').test(text)
}

const ENV_HELPER = [
  '/** Reads a {{NAME}} placeholder of the spec from the environment when the test runs. */',
  'function env(name: string): string {',
  '  const value = process.env[name]',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: generated source, a template literal in the test file
  '  if (value === undefined) throw new Error(`Set the ${name} environment variable: the spec uses {{${name}}}`)',
  '  return value',
  '}',
  '',
]

/** Adds `expect` to the import and the `env` helper when spliced code needs them and the rules code did not. */
function withHelpers(code: string): string {
  let out = code
  if (/\bexpect\(/.test(out) && out.includes("import { test } from '@playwright/test'"))
    out = out.replace("import { test } from '@playwright/test'", "import { expect, test } from '@playwright/test'")
  if (/\benv\('/.test(out) && !out.includes('function env(name: string)')) {
    const lines = out.split('\n')
    const at = lines.findIndex((line) => line.startsWith('import '))
    lines.splice(at + 2, 0, ...ENV_HELPER)
    out = lines.join('\n')
  }
  return out
}

/** The page as it is just before the step: the planned steps before it are walked on a fresh page. */
async function snapshotBefore(plan: UiPlan, before: PlanStep[], options: AiGenerateOptions): Promise<string | undefined> {
  if (before.length === 0) return undefined
  const { page, close } = await options.newPage()
  try {
    await walkPlan(
      page,
      { ...plan, steps: before, outcomes: [], unknown: [] },
      { env: options.env, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}), timeoutMs: options.timeoutMs ?? 5000 },
    )
    if (page.url() === 'about:blank') return undefined
    return await pageSnapshot(page, options.env, plan.variables)
  } finally {
    await close()
  }
}
