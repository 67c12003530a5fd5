import fs from 'node:fs/promises'
import path from 'node:path'
import type { AiClient } from '../../../platform/ai/ai-client.js'
import { AI_NOT_CONFIGURED } from '../../../platform/ai/create-ai-client.js'
import { baseUrlVariableOf } from '../../pipeline/codegen.js'
import { planSpec, type UiPlan } from '../../pipeline/planner.js'
import { parseUiSpec } from '../../pipeline/spec-parser.js'
import { resolvePlaceholders } from '../../project-variables/service.js'
import { getSpecContent } from '../../specs/service.js'
import * as store from '../store.js'
import { PipelineError, type RunContext } from './run-context.js'

export interface Planned {
  plan: UiPlan
  /** The AI client this run may use; undefined for a rules-only run. */
  ai: AiClient | undefined
  /** Resolved `{{VAR}}` values (project variables, SPEC_ENV_ALLOWLIST): passed to the test and masked in its output. */
  env: Record<string, string>
  baseUrl: string | undefined
}

/** The AI client a run may use: none for `rules`; `ai` requires one; `auto` uses one when configured. */
function runAi(rc: RunContext): AiClient | undefined {
  const engine = rc.payload.engine
  if (engine === 'rules') return undefined
  if (engine === 'ai' && !rc.deps.ai) throw new PipelineError(AI_NOT_CONFIGURED)
  return rc.deps.ai
}

/**
 * Parses and plans the spec. Ends the run `error` (before any browser work) when the spec has errors, when a
 * rules-only run has steps the rules do not understand (a skipped step would look green), or when a `{{VAR}}`
 * it uses has no value (the environment's fault, not the app's).
 */
export async function planStage(rc: RunContext): Promise<Planned> {
  const { deps, payload, stages, log } = rc
  const ai = runAi(rc)
  const stage = await stages.begin('plan')
  const source = await getSpecContent(deps, payload.projectId, payload.specName)
  await fs.writeFile(path.join(rc.runDir, 'spec.md'), source.content)
  const parsed = parseUiSpec(source.content, { resolveTemplate: source.resolveTemplate })
  if (parsed.errors.length > 0) {
    const detail = parsed.errors.map((e) => `line ${e.line}: ${e.message}`).join('; ')
    await stages.end(stage, 'error', detail)
    throw new PipelineError(`The spec has errors: ${detail}`)
  }
  const plan = planSpec(parsed.spec)
  await fs.writeFile(path.join(rc.runDir, 'plan.json'), JSON.stringify(plan, null, 2))
  await store.updateRun(deps.db, payload.runId, { plan: JSON.stringify(plan) })
  for (const w of plan.warnings) log(`warning (line ${w.line}): ${w.message}`)
  const unchecked = plan.outcomes.filter((o) => o.checks.length === 0).length
  const summary = [
    `${plan.steps.length} steps`,
    `${plan.outcomes.length} outcome checks`,
    `${plan.unknown.length} not understood`,
    ...(unchecked > 0 ? [`${unchecked} expected outcome(s) not checkable (see warnings)`] : []),
  ]
  if (!ai && plan.unknown.length > 0) {
    const lines = plan.unknown.map((u) => `line ${u.line}: "${u.text}"`).join('; ')
    await stages.end(stage, 'error', summary.join(', '))
    throw new PipelineError(`Not understood by the rules engine (reword, or configure an AI provider): ${lines}`)
  }
  const { values: env, problems } = await resolvePlaceholders(deps, payload.projectId, plan.variables)
  if (problems.length > 0) {
    await stages.end(stage, 'error', `unresolved variables: ${problems.map((p) => p.name).join(', ')}`)
    throw new PipelineError(problems.map((p) => p.message).join('; '))
  }
  await stages.end(stage, 'passed', summary.join(', '))
  // The same rule as codegen's: the *_URL variable the spec navigates with (BASE_URL first) is Playwright's baseURL.
  const baseUrlVar = baseUrlVariableOf(plan)
  return { plan, ai, env, baseUrl: baseUrlVar ? env[baseUrlVar] : undefined }
}
