import type { Insertable, Selectable, Updateable } from 'kysely'

export interface RegressionBatchesTable {
  id: string
  project_id: string
  name: string
  /** queued | running | completed | error | cancelled */
  status: string
  /** `manual`, or `schedule:<schedule id>` */
  triggered_by: string
  schedule_execution_id: string | null
  /** How many of the batch's runs may be in flight at once. */
  max_parallel: number
  job_id: string | null
  total: number
  passed_count: number
  failed_count: number
  error_count: number
  skipped_count: number
  /** passed / (passed + failed + error), 0..1; null until a spec has finished. */
  success_rate: number | null
  error: string | null
  created_by: string | null
  created_at: string
  started_at: string | null
  finished_at: string | null
  duration_ms: number | null
}

/** One spec of a batch and the run that executed it. */
export interface RegressionBatchItemsTable {
  id: string
  batch_id: string
  project_id: string
  position: number
  /** `ui` or `api` */
  spec_kind: string
  /** The reference the batch was created with (`name` or `api:name`). */
  spec_id: string
  spec_name: string
  run_id: string | null
  run_job_id: string | null
  /** queued | running | passed | failed | error | skipped */
  status: string
  error: string | null
  /** The classifier's verdict on the last failed attempt (locator_drift, app_regression, ...). */
  failure_class: string | null
  /** Validate/heal attempts the run made; more than one on a pass means it was healed. */
  attempts: number | null
  created_at: string
  started_at: string | null
  finished_at: string | null
  duration_ms: number | null
}

declare module '../../platform/db/database.js' {
  interface Database {
    regression_batches: RegressionBatchesTable
    regression_batch_items: RegressionBatchItemsTable
  }
}

export type BatchRow = Selectable<RegressionBatchesTable>
export type NewBatchRow = Insertable<RegressionBatchesTable>
export type BatchRowUpdate = Updateable<RegressionBatchesTable>
export type ItemRow = Selectable<RegressionBatchItemsTable>
export type NewItemRow = Insertable<RegressionBatchItemsTable>
export type ItemRowUpdate = Updateable<RegressionBatchItemsTable>
