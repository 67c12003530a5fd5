import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import * as apiSpecs from '../api-testing/service.js'
import { listSessions } from '../exploration/service.js'
import { getProject } from '../projects/service.js'
import { requirementsWithEvidence } from '../requirements/service.js'
import * as uiSpecs from '../specs/service.js'
import { analyzeSpec } from '../specs/spec-check.js'
import { aiRerank } from './ai-rerank.js'
import { draftSpec, type SpecDraft } from './gap-spec.js'
import { COVERED_AT, type Coverage, coverageOf, matchRequirement, PARTIAL_AT, type SpecMatch, type SpecText, specText } from './matcher.js'
import type { Rtm, RtmEntry } from './schemas.js'
import * as store from './store.js'

type Deps = Pick<AppDeps, 'db' | 'clock'> & Partial<Pick<AppDeps, 'ai'>>

/** Every UI and API spec of the project as matchable text. */
async function projectSpecs(deps: Deps, projectId: string): Promise<SpecText[]> {
  const out: SpecText[] = []
  const names: string[] = []
  for (let offset = 0; ; offset += 200) {
    const page = await uiSpecs.listSpecs(deps, projectId, { limit: 200, offset })
    names.push(...page.items.map((s) => s.name))
    if (!page.has_more) break
  }
  for (let i = 0; i < names.length; i += 200) {
    for (const s of await uiSpecs.requireSpecContents(deps, projectId, names.slice(i, i + 200))) out.push(specText('ui', s.name, s.content))
  }
  for (let offset = 0; ; offset += 100) {
    const page = await apiSpecs.listSpecs(deps, projectId, { limit: 100, offset })
    for (const s of page.items) out.push(specText('api', s.name, (await apiSpecs.getSpecRow(deps, projectId, s.name)).content))
    if (!page.has_more) break
  }
  return out
}

/** Where drafts navigate when a requirement has no evidence: the project's base URL, else the last explored site. */
async function baseUrlOf(deps: Deps, projectId: string): Promise<string | null> {
  const project = await getProject(deps, projectId)
  if (project.base_url) return project.base_url
  const last = await listSessions(deps, projectId, { limit: 1, offset: 0 })
  return last.items[0] ? new URL(last.items[0].url).origin : null
}

/** A draft the rules grammar accepts without an error or a warning, else undefined. */
function validDraft(draft: SpecDraft | undefined): SpecDraft | undefined {
  if (!draft) return undefined
  const analysis = analyzeSpec(draft.content, () => undefined)
  return analysis.errors.length === 0 && analysis.warnings.length === 0 ? draft : undefined
}

/**
 * Builds the matrix again from the current requirements and specs (rules engine: lexical confidence, see
 * matcher.ts) and stores it, replacing the previous one. Rejected requirements are left out.
 */
export async function generateRtm(deps: Deps, projectId: string): Promise<Rtm> {
  const [requirements, specs, baseUrl] = await Promise.all([
    requirementsWithEvidence(deps, projectId),
    projectSpecs(deps, projectId),
    baseUrlOf(deps, projectId),
  ])
  const now = deps.clock.nowIso()
  const rows = []
  for (const r of requirements.filter((x) => x.status !== 'rejected')) {
    let matches = matchRequirement(r, specs)
    let engine: 'rules' | 'ai' = 'rules'
    if (deps.ai && specs.length > 0) {
      // AI rerank when configured; a provider or output failure keeps the lexical result for this requirement.
      try {
        matches = (await aiRerank(deps.ai, r, specs)).filter((m) => m.confidence >= PARTIAL_AT)
        engine = 'ai'
      } catch {
        engine = 'rules'
      }
    }
    {
      const best = matches[0]?.confidence ?? 0
      const draft = best < PARTIAL_AT ? validDraft(draftSpec(r, baseUrl)) : undefined
      rows.push({
        id: uuidv7(),
        project_id: projectId,
        requirement_id: r.id,
        coverage: coverageOf(best, draft !== undefined),
        confidence: best,
        engine,
        matches: JSON.stringify(matches),
        suggestion: draft ? JSON.stringify(draft) : null,
        generated_at: now,
      })
    }
  }
  await store.replaceEntries(deps.db, projectId, rows)
  return getRtm(deps, projectId, specs.length)
}

/** The stored matrix; requirements added or edited since it was generated are listed as stale. */
export async function getRtm(deps: Deps, projectId: string, specCount?: number): Promise<Rtm> {
  await getProject(deps, projectId)
  const [requirements, entries] = await Promise.all([requirementsWithEvidence(deps, projectId), store.entriesOf(deps.db, projectId)])
  const byReq = new Map(entries.map((e) => [e.requirement_id, e]))
  const engine = entries.length > 0 && entries.every((e) => e.engine === 'ai') ? 'ai' : 'rules'
  const generatedAt = entries.reduce<string | null>((max, e) => (max === null || e.generated_at > max ? e.generated_at : max), null)
  const items: RtmEntry[] = requirements
    .filter((r) => r.status !== 'rejected')
    .map((r) => {
      const e = byReq.get(r.id)
      return {
        requirement_id: r.id,
        code: r.code,
        title: r.title,
        category: r.category,
        priority: r.priority,
        coverage: (e?.coverage as Coverage) ?? 'uncovered',
        confidence: e ? Number(e.confidence) : 0,
        matches: e ? (JSON.parse(e.matches) as SpecMatch[]) : [],
        suggestion: e?.suggestion ? (JSON.parse(e.suggestion) as SpecDraft) : null,
        stale: !e || r.updated_at > e.generated_at,
      }
    })
  const count = (c: Coverage) => items.filter((i) => i.coverage === c).length
  return {
    project_id: projectId,
    generated_at: generatedAt,
    engine,
    thresholds: { covered: COVERED_AT, partial: PARTIAL_AT },
    summary: {
      total: items.length,
      covered: count('covered'),
      partial: count('partial'),
      uncovered: count('uncovered'),
      suggested: count('suggested'),
      coverage_rate: items.length ? Math.round((count('covered') / items.length) * 10_000) / 10_000 : null,
    },
    spec_count: specCount ?? (await projectSpecs(deps, projectId)).length,
    items,
  }
}
