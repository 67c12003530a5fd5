import type { Insertable, Selectable, Updateable } from 'kysely'

/** Rows of the database-testing tables (migration 0012). JSON columns are text. */

export interface DbConnectionsTable {
  id: string
  project_id: string
  name: string
  /** postgres | mysql (MariaDB and MySQL) */
  dialect: string
  host: string
  port: number
  database: string
  username: string
  password_sealed: string | null
  password_last4: string | null
  /** JSON array of schema names (PostgreSQL search path). */
  schemas: string
  /** disable | require | verify-full */
  ssl_mode: string
  statement_timeout_ms: number
  created_by: string | null
  created_at: string
  updated_at: string
}

export interface DbAnalysesTable {
  id: string
  project_id: string
  connection_id: string
  /** queued | running | completed | failed */
  status: string
  job_id: string | null
  exact_counts: number
  snapshot: string | null
  lints: string | null
  drift: string | null
  previous_id: string | null
  error: string | null
  created_by: string | null
  created_at: string
  started_at: string | null
  finished_at: string | null
}

export interface DbSpecsTable {
  id: string
  project_id: string
  name: string
  connection_id: string | null
  content: string
  /** rules | ai | manual */
  engine: string
  created_at: string
  updated_at: string
}

export interface DbRunsTable {
  id: string
  project_id: string
  connection_id: string
  /** run | full */
  kind: string
  spec_id: string | null
  spec_name: string | null
  spec_content: string | null
  /** queued | running | completed | failed | error | cancelled */
  status: string
  job_id: string | null
  total: number
  passed_count: number
  failed_count: number
  error_count: number
  success_rate: number | null
  results: string | null
  suggestions: string | null
  suggestions_engine: string | null
  analysis_id: string | null
  error: string | null
  created_by: string | null
  created_at: string
  started_at: string | null
  finished_at: string | null
  duration_ms: number | null
}

export interface DbAuditTable {
  id: string
  project_id: string
  run_id: string
  connection_id: string
  suggestion_id: string
  title: string
  category: string
  sql: string | null
  preview_rows: number | null
  rows_affected: number | null
  /** applied | rolled_back | failed | rejected */
  status: string
  error: string | null
  actor_id: string | null
  actor_email: string | null
  created_at: string
}

declare module '../../platform/db/database.js' {
  interface Database {
    db_connections: DbConnectionsTable
    db_analyses: DbAnalysesTable
    db_specs: DbSpecsTable
    db_runs: DbRunsTable
    db_audit: DbAuditTable
  }
}

export type ConnectionRow = Selectable<DbConnectionsTable>
export type NewConnectionRow = Insertable<DbConnectionsTable>
export type ConnectionRowUpdate = Updateable<DbConnectionsTable>
export type AnalysisRow = Selectable<DbAnalysesTable>
export type AnalysisRowUpdate = Updateable<DbAnalysesTable>
export type DbSpecRow = Selectable<DbSpecsTable>
export type RunRow = Selectable<DbRunsTable>
export type NewRunRow = Insertable<DbRunsTable>
export type RunRowUpdate = Updateable<DbRunsTable>
export type AuditRow = Selectable<DbAuditTable>
export type NewAuditRow = Insertable<DbAuditTable>
