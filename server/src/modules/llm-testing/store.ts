import type { Db } from '../../platform/db/database.js'
import { toCount } from '../../platform/db/errors.js'
import type { Page } from '../../platform/http/pagination.js'
import type {
  CaseResultRow,
  ComparisonRow,
  NewCaseResultRow,
  NewComparisonRow,
  NewProviderRow,
  NewRunRow,
  ProviderRow,
  ProviderRowUpdate,
  RunRow,
  RunRowUpdate,
  SpecRow,
  SpecVersionRow,
} from './tables.js'
import './tables.js'
import * as runRows from '../../platform/jobs/run-rows.js'

// ---- providers

export function insertProvider(db: Db, row: NewProviderRow): Promise<ProviderRow> {
  return db.insertInto('llm_providers').values(row).returningAll().executeTakeFirstOrThrow()
}

export function listProviders(db: Db, projectId: string): Promise<ProviderRow[]> {
  return db.selectFrom('llm_providers').selectAll().where('project_id', '=', projectId).orderBy('name').execute()
}

export function findProvider(db: Db, projectId: string, id: string): Promise<ProviderRow | undefined> {
  return db.selectFrom('llm_providers').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
}

export function findProviderByName(db: Db, projectId: string, name: string): Promise<ProviderRow | undefined> {
  return db.selectFrom('llm_providers').selectAll().where('project_id', '=', projectId).where('name', '=', name).executeTakeFirst()
}

export function updateProvider(db: Db, projectId: string, id: string, patch: ProviderRowUpdate): Promise<ProviderRow | undefined> {
  return db
    .updateTable('llm_providers')
    .set(patch)
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

export async function deleteProvider(db: Db, projectId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('llm_providers').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}

// ---- suites and versions

export function findSpec(db: Db, projectId: string, name: string): Promise<SpecRow | undefined> {
  return db.selectFrom('llm_specs').selectAll().where('project_id', '=', projectId).where('name', '=', name).executeTakeFirst()
}

export async function listSpecs(db: Db, projectId: string, page: Page): Promise<{ rows: Omit<SpecRow, 'content'>[]; total: number }> {
  const base = db.selectFrom('llm_specs').where('project_id', '=', projectId)
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'project_id', 'name', 'version', 'created_at', 'updated_at'])
      .orderBy('name')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number) }
}

/** Creates the suite and its version 1 together. */
export function insertSpec(db: Db, spec: SpecRow, createdBy: string | null, versionId: string): Promise<SpecRow> {
  return db.transaction().execute(async (tx) => {
    const row = await tx.insertInto('llm_specs').values(spec).returningAll().executeTakeFirstOrThrow()
    await tx
      .insertInto('llm_spec_versions')
      .values({
        id: versionId,
        spec_id: spec.id,
        project_id: spec.project_id,
        version: 1,
        content: spec.content,
        created_by: createdBy,
        created_at: spec.created_at,
      })
      .execute()
    return row
  })
}

/** Stores a new immutable version and makes it the suite's content; the unique (spec, version) key serialises saves. */
export function saveVersion(
  db: Db,
  spec: SpecRow,
  content: string,
  createdBy: string | null,
  versionId: string,
  at: string,
): Promise<SpecRow> {
  return db.transaction().execute(async (tx) => {
    const version = spec.version + 1
    await tx
      .insertInto('llm_spec_versions')
      .values({ id: versionId, spec_id: spec.id, project_id: spec.project_id, version, content, created_by: createdBy, created_at: at })
      .execute()
    return tx
      .updateTable('llm_specs')
      .set({ content, version, updated_at: at })
      .where('id', '=', spec.id)
      .returningAll()
      .executeTakeFirstOrThrow()
  })
}

export async function deleteSpec(db: Db, projectId: string, id: string): Promise<void> {
  await db.deleteFrom('llm_specs').where('project_id', '=', projectId).where('id', '=', id).execute()
}

export async function listVersions(db: Db, specId: string) {
  const rows = await db
    .selectFrom('llm_spec_versions')
    .select(['version', 'created_at', 'created_by', (eb) => eb.fn<number>('length', ['content']).as('size')])
    .where('spec_id', '=', specId)
    .orderBy('version', 'desc')
    .execute()
  return rows.map((r) => ({ ...r, size: Number(r.size) }))
}

export function findVersion(db: Db, specId: string, version: number): Promise<SpecVersionRow | undefined> {
  return db.selectFrom('llm_spec_versions').selectAll().where('spec_id', '=', specId).where('version', '=', version).executeTakeFirst()
}

// ---- runs and comparisons

/** Runs (and their comparison); called inside the job's enqueue transaction, so neither exists without the other. */
export async function insertRuns(trx: Db, runs: NewRunRow[], comparison?: NewComparisonRow): Promise<void> {
  if (comparison) await trx.insertInto('llm_comparisons').values(comparison).execute()
  await trx.insertInto('llm_runs').values(runs).execute()
}

export function findRun(db: Db, projectId: string, id: string): Promise<RunRow | undefined> {
  return db.selectFrom('llm_runs').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
}

export function findRunsById(db: Db, ids: readonly string[]): Promise<RunRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('llm_runs').selectAll().where('id', 'in', ids).execute()
}

export function updateRun(db: Db, id: string, patch: RunRowUpdate): Promise<RunRow | undefined> {
  return db.updateTable('llm_runs').set(patch).where('id', '=', id).returningAll().executeTakeFirst()
}

/** Ends a run unless it already ended (see platform/jobs/run-rows.ts). */
export const finishRunIfLive = (db: Db, id: string, patch: RunRowUpdate) => runRows.finishRunIfLive(db, 'llm_runs', id, patch)

export async function listRuns(
  db: Db,
  projectId: string,
  page: Page,
  filter: { specName?: string | undefined; status?: string | undefined },
): Promise<{ rows: RunRow[]; total: number }> {
  let base = db.selectFrom('llm_runs').where('project_id', '=', projectId)
  if (filter.specName) base = base.where('spec_name', '=', filter.specName)
  if (filter.status) base = base.where('status', '=', filter.status)
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number) }
}

export function findComparison(db: Db, projectId: string, id: string): Promise<ComparisonRow | undefined> {
  return db.selectFrom('llm_comparisons').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
}

export function updateComparison(db: Db, id: string, patch: Partial<ComparisonRow>): Promise<unknown> {
  return db.updateTable('llm_comparisons').set(patch).where('id', '=', id).execute()
}

export async function listComparisons(db: Db, projectId: string, page: Page): Promise<{ rows: ComparisonRow[]; total: number }> {
  const base = db.selectFrom('llm_comparisons').where('project_id', '=', projectId)
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number) }
}

export function runsOfComparison(db: Db, comparisonId: string): Promise<RunRow[]> {
  return db.selectFrom('llm_runs').selectAll().where('comparison_id', '=', comparisonId).orderBy('created_at').orderBy('id').execute()
}

/** The runs of several comparisons in one query (a listed page), by comparison id. */
export async function runsOfComparisons(db: Db, comparisonIds: readonly string[]): Promise<Map<string, RunRow[]>> {
  const byComparison = new Map<string, RunRow[]>()
  if (comparisonIds.length === 0) return byComparison
  const rows = await db
    .selectFrom('llm_runs')
    .selectAll()
    .where('comparison_id', 'in', comparisonIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  for (const row of rows) {
    const list = byComparison.get(row.comparison_id as string) ?? []
    list.push(row)
    byComparison.set(row.comparison_id as string, list)
  }
  return byComparison
}

// ---- case results

export async function insertResults(db: Db, rows: NewCaseResultRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 50)
    await db
      .insertInto('llm_case_results')
      .values(rows.slice(i, i + 50))
      .execute()
}

/** Case indexes a run already recorded (a resumed job skips them). */
export async function recordedIndexes(db: Db, runId: string): Promise<Set<number>> {
  const rows = await db.selectFrom('llm_case_results').select('case_index').where('run_id', '=', runId).execute()
  return new Set(rows.map((r) => r.case_index))
}

export async function listResults(
  db: Db,
  runId: string,
  page: Page,
  filter: { status?: string | undefined; failures?: boolean },
): Promise<{ rows: CaseResultRow[]; total: number }> {
  let base = db.selectFrom('llm_case_results').where('run_id', '=', runId)
  if (filter.status) base = base.where('status', '=', filter.status)
  if (filter.failures) base = base.where('status', 'in', ['failed', 'error'])
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('case_index').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(count.n as number) }
}

export interface RunTotals {
  done: number
  passed: number
  failed: number
  errored: number
  cached: number
  score_sum: number
  prompt_tokens: number
  completion_tokens: number
  cost: number
}

/** A run's totals, by SQL over its case rows. */
export async function totalsOf(db: Db, runId: string): Promise<RunTotals> {
  const r = await db
    .selectFrom('llm_case_results')
    .where('run_id', '=', runId)
    .select((eb) => [
      eb.fn.countAll().as('done'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'passed').then(1).else(0).end()).as('passed'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'failed').then(1).else(0).end()).as('failed'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'error').then(1).else(0).end()).as('errored'),
      eb.fn.sum<number>('cached').as('cached'),
      eb.fn.sum<number>('score').as('score_sum'),
      eb.fn.sum<number>('prompt_tokens').as('prompt_tokens'),
      eb.fn.sum<number>('completion_tokens').as('completion_tokens'),
      eb.fn.sum<number>('cost').as('cost'),
    ])
    .executeTakeFirstOrThrow()
  return {
    done: toCount(r.done as number),
    passed: Number(r.passed ?? 0),
    failed: Number(r.failed ?? 0),
    errored: Number(r.errored ?? 0),
    cached: Number(r.cached ?? 0),
    score_sum: Number(r.score_sum ?? 0),
    prompt_tokens: Number(r.prompt_tokens ?? 0),
    completion_tokens: Number(r.completion_tokens ?? 0),
    cost: Number(r.cost ?? 0),
  }
}

/** Nearest-rank percentile of the latency of a run's answered (not cached) calls. */
export async function latencyPercentile(db: Db, runId: string, p: number): Promise<number | null> {
  const base = db.selectFrom('llm_case_results').where('run_id', '=', runId).where('latency_ms', 'is not', null).where('cached', '=', 0)
  const count = toCount((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n as number)
  if (count === 0) return null
  const rank = Math.max(1, Math.ceil(p * count))
  const row = await base
    .select('latency_ms')
    .orderBy('latency_ms')
    .limit(1)
    .offset(rank - 1)
    .executeTakeFirst()
  return row?.latency_ms ?? null
}

export function resultsOfRuns(db: Db, runIds: readonly string[], indexes: readonly number[]): Promise<CaseResultRow[]> {
  if (runIds.length === 0 || indexes.length === 0) return Promise.resolve([])
  return db.selectFrom('llm_case_results').selectAll().where('run_id', 'in', runIds).where('case_index', 'in', indexes).execute()
}

/** Case indexes of a comparison, optionally only those whose status differs between its runs. */
export async function comparisonIndexes(db: Db, runIds: readonly string[], page: Page, differing: boolean) {
  let base = db.selectFrom('llm_case_results').where('run_id', 'in', runIds).groupBy('case_index')
  if (differing) base = base.having((eb) => eb.fn.count<number>('status').distinct(), '>', 1)
  const rows = await base.select('case_index').orderBy('case_index').limit(page.limit).offset(page.offset).execute()
  const total = await db
    .selectFrom(base.select('case_index').as('c'))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return { indexes: rows.map((r) => r.case_index), total: toCount(total.n as number) }
}

// ---- response cache

export function getCached(db: Db, projectId: string, key: string, nowIso: string) {
  return db
    .selectFrom('llm_response_cache')
    .select(['content', 'prompt_tokens', 'completion_tokens'])
    .where('project_id', '=', projectId)
    .where('key', '=', key)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst()
}

export async function putCached(
  db: Db,
  row: {
    project_id: string
    key: string
    content: string
    prompt_tokens: number
    completion_tokens: number
    created_at: string
    expires_at: string
  },
): Promise<void> {
  await db
    .insertInto('llm_response_cache')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['project_id', 'key']).doUpdateSet({
        content: row.content,
        prompt_tokens: row.prompt_tokens,
        completion_tokens: row.completion_tokens,
        created_at: row.created_at,
        expires_at: row.expires_at,
      }),
    )
    .execute()
}

export async function clearCache(db: Db, projectId: string): Promise<number> {
  const res = await db.deleteFrom('llm_response_cache').where('project_id', '=', projectId).executeTakeFirst()
  return Number(res.numDeletedRows)
}
