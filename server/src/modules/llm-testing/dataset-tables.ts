import type { Insertable, Selectable } from 'kysely'

/** Tables of migration 0017: datasets and their immutable versions, augmentation candidates, prompt A/B. */

export interface LlmDatasetsTable {
  id: string
  project_id: string
  name: string
  description: string
  /** The newest version number (1-based); 0 before the first version. */
  latest_version: number
  /** The version marked golden, the baseline of regressions; null when none is marked. */
  golden_version: number | null
  golden_at: string | null
  created_by: string | null
  created_at: string
  updated_at: string
}

export interface LlmDatasetVersionsTable {
  id: string
  dataset_id: string
  project_id: string
  version: number
  case_count: number
  /** manual | csv | augment */
  source: string
  note: string | null
  created_by: string | null
  created_at: string
}

export interface LlmDatasetCasesTable {
  id: string
  version_id: string
  project_id: string
  case_index: number
  input: string
  expected: string | null
  /** JSON array of strings. */
  tags: string
}

export interface LlmAugmentCandidatesTable {
  id: string
  dataset_id: string
  project_id: string
  base_version: number
  /** edge_cases | adversarial | boundary | rephrase */
  kind: string
  /** rules | ai */
  engine: string
  /** The documented transformation that produced it. */
  rule: string
  source_case_index: number | null
  input: string
  expected: string | null
  tags: string
  /** pending | accepted | rejected */
  status: string
  created_at: string
  decided_at: string | null
  decided_by: string | null
}

export interface LlmPromptIterationsTable {
  id: string
  project_id: string
  name: string
  spec_name: string
  spec_version: number
  dataset_id: string | null
  dataset_version: number | null
  provider_id: string
  original_prompt: string
  modified_prompt: string
  status: string
  job_id: string | null
  original_run_id: string | null
  modified_run_id: string | null
  /** JSON: per-case score pairs, mean difference, winner, sign-test p-value and note. */
  summary: string | null
  error: string | null
  created_by: string | null
  created_at: string
  finished_at: string | null
}

declare module '../../platform/db/database.js' {
  interface Database {
    llm_datasets: LlmDatasetsTable
    llm_dataset_versions: LlmDatasetVersionsTable
    llm_dataset_cases: LlmDatasetCasesTable
    llm_augment_candidates: LlmAugmentCandidatesTable
    llm_prompt_iterations: LlmPromptIterationsTable
  }
}

export type DatasetRow = Selectable<LlmDatasetsTable>
export type DatasetVersionRow = Selectable<LlmDatasetVersionsTable>
export type DatasetCaseRow = Selectable<LlmDatasetCasesTable>
export type NewDatasetCaseRow = Insertable<LlmDatasetCasesTable>
export type AugmentCandidateRow = Selectable<LlmAugmentCandidatesTable>
export type PromptIterationRow = Selectable<LlmPromptIterationsTable>
