import type { Insertable, Selectable } from 'kysely'

export interface RtmEntriesTable {
  id: string
  project_id: string
  requirement_id: string
  /** covered | partial | uncovered | suggested */
  coverage: string
  /** The best match's confidence, 0..1. */
  confidence: number
  /** rules | ai */
  engine: string
  /** JSON {@link SpecMatch}[], best first. */
  matches: string
  /** JSON {@link SpecDraft} for a gap, else null. */
  suggestion: string | null
  generated_at: string
}

declare module '../../platform/db/database.js' {
  interface Database {
    rtm_entries: RtmEntriesTable
  }
}

export type RtmRow = Selectable<RtmEntriesTable>
export type NewRtmRow = Insertable<RtmEntriesTable>
