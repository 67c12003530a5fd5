import type { Selectable } from 'kysely'

/** One database backup: running -> completed | failed. `file` is relative to DATA_DIR/backups. */
export interface BackupsTable {
  id: string
  dialect: string
  /** `schedule`, `manual` (dashboard/API) or `cli`. */
  trigger: string
  status: string
  file: string | null
  size_bytes: number | string | null
  /** JSON: rows per table at backup time (SQLite: read from the copy; PostgreSQL: from the live DB). */
  row_counts: string | null
  error: string | null
  started_at: string
  finished_at: string | null
}

/** Where a run's artifacts went after archival. Hot runs have no row. */
export interface RunTiersTable {
  run_id: string
  /** `warm` (core files archived, local folder removed) or `cold` (archive deleted, DB metadata kept). */
  tier: string
  /** `s3://bucket/prefix…` or the local archive folder; null once cold. */
  location: string | null
  archived_bytes: number | string
  freed_bytes: number | string
  moved_at: string
}

declare module '../db/database.js' {
  interface Database {
    backups: BackupsTable
    run_tiers: RunTiersTable
  }
}

export type BackupRow = Selectable<BackupsTable>
export type RunTierRow = Selectable<RunTiersTable>
