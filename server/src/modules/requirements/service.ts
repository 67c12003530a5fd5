import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { ConflictError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import { discoveredOf } from '../exploration/service.js'
import { textSimilarity } from '../pipeline/text-similarity.js'
import { getProject } from '../projects/service.js'
import { aiRewrite } from './ai-writer.js'
import { type Evidence, generateRequirements, type RequirementDraft } from './generator.js'
import type { CATEGORIES, CreateRequirementBody, PRIORITIES, REVIEW_STATUSES, Requirement, UpdateRequirementBody } from './schemas.js'
import * as store from './store.js'
import type { RequirementRow } from './tables.js'

type Deps = Pick<AppDeps, 'db' | 'clock'> & Partial<Pick<AppDeps, 'ai'>>

/** Titles at least this alike (pipeline textSimilarity, 0..1) mark the newer requirement as a near-duplicate. */
export const DUPLICATE_THRESHOLD = 0.85

export function toRequirement(row: RequirementRow): Requirement {
  return {
    id: row.id,
    project_id: row.project_id,
    code: row.code,
    title: row.title,
    description: row.description,
    category: row.category as (typeof CATEGORIES)[number],
    priority: row.priority as (typeof PRIORITIES)[number],
    acceptance_criteria: row.acceptance_criteria,
    status: row.status as (typeof REVIEW_STATUSES)[number],
    source: row.source === 'exploration' ? 'exploration' : 'manual',
    engine: row.engine === 'ai' ? 'ai' : row.engine === 'rules' ? 'rules' : 'manual',
    exploration_session_id: row.exploration_session_id,
    duplicate_of: row.duplicate_of,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** The code of the most alike existing title at or above the threshold. */
function duplicateOf(title: string, existing: readonly { code: string; title: string }[], skipCode?: string): string | null {
  let best: { code: string; score: number } | undefined
  for (const e of existing) {
    if (e.code === skipCode) continue
    const score = textSimilarity(title, e.title)
    if (score >= DUPLICATE_THRESHOLD && (!best || score > best.score)) best = { code: e.code, score }
  }
  return best?.code ?? null
}

export async function createRequirement(
  deps: Deps,
  projectId: string,
  body: Omit<CreateRequirementBody, 'project_id'>,
  createdBy: string | null,
): Promise<Requirement> {
  await getProject(deps, projectId)
  const now = deps.clock.nowIso()
  const existing = await store.titles(deps.db, projectId)
  const row = await store.insertNumbered(deps.db, projectId, {
    id: uuidv7(),
    title: body.title,
    description: body.description,
    category: body.category,
    priority: body.priority,
    acceptance_criteria: body.acceptance_criteria,
    status: 'draft',
    source: 'manual',
    engine: 'manual',
    exploration_session_id: null,
    source_key: null,
    evidence: null,
    duplicate_of: duplicateOf(body.title, existing),
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  })
  return toRequirement(row)
}

export async function updateRequirement(
  deps: Deps,
  projectId: string,
  id: string,
  body: Omit<UpdateRequirementBody, 'project_id'>,
): Promise<Requirement> {
  const row = await store.findRequirement(deps.db, projectId, id)
  if (!row) throw new NotFoundError('Requirement')
  const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))
  const changed = Object.entries(patch).some(([k, v]) => row[k as keyof RequirementRow] !== v)
  if (!changed) return toRequirement(row)
  const title = body.title ?? row.title
  const duplicate = body.title !== undefined ? duplicateOf(title, await store.titles(deps.db, projectId), row.code) : row.duplicate_of
  const updated = await store.updateRequirement(deps.db, projectId, id, {
    ...patch,
    duplicate_of: duplicate,
    updated_at: deps.clock.nowIso(),
  })
  return toRequirement(updated ?? row)
}

export async function getRequirement(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<Requirement> {
  const row = await store.findRequirement(deps.db, projectId, id)
  if (!row) throw new NotFoundError('Requirement')
  return toRequirement(row)
}

export async function listRequirements(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  page: Page,
  filter: store.RequirementFilter,
): Promise<PageResult<Requirement>> {
  const { rows, total } = await store.listRequirements(deps.db, projectId, page, filter)
  return toPage(rows.map(toRequirement), total, page)
}

/** Every requirement of the project with its evidence, for the RTM. */
export async function requirementsWithEvidence(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
): Promise<(Requirement & { evidence: Evidence | null })[]> {
  const rows = await store.allRequirements(deps.db, projectId)
  return rows.map((r) => ({ ...toRequirement(r), evidence: r.evidence ? (JSON.parse(r.evidence) as Evidence) : null }))
}

/**
 * Derives requirements from a completed (or stopped) exploration session with the rules engine. A requirement
 * whose source (`form:POST /login [...]`) the project already has is skipped, so exploring the same site again
 * does not repeat it; near-duplicate titles are flagged, not dropped.
 */
export async function generateFromSession(
  deps: Deps,
  projectId: string,
  sessionId: string,
  createdBy: string | null,
): Promise<{ items: Requirement[]; skipped_count: number; engine: 'rules' | 'ai' }> {
  const { session, discovered } = await discoveredOf(deps, projectId, sessionId)
  if (!['completed', 'stopped'].includes(session.status)) {
    throw new ConflictError(`The session is ${session.status}; requirements are generated from a completed or stopped session`)
  }
  const existing = await store.titles(deps.db, projectId)
  const knownKeys = new Set(existing.map((e) => e.source_key).filter(Boolean))
  let drafts: RequirementDraft[] = generateRequirements(discovered)
  let engine: 'rules' | 'ai' = 'rules'
  if (deps.ai) {
    // AI when configured: the model rewrites the new drafts; a provider or output failure keeps the rules text.
    try {
      const fresh = drafts.filter((d) => !knownKeys.has(d.source_key))
      const written = new Map((await aiRewrite(deps.ai, fresh)).map((d) => [d.source_key, d]))
      drafts = drafts.map((d) => written.get(d.source_key) ?? d)
      engine = 'ai'
    } catch {
      engine = 'rules'
    }
  }
  const items: Requirement[] = []
  let skipped = 0
  for (const draft of drafts) {
    if (knownKeys.has(draft.source_key)) {
      skipped++
      continue
    }
    const now = deps.clock.nowIso()
    const row = await store.insertNumbered(deps.db, projectId, {
      id: uuidv7(),
      title: draft.title,
      description: draft.description,
      category: draft.category,
      priority: draft.priority,
      acceptance_criteria: draft.acceptance_criteria,
      status: 'draft',
      source: 'exploration',
      engine,
      exploration_session_id: sessionId,
      source_key: draft.source_key,
      evidence: JSON.stringify(draft.evidence),
      duplicate_of: duplicateOf(draft.title, existing),
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    existing.push({ id: row.id, code: row.code, title: row.title, source_key: row.source_key })
    knownKeys.add(draft.source_key)
    items.push(toRequirement(row))
  }
  return { items, skipped_count: skipped, engine }
}
