import type { Selectable, Updateable } from 'kysely'

export interface PrdDocumentsTable {
  id: string
  project_id: string
  file_name: string
  mime_type: string
  size_bytes: number
  /** The extracted text. */
  text: string
  /** JSON list of features (features.ts `Feature`) plus `{pages}` facts: `{pages, features}`. */
  features: string
  created_by: string | null
  created_at: string
}

export interface PrdGenerationsTable {
  id: string
  project_id: string
  document_id: string
  /** queued | running | completed | failed | cancelled */
  status: string
  /** rules | ai | auto (what was asked; each draft says what produced it) */
  engine: string
  job_id: string | null
  /** JSON list of drafts (drafts.ts `Draft`). */
  drafts: string
  error: string | null
  created_by: string | null
  created_at: string
  finished_at: string | null
}

declare module '../../platform/db/database.js' {
  interface Database {
    prd_documents: PrdDocumentsTable
    prd_generations: PrdGenerationsTable
  }
}

export type DocumentRow = Selectable<PrdDocumentsTable>
export type GenerationRow = Selectable<PrdGenerationsTable>
export type GenerationUpdate = Updateable<PrdGenerationsTable>
