import fs from 'node:fs/promises'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { AiProviderError } from '../../../platform/ai/errors.js'
import { type AiGeneratedStep, generateUnknownSteps } from '../../pipeline/ai-generator.js'
import { planUnknownSteps } from '../../pipeline/ai-planner.js'
import { generateTest } from '../../pipeline/codegen.js'
import { resolvePlan, type StepOutcome } from '../../pipeline/plan-walker.js'
import type { UiPlan } from '../../pipeline/planner.js'
import type { Resolutions } from '../../pipeline/resolution.js'
import type { Unresolved } from '../../pipeline/step-walk.js'
import * as store from '../store.js'
import type { Planned } from './plan.js'
import { PipelineError, type RunContext, throwIfAborted } from './run-context.js'

export interface Generated {
  plan: UiPlan
  code: string
  fileName: string
  resolutions: Resolutions
  /** Steps the AI engine wrote, re-applied after a rules heal regenerates the file. */
  aiGenerated: AiGeneratedStep[]
}

/** Prefix of a run error that says the tool, not the app, is why the run did not pass (web/src/pages/runs reads it). */
export const COULD_NOT_AUTOMATE = 'Could not automate'

function couldNotAutomate(step: StepOutcome, unresolved: Unresolved): string {
  const what = unresolved.reason === 'ambiguous' ? 'several elements match' : 'nothing matches'
  const closest =
    unresolved.candidates.length > 0 ? `; closest candidates: ${unresolved.candidates.join(', ')}` : '; no candidate came close'
  return `${COULD_NOT_AUTOMATE} step ${step.n ?? '?'} (line ${step.line}) "${step.text}": ${what} ${unresolved.searched}${closest}`
}

function pages(browser: Browser) {
  return async () => {
    const context = await browser.newContext()
    return { page: await context.newPage(), close: () => context.close() }
  }
}

/**
 * plan (ai) -> generate -> generate (ai). Targets are resolved on the live page (or taken from the spec's
 * selector memory); a step that still has no code after the AI engine stops the run `error`, because a
 * `test.fixme` step would be skipped by Playwright.
 */
export async function generateStage(rc: RunContext, planned: Planned, browser: Browser): Promise<Generated> {
  const { deps, payload, stages, log, signal } = rc
  const { ai, env, baseUrl } = planned
  const aiOptions = (client: NonNullable<typeof ai>) => ({
    ai: client,
    meter: rc.meter,
    env,
    ...(baseUrl ? { baseUrl } : {}),
    signal,
    newPage: pages(browser),
  })
  let plan = planned.plan
  if (ai && plan.unknown.length > 0) {
    const stage = await stages.begin('plan (ai)')
    const result = await planUnknownSteps(plan, aiOptions(ai)).catch((err: unknown) => {
      throw err instanceof AiProviderError ? new PipelineError(`AI planning failed: ${err.message}`) : err
    })
    plan = result.plan
    await fs.writeFile(path.join(rc.runDir, 'plan.json'), JSON.stringify(plan, null, 2))
    await store.updateRun(deps.db, payload.runId, { plan: JSON.stringify(plan) })
    for (const p of result.planned) log(`Step ${p.n} (line ${p.line}) planned by the AI engine as ${p.action.kind}`)
    for (const f of result.failed) log(`Step ${f.n} is still not understood: ${f.reason}`)
    const detail = [
      `${result.planned.length} of ${result.planned.length + result.failed.length} steps planned by AI`,
      ...result.failed.map((f) => f.reason),
    ]
    await stages.end(stage, result.failed.length > 0 ? 'failed' : 'passed', detail.join('; '))
  }
  throwIfAborted(signal)

  const stage = await stages.begin('generate')
  const storedText = await store.readMemory(deps.db, payload.projectId, payload.specName)
  let resolutions: Resolutions = storedText ? JSON.parse(storedText) : {}
  if (!storedText) {
    const context = await browser.newContext()
    try {
      const walk = await resolvePlan(await context.newPage(), plan, { env, ...(baseUrl ? { baseUrl } : {}) })
      resolutions = walk.resolutions
      if (!walk.ok && walk.failure)
        log(`While resolving targets, step ${walk.failure.n ?? '?'} failed: ${walk.failure.failure?.message ?? ''}`)
      // A target the step's words find nowhere: running the test would only wait into its timeout and call a
      // working app broken. The run ends `error` now, naming the line, what was searched and what came closest.
      const unresolved = walk.failure?.failure?.unresolved
      if (walk.failure && unresolved) {
        const message = couldNotAutomate(walk.failure, unresolved)
        await stages.end(stage, 'error', message)
        throw new PipelineError(message)
      }
    } finally {
      await context.close()
    }
  }
  const generated = generateTest(plan, resolutions)
  let code = generated.code
  await stages.end(stage, 'passed', storedText ? 'from selector memory' : 'targets resolved on the live page')
  throwIfAborted(signal)

  let aiGenerated: AiGeneratedStep[] = []
  const unknownSteps = plan.steps.filter((s) => s.action.kind === 'unknown')
  if (unknownSteps.length > 0 && !ai) {
    throw new PipelineError(`No code for: ${unknownSteps.map((s) => `line ${s.line}: "${s.text}"`).join('; ')}`)
  }
  if (ai && unknownSteps.length > 0) {
    const aiStage = await stages.begin('generate (ai)')
    const result = await generateUnknownSteps(plan, code, aiOptions(ai)).catch(async (err: unknown) => {
      if (!(err instanceof AiProviderError)) throw err
      await stages.end(aiStage, 'error', `AI code generation failed: ${err.message}`)
      throw new PipelineError(`AI code generation failed: ${err.message}`)
    })
    code = result.code
    aiGenerated = result.generated
    await store.updateRun(deps.db, payload.runId, { code })
    for (const g of result.generated) log(`Step ${g.n} (line ${g.line}) written by the AI engine: ${g.explanation}`)
    for (const f of result.failed) log(`Step ${f.n} has no code: ${f.reason}`)
    const detail = [`${result.generated.length} of ${unknownSteps.length} steps generated by AI`, ...result.failed.map((f) => f.reason)]
    await stages.end(aiStage, result.failed.length > 0 ? 'failed' : 'passed', detail.join('; '))
    if (result.failed.length > 0) throw new PipelineError(`AI code generation failed: ${result.failed.map((f) => f.reason).join('; ')}`)
  }
  throwIfAborted(signal)
  return { plan, code, fileName: generated.fileName, resolutions, aiGenerated }
}
