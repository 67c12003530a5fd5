import type { Insertable, Selectable, Updateable } from 'kysely'

export interface LlmProvidersTable {
  id: string
  project_id: string
  name: string
  /** `openai_compatible` (the base URL covers OpenAI, OpenRouter, Ollama, vLLM, LM Studio...). */
  provider_type: string
  base_url: string
  model_id: string
  /** Sealed by the secret box; null when the provider needs no key. */
  api_key_sealed: string | null
  api_key_last4: string | null
  input_cost_per_1k: number | null
  output_cost_per_1k: number | null
  /** JSON `{temperature?, max_tokens?, seed?, stream?}`. */
  default_params: string
  /** Upper bound of calls in flight (AIMD lowers it on 429 and grows it back). */
  concurrency: number
  /** Deadline of one HTTP attempt. */
  timeout_ms: number
  created_at: string
  updated_at: string
}

export interface LlmSpecsTable {
  id: string
  project_id: string
  name: string
  /** The latest version's content. */
  content: string
  /** The latest version number (1-based). */
  version: number
  created_at: string
  updated_at: string
}

export interface LlmSpecVersionsTable {
  id: string
  spec_id: string
  project_id: string
  version: number
  content: string
  created_by: string | null
  created_at: string
}

export interface LlmComparisonsTable {
  id: string
  project_id: string
  spec_name: string
  spec_version: number
  /** JSON array of provider ids, in the order asked. */
  provider_ids: string
  /** queued | running | completed | error | cancelled */
  status: string
  job_id: string | null
  winner_provider_id: string | null
  winner_reason: string | null
  error: string | null
  created_by: string | null
  created_at: string
  finished_at: string | null
}

export interface LlmRunsTable {
  id: string
  project_id: string
  comparison_id: string | null
  spec_name: string
  spec_version: number
  dataset_id: string | null
  dataset_version: number | null
  /** Prompt A/B: replaces the suite's system prompt for this run (null: the suite's own). */
  system_prompt: string | null
  provider_id: string
  provider_name: string
  model_id: string
  judge_provider_id: string | null
  /** `manual`, `compare`, or `schedule:<id>` */
  triggered_by: string
  /** queued | running | passed | failed | error | cancelled */
  status: string
  job_id: string | null
  use_cache: number
  cache_ttl_seconds: number
  total: number
  done: number
  passed: number
  failed: number
  errored: number
  cached: number
  pass_rate: number | null
  mean_score: number | null
  latency_p50_ms: number | null
  latency_p95_ms: number | null
  prompt_tokens: number
  completion_tokens: number
  cost: number
  error: string | null
  created_by: string | null
  created_at: string
  started_at: string | null
  finished_at: string | null
  duration_ms: number | null
}

export interface LlmCaseResultsTable {
  id: string
  run_id: string
  project_id: string
  provider_id: string
  spec_name: string
  case_index: number
  case_name: string
  /** passed | failed | error */
  status: string
  /** ok | throttled | timeout | failed | not_called */
  call_status: string
  error: string | null
  input: string
  expected: string | null
  output: string | null
  score: number
  /** JSON array of assertion results. */
  assertions: string
  latency_ms: number | null
  prompt_tokens: number
  completion_tokens: number
  cost: number
  cached: number
  /** UTC `YYYY-MM-DD` of created_at, for per-day aggregation. */
  day: string
  created_at: string
}

export interface LlmResponseCacheTable {
  project_id: string
  key: string
  content: string
  prompt_tokens: number
  completion_tokens: number
  created_at: string
  expires_at: string
}

declare module '../../platform/db/database.js' {
  interface Database {
    llm_providers: LlmProvidersTable
    llm_specs: LlmSpecsTable
    llm_spec_versions: LlmSpecVersionsTable
    llm_comparisons: LlmComparisonsTable
    llm_runs: LlmRunsTable
    llm_case_results: LlmCaseResultsTable
    llm_response_cache: LlmResponseCacheTable
  }
}

export type ProviderRow = Selectable<LlmProvidersTable>
export type NewProviderRow = Insertable<LlmProvidersTable>
export type ProviderRowUpdate = Updateable<LlmProvidersTable>
export type SpecRow = Selectable<LlmSpecsTable>
export type SpecVersionRow = Selectable<LlmSpecVersionsTable>
export type ComparisonRow = Selectable<LlmComparisonsTable>
export type NewComparisonRow = Insertable<LlmComparisonsTable>
export type RunRow = Selectable<LlmRunsTable>
export type NewRunRow = Insertable<LlmRunsTable>
export type RunRowUpdate = Updateable<LlmRunsTable>
export type CaseResultRow = Selectable<LlmCaseResultsTable>
export type NewCaseResultRow = Insertable<LlmCaseResultsTable>
