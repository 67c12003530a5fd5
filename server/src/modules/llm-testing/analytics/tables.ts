import type { Selectable } from 'kysely'

/** Migration 0019: a run chosen as the golden baseline of a suite on one provider (suites run without a dataset). */
export interface LlmGoldenRunsTable {
  project_id: string
  spec_name: string
  provider_id: string
  run_id: string
  marked_by: string | null
  marked_at: string
}

declare module '../../../platform/db/database.js' {
  interface Database {
    llm_golden_runs: LlmGoldenRunsTable
  }
}

export type GoldenRunRow = Selectable<LlmGoldenRunsTable>
