import { uuidv7 } from 'uuidv7'
import type { Db } from '../../src/platform/db/database.js'
import '../../src/modules/llm-testing/dataset-tables.js'
import type { NewCaseResultRow, NewRunRow } from '../../src/modules/llm-testing/tables.js'

/**
 * Rows of LLM evaluation written straight into the tables (no provider calls), for analytics tests and benches
 * that need known figures. Run totals are derived from the cases as the runner would.
 */

export interface SeedCase {
  input: string
  status: 'passed' | 'failed' | 'error'
  latency_ms?: number | null
  cost?: number
  prompt_tokens?: number
  completion_tokens?: number
  cached?: boolean
}

export async function seedProvider(db: Db, projectId: string, id: string, name: string): Promise<void> {
  const now = new Date().toISOString()
  await db
    .insertInto('llm_providers')
    .values({
      id,
      project_id: projectId,
      name,
      provider_type: 'openai_compatible',
      base_url: 'http://127.0.0.1:9/v1',
      model_id: `${name}-model`,
      api_key_sealed: null,
      api_key_last4: null,
      input_cost_per_1k: null,
      output_cost_per_1k: null,
      default_params: '{}',
      concurrency: 4,
      timeout_ms: 30_000,
      created_at: now,
      updated_at: now,
    })
    .execute()
}

export async function seedDataset(db: Db, projectId: string, name: string, goldenVersion: number | null): Promise<string> {
  const id = uuidv7()
  const now = new Date().toISOString()
  await db
    .insertInto('llm_datasets')
    .values({
      id,
      project_id: projectId,
      name,
      description: '',
      latest_version: Math.max(goldenVersion ?? 0, 3),
      golden_version: goldenVersion,
      golden_at: goldenVersion === null ? null : now,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return id
}

export interface SeedRun {
  projectId: string
  specName: string
  provider: { id: string; name: string }
  createdAt: string
  status?: string
  dataset?: { id: string; version: number }
  triggeredBy?: string
  cases: SeedCase[]
}

export function runRows(r: SeedRun): { run: NewRunRow; cases: NewCaseResultRow[] } {
  const id = uuidv7()
  const passed = r.cases.filter((c) => c.status === 'passed').length
  const failed = r.cases.filter((c) => c.status === 'failed').length
  const errored = r.cases.length - passed - failed
  const cost = r.cases.reduce((n, c) => n + (c.cost ?? 0), 0)
  const cases: NewCaseResultRow[] = r.cases.map((c, i) => ({
    id: uuidv7(),
    run_id: id,
    project_id: r.projectId,
    provider_id: r.provider.id,
    spec_name: r.specName,
    case_index: i,
    case_name: `case ${i + 1}`,
    status: c.status,
    call_status: c.status === 'error' ? 'failed' : 'ok',
    error: c.status === 'error' ? 'HTTP 500' : null,
    input: c.input,
    expected: null,
    output: c.status === 'error' ? null : `answer to ${c.input}`,
    score: c.status === 'passed' ? 1 : 0,
    assertions: JSON.stringify([
      {
        type: 'contains',
        line: 1,
        weight: 1,
        status: c.status === 'passed' ? 'pass' : 'fail',
        pass: c.status === 'passed',
        score: c.status === 'passed' ? 1 : 0,
        reason: c.status === 'passed' ? 'found' : 'not found',
      },
    ]),
    latency_ms: c.latency_ms === undefined ? 100 : c.latency_ms,
    prompt_tokens: c.prompt_tokens ?? 10,
    completion_tokens: c.completion_tokens ?? 5,
    cost: c.cost ?? 0,
    cached: c.cached ? 1 : 0,
    day: r.createdAt.slice(0, 10),
    created_at: r.createdAt,
  }))
  const run: NewRunRow = {
    id,
    project_id: r.projectId,
    comparison_id: null,
    spec_name: r.specName,
    spec_version: 1,
    dataset_id: r.dataset?.id ?? null,
    dataset_version: r.dataset?.version ?? null,
    provider_id: r.provider.id,
    provider_name: r.provider.name,
    model_id: `${r.provider.name}-model`,
    judge_provider_id: null,
    triggered_by: r.triggeredBy ?? 'manual',
    status: r.status ?? (passed === r.cases.length ? 'passed' : 'failed'),
    job_id: null,
    use_cache: 0,
    cache_ttl_seconds: 0,
    total: r.cases.length,
    done: r.cases.length,
    passed,
    failed,
    errored,
    cached: r.cases.filter((c) => c.cached).length,
    pass_rate: r.cases.length ? Math.round((passed / r.cases.length) * 10_000) / 10_000 : null,
    mean_score: r.cases.length ? Math.round((passed / r.cases.length) * 10_000) / 10_000 : null,
    latency_p50_ms: null,
    latency_p95_ms: null,
    prompt_tokens: cases.reduce((n, c) => n + (c.prompt_tokens ?? 0), 0),
    completion_tokens: cases.reduce((n, c) => n + (c.completion_tokens ?? 0), 0),
    cost,
    error: null,
    created_by: null,
    created_at: r.createdAt,
    started_at: r.createdAt,
    finished_at: r.createdAt,
    duration_ms: 1000,
  }
  return { run, cases }
}

export async function seedRun(db: Db, r: SeedRun): Promise<string> {
  const { run, cases } = runRows(r)
  await db.insertInto('llm_runs').values(run).execute()
  for (let i = 0; i < cases.length; i += 500)
    await db
      .insertInto('llm_case_results')
      .values(cases.slice(i, i + 500))
      .execute()
  return run.id
}
