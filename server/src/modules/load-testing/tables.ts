import type { Insertable, Selectable, Updateable } from 'kysely'

export interface LoadTestScenariosTable {
  id: string
  project_id: string
  name: string
  url: string
  method: string
  /** JSON object of header name -> value. */
  headers: string
  body: string | null
  connections: number
  /** Seconds to run; null when `amount` bounds the run instead. */
  duration_s: number | null
  /** Number of requests to send; null when `duration_s` bounds the run. */
  amount: number | null
  /** Seconds spent stepping up to `connections` before the measured phase (0 = none). */
  ramp_up_s: number
  created_by: string | null
  created_at: string
  updated_at: string
}

export interface LoadTestRunsTable {
  id: string
  project_id: string
  scenario_id: string | null
  scenario_name: string
  /** JSON snapshot of the scenario as it ran. */
  scenario: string
  /** queued | running | completed | failed | cancelled */
  status: string
  job_id: string | null
  /** JSON `LoadTestResult`, once completed. */
  result: string | null
  error: string | null
  created_by: string | null
  created_at: string
  started_at: string | null
  finished_at: string | null
  duration_ms: number | null
}

declare module '../../platform/db/database.js' {
  interface Database {
    load_test_scenarios: LoadTestScenariosTable
    load_test_runs: LoadTestRunsTable
  }
}

export type ScenarioRow = Selectable<LoadTestScenariosTable>
export type NewScenarioRow = Insertable<LoadTestScenariosTable>
export type ScenarioUpdate = Updateable<LoadTestScenariosTable>
export type LoadRunRow = Selectable<LoadTestRunsTable>
export type NewLoadRunRow = Insertable<LoadTestRunsTable>
export type LoadRunUpdate = Updateable<LoadTestRunsTable>
