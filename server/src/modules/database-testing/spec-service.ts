import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { isUniqueViolation } from '../../platform/db/errors.js'
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/http/errors.js'
import { getProject } from '../projects/service.js'
import { proposeAiChecks } from './ai-checks.js'
import { analyzeNow, snapshotOf } from './analysis-service.js'
import { requireConnection } from './connections.js'
import { generateSpec } from './generate.js'
import { parseSpec, renderSpec } from './spec-format.js'
import * as store from './store.js'
import type { DbSpecRow } from './tables.js'

/** Stored check specs, validation (the editor's live issues) and rules generation from the newest analysis. */

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'clock'> & Partial<Pick<AppDeps, 'ai'>>

export function validate(content: string) {
  const parsed = parseSpec(content)
  return {
    valid: parsed.errors.length === 0,
    errors: parsed.errors,
    warnings: parsed.warnings,
    spec: parsed.spec,
    checks: parsed.checks.map((c) => ({
      name: c.name,
      line: c.line,
      table: c.table,
      column: c.column,
      check_type: c.kind.type,
      expected: c.expected?.text ?? null,
      severity: c.severity,
    })),
  }
}

export function toSpec(row: DbSpecRow) {
  const parsed = parseSpec(row.content)
  return { ...row, errors: parsed.errors, warnings: parsed.warnings, check_count: parsed.checks.length }
}

export async function listSpecs(deps: Deps, projectId: string) {
  return { items: (await store.listSpecs(deps.db, projectId)).map(toSpec) }
}

export async function getSpec(deps: Deps, projectId: string, id: string) {
  const row = await store.findSpec(deps.db, projectId, id)
  if (!row) throw new NotFoundError(`Spec "${id}"`)
  return toSpec(row)
}

async function checkConnection(deps: Deps, projectId: string, connectionId: string | null | undefined) {
  if (connectionId) await requireConnection(deps, projectId, connectionId)
}

export async function createSpec(
  deps: Deps,
  projectId: string,
  body: { name: string; content: string; connection_id?: string | null | undefined },
  engine = 'manual',
) {
  await getProject(deps, projectId)
  await checkConnection(deps, projectId, body.connection_id)
  const now = deps.clock.nowIso()
  try {
    return toSpec(
      await store.insertSpec(deps.db, {
        id: uuidv7(),
        project_id: projectId,
        name: body.name,
        connection_id: body.connection_id ?? null,
        content: body.content,
        engine,
        created_at: now,
        updated_at: now,
      }),
    )
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(`A database spec named "${body.name}" already exists in this project`)
    throw err
  }
}

export async function updateSpec(
  deps: Deps,
  projectId: string,
  id: string,
  body: { name?: string | undefined; content?: string | undefined; connection_id?: string | null | undefined },
) {
  await getSpec(deps, projectId, id)
  await checkConnection(deps, projectId, body.connection_id)
  const patch: Partial<DbSpecRow> = { updated_at: deps.clock.nowIso() }
  if (body.name !== undefined) patch.name = body.name
  if (body.content !== undefined) patch.content = body.content
  if (body.connection_id !== undefined) patch.connection_id = body.connection_id
  try {
    const row = await store.updateSpec(deps.db, projectId, id, patch)
    if (!row) throw new NotFoundError(`Spec "${id}"`)
    return toSpec(row)
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(`A database spec named "${body.name}" already exists in this project`)
    throw err
  }
}

export async function deleteSpec(deps: Deps, projectId: string, id: string) {
  if (!(await store.deleteSpec(deps.db, projectId, id))) throw new NotFoundError(`Spec "${id}"`)
  return { deleted: true as const, id }
}

/**
 * Writes a spec from the newest analysis of the connection (analyzing now when there is none) with the rules
 * engine, enriched by the AI provider when one is configured (engine `ai`; a provider or output failure keeps the
 * rules spec, engine `rules`, and says why in `ai_error`), and saves it under `name` unless `save` is false.
 */
export async function generate(
  deps: Deps,
  projectId: string,
  connectionId: string,
  opts: { name?: string | undefined; save: boolean },
  userId: string | null,
  signal?: AbortSignal,
) {
  const connection = await requireConnection(deps, projectId, connectionId)
  let analysis = await store.latestAnalysis(deps.db, projectId, connectionId)
  if (!analysis) {
    const row = await store.insertAnalysis(deps.db, {
      id: uuidv7(),
      project_id: projectId,
      connection_id: connectionId,
      status: 'queued',
      job_id: null,
      exact_counts: 0,
      snapshot: null,
      lints: null,
      drift: null,
      previous_id: null,
      error: null,
      created_by: userId,
      created_at: deps.clock.nowIso(),
      started_at: null,
      finished_at: null,
    })
    try {
      analysis = await analyzeNow(deps, row)
    } catch (err) {
      throw new BadRequestError(`Could not analyze connection "${connection.name}": ${err instanceof Error ? err.message : String(err)}`)
    }
  }
  const snapshot = snapshotOf(analysis)
  if (!snapshot) throw new BadRequestError(`The newest analysis of "${connection.name}" has no snapshot`)
  const name = opts.name ?? `${connection.name} quality`
  const fields = generateSpec(snapshot, connection.name, name)
  let engine: 'rules' | 'ai' = 'rules'
  let aiAdded = 0
  let aiError: string | null = null
  if (deps.ai) {
    try {
      const added = await proposeAiChecks(deps.ai, snapshot, fields.checks, signal)
      fields.checks.push(...added)
      aiAdded = added.length
      engine = 'ai'
    } catch (err) {
      if (signal?.aborted) throw err
      aiError = err instanceof Error ? err.message : String(err)
    }
  }
  const content = renderSpec(fields)
  let spec = null
  if (opts.save) {
    const existing = await store.findSpecByName(deps.db, projectId, name)
    spec = existing
      ? toSpec(
          (await store.updateSpec(deps.db, projectId, existing.id, {
            content,
            connection_id: connectionId,
            engine,
            updated_at: deps.clock.nowIso(),
          })) ?? existing,
        )
      : await createSpec(deps, projectId, { name, content, connection_id: connectionId }, engine)
  }
  return { engine, content, check_count: fields.checks.length, ai_checks: aiAdded, ai_error: aiError, analysis_id: analysis.id, spec }
}
