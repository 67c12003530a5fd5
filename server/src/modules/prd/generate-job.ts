import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { completeJson } from '../../platform/ai/complete-json.js'
import { publishChange } from '../../platform/events/publish.js'
import type { JobContext, JobInterruption } from '../../platform/jobs/job-queue.js'
import { type Draft, type DraftParts, renderDraft, rulesParts, toDraft } from './drafts.js'
import type { Feature } from './features.js'
import * as store from './store.js'

export const PRD_GENERATE_JOB = 'prd.generate'
export type PrdDeps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'runLogs' | 'ai'> & Partial<Pick<AppDeps, 'events'>>
export interface GeneratePayload {
  generationId: string
  projectId: string
  /** Feature indexes to draft. */
  features: number[]
  /** rules, or ai (auto was resolved when the generation was created). */
  engine: 'rules' | 'ai'
}

const AiDraftSchema = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(1000),
  steps: z.array(z.string().min(1).max(300)).min(1).max(30),
  expected: z.array(z.string().min(1).max(300)).max(20),
})

const SYSTEM = `You write UI test specs for Specwright from a product requirement. Answer with JSON only.
Steps must use this grammar, one action per step: Navigate to <url>; Click "<text>"; Enter "<value>" into the <label> field;
Select "<option>" from the <label> dropdown; Check "<label>"; Press <key>; Verify the text "<text>" is visible;
Verify the URL contains <path>; Verify the title is "<text>". The first step is: Navigate to {{BASE_URL}}.
Use only texts the requirement states; never invent passwords or data beyond placeholders like {{USERNAME}}.`

async function aiParts(deps: PrdDeps, f: Feature, signal: AbortSignal): Promise<DraftParts> {
  if (!deps.ai) throw new Error('AI provider not configured')
  const user = `Feature: ${f.title}\nSummary: ${f.summary}\nRequirements:\n${f.requirements.map((r) => `- ${r}`).join('\n') || '- (none stated)'}`
  const { value } = await completeJson(deps.ai, { system: SYSTEM, user, schema: AiDraftSchema, signal, maxTokens: 1200, temperature: 0.2 })
  return value
}

async function draftFeature(
  deps: PrdDeps,
  f: Feature,
  engine: 'rules' | 'ai',
  source: string,
  log: (l: string) => Promise<unknown>,
  signal: AbortSignal,
): Promise<Draft> {
  if (engine === 'ai') {
    try {
      const draft = toDraft(f, renderDraft(await aiParts(deps, f, signal), source), 'ai')
      if (draft.valid) return draft
      await log(`  AI draft has errors (${draft.errors.map((e) => `line ${e.line}: ${e.message}`).join('; ')}); using the rules engine`)
    } catch (err) {
      if (signal.aborted) throw err
      await log(`  AI failed (${err instanceof Error ? err.message : String(err)}); using the rules engine`)
    }
  }
  return toDraft(f, renderDraft(rulesParts(f), source), 'rules')
}

/** Drafts one UI spec per selected feature, logging each step to the generation's log (SSE). */
export async function runGeneration(deps: PrdDeps, ctx: JobContext<GeneratePayload>): Promise<{ status: string; drafts: number }> {
  const { generationId: id, projectId, engine } = ctx.job.payload
  const gen = await store.findGeneration(deps.db, projectId, id)
  const doc = gen ? await store.findDocument(deps.db, projectId, gen.document_id) : undefined
  if (!gen || !doc || !['queued', 'running'].includes(gen.status)) return { status: gen?.status ?? 'missing', drafts: 0 }
  const log = (line: string) => deps.runLogs.append(id, line)
  try {
    await store.updateGeneration(deps.db, id, { status: 'running' })
    publishChange(deps, projectId, 'prd_generation', id, 'running', 0)
    const all = (JSON.parse(doc.features) as { features: Feature[] }).features
    const chosen = all.filter((f) => ctx.job.payload.features.includes(f.index))
    await log(`Drafting ${chosen.length} UI spec(s) from "${doc.file_name}" with the ${engine} engine`)
    const drafts: Draft[] = []
    for (const [n, f] of chosen.entries()) {
      if (ctx.signal.aborted) return { status: 'cancelled', drafts: drafts.length }
      await log(`[${n + 1}/${chosen.length}] ${f.title}: ${f.requirements.length} requirement(s)`)
      const draft = await draftFeature(deps, f, engine, `the PRD "${doc.file_name}", section "${f.title}"`, log, ctx.signal)
      drafts.push(draft)
      await log(
        `  ${draft.spec_name}: ${draft.valid ? 'valid' : `${draft.errors.length} error(s)`}, ${draft.warnings.length} warning(s), engine ${draft.engine}`,
      )
      await store.updateGeneration(deps.db, id, { drafts: JSON.stringify(drafts) })
      ctx.progress(Math.floor(((n + 1) / Math.max(1, chosen.length)) * 100), `${n + 1}/${chosen.length} features`)
      publishChange(deps, projectId, 'prd_generation', id, 'running', Math.floor(((n + 1) / Math.max(1, chosen.length)) * 100))
    }
    const valid = drafts.filter((d) => d.valid).length
    await log(`Done: ${drafts.length} draft(s), ${valid} valid`)
    await store.finishGenerationIfLive(deps.db, id, { status: 'completed', finished_at: deps.clock.nowIso() })
    publishChange(deps, projectId, 'prd_generation', id, 'completed', 100)
    await deps.runLogs.close(id, 'completed')
    return { status: 'completed', drafts: drafts.length }
  } catch (err) {
    if (ctx.signal.aborted) throw err
    const reason = err instanceof Error ? err.message : String(err)
    await log(`Failed: ${reason}`).catch(() => undefined)
    await store.finishGenerationIfLive(deps.db, id, { status: 'failed', error: reason, finished_at: deps.clock.nowIso() })
    publishChange(deps, projectId, 'prd_generation', id, 'failed')
    await deps.runLogs.close(id, 'failed')
    throw err
  }
}

export async function onGenerationInterrupted(deps: PrdDeps, { job, outcome }: JobInterruption): Promise<void> {
  const { generationId: id } = job.payload as GeneratePayload
  if (outcome === 'requeued') return
  const status = outcome === 'cancelled' ? 'cancelled' : 'failed'
  await store.finishGenerationIfLive(deps.db, id, {
    status,
    error: status === 'failed' ? (job.error ?? 'interrupted by restart') : null,
    finished_at: deps.clock.nowIso(),
  })
  publishChange(deps, job.project_id, 'prd_generation', id, status)
  await deps.runLogs
    .append(id, status === 'cancelled' ? 'Cancelled' : `Stopped: ${job.error ?? 'interrupted by restart'}`)
    .catch(() => undefined)
  await deps.runLogs.close(id, status)
}
