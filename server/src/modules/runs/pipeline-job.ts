import fs from 'node:fs/promises'
import path from 'node:path'
import type { AppDeps } from '../../app-deps.js'
import type { AiClient } from '../../platform/ai/ai-client.js'
import { UsageMeter } from '../../platform/ai/cost.js'
import { AI_NOT_CONFIGURED } from '../../platform/ai/create-ai-client.js'
import { AiProviderError } from '../../platform/ai/errors.js'
import type { JobContext } from '../../platform/jobs/job-queue.js'
import { launchChromium } from '../../platform/playwright/launch.js'
import { runPlaywrightTests } from '../../platform/playwright/run-tests.js'
import { resolveInsideRoot } from '../../platform/playwright/safe-path.js'
import { ensureWorkspace } from '../../platform/playwright/workspace.js'
import { type AiGeneratedStep, generateUnknownSteps, reapplyGenerated } from '../pipeline/ai-generator.js'
import { healWithAi } from '../pipeline/ai-healer.js'
import { planUnknownSteps } from '../pipeline/ai-planner.js'
import { generateTest, stepAtLine } from '../pipeline/codegen.js'
import { healTest } from '../pipeline/healer.js'
import { resolvePlan } from '../pipeline/plan-walker.js'
import { planSpec, type UiPlan } from '../pipeline/planner.js'
import type { Resolutions } from '../pipeline/resolution.js'
import { parseUiSpec } from '../pipeline/spec-parser.js'
import { resolvePlaceholders } from '../project-variables/service.js'
import { getSpecContent, markAutomated } from '../specs/service.js'
import type { Attempt, RunStatus, Stage } from './schemas.js'
import * as store from './store.js'

export type PipelineDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'runLogs' | 'browserPool' | 'secrets'> & Partial<Pick<AppDeps, 'ai'>>
export interface PipelinePayload {
  runId: string
  projectId: string
  specName: string
  heal: boolean
  maxHealAttempts: number
  /** `rules`: no AI call at all; `auto` (default): AI for what the rules cannot do, when a provider is configured; `ai`: requires one. */
  engine?: 'auto' | 'rules' | 'ai'
}

/** The AI client this run may use, or undefined for a rules-only run. */
function runAi(deps: PipelineDeps, engine: PipelinePayload['engine']): AiClient | undefined {
  if (engine === 'rules') return undefined
  if (engine === 'ai' && !deps.ai) throw new PipelineError(AI_NOT_CONFIGURED)
  return deps.ai
}

const BASE_URL_VARIABLES = ['BASE_URL', 'DEMO_URL']
const TEST_TIMEOUT_MS = 60_000

/** A run's stage timeline, persisted after every change so the dashboard can follow it. */
class Stages {
  readonly list: Stage[] = []
  constructor(
    private readonly deps: PipelineDeps,
    private readonly runId: string,
  ) {}
  async begin(name: string): Promise<Stage> {
    const stage: Stage = {
      name,
      status: 'running',
      started_at: this.deps.clock.nowIso(),
      finished_at: null,
      duration_ms: null,
      detail: null,
    }
    this.list.push(stage)
    await this.save()
    return stage
  }
  async end(stage: Stage, status: Stage['status'], detail: string | null = null): Promise<void> {
    stage.status = status
    stage.detail = detail
    stage.finished_at = this.deps.clock.nowIso()
    stage.duration_ms = Date.parse(stage.finished_at) - Date.parse(stage.started_at)
    await this.save()
  }
  save() {
    return store.updateRun(this.deps.db, this.runId, { stages: JSON.stringify(this.list) })
  }
}

class PipelineError extends Error {}

/** On a pass the test becomes the spec's accepted test in the workspace (tests/generated/<project>/). */
async function acceptTest(deps: PipelineDeps, payload: PipelinePayload, code: string): Promise<void> {
  const workspace = await ensureWorkspace(deps.config.dataDir)
  const fileName = `${payload.specName.replace(/[^\w/-]+/g, '-')}.spec.ts`
  const target = resolveInsideRoot(path.join(workspace.generated, payload.projectId), fileName, ['path', 'spec'])
  await fs.mkdir(path.dirname(target), { recursive: true })
  await fs.writeFile(target, code)
  await markAutomated(deps, payload.projectId, payload.specName, { runId: payload.runId, testPath: path.relative(workspace.root, target) })
}

function firstError(report: Awaited<ReturnType<typeof runPlaywrightTests>>['report']): { message: string; line?: number } | undefined {
  const failed = report.tests.find((t) => t.outcome === 'unexpected')
  const err = failed?.errors[0]
  if (err) return { message: err.message, ...(err.location?.line ? { line: err.location.line } : {}) }
  const top = report.errors[0]
  return top ? { message: top.message } : undefined
}

/**
 * plan -> generate -> validate -> heal, for one UI spec. Generation resolves every target on the live page
 * (or reuses the spec's selector memory); validation runs the generated file with the Playwright CLI; a failure
 * is healed by the rules engine at most `maxHealAttempts` times, and an app regression is never healed.
 */
export async function runPipeline(deps: PipelineDeps, ctx: JobContext<PipelinePayload>): Promise<{ status: RunStatus }> {
  const { runId, projectId, specName } = ctx.job.payload
  const live = await store.findRun(deps.db, projectId, runId)
  if (!live || !['queued', 'running'].includes(live.status)) return { status: (live?.status ?? 'error') as RunStatus }
  const startedAt = deps.clock.now()
  await store.updateRun(deps.db, runId, { status: 'running', started_at: new Date(startedAt).toISOString() })
  await deps.runLogs.open(runId, projectId)
  const log = (line: string) => void deps.runLogs.append(runId, line)
  const stages = new Stages(deps, runId)
  const attempts: Attempt[] = []
  const runDir = path.join(deps.config.dataDir, 'runs', runId)
  await fs.mkdir(runDir, { recursive: true })
  let status: RunStatus = 'error'
  let error: string | null = null
  let code: string | null = null
  const meter = new UsageMeter()
  try {
    const ai = runAi(deps, ctx.job.payload.engine)
    // plan
    let stage = await stages.begin('plan')
    const source = await getSpecContent(deps, projectId, specName)
    await fs.writeFile(path.join(runDir, 'spec.md'), source.content)
    const parsed = parseUiSpec(source.content, { resolveTemplate: source.resolveTemplate })
    if (parsed.errors.length > 0) {
      const detail = parsed.errors.map((e) => `line ${e.line}: ${e.message}`).join('; ')
      await stages.end(stage, 'error', detail)
      throw new PipelineError(`The spec has errors: ${detail}`)
    }
    let plan = planSpec(parsed.spec)
    await fs.writeFile(path.join(runDir, 'plan.json'), JSON.stringify(plan, null, 2))
    await store.updateRun(deps.db, runId, { plan: JSON.stringify(plan) })
    for (const u of plan.unknown) log(`Step ${u.n} (line ${u.line}) is not understood by the rules engine: ${u.reason}`)
    await stages.end(
      stage,
      'passed',
      `${plan.steps.length} steps, ${plan.outcomes.length} outcome checks, ${plan.unknown.length} not understood`,
    )

    // Without a model nothing can stand in for a step the rules do not understand: a test with a skipped
    // step would look green, so the run stops here and names the lines to reword.
    if (!ai && plan.unknown.length > 0) {
      const lines = plan.unknown.map((u) => `line ${u.line}: "${u.text}"`).join('; ')
      throw new PipelineError(`Not understood by the rules engine (reword, or configure an AI provider): ${lines}`)
    }

    const { values: env, problems } = await resolvePlaceholders(deps, projectId, plan.variables)
    if (problems.length > 0) throw new PipelineError(problems.map((p) => p.message).join('; '))
    const baseUrlVar = BASE_URL_VARIABLES.find((v) => env[v])
    const baseUrl = baseUrlVar ? env[baseUrlVar] : undefined

    await deps.browserPool.loadTestLock.assertFree()
    const lease = await deps.browserPool.acquire(runId, 'TEST_RUN', specName, { signal: ctx.signal })
    const browser = await launchChromium(deps.config.chromiumPath)
    try {
      if (ai && plan.unknown.length > 0) {
        stage = await stages.begin('plan (ai)')
        const result = await planUnknownSteps(plan, {
          ai,
          meter,
          env,
          ...(baseUrl ? { baseUrl } : {}),
          signal: ctx.signal,
          newPage: async () => {
            const context = await browser.newContext()
            return { page: await context.newPage(), close: () => context.close() }
          },
        }).catch((err: unknown) => {
          throw err instanceof AiProviderError ? new PipelineError(`AI planning failed: ${err.message}`) : err
        })
        plan = result.plan
        await fs.writeFile(path.join(runDir, 'plan.json'), JSON.stringify(plan, null, 2))
        await store.updateRun(deps.db, runId, { plan: JSON.stringify(plan) })
        for (const p of result.planned) log(`Step ${p.n} (line ${p.line}) planned by the AI engine as ${p.action.kind}`)
        for (const f of result.failed) log(`Step ${f.n} is still not understood: ${f.reason}`)
        const detail = [
          `${result.planned.length} of ${result.planned.length + result.failed.length} steps planned by AI`,
          ...result.failed.map((f) => f.reason),
        ]
        await stages.end(stage, result.failed.length > 0 ? 'failed' : 'passed', detail.join('; '))
      }
      // generate
      stage = await stages.begin('generate')
      const storedText = await store.readMemory(deps.db, projectId, specName)
      let resolutions: Resolutions = storedText ? JSON.parse(storedText) : {}
      if (!storedText) {
        const context = await browser.newContext()
        const walk = await resolvePlan(await context.newPage(), plan, { env, ...(baseUrl ? { baseUrl } : {}) })
        await context.close()
        resolutions = walk.resolutions
        if (!walk.ok && walk.failure)
          log(`While resolving targets, step ${walk.failure.n ?? '?'} failed: ${walk.failure.failure?.message ?? ''}`)
      }
      const generated = generateTest(plan, resolutions)
      code = generated.code
      await stages.end(stage, 'passed', storedText ? 'from selector memory' : 'targets resolved on the live page')

      // generate (ai): code for the steps that still have no action; a step it cannot write stops the run (error),
      // because a test.fixme step would be skipped by Playwright and the run would look green.
      let aiGenerated: AiGeneratedStep[] = []
      const unknownSteps = plan.steps.filter((s) => s.action.kind === 'unknown')
      if (ai && unknownSteps.length > 0) {
        stage = await stages.begin('generate (ai)')
        const result = await generateUnknownSteps(plan, code, {
          ai,
          meter,
          env,
          ...(baseUrl ? { baseUrl } : {}),
          signal: ctx.signal,
          newPage: async () => {
            const context = await browser.newContext()
            return { page: await context.newPage(), close: () => context.close() }
          },
        }).catch(async (err: unknown) => {
          if (!(err instanceof AiProviderError)) throw err
          await stages.end(stage, 'error', `AI code generation failed: ${err.message}`)
          throw new PipelineError(`AI code generation failed: ${err.message}`)
        })
        code = result.code
        aiGenerated = result.generated
        await store.updateRun(deps.db, runId, { code })
        for (const g of result.generated) log(`Step ${g.n} (line ${g.line}) written by the AI engine: ${g.explanation}`)
        for (const f of result.failed) log(`Step ${f.n} has no code: ${f.reason}`)
        const detail = [`${result.generated.length} of ${unknownSteps.length} steps generated by AI`, ...result.failed.map((f) => f.reason)]
        await stages.end(stage, result.failed.length > 0 ? 'failed' : 'passed', detail.join('; '))
        if (result.failed.length > 0) throw new PipelineError(`AI code generation failed: ${result.failed.map((f) => f.reason).join('; ')}`)
      }

      // validate, then heal while allowed
      for (let n = 1; ; n++) {
        stage = await stages.begin(n === 1 ? 'validate' : `validate (after heal ${n - 1})`)
        const dir = path.join(runDir, `attempt-${n}`)
        await fs.mkdir(dir, { recursive: true })
        const file = path.join(dir, generated.fileName)
        await fs.writeFile(file, code)
        const result = await runPlaywrightTests({
          files: [file],
          outputDir: dir,
          chromiumPath: deps.config.chromiumPath,
          env: { ...env, ...(baseUrl ? { BASE_URL: baseUrl } : {}) },
          secrets: env,
          signal: ctx.signal,
          workers: 1,
          retries: 0,
          testTimeoutMs: TEST_TIMEOUT_MS,
          onLine: log,
        })
        const failure = result.report.stats.failed > 0 || result.report.tests.length === 0 ? firstError(result.report) : undefined
        const attempt: Attempt = {
          n,
          status: failure ? 'failed' : 'passed',
          code,
          error: failure?.message ?? null,
          failed_step: failure?.line ? (stepAtLine(code, failure.line) ?? null) : null,
          classification: null,
          heal: null,
          diff: null,
          duration_ms: Math.round(result.durationMs),
        }
        attempts.push(attempt)
        await store.updateRun(deps.db, runId, { attempts: JSON.stringify(attempts), code })
        if (!failure) {
          await stages.end(stage, 'passed')
          status = 'passed'
          await store.writeMemory(deps.db, {
            project_id: projectId,
            spec_name: specName,
            resolutions: JSON.stringify(resolutions),
            run_id: runId,
            updated_at: deps.clock.nowIso(),
          })
          break
        }
        await stages.end(stage, 'failed', failure.message.split('\n')[0] ?? null)
        const healsUsed = n - 1
        if (!ctx.job.payload.heal || healsUsed >= ctx.job.payload.maxHealAttempts || ctx.signal.aborted) {
          status = 'failed'
          error = failure.message.split('\n')[0] ?? 'failed'
          break
        }
        stage = await stages.begin(`heal ${n}`)
        const context = await browser.newContext()
        const page = await context.newPage()
        const consoleLines: string[] = []
        page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`))
        page.on('pageerror', (e) => consoleLines.push(`pageerror: ${e.message}`))
        let outcome: {
          status: string
          classification: Attempt['classification'] & {}
          reason: string
          code?: string
          diff?: string
        } & Partial<Pick<Awaited<ReturnType<typeof healTest>>, 'resolutions'>>
        try {
          const rules = await healTest(page, {
            plan: plan as UiPlan,
            stored: resolutions,
            code,
            error: failure,
            env,
            ...(baseUrl ? { baseUrl } : {}),
          })
          outcome = rules
          if (ai && rules.status !== 'healed' && rules.classification !== 'app_regression' && rules.classification !== 'environment') {
            log(`The rules healer could not heal it (${rules.reason}); asking the AI engine`)
            const aiOutcome = await healWithAi({
              ai,
              meter,
              page,
              plan,
              code,
              error: failure,
              classification: rules.classification,
              ...(rules.failedStep ? { failedStep: rules.failedStep } : {}),
              console: consoleLines,
              env,
              signal: ctx.signal,
            }).catch((err: unknown) => {
              if (!(err instanceof AiProviderError)) throw err
              return { status: 'not_healed' as const, classification: rules.classification, reason: `AI heal failed: ${err.message}` }
            })
            outcome = { ...aiOutcome, reason: `rules: ${rules.reason}; ${aiOutcome.reason}` }
          }
        } finally {
          await context.close()
        }
        attempt.classification = outcome.classification
        attempt.heal = outcome.reason
        attempt.diff = outcome.diff ?? null
        await store.updateRun(deps.db, runId, { attempts: JSON.stringify(attempts) })
        if (outcome.status !== 'healed' || !outcome.code) {
          await stages.end(stage, 'failed', `${outcome.classification}: ${outcome.reason}`)
          status = 'failed'
          error = `${outcome.classification}: ${failure.message.split('\n')[0] ?? ''}`
          if (outcome.reason.includes('AI heal failed: ')) error += ` (${outcome.reason.slice(outcome.reason.indexOf('AI heal failed: '))})`
          break
        }
        await stages.end(stage, 'passed', `${outcome.classification}: ${outcome.reason}`)
        log(`Healed (${outcome.classification}): ${outcome.reason}`)
        code = reapplyGenerated(outcome.code, aiGenerated) // a rules heal regenerates the file from the plan
        if (outcome.resolutions) resolutions = outcome.resolutions
      }
    } finally {
      await browser.close().catch(() => undefined)
      await lease.release(status === 'error' ? 'failed' : 'completed')
    }
  } catch (err) {
    error = err instanceof Error ? err.message : String(err)
    log(`Run error: ${error}`)
    status = 'error'
  } finally {
    // The accepted test is in place before anyone can see the run as passed.
    if (status === 'passed' && code) {
      await acceptTest(deps, ctx.job.payload, code).catch((err: unknown) =>
        log(`Could not record the accepted test: ${err instanceof Error ? err.message : String(err)}`),
      )
    }
    await store.finishRunIfLive(deps.db, runId, {
      status,
      error,
      code,
      stages: JSON.stringify(stages.list),
      attempts: JSON.stringify(attempts),
      finished_at: deps.clock.nowIso(),
      duration_ms: deps.clock.now() - startedAt,
      ...(meter.summary().calls > 0 ? { ai_usage: JSON.stringify(meter.summary()), engine: 'ai' } : {}),
    })
    await deps.runLogs.close(runId, status)
  }
  return { status }
}
