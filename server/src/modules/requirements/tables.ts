import type { Insertable, Selectable, Updateable } from 'kysely'

export interface RequirementsTable {
  id: string
  project_id: string
  /** Sequential per project (numeric max + 1), unique with the project: the code's number. */
  number: number
  /** `REQ-0001`: `number` zero-padded to at least four digits. */
  code: string
  title: string
  description: string
  /** functional | non-functional | security | performance | usability | accessibility */
  category: string
  /** high | medium | low */
  priority: string
  /** Given/When/Then lines. */
  acceptance_criteria: string
  /** draft | approved | rejected: the review state. */
  status: string
  /** manual | exploration */
  source: string
  /** rules | ai | manual */
  engine: string
  exploration_session_id: string | null
  source_key: string | null
  /** JSON evidence from the exploration (page, form fields, messages), else null. */
  evidence: string | null
  /** The code of an existing requirement this one nearly repeats, else null. */
  duplicate_of: string | null
  created_by: string | null
  created_at: string
  updated_at: string
}

declare module '../../platform/db/database.js' {
  interface Database {
    requirements: RequirementsTable
  }
}

export type RequirementRow = Selectable<RequirementsTable>
export type NewRequirementRow = Insertable<RequirementsTable>
export type RequirementRowUpdate = Updateable<RequirementsTable>
