import type { CaseResultResource, ComparisonResource, RunResource } from './schemas.js'
import type { CaseResultRow, ComparisonRow, RunRow } from './tables.js'

const num = (v: number | null): number | null => (v === null ? null : Number(v))

export function toRun(row: RunRow): RunResource {
  return {
    id: row.id,
    project_id: row.project_id,
    comparison_id: row.comparison_id,
    spec_name: row.spec_name,
    spec_version: row.spec_version,
    dataset_id: row.dataset_id,
    dataset_version: row.dataset_version,
    provider_id: row.provider_id,
    provider_name: row.provider_name,
    model_id: row.model_id,
    judge_provider_id: row.judge_provider_id,
    triggered_by: row.triggered_by,
    status: row.status as RunResource['status'],
    job_id: row.job_id,
    use_cache: row.use_cache === 1,
    progress: { done: row.done, total: row.total },
    passed: row.passed,
    failed: row.failed,
    errored: row.errored,
    cached: row.cached,
    pass_rate: num(row.pass_rate),
    mean_score: num(row.mean_score),
    latency_p50_ms: num(row.latency_p50_ms),
    latency_p95_ms: num(row.latency_p95_ms),
    prompt_tokens: Number(row.prompt_tokens),
    completion_tokens: Number(row.completion_tokens),
    cost: Number(row.cost),
    error: row.error,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    duration_ms: num(row.duration_ms),
  }
}

export function toCaseResult(row: CaseResultRow): CaseResultResource {
  return {
    case_index: row.case_index,
    case_name: row.case_name,
    status: row.status as CaseResultResource['status'],
    call_status: row.call_status as CaseResultResource['call_status'],
    error: row.error,
    input: row.input,
    expected: row.expected,
    output: row.output,
    score: Number(row.score),
    assertions: JSON.parse(row.assertions),
    latency_ms: num(row.latency_ms),
    prompt_tokens: Number(row.prompt_tokens),
    completion_tokens: Number(row.completion_tokens),
    cost: Number(row.cost),
    cached: row.cached === 1,
  }
}

export function toComparison(row: ComparisonRow, runs: RunRow[]): ComparisonResource {
  return {
    id: row.id,
    project_id: row.project_id,
    spec_name: row.spec_name,
    spec_version: row.spec_version,
    status: row.status as ComparisonResource['status'],
    job_id: row.job_id,
    provider_ids: JSON.parse(row.provider_ids),
    runs: runs.map(toRun),
    winner_provider_id: row.winner_provider_id,
    winner_reason: row.winner_reason,
    error: row.error,
    created_at: row.created_at,
    finished_at: row.finished_at,
  }
}
