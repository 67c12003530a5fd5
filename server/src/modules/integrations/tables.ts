import type { Selectable } from 'kysely'

export interface IntegrationConfigsTable {
  project_id: string
  /** testmgmt | tracker | ci_webhook */
  kind: string
  /** JSON of the integration's plain settings. */
  settings: string
  secret_sealed: string
  secret_last4: string
  updated_by: string | null
  updated_at: string
}

export interface TestmgmtCaseMappingsTable {
  project_id: string
  remote_suite_id: number
  /** `ui:<spec name>` or `api:<spec name>` */
  spec_ref: string
  remote_case_id: number
  content_hash: string
  synced_at: string
}

export interface TestmgmtResultSyncsTable {
  id: string
  project_id: string
  batch_id: string
  remote_run_id: number
  created_at: string
  updated_at: string
}

export interface TestmgmtResultItemsTable {
  sync_id: string
  item_id: string
  remote_case_id: number
  remote_result_id: number
  status_id: number
  synced_at: string
}

export interface TrackerIssuesTable {
  id: string
  project_id: string
  issue_key: string
  issue_url: string
  summary: string
  spec_name: string
  fingerprint: string | null
  /** created | linked */
  origin: string
  /** JSON array of the run ids reported on this issue. */
  run_ids: string
  occurrences: number
  created_at: string
  updated_at: string
}

export interface CiDeliveriesTable {
  id: string
  project_id: string
  /** github | gitlab */
  provider: string
  delivery_id: string
  event: string
  status: string | null
  ref: string | null
  sha: string | null
  url: string | null
  pipeline: string | null
  received_at: string
}

declare module '../../platform/db/database.js' {
  interface Database {
    integration_configs: IntegrationConfigsTable
    testmgmt_case_mappings: TestmgmtCaseMappingsTable
    testmgmt_result_syncs: TestmgmtResultSyncsTable
    testmgmt_result_items: TestmgmtResultItemsTable
    tracker_issues: TrackerIssuesTable
    ci_deliveries: CiDeliveriesTable
  }
}

export type ConfigRow = Selectable<IntegrationConfigsTable>
export type MappingRow = Selectable<TestmgmtCaseMappingsTable>
export type ResultSyncRow = Selectable<TestmgmtResultSyncsTable>
export type ResultItemRow = Selectable<TestmgmtResultItemsTable>
export type IssueRow = Selectable<TrackerIssuesTable>
export type DeliveryRow = Selectable<CiDeliveriesTable>
