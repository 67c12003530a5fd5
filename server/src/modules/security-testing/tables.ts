import type { Selectable } from 'kysely'

export interface SecurityScansTable {
  id: string
  project_id: string
  target_url: string
  /** completed | failed */
  status: string
  /** JSON list of findings (checks.ts `Finding`). */
  findings: string
  /** JSON facts about the target: status, final URL, server, TLS, probed paths. */
  facts: string
  error: string | null
  created_by: string | null
  created_at: string
  duration_ms: number | null
}

declare module '../../platform/db/database.js' {
  interface Database {
    security_scans: SecurityScansTable
  }
}

export type ScanRow = Selectable<SecurityScansTable>
