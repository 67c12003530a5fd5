import fs from 'node:fs/promises'
import path from 'node:path'
import { createTwoFilesPatch } from 'diff'
import { AiProviderError } from '../../platform/ai/errors.js'
import type { ParsedReport, ParsedTest } from '../../platform/playwright/report.js'
import { type AiEngine, generateAiSteps, healAiSteps } from './ai-steps.js'
import type { ApiSpec } from './api-spec.js'
import { compileApiSpec, TEST_ID_ANNOTATION } from './compiler.js'
import { classifyApiFailure, proposeApiHeal } from './heal-rules.js'
import { type ApiHarness, runApiTestFiles } from './lean/harness.js'
import type { WarmRun } from './lean/run-lean.js'
import { unknownSteps } from './run-preflight.js'
import { RUNTIME_FILE, RUNTIME_MODULE_SOURCE } from './runtime-module.js'
import type { ApiAiStep, ApiRunAttempt, ApiRunStatus, ApiTestResult } from './schemas.js'
import { parseApiSpec } from './spec-parser.js'

/** Heal attempts after the first run (spec: "failed only after up to 3 heal attempts"). */
export const MAX_HEAL_ATTEMPTS = 3
const TEST_TIMEOUT_MS = 30_000

export interface AttemptsInput {
  content: string
  /** Also run the tests under `## Opt-in Tests`. */
  includeOptIn?: boolean
  /** Resolved `{{NAME}}` values (project variables, SPEC_ENV_ALLOWLIST): the test process's only variables. */
  env: Readonly<Record<string, string>>
  runDir: string
  chromiumPath: string
  /** CPU niceness of the runner (config.runnerNiceness). */
  niceness?: number
  /** Which runner executes the files (config.apiTestHarness; default the lean harness, see lean/harness.ts). */
  harness?: ApiHarness
  /** The project's warm lean child may run the attempts (config.apiTestWarmIdleMs; lean/warm-pool.ts). */
  warm?: WarmRun
  signal: AbortSignal
  log(line: string): void
  progress(pct: number, message?: string): void
  /** The AI engine, when a provider is configured: it writes unknown steps and heals what it wrote. */
  ai?: AiEngine
  /** Runs each attempt's test file (default {@link runAttemptAlone}); a batch shares one runner between specs. */
  runner?: AttemptRunner
}

/** One attempt's test file, written to `dir` (the attempt's folder) as `file`. */
export interface AttemptFile {
  n: number
  file: string
  dir: string
  /** Tests the file holds. */
  tests: number
}

/** What running one attempt's file gave: Playwright's report of that file and how long its tests took. */
export interface AttemptRun {
  report: ParsedReport
  durationMs: number
}

export type AttemptRunner = (attempt: AttemptFile) => Promise<AttemptRun>

export interface AttemptsOutcome {
  status: ApiRunStatus
  fileName: string
  code: string
  tests: ApiTestResult[]
  attempts: ApiRunAttempt[]
  error: string | null
  /** What the AI engine did, per spec line, in order (a line appears again for each heal of it). */
  aiSteps: ApiAiStep[]
}

/** Unified diff between two attempts' code, as recorded with each heal. */
export function codeDiff(before: string, after: string, fileName: string): string {
  return createTwoFilesPatch(`a/${fileName}`, `b/${fileName}`, before, after, '', '', { context: 2 })
}

function evidence(test: ParsedTest, name: 'request' | 'response'): Record<string, unknown> | null {
  const body = test.attachments.find((a) => a.name === name)?.body
  if (!body) return null
  try {
    return JSON.parse(body) as Record<string, unknown>
  } catch {
    return { raw: body }
  }
}

function toResult(test: ParsedTest, spec: ApiSpec): ApiTestResult {
  const id = test.annotations.find((a) => a.type === TEST_ID_ANNOTATION)?.description ?? test.title
  const failed = test.outcome === 'unexpected'
  const error = failed ? test.errors.map((e) => e.message).join('\n') || `Test ${test.status}` : null
  const fixme = test.annotations.some((a) => a.type === 'fixme')
  return {
    id,
    name: spec.tests.find((t) => t.id === id)?.name ?? test.title,
    status: fixme
      ? 'fixme'
      : failed
        ? test.status === 'passed'
          ? 'failed'
          : test.status
        : test.status === 'skipped'
          ? 'skipped'
          : 'passed',
    duration_ms: test.durationMs,
    failed_check: error ? (classifyApiFailure({ error, code: '', spec }).check ?? null) : null,
    error,
    request: evidence(test, 'request'),
    response: evidence(test, 'response'),
  }
}

/**
 * Line of the test file where the test with spec id `id` failed, from its first error located in that file (an
 * error thrown inside the runtime module, e.g. an unset variable, is located there: its line is no line of `code`).
 */
function failedLine(report: ParsedReport, id: string): number | undefined {
  const test = report.tests.find((t) => (t.annotations.find((a) => a.type === TEST_ID_ANNOTATION)?.description ?? t.title) === id)
  const inFile = (file: string) => path.basename(file) === path.basename(test?.file ?? '')
  return test?.errors.find((e) => e.location && inFile(e.location.file))?.location?.line
}

/**
 * Writes the runtime module the generated files import into `dir`, unless it is there with these bytes already.
 * Written whole under another name and renamed, so a runner reading it meanwhile never sees half of it.
 */
export async function writeRuntimeModule(dir: string): Promise<string> {
  const file = path.join(dir, RUNTIME_FILE)
  const current = await fs.readFile(file, 'utf8').catch(() => undefined)
  if (current === RUNTIME_MODULE_SOURCE) return file
  await fs.mkdir(dir, { recursive: true })
  const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`
  await fs.writeFile(partial, RUNTIME_MODULE_SOURCE)
  await fs.rename(partial, file)
  return file
}

/** First line of a run-level error (compile error, crash) when the report has no failing test to show. */
function reportError(report: ParsedReport): string | null {
  return report.errors.map((e) => e.message).join('\n') || null
}

/**
 * Compiles the spec (with the AI engine's code for steps the rules do not understand, when `ai` is given; a step
 * it cannot write ends the run `error` before anything is sent), runs it with Playwright's request fixture (no
 * browser), and while tests fail for reasons that are the test code's fault (wrong JSON path, compile error,
 * transient network, an AI-written check whose field is gone), applies the rules engine's fix, else an AI heal of
 * AI-written code, and runs again, at most MAX_HEAL_ATTEMPTS times. A failed check from the spec is an app
 * regression: it ends the run `failed` at once; a code fault no heal mends ends it `error`. Every attempt's code,
 * result and diff is kept.
 */
export async function executeAttempts(input: AttemptsInput): Promise<AttemptsOutcome> {
  const { spec } = parseApiSpec(input.content, { includeOptIn: input.includeOptIn === true })
  const records: ApiAiStep[] = []
  let aiSteps: Record<number, string> = {}
  if (input.ai && unknownSteps(spec).length > 0) {
    input.log(`${unknownSteps(spec).length} step(s) not understood by the rules: asking the AI engine`)
    const fail = (error: string): AttemptsOutcome => {
      const fallback = compileApiSpec(spec, { aiSteps })
      input.log(`Run error: ${error}`)
      return { status: 'error', fileName: fallback.fileName, code: fallback.code, tests: [], attempts: [], error, aiSteps: records }
    }
    try {
      const generated = await generateAiSteps(spec, input.ai)
      aiSteps = generated.aiSteps
      records.push(...generated.records)
    } catch (err) {
      if (err instanceof AiProviderError) return fail(`AI code generation failed: ${err.message}`)
      throw err
    }
    for (const r of records) input.log(`Line ${r.line} ${r.status === 'generated' ? 'written by the AI engine' : 'refused'}: ${r.detail}`)
    const refused = records.filter((r) => r.status === 'refused')
    // A step without code would be a skipped test.fixme: the run cannot be complete, so it is an error, not a pass.
    if (refused.length > 0) return fail(`AI code generation failed: ${refused.map((r) => `line ${r.line}: ${r.detail}`).join('; ')}`)
  }
  const compiled = compileApiSpec(spec, { aiSteps })
  for (const w of compiled.warnings) input.log(`warning (line ${w.line}): ${w.message}`)
  let code = compiled.code
  let heal: { description: string; diff: string } | null = null
  const attempts: ApiRunAttempt[] = []
  let tests: ApiTestResult[] = []
  for (let n = 1; n <= MAX_HEAL_ATTEMPTS + 1; n++) {
    input.progress(Math.round(((n - 1) / (MAX_HEAL_ATTEMPTS + 1)) * 100), `attempt ${n}`)
    const dir = path.join(input.runDir, `attempt-${n}`)
    await fs.mkdir(dir, { recursive: true })
    const file = path.join(dir, compiled.fileName)
    await fs.writeFile(file, code)
    await writeRuntimeModule(dir)
    input.log(`Attempt ${n}: running ${spec.tests.length} test(s)`)
    const result = await (input.runner ?? ((a: AttemptFile) => runAttemptAlone(input, a)))({ n, file, dir, tests: spec.tests.length })
    tests = result.report.tests.map((t) => toResult(t, spec))
    const failing = tests.filter((t) => t.status === 'failed' || t.status === 'timedOut' || t.status === 'interrupted')
    // A skipped or fixme test, a test the report lacks, a top-level error or an abort: the run did not run to its end.
    const notRun = tests.filter((t) => t.status === 'skipped' || t.status === 'fixme')
    const missing = spec.tests.length - tests.length
    const runError = input.signal.aborted
      ? 'cancelled'
      : (reportError(result.report) ??
        (failing.length === 0 && (notRun.length > 0 || missing > 0)
          ? `${notRun.length + Math.max(0, missing)} test(s) did not run: ${notRun.map((t) => `"${t.name}" (${t.status})`).join(', ') || 'missing from the report'}`
          : null))
    const attempt: ApiRunAttempt = {
      n,
      status: failing.length === 0 && !runError ? 'passed' : runError && failing.length === 0 ? 'error' : 'failed',
      classification: null,
      heal: heal?.description ?? null,
      diff: heal?.diff ?? null,
      code,
      passed: tests.filter((t) => t.status === 'passed').length,
      failed: failing.length,
      duration_ms: result.durationMs,
      error: runError,
    }
    attempts.push(attempt)
    if (attempt.status === 'passed')
      return { status: 'passed', fileName: compiled.fileName, code, tests, attempts, error: null, aiSteps: records }
    if (input.signal.aborted) break
    if (failing.length === 0 && !reportError(result.report) && runError) break // skipped tests: nothing to heal

    // Heal: every failure the test code is to blame for gets the rules engine's fix; app regressions stay.
    let next = code
    const fixes: string[] = []
    const notHealed: string[] = []
    const codeFaults: string[] = []
    const failures = runError
      ? [{ error: runError, test: undefined, codeLine: undefined }]
      : failing.map((t) => ({ error: t.error ?? '', test: t, codeLine: failedLine(result.report, t.id) }))
    for (const { error, test, codeLine } of failures) {
      // The failing line locates the check in `code`; after an earlier fix in this loop `next` has other lines.
      const at = next === code && codeLine !== undefined ? { codeLine } : {}
      const proposal = proposeApiHeal({ error, code: next, spec, aiSteps, ...at })
      attempt.classification ??= proposal.classification === 'unknown' ? null : proposal.classification
      if (proposal.classification === 'app_regression') attempt.classification = 'app_regression'
      if (proposal.classification === 'test_code_error') codeFaults.push(proposal.reason)
      if (proposal.fix) {
        next = proposal.fix.code
        fixes.push(proposal.fix.description)
      } else if (input.ai && test && proposal.classification === 'test_code_error' && n <= MAX_HEAL_ATTEMPTS) {
        // The rules have no fix for code the AI engine wrote: the AI engine may re-read, never re-check.
        const healed = await aiHeal(input, { spec, code: next, aiSteps, test: test.name, error, response: test.response })
        records.push(...healed.records)
        input.log(`AI heal of "${test.name}" ${healed.status}: ${healed.reason}`)
        if (healed.status === 'healed') {
          next = healed.code
          aiSteps = healed.aiSteps
          fixes.push(healed.reason)
        } else notHealed.push(healed.reason)
      }
    }
    const regression = attempt.classification === 'app_regression'
    // Unreachable API, unset variable: nothing was learned about the API's behaviour, so the run is an error.
    const environment = !regression && attempt.classification === 'environment'
    // Test code that no heal could mend says nothing against the API either: the tool could not automate the step.
    const codeFault = !regression && attempt.classification === 'test_code_error'
    if (fixes.length === 0 || n > MAX_HEAL_ATTEMPTS) {
      input.log(regression ? 'App regression: a check from the spec failed; not healed' : 'No fix available for the failure')
      const status = (runError || environment || codeFault) && !regression ? 'error' : 'failed'
      const first = runError ?? failing[0]?.error?.split('\n')[0] ?? null
      const cause =
        environment && first ? `environment: ${first}` : codeFault && codeFaults[0] ? `test_code_error: ${codeFaults[0]}` : first
      const error = [cause, ...notHealed].filter(Boolean).join('; ') || null
      return { status, fileName: compiled.fileName, code, tests, attempts, error, aiSteps: records }
    }
    heal = { description: fixes.join('; '), diff: codeDiff(code, next, compiled.fileName) }
    input.log(`Heal ${n}: ${heal.description}`)
    code = next
  }
  const last = attempts.at(-1)
  return {
    status: input.signal.aborted || last?.status === 'error' ? 'error' : 'failed',
    fileName: compiled.fileName,
    code,
    tests,
    attempts,
    error: last?.error ?? 'cancelled',
    aiSteps: records,
  }
}

/**
 * Request options set to the values Playwright gives them when nothing sets them (no extra headers and no client
 * certificate send nothing): an option the config sets is a value, where an unset one is a fixture set up and torn
 * down, as a step with a captured stack, for every test. Options whose default is "none" (proxy, user agent, …)
 * have no such value and stay fixtures.
 */
const REQUEST_OPTION_DEFAULTS = { ignoreHTTPSErrors: false, extraHTTPHeaders: {}, clientCertificates: [] }

/**
 * Playwright options every attempt runs with: one worker (tests of a spec share saved values), no retries, no trace,
 * and the request options' defaults as values.
 */
export const ATTEMPT_RUN_OPTIONS = {
  testTimeoutMs: TEST_TIMEOUT_MS,
  workers: 1,
  retries: 0,
  trace: 'off',
  use: REQUEST_OPTION_DEFAULTS,
} as const

/** A project's runs may use its warm lean child, unless API_TEST_WARM_IDLE_SECONDS is 0. */
export function warmRun(config: { apiTestWarmIdleMs: number }, project: string): { warm?: WarmRun } {
  return config.apiTestWarmIdleMs > 0 ? { warm: { project, idleMs: config.apiTestWarmIdleMs } } : {}
}

/** Runs one attempt's file in a runner of its own. */
export async function runAttemptAlone(
  input: Pick<AttemptsInput, 'env' | 'chromiumPath' | 'niceness' | 'harness' | 'warm' | 'signal' | 'log'>,
  attempt: Pick<AttemptFile, 'file' | 'dir'>,
): Promise<AttemptRun> {
  return runApiTestFiles({
    harness: input.harness,
    ...(input.warm ? { warm: input.warm } : {}),
    ...ATTEMPT_RUN_OPTIONS,
    files: [attempt.file],
    outputDir: attempt.dir,
    chromiumPath: input.chromiumPath,
    niceness: input.niceness,
    env: { ...input.env },
    secrets: input.env,
    signal: input.signal,
    onLine: (line) => input.log(line),
  })
}

/** An AI heal; a provider failure leaves the failure standing, with its cause. */
async function aiHeal(input: AttemptsInput, heal: Omit<Parameters<typeof healAiSteps>[0], 'secrets'>) {
  try {
    return await healAiSteps({ ...heal, secrets: Object.values(input.env) }, input.ai!)
  } catch (err) {
    if (!(err instanceof AiProviderError)) throw err
    return { status: 'not_healed' as const, reason: `AI heal failed: ${err.message}`, records: [] }
  }
}
