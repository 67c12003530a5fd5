import { type ExpressionBuilder, sql } from 'kysely'
import type { Database, Db } from '../../../platform/db/database.js'
import '../dataset-tables.js'
import '../tables.js'
import './tables.js'

/**
 * Analytics queries: every figure is aggregated by the database over llm_case_results / llm_runs (denormalised
 * per project, provider, suite and day), never by loading rows into JS.
 */

/** Runs that finished with a verdict; `error` and `cancelled` runs are no baseline and no "now". */
const VERDICT = ['passed', 'failed']

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v))
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

type CaseEb = ExpressionBuilder<Database, 'llm_case_results'>
const passedSum = (eb: CaseEb) => eb.fn.sum<number>(eb.case().when('status', '=', 'passed').then(1).else(0).end())
const failedSum = (eb: CaseEb) => eb.fn.sum<number>(eb.case().when('status', '=', 'failed').then(1).else(0).end())
const erroredSum = (eb: CaseEb) => eb.fn.sum<number>(eb.case().when('status', '=', 'error').then(1).else(0).end())

export interface Window {
  projectId: string
  sinceDay: string
  providerId?: string | undefined
  specName?: string | undefined
}

function windowed(db: Db, w: Window) {
  let q = db
    .selectFrom('llm_case_results')
    .where('llm_case_results.project_id', '=', w.projectId)
    .where('llm_case_results.day', '>=', w.sinceDay)
  if (w.providerId) q = q.where('llm_case_results.provider_id', '=', w.providerId)
  if (w.specName) q = q.where('llm_case_results.spec_name', '=', w.specName)
  return q
}

/**
 * The window's totals. The three distinct counts come from a grouped subquery (one row per run, provider and
 * suite) instead of three COUNT(DISTINCT) over every case: PostgreSQL cannot run a DISTINCT aggregate in parallel,
 * and over 100,000 cases those sorts were most of the answer's time.
 */
export async function overviewTotals(db: Db, w: Window) {
  const [r, d] = await Promise.all([
    windowed(db, w)
      .select((eb) => [
        eb.fn.countAll<number>().as('cases'),
        passedSum(eb).as('passed'),
        failedSum(eb).as('failed'),
        erroredSum(eb).as('errored'),
        eb.fn.avg<number>('score').as('mean_score'),
        eb.fn.avg<number>('latency_ms').as('latency_avg_ms'),
        eb.fn.sum<number>('cost').as('cost'),
        eb.fn.sum<number>('prompt_tokens').as('prompt_tokens'),
        eb.fn.sum<number>('completion_tokens').as('completion_tokens'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(
        windowed(db, w)
          .select([
            'llm_case_results.run_id as run_id',
            'llm_case_results.provider_id as provider_id',
            'llm_case_results.spec_name as spec_name',
          ])
          .groupBy(['llm_case_results.run_id', 'llm_case_results.provider_id', 'llm_case_results.spec_name'])
          .as('g'),
      )
      .select((eb) => [
        eb.fn.count<number>('g.run_id').distinct().as('runs'),
        eb.fn.count<number>('g.provider_id').distinct().as('providers'),
        eb.fn.count<number>('g.spec_name').distinct().as('suites'),
      ])
      .executeTakeFirstOrThrow(),
  ])
  return {
    cases: num(r.cases),
    passed: num(r.passed),
    failed: num(r.failed),
    errored: num(r.errored),
    mean_score: numOrNull(r.mean_score),
    latency_avg_ms: numOrNull(r.latency_avg_ms),
    cost: num(r.cost),
    prompt_tokens: num(r.prompt_tokens),
    completion_tokens: num(r.completion_tokens),
    runs: num(d.runs),
    providers: num(d.providers),
    suites: num(d.suites),
  }
}

/** One row per day, provider and suite. */
export async function trendRows(db: Db, w: Window) {
  const rows = await windowed(db, w)
    .leftJoin('llm_providers as p', 'p.id', 'llm_case_results.provider_id')
    .select((eb) => [
      'llm_case_results.day as day',
      'llm_case_results.provider_id as provider_id',
      eb.fn.max('p.name').as('provider_name'),
      'llm_case_results.spec_name as spec_name',
      eb.fn.countAll<number>().as('total'),
      passedSum(eb).as('passed'),
      eb.fn.avg<number>('llm_case_results.score').as('mean_score'),
      eb.fn.avg<number>('llm_case_results.latency_ms').as('latency_avg_ms'),
      eb.fn.max('llm_case_results.latency_ms').as('latency_max_ms'),
    ])
    .groupBy(['llm_case_results.day', 'llm_case_results.provider_id', 'llm_case_results.spec_name'])
    .orderBy('llm_case_results.day')
    .orderBy('llm_case_results.provider_id')
    .orderBy('llm_case_results.spec_name')
    .execute()
  return rows.map((r) => ({
    day: r.day,
    provider_id: r.provider_id,
    provider_name: r.provider_name ?? null,
    spec_name: r.spec_name,
    total: num(r.total),
    passed: num(r.passed),
    pass_rate: num(r.total) > 0 ? round(num(r.passed) / num(r.total)) : null,
    mean_score: r.mean_score === null ? null : round(Number(r.mean_score)),
    latency_avg_ms: r.latency_avg_ms === null ? null : Math.round(Number(r.latency_avg_ms)),
    latency_max_ms: numOrNull(r.latency_max_ms),
  }))
}

/** Cost and tokens per provider per day; cached answers cost nothing and are counted apart. */
export async function costRows(db: Db, w: Window) {
  const rows = await windowed(db, w)
    .leftJoin('llm_providers as p', 'p.id', 'llm_case_results.provider_id')
    .select((eb) => [
      'llm_case_results.day as day',
      'llm_case_results.provider_id as provider_id',
      eb.fn.max('p.name').as('provider_name'),
      eb.fn.sum<number>('llm_case_results.cost').as('cost'),
      eb.fn.sum<number>('llm_case_results.prompt_tokens').as('prompt_tokens'),
      eb.fn.sum<number>('llm_case_results.completion_tokens').as('completion_tokens'),
      eb.fn.countAll<number>().as('calls'),
      eb.fn.sum<number>('llm_case_results.cached').as('cached'),
    ])
    .groupBy(['llm_case_results.day', 'llm_case_results.provider_id'])
    .orderBy('llm_case_results.day')
    .orderBy('llm_case_results.provider_id')
    .execute()
  return rows.map((r) => ({
    day: r.day,
    provider_id: r.provider_id,
    provider_name: r.provider_name ?? null,
    cost: roundCost(num(r.cost)),
    prompt_tokens: num(r.prompt_tokens),
    completion_tokens: num(r.completion_tokens),
    calls: num(r.calls),
    cached: num(r.cached),
  }))
}

/** Cost and tokens per provider over the whole window. */
export async function costByProvider(db: Db, w: Window) {
  const rows = await windowed(db, w)
    .leftJoin('llm_providers as p', 'p.id', 'llm_case_results.provider_id')
    .select((eb) => [
      'llm_case_results.provider_id as provider_id',
      eb.fn.max('p.name').as('provider_name'),
      eb.fn.sum<number>('llm_case_results.cost').as('cost'),
      eb.fn.sum<number>('llm_case_results.prompt_tokens').as('prompt_tokens'),
      eb.fn.sum<number>('llm_case_results.completion_tokens').as('completion_tokens'),
      eb.fn.countAll<number>().as('calls'),
      eb.fn.sum<number>('llm_case_results.cached').as('cached'),
    ])
    .groupBy('llm_case_results.provider_id')
    .orderBy('llm_case_results.provider_id')
    .execute()
  return rows.map((r) => ({
    provider_id: r.provider_id,
    provider_name: r.provider_name ?? null,
    cost: roundCost(num(r.cost)),
    prompt_tokens: num(r.prompt_tokens),
    completion_tokens: num(r.completion_tokens),
    calls: num(r.calls),
    cached: num(r.cached),
  }))
}

// ---- golden baselines and regressions

export interface BaselineRow {
  source: 'dataset' | 'run'
  spec_name: string
  provider_id: string
  provider_name: string
  dataset_id: string | null
  dataset_name: string | null
  dataset_version: number | null
  run_id: string
  run_created_at: string
  pass_rate: number | null
  mean_score: number | null
  total: number
}

const runCols = [
  'r.id as run_id',
  'r.spec_name as spec_name',
  'r.provider_id as provider_id',
  'r.provider_name as provider_name',
  'r.created_at as run_created_at',
  'r.pass_rate as pass_rate',
  'r.mean_score as mean_score',
  'r.total as total',
] as const

/**
 * Every golden baseline of the project: for a dataset marked golden, the newest finished run over its golden
 * version per suite and provider; for a suite without a dataset, the run marked golden for that provider.
 */
export async function baselines(db: Db, projectId: string): Promise<BaselineRow[]> {
  const fromDatasets = await db
    .selectFrom('llm_runs as r')
    .innerJoin('llm_datasets as d', (j) => j.onRef('d.id', '=', 'r.dataset_id').onRef('d.golden_version', '=', 'r.dataset_version'))
    .select([...runCols, 'd.id as dataset_id', 'd.name as dataset_name', 'd.golden_version as dataset_version'])
    .where('r.project_id', '=', projectId)
    .where('d.project_id', '=', projectId)
    .where('r.status', 'in', VERDICT)
    .where(({ eb, selectFrom }) =>
      eb(
        'r.created_at',
        '=',
        selectFrom('llm_runs as r2')
          .select((e) => e.fn.max('r2.created_at').as('m'))
          .whereRef('r2.project_id', '=', 'r.project_id')
          .whereRef('r2.spec_name', '=', 'r.spec_name')
          .whereRef('r2.provider_id', '=', 'r.provider_id')
          .whereRef('r2.dataset_id', '=', 'r.dataset_id')
          .whereRef('r2.dataset_version', '=', 'r.dataset_version')
          .where('r2.status', 'in', VERDICT),
      ),
    )
    .execute()
  const marked = await db
    .selectFrom('llm_golden_runs as g')
    .innerJoin('llm_runs as r', 'r.id', 'g.run_id')
    .select(runCols)
    .where('g.project_id', '=', projectId)
    .where('r.project_id', '=', projectId)
    .execute()
  const out: BaselineRow[] = [
    ...fromDatasets.map((r) => ({ ...r, source: 'dataset' as const })),
    ...marked.map((r) => ({ ...r, source: 'run' as const, dataset_id: null, dataset_name: null, dataset_version: null })),
  ]
  return out
    .map((r) => ({ ...r, pass_rate: numOrNull(r.pass_rate), mean_score: numOrNull(r.mean_score), total: num(r.total) }))
    .sort((a, b) => a.spec_name.localeCompare(b.spec_name) || a.provider_name.localeCompare(b.provider_name))
}

/** The newest finished run of the same suite, provider and dataset (any version) after the baseline run. */
export function latestAfter(
  db: Db,
  projectId: string,
  b: Pick<BaselineRow, 'spec_name' | 'provider_id' | 'dataset_id' | 'run_created_at' | 'run_id'>,
) {
  let q = db
    .selectFrom('llm_runs')
    .select(['id', 'created_at', 'pass_rate', 'mean_score', 'total', 'dataset_version', 'status', 'triggered_by'])
    .where('project_id', '=', projectId)
    .where('spec_name', '=', b.spec_name)
    .where('provider_id', '=', b.provider_id)
    .where('status', 'in', VERDICT)
    .where('created_at', '>=', b.run_created_at)
    .where('id', '!=', b.run_id)
  q = b.dataset_id === null ? q.where('dataset_id', 'is', null) : q.where('dataset_id', '=', b.dataset_id)
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()
}

export interface Pair {
  golden_run_id: string
  current_run_id: string
}

/** Case results of a current run joined to its golden run's by input; both sides found through the run_id index. */
function pairJoin(db: Db, projectId: string, p: Pair) {
  return db
    .selectFrom('llm_case_results as c')
    .innerJoin('llm_case_results as g', (j) =>
      j.on(sql`substr(${sql.ref('g.input')}, 1, 200)`, '=', sql`substr(${sql.ref('c.input')}, 1, 200)`).onRef('g.input', '=', 'c.input'),
    )
    .where('c.run_id', '=', p.current_run_id)
    .where('g.run_id', '=', p.golden_run_id)
    .where('c.project_id', '=', projectId)
    .where('g.project_id', '=', projectId)
}

/** Cases of the current run that failed where the golden run passed the same case (same input text), by case. */
export function regressionRows(db: Db, projectId: string, p: Pair, limit: number, offset: number) {
  return pairJoin(db, projectId, p)
    .where('g.status', '=', 'passed')
    .where('c.status', '=', 'failed')
    .select([
      'c.run_id as current_run_id',
      'g.run_id as golden_run_id',
      'c.spec_name as spec_name',
      'c.provider_id as provider_id',
      'c.case_index as case_index',
      'c.case_name as case_name',
      'c.input as input',
      'c.expected as expected',
      'g.score as golden_score',
      'c.score as current_score',
      'g.output as golden_output',
      'c.output as current_output',
      'c.assertions as assertions',
    ])
    .orderBy('c.case_index')
    .orderBy('g.case_index')
    .limit(limit)
    .offset(offset)
    .execute()
}

/** Regressed and improved case counts per pair (improved: failed on golden, passes now); one indexed query a pair. */
export async function pairCounts(db: Db, projectId: string, pairs: Pair[]) {
  const rows = await Promise.all(
    pairs.map((p) =>
      pairJoin(db, projectId, p)
        .select((eb) => [
          eb.fn
            .sum<number>(sql<number>`case when ${eb.ref('g.status')} = 'passed' and ${eb.ref('c.status')} = 'failed' then 1 else 0 end`)
            .as('regressed'),
          eb.fn
            .sum<number>(sql<number>`case when ${eb.ref('g.status')} = 'failed' and ${eb.ref('c.status')} = 'passed' then 1 else 0 end`)
            .as('improved'),
        ])
        .executeTakeFirstOrThrow()
        .then((r) => [p.current_run_id, { regressed: num(r.regressed), improved: num(r.improved) }] as const),
    ),
  )
  return new Map(rows)
}

// ---- golden run marks

export function findRun(db: Db, projectId: string, id: string) {
  return db.selectFrom('llm_runs').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
}

export async function markGoldenRun(
  db: Db,
  row: { project_id: string; spec_name: string; provider_id: string; run_id: string; marked_by: string | null; marked_at: string },
) {
  await db
    .insertInto('llm_golden_runs')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['project_id', 'spec_name', 'provider_id'])
        .doUpdateSet({ run_id: row.run_id, marked_by: row.marked_by, marked_at: row.marked_at }),
    )
    .execute()
}

export async function unmarkGoldenRun(db: Db, projectId: string, runId: string): Promise<boolean> {
  const r = await db.deleteFrom('llm_golden_runs').where('project_id', '=', projectId).where('run_id', '=', runId).executeTakeFirst()
  return Number(r.numDeletedRows) > 0
}

export function round(n: number): number {
  return Math.round(n * 10_000) / 10_000
}

export function roundCost(n: number): number {
  return Math.round(n * 1e6) / 1e6
}
