import fs from 'node:fs/promises'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { AiProviderError } from '../../../platform/ai/errors.js'
import { runPlaywrightTests } from '../../../platform/playwright/run-tests.js'
import { reapplyGenerated } from '../../pipeline/ai-generator.js'
import { healWithAi } from '../../pipeline/ai-healer.js'
import { stepAtLine } from '../../pipeline/codegen.js'
import { classifyFailure } from '../../pipeline/heal-classifier.js'
import { healTest } from '../../pipeline/healer.js'
import type { Resolutions } from '../../pipeline/resolution.js'
import { recordRunArtifacts } from '../artifacts.js'
import { reportVerdict } from '../run-verdict.js'
import type { Attempt, RunStatus } from '../schemas.js'
import * as store from '../store.js'
import type { Generated } from './generate.js'
import type { Planned } from './plan.js'
import { abortMessage, type RunContext } from './run-context.js'

const TEST_TIMEOUT_MS = 60_000

/** How the execution ended; `passed` only when the last attempt's report said so and nothing aborted the run. */
export interface Executed {
  status: Extract<RunStatus, 'passed' | 'failed' | 'error'>
  error: string | null
  code: string
  resolutions: Resolutions
  attempts: Attempt[]
}

type HealOutcome = {
  status: string
  classification: Attempt['classification'] & {}
  reason: string
  code?: string
  diff?: string
  resolutions?: Resolutions
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message
}

/**
 * validate -> heal -> validate … The run passes only on Playwright's own verdict (every test ran to its end and
 * passed, no top-level error) with no abort; an unreachable app or unset variable ends it `error`; an app
 * regression is never healed; healing stops at `maxHealAttempts`.
 */
export async function executeStage(rc: RunContext, planned: Planned, generated: Generated, browser: Browser): Promise<Executed> {
  const { deps, payload, stages, log, signal } = rc
  const { env, baseUrl } = planned
  const attempts: Attempt[] = []
  let { code, resolutions } = generated
  const end = (status: Executed['status'], error: string | null): Executed => ({ status, error, code, resolutions, attempts })
  for (let n = 1; ; n++) {
    const stage = await stages.begin(n === 1 ? 'validate' : `validate (after heal ${n - 1})`)
    const dir = path.join(rc.runDir, `attempt-${n}`)
    await fs.mkdir(dir, { recursive: true })
    const file = path.join(dir, generated.fileName)
    await fs.writeFile(file, code)
    const result = await runPlaywrightTests({
      files: [file],
      outputDir: dir,
      chromiumPath: deps.config.chromiumPath,
      niceness: deps.config.runnerNiceness,
      env: { ...env, ...(baseUrl ? { BASE_URL: baseUrl } : {}) },
      secrets: env,
      signal,
      workers: 1,
      retries: 0,
      testTimeoutMs: TEST_TIMEOUT_MS,
      onLine: log,
    })
    const verdict = reportVerdict(result.report)
    const failure = signal.aborted ? { message: abortMessage(signal.reason) } : verdict.passed ? undefined : verdict
    const attempt: Attempt = {
      n,
      status: failure ? 'failed' : 'passed',
      code,
      error: failure?.message ?? null,
      failed_step: failure && 'line' in failure && failure.line ? (stepAtLine(code, failure.line) ?? null) : null,
      classification: null,
      heal: null,
      diff: null,
      duration_ms: Math.round(result.durationMs),
    }
    attempts.push(attempt)
    await recordRunArtifacts(deps, payload.runId) // GET /runs/{id} lists the recorded files, never walks the folder
    await store.updateRun(deps.db, payload.runId, { attempts: JSON.stringify(attempts), code })
    if (!failure) {
      await stages.end(stage, 'passed')
      return end('passed', null)
    }
    if (signal.aborted) {
      attempt.status = 'error'
      await stages.end(stage, 'error', failure.message)
      return end('error', failure.message)
    }
    // The app is down or a variable is unset: nothing about the test or the app's behaviour was learned.
    if (classifyFailure({ message: failure.message }).classification === 'environment') {
      attempt.classification = 'environment'
      attempt.status = 'error'
      await store.updateRun(deps.db, payload.runId, { attempts: JSON.stringify(attempts) })
      await stages.end(stage, 'error', firstLine(failure.message))
      return end('error', `environment: ${firstLine(failure.message)}`)
    }
    await stages.end(stage, 'failed', firstLine(failure.message))
    if (!payload.heal || n - 1 >= payload.maxHealAttempts) return end('failed', firstLine(failure.message))

    const healStage = await stages.begin(`heal ${n}`)
    const outcome = await heal(rc, { ...planned, plan: generated.plan }, { code, resolutions, failure }, browser)
    attempt.classification = outcome.classification
    attempt.heal = outcome.reason
    attempt.diff = outcome.diff ?? null
    await store.updateRun(deps.db, payload.runId, { attempts: JSON.stringify(attempts) })
    if (signal.aborted) {
      await stages.end(healStage, 'error', abortMessage(signal.reason))
      return end('error', abortMessage(signal.reason))
    }
    if (outcome.status !== 'healed' || !outcome.code) {
      await stages.end(healStage, 'failed', `${outcome.classification}: ${outcome.reason}`)
      let error = `${outcome.classification}: ${firstLine(failure.message)}`
      if (outcome.reason.includes('AI heal failed: ')) error += ` (${outcome.reason.slice(outcome.reason.indexOf('AI heal failed: '))})`
      // `failed` is kept for an app that does not do what the spec says. A locator that could not be healed (or a
      // timing or code fault the healer could not mend) says nothing against the app: the tool could not automate
      // the step, so the run is an `error` (cause `automation`), never a false alarm.
      return end(outcome.classification === 'app_regression' ? 'failed' : 'error', error)
    }
    await stages.end(healStage, 'passed', `${outcome.classification}: ${outcome.reason}`)
    log(`Healed (${outcome.classification}): ${outcome.reason}`)
    code = reapplyGenerated(outcome.code, generated.aiGenerated) // a rules heal regenerates the file from the plan
    if (outcome.resolutions) resolutions = outcome.resolutions
  }
}

/** The rules healer first; the AI healer when the rules cannot and the failure is the test's fault. */
async function heal(
  rc: RunContext,
  planned: Planned,
  current: { code: string; resolutions: Resolutions; failure: { message: string; line?: number } },
  browser: Browser,
): Promise<HealOutcome> {
  const { env, baseUrl, ai } = planned
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const consoleLines: string[] = []
    page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`))
    page.on('pageerror', (e) => consoleLines.push(`pageerror: ${e.message}`))
    const rules = await healTest(page, {
      plan: planned.plan,
      stored: current.resolutions,
      code: current.code,
      error: current.failure,
      env,
      ...(baseUrl ? { baseUrl } : {}),
    })
    if (!ai || rules.status === 'healed' || rules.classification === 'app_regression' || rules.classification === 'environment')
      return rules
    rc.log(`The rules healer could not heal it (${rules.reason}); asking the AI engine`)
    const aiOutcome = await healWithAi({
      ai,
      meter: rc.meter,
      page,
      plan: planned.plan,
      code: current.code,
      error: current.failure,
      classification: rules.classification,
      ...(rules.failedStep ? { failedStep: rules.failedStep } : {}),
      console: consoleLines,
      env,
      signal: rc.signal,
    }).catch((err: unknown) => {
      if (!(err instanceof AiProviderError)) throw err
      return { status: 'not_healed' as const, classification: rules.classification, reason: `AI heal failed: ${err.message}` }
    })
    return { ...aiOutcome, reason: `rules: ${rules.reason}; ${aiOutcome.reason}` }
  } finally {
    await context.close()
  }
}
