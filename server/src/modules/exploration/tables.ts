import type { Insertable, Selectable, Updateable } from 'kysely'

export interface ExplorationSessionsTable {
  id: string
  project_id: string
  url: string
  /** goal_directed | breadth_first | depth_first */
  strategy: string
  max_interactions: number
  max_pages: number
  time_budget_s: number
  /** JSON {@link SessionOptions}. */
  options: string
  /** created | queued | running | completed | stopped | failed */
  status: string
  /** rules | ai: who picked the next actions. */
  engine: string
  job_id: string | null
  interactions: number
  message: string | null
  /** JSON {@link Discovered}. */
  discovered: string
  error: string | null
  created_by: string | null
  created_at: string
  started_at: string | null
  finished_at: string | null
  duration_ms: number | null
}

declare module '../../platform/db/database.js' {
  interface Database {
    exploration_sessions: ExplorationSessionsTable
  }
}

export type SessionRow = Selectable<ExplorationSessionsTable>
export type NewSessionRow = Insertable<ExplorationSessionsTable>
export type SessionRowUpdate = Updateable<ExplorationSessionsTable>
