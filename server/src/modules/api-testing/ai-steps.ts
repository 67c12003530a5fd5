import { stripVTControlCharacters } from 'node:util'
import { z } from 'zod'
import type { AiClient } from '../../platform/ai/ai-client.js'
import { completeJson } from '../../platform/ai/complete-json.js'
import type { UsageMeter } from '../../platform/ai/cost.js'
import { AiOutputError } from '../../platform/ai/errors.js'
import { aiStepProblems, healedStepProblem } from './ai-step-guard.js'
import type { ApiSpec, ApiTest, Step } from './api-spec.js'
import { aiStepEnd, compileApiSpec } from './compiler.js'
import { findExpectationChanges, findTests } from './expectation-guard.js'
import type { ApiAiStep, ApiRunEngine } from './schemas.js'
import { summarizeApiStep } from './step-summary.js'

/**
 * The AI engine of API runs: it writes the code of steps the rules compiler does not understand, and heals that
 * code when the API renames or moves a field the step does not name. Every answer goes through the guardrail
 * (ai-step-guard.ts) and the spec's expectation guard before it runs; provider failures (`AiProviderError`) are
 * thrown for the caller to report on the run.
 */

export interface AiEngine {
  ai: AiClient
  meter: UsageMeter
  signal?: AbortSignal
}

const AiStepAnswerSchema = z.object({
  code: z.string().max(4000).describe('the statements of the step, one per line'),
  explanation: z.string().max(500).describe('what the code checks or saves, in one sentence'),
})

const AiHealAnswerSchema = z.object({
  steps: z
    .array(z.object({ line: z.number().int(), code: z.string().max(4000) }))
    .min(1)
    .max(10)
    .describe('the new code of each step you change, by its spec line'),
  reason: z.string().max(500).describe('what changed in the response and why the new code reads the same value'),
})

const SCOPE = [
  'The test has already sent its request. In scope: `res` (the Playwright APIResponse: res.status(), res.headers()),',
  '`body` (the response parsed as JSON; undefined when it is not JSON), `text` (the body as text), `ms` (response time in ms),',
  "`v('NAME')` (the value of a {{NAME}} placeholder) and `save('name', value)` (keeps a value for later tests).",
].join('\n')

export const API_GENERATE_SYSTEM = [
  'You write the code of one step of an API test that Specwright could not translate on its own.',
  SCOPE,
  "Answer with statements only, one per line: checks as `expect(<read>, '<check name>').<matcher>(<expected>)` and saves as `save('name', <read>)`.",
  'A read starts at res, body, text or ms (optional chaining allowed). Give every check a short name of its own.',
  'Copy every expected value from the step verbatim; never expect a value the step does not state; "exactly" stays an exact check; use `.not` only when the step says not.',
  'No variables, conditions, loops, functions, try/catch, soft assertions or template literals.',
].join('\n')

export const API_HEAL_SYSTEM = [
  'You repair code that you wrote earlier for steps of an API test, after the API changed the shape of its response.',
  SCOPE,
  'You may change only WHERE a value is read (a field that was renamed or moved). Never change a check name, matcher or expected value,',
  'never add or remove a check or a save, never weaken a check. Same statement rules as before: expect(...) checks and save(...) calls only.',
].join('\n')

function testOf(spec: ApiSpec, step: Step): ApiTest {
  return spec.tests.find((t) => t.steps.includes(step))!
}

function describeTest(test: ApiTest, focus: number): string {
  const lines = test.steps.map(
    (s) =>
      `- line ${s.line}: ${JSON.stringify(s.text)}${s.line === focus ? '   <- this step' : s.kind === 'unknown' ? '' : ` (${summarizeApiStep(s)})`}`,
  )
  return [`Test ${JSON.stringify(test.name)}: ${test.method} ${test.path}`, ...lines].join('\n')
}

export interface GeneratedSteps {
  /** Accepted code per spec line, for `compileApiSpec({ aiSteps })`. */
  aiSteps: Record<number, string>
  records: ApiAiStep[]
}

/**
 * Asks the model for the code of every unknown step of `spec`, one step at a time. A refused or invalid answer is
 * recorded (`status: 'refused'`) and leaves the step without code.
 *
 * @example const { aiSteps, records } = await generateAiSteps(spec, { ai, meter })
 * // aiSteps[12] === "expect(body.products, 'catalogue size').toHaveLength(3)"
 */
export async function generateAiSteps(spec: ApiSpec, engine: AiEngine): Promise<GeneratedSteps> {
  const aiSteps: Record<number, string> = {}
  const records: ApiAiStep[] = []
  for (const step of spec.tests.flatMap((t) => t.steps)) {
    if (step.kind !== 'unknown') continue
    engine.signal?.throwIfAborted()
    const test = testOf(spec, step)
    const record = (status: ApiAiStep['status'], code: string | null, detail: string) =>
      records.push({ line: step.line, test: test.name, text: step.text, engine: 'ai', status, code, detail })
    let answer: z.infer<typeof AiStepAnswerSchema>
    try {
      const result = await completeJson(engine.ai, {
        system: API_GENERATE_SYSTEM,
        user: `${describeTest(test, step.line)}\n\nWrite the code of line ${step.line}: ${JSON.stringify(step.text)}`,
        schema: AiStepAnswerSchema,
        meter: engine.meter,
        temperature: 0,
        ...(engine.signal ? { signal: engine.signal } : {}),
      })
      answer = result.value
    } catch (err) {
      if (!(err instanceof AiOutputError)) throw err
      record('refused', null, err.message)
      continue
    }
    const code = statements(answer.code)
    const problems = code === '' ? ['the AI engine wrote no code'] : aiStepProblems(spec, test, step, code)
    const compiled = problems.length === 0 ? compileApiSpec(spec, { aiSteps: { ...aiSteps, [step.line]: code } }) : undefined
    const changes = compiled ? findExpectationChanges(spec, compiled.code).map((c) => `${c.check ? `[${c.check}] ` : ''}${c.problem}`) : []
    if (problems.length > 0 || changes.length > 0) {
      record('refused', null, `the AI code was refused by the guardrail: ${[...problems, ...changes].join('; ')}`)
      continue
    }
    aiSteps[step.line] = code
    record('generated', code, answer.explanation)
  }
  return { aiSteps, records }
}

function statements(code: string): string {
  return code
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('//'))
    .join('\n')
}

/** `code` with the AI engine's block of the step at `line` replaced by `replacement`; undefined when the block is missing. */
export function spliceAiStep(code: string, line: number, replacement: string): string | undefined {
  const lines = code.split('\n')
  const start = lines.findIndex((l) => l.trim().startsWith(`// AI (line ${line}):`))
  const end = lines.findIndex((l, i) => i > start && l.trim() === aiStepEnd(line))
  if (start < 0 || end < 0) return undefined
  const indent = /^\s*/.exec(lines[start]!)![0]
  lines.splice(start + 1, end - start - 1, ...replacement.split('\n').map((l) => `${indent}${l.trim()}`))
  return lines.join('\n')
}

export interface AiHealInput {
  spec: ApiSpec
  code: string
  aiSteps: Readonly<Record<number, string>>
  /** The failing test's title, its error and the response it got (already masked by the test's runtime). */
  test: string
  error: string
  response: unknown
  /** Environment values that must not reach a prompt. */
  secrets: readonly string[]
}

export type AiHealOutcome =
  | { status: 'healed'; code: string; aiSteps: Record<number, string>; reason: string; records: ApiAiStep[] }
  | { status: 'refused' | 'not_healed'; reason: string; records: ApiAiStep[] }

/**
 * Asks the model to repair the AI-written steps of one failing test. The heal may change only where values are
 * read: the same checks must remain (`healedStepProblem`), every spec check must remain (`findExpectationChanges`)
 * and no test may become skipped. A refused heal is recorded and never run.
 */
export async function healAiSteps(input: AiHealInput, engine: AiEngine): Promise<AiHealOutcome> {
  const test = input.spec.tests.find((t) => t.name === input.test)
  const own = test?.steps.filter((s) => s.kind === 'unknown' && input.aiSteps[s.line] !== undefined) ?? []
  if (!test || own.length === 0) return { status: 'not_healed', reason: 'the failing test has no AI-written step', records: [] }
  const mask = (text: string) => input.secrets.reduce((out, secret) => (secret.length >= 4 ? out.split(secret).join('****') : out), text)
  const user = [
    describeTest(test, -1),
    ...own.map((s) => `Code of line ${s.line} (${JSON.stringify(s.text)}):\n${input.aiSteps[s.line]}`),
    `It failed with:\n${mask(stripVTControlCharacters(input.error)).slice(0, 2000)}`,
    `The response it got:\n${mask(JSON.stringify(input.response ?? null, null, 2)).slice(0, 4000)}`,
  ].join('\n\n')
  let answer: z.infer<typeof AiHealAnswerSchema>
  try {
    answer = (
      await completeJson(engine.ai, {
        system: API_HEAL_SYSTEM,
        user,
        schema: AiHealAnswerSchema,
        meter: engine.meter,
        temperature: 0,
        ...(engine.signal ? { signal: engine.signal } : {}),
      })
    ).value
  } catch (err) {
    if (!(err instanceof AiOutputError)) throw err
    return { status: 'not_healed', reason: `AI heal failed: ${err.message}`, records: [] }
  }
  const records: ApiAiStep[] = []
  const aiSteps = { ...input.aiSteps }
  let code = input.code
  const problems: string[] = []
  for (const change of answer.steps) {
    const step = own.find((s) => s.line === change.line)
    if (!step) {
      problems.push(`line ${change.line} is not an AI-written step of this test`)
      continue
    }
    const next = statements(change.code)
    const problem = [
      ...aiStepProblems(input.spec, test, step, next),
      ...[healedStepProblem(step.text, aiSteps[step.line]!, next)].filter((p): p is string => p !== undefined),
    ]
    const spliced = problem.length === 0 ? spliceAiStep(code, step.line, next) : undefined
    if (problem.length > 0 || spliced === undefined) {
      const why = problem.length > 0 ? problem.join('; ') : 'its code is not in the test any more'
      problems.push(`line ${step.line}: ${why}`)
      records.push({
        line: step.line,
        test: test.name,
        text: step.text,
        engine: 'ai',
        status: 'heal_refused',
        code: aiSteps[step.line]!,
        detail: why,
      })
      continue
    }
    code = spliced
    aiSteps[step.line] = next
    records.push({ line: step.line, test: test.name, text: step.text, engine: 'ai', status: 'healed', code: next, detail: answer.reason })
  }
  if (problems.length === 0) problems.push(...wholeFileProblems(input.spec, input.code, code))
  if (problems.length > 0) {
    const reason = `the AI heal was refused by the guardrail: ${problems.join('; ')}`
    return {
      status: 'refused',
      reason,
      records: records.map((r) => ({ ...r, status: 'heal_refused', code: input.aiSteps[r.line]!, detail: reason })),
    }
  }
  return { status: 'healed', code, aiSteps, reason: `AI: ${answer.reason}`, records }
}

/** Every spec check still there, no test newly skipped. */
function wholeFileProblems(spec: ApiSpec, before: string, after: string): string[] {
  const problems = findExpectationChanges(spec, after).map((c) => `${c.test}${c.check ? ` [${c.check}]` : ''}: ${c.problem}`)
  const modifiers = (code: string) => findTests(code).map((t) => `${t.name}:${t.modifier ?? ''}`)
  if (JSON.stringify(modifiers(before)) !== JSON.stringify(modifiers(after))) problems.push('a test is now skipped, focused or renamed')
  return problems
}

/**
 * Which engines wrote the run's test: `rules` when no AI call was made, `ai` when the AI engine wrote every step,
 * `mixed` otherwise.
 */
export function runEngine(spec: ApiSpec, aiCalls: number): ApiRunEngine {
  if (aiCalls === 0) return 'rules'
  const steps = spec.tests.flatMap((t) => t.steps)
  return steps.length > 0 && steps.every((s) => s.kind === 'unknown') ? 'ai' : 'mixed'
}
