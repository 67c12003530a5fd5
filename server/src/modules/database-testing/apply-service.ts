import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { BadRequestError, ConflictError, FieldValidationError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, toPage } from '../../platform/http/pagination.js'
import { snapshotOf } from './analysis-service.js'
import { requireConnection, targetParams } from './connections.js'
import { requireRun, resultsOf, toRunSummary } from './run-service.js'
import { parseSpec } from './spec-format.js'
import type { TargetDialect } from './sql-dialect.js'
import * as store from './store.js'
import { type Suggestion, suggestFixes } from './suggestions.js'
import type { AuditRow, NewAuditRow, RunRow } from './tables.js'
import { openReadSession, openWriteSession, TargetError } from './target-session.js'

/**
 * Fix suggestions and approve-then-apply. Nothing else in the product writes to a target database: approved
 * suggestions run on a write session opened only here, in ONE transaction (statement timeout from the profile),
 * each after its dry-run row count; any error rolls everything back. Every attempt is audited.
 */

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'clock'>
export type SuggestionState = 'pending' | 'applied' | 'rejected' | 'failed' | 'rolled_back'
export type StoredSuggestion = Suggestion & { state: SuggestionState }

const suggestionsOf = (row: RunRow): StoredSuggestion[] | null =>
  row.suggestions ? (JSON.parse(row.suggestions) as StoredSuggestion[]) : null

const toAudit = (row: AuditRow) => ({
  id: row.id,
  run_id: row.run_id,
  connection_id: row.connection_id,
  suggestion_id: row.suggestion_id,
  title: row.title,
  category: row.category,
  sql: row.sql,
  preview_rows: row.preview_rows,
  rows_affected: row.rows_affected,
  status: row.status,
  error: row.error,
  actor_id: row.actor_id,
  actor_email: row.actor_email,
  created_at: row.created_at,
})

export async function getRunDetail(deps: Deps, projectId: string, id: string) {
  const row = await requireRun(deps, projectId, id)
  const audit = await store.listAudit(deps.db, projectId, { limit: 500, offset: 0 }, id)
  return {
    ...toRunSummary(row),
    spec_content: row.spec_content,
    analysis_id: row.analysis_id,
    results: resultsOf(row),
    suggestions: suggestionsOf(row),
    suggestions_engine: row.suggestions_engine,
    audit: audit.rows.map(toAudit),
  }
}

export async function listAudit(deps: Deps, projectId: string, page: Page, runId?: string) {
  const { rows, total } = await store.listAudit(deps.db, projectId, page, runId)
  return toPage(rows.map(toAudit), total, page)
}

/** Suggestions for the failed checks of a finished run; kept once any was applied or rejected. */
export async function suggest(deps: Deps, projectId: string, runId: string) {
  const run = await requireRun(deps, projectId, runId)
  if (run.status !== 'completed') throw new ConflictError(`Run "${runId}" is ${run.status}; suggestions need a completed run`)
  const existing = suggestionsOf(run)
  if (existing?.some((s) => s.state !== 'pending')) return { run_id: runId, engine: 'rules' as const, items: existing }
  const connection = await requireConnection(deps, projectId, run.connection_id)
  const checks = parseSpec(run.spec_content ?? '').checks
  const snapshot = snapshotOf(await store.latestAnalysis(deps.db, projectId, run.connection_id))
  const items: StoredSuggestion[] = suggestFixes(connection.dialect as TargetDialect, checks, resultsOf(run), snapshot).map((s) => ({
    ...s,
    state: 'pending',
  }))
  await store.updateRun(deps.db, runId, { suggestions: JSON.stringify(items), suggestions_engine: 'rules' })
  return { run_id: runId, engine: 'rules' as const, items }
}

async function pendingSuggestions(deps: Deps, projectId: string, runId: string, ids: readonly string[], field: string) {
  const run = await requireRun(deps, projectId, runId)
  const all = suggestionsOf(run)
  if (!all) throw new ConflictError(`Run "${runId}" has no suggestions yet: POST /database-testing/suggest/${runId} first`)
  const chosen = [...new Set(ids)].map((id, i) => {
    const s = all.find((x) => x.id === id)
    if (!s) throw new FieldValidationError(['body', field, i], `No suggestion "${id}" on this run`, 'unknown_suggestion')
    if (s.state !== 'pending') throw new FieldValidationError(['body', field, i], `Suggestion "${id}" is already ${s.state}`, 'not_pending')
    return s
  })
  return { run, all, chosen }
}

/** The dry run: how many rows a suggestion would touch now, counted on a read-only session. */
export async function preview(deps: Deps, projectId: string, runId: string, suggestionId: string) {
  const run = await requireRun(deps, projectId, runId)
  const s = suggestionsOf(run)?.find((x) => x.id === suggestionId)
  if (!s) throw new NotFoundError(`Suggestion "${suggestionId}"`)
  if (!s.preview_sql) throw new BadRequestError(`Suggestion "${suggestionId}" has no statement to preview`)
  const connection = await requireConnection(deps, projectId, run.connection_id)
  try {
    const session = await openReadSession(targetParams(deps, connection))
    try {
      const rows = await session.query({ sql: s.preview_sql, params: [] })
      return { suggestion_id: s.id, preview_sql: s.preview_sql, rows: Number(Object.values(rows[0] ?? {})[0] ?? 0) }
    } finally {
      await session.close()
    }
  } catch (err) {
    throw new BadRequestError(`The preview failed: ${err instanceof Error ? err.message : String(err)}`)
  }
}

export async function reject(
  deps: Deps,
  projectId: string,
  runId: string,
  ids: readonly string[],
  actor: { id: string | null; email: string | null },
) {
  const { run, all, chosen } = await pendingSuggestions(deps, projectId, runId, ids, 'suggestion_ids')
  const now = deps.clock.nowIso()
  const audit: NewAuditRow[] = chosen.map((s) => ({
    id: uuidv7(),
    project_id: projectId,
    run_id: runId,
    connection_id: run.connection_id,
    suggestion_id: s.id,
    title: s.title,
    category: s.category,
    sql: s.sql,
    preview_rows: null,
    rows_affected: null,
    status: 'rejected',
    error: null,
    actor_id: actor.id,
    actor_email: actor.email,
    created_at: now,
  }))
  const rejected = new Set(chosen.map((s) => s.id))
  await store.updateRun(deps.db, runId, {
    suggestions: JSON.stringify(all.map((s) => (rejected.has(s.id) ? { ...s, state: 'rejected' } : s))),
  })
  await store.insertAudit(deps.db, audit)
  return { run_id: runId, items: (await store.listAudit(deps.db, projectId, { limit: 500, offset: 0 }, runId)).rows.map(toAudit) }
}

/** Executes exactly the approved suggestions, all or nothing. */
export async function approve(
  deps: Deps,
  projectId: string,
  runId: string,
  ids: readonly string[],
  actor: { id: string | null; email: string | null },
) {
  const { run, all, chosen } = await pendingSuggestions(deps, projectId, runId, ids, 'approved_suggestion_ids')
  chosen.forEach((s, i) => {
    if (!s.sql)
      throw new FieldValidationError(
        ['body', 'approved_suggestion_ids', i],
        `Suggestion "${s.id}" is advice, not a statement; nothing to execute`,
        'not_executable',
      )
  })
  const connection = await requireConnection(deps, projectId, run.connection_id)
  if (connection.dialect === 'mysql' && chosen.length > 1 && chosen.some((s) => s.category === 'schema_change'))
    throw new BadRequestError(
      'MariaDB/MySQL commit a schema change on their own, so it cannot share a transaction: approve schema changes one at a time',
    )

  const params = targetParams(deps, connection)
  let session: Awaited<ReturnType<typeof openWriteSession>>
  try {
    session = await openWriteSession(params)
  } catch (err) {
    throw new BadRequestError(`Could not open the write session: ${err instanceof TargetError ? err.message : String(err)}`)
  }
  const outcomes: { s: StoredSuggestion; preview: number | null; rows: number | null; error: string | null }[] = []
  let failure: string | null = null
  try {
    await session.begin()
    for (const s of chosen) {
      let previewRows: number | null = null
      try {
        previewRows = s.preview_sql ? await session.count(s.preview_sql) : null
        const rows = await session.execute(s.sql as string)
        outcomes.push({ s, preview: previewRows, rows, error: null })
      } catch (err) {
        failure = `${s.id}: ${err instanceof Error ? err.message : String(err)}`
        outcomes.push({ s, preview: previewRows, rows: null, error: err instanceof Error ? err.message : String(err) })
        break
      }
    }
    if (failure) await session.rollback()
    else await session.commit()
  } catch (err) {
    failure ??= err instanceof Error ? err.message : String(err)
    await session.rollback()
  } finally {
    await session.close()
  }
  const now = deps.clock.nowIso()
  const stateOf = (o: (typeof outcomes)[number]): SuggestionState => (o.error ? 'failed' : failure ? 'rolled_back' : 'applied')
  const audit: NewAuditRow[] = outcomes.map((o) => ({
    id: uuidv7(),
    project_id: projectId,
    run_id: runId,
    connection_id: run.connection_id,
    suggestion_id: o.s.id,
    title: o.s.title,
    category: o.s.category,
    sql: o.s.sql,
    preview_rows: o.preview,
    rows_affected: failure ? 0 : o.rows,
    status: stateOf(o),
    error: o.error,
    actor_id: actor.id,
    actor_email: actor.email,
    created_at: now,
  }))
  await store.insertAudit(deps.db, audit)
  const states = new Map(outcomes.map((o) => [o.s.id, stateOf(o)]))
  // A rolled-back suggestion may be approved again; a failed one stays visible as failed.
  await store.updateRun(deps.db, runId, {
    suggestions: JSON.stringify(
      all.map((s) => (states.has(s.id) ? { ...s, state: states.get(s.id) === 'rolled_back' ? 'pending' : states.get(s.id) } : s)),
    ),
  })
  const stored = new Map((await store.listAudit(deps.db, projectId, { limit: 500, offset: 0 }, runId)).rows.map((r) => [r.id, r]))
  return {
    run_id: runId,
    status: failure ? ('rolled_back' as const) : ('applied' as const),
    error: failure,
    items: audit
      .map((a) => stored.get(a.id))
      .filter((r): r is AuditRow => r !== undefined)
      .map(toAudit),
  }
}
