import type { ReactNode } from 'react'

/** A problem the server's parser found in a spec, on a 1-based line (every spec area reports this shape). */
export interface SpecIssue {
  line: number
  message: string
}

export type IssueSeverity = 'error' | 'warning'

/** The part of a validate answer the workspace reads; each area's answer carries more (steps, tests, title). */
export interface SpecCheck {
  errors: readonly SpecIssue[]
  warnings: readonly SpecIssue[]
}

/**
 * One completion the editor offers at the start of a step line. `insert_text` may differ from `label` (the label
 * reads well in the list, the inserted text is ready to edit).
 */
export interface StepCompletion {
  label: string
  insert_text: string
  detail?: string
}

export type SpecSelection = { kind: 'spec'; name: string } | { kind: 'draft'; folder: string }

/** What the caller may do in a spec area (from `my_role`, see api/roles.ts); the API enforces the same. */
export interface SpecPermissions {
  /** member+: new specs. */
  mayCreate: boolean
  /** editor+: save changes, rename. */
  mayEdit: boolean
  /** admin+ */
  mayDelete: boolean
  /** member+ */
  mayRun: boolean
}

/** The live parse of the editor text: the latest answer, whether a newer one is on its way, and a failed call. */
export interface LiveCheck<V extends SpecCheck> {
  result: V | undefined
  checking: boolean
  failure: string | undefined
}

/** What an area's preview render prop receives. */
export interface PreviewContext<V extends SpecCheck, S> {
  /** The text the latest check ran on (debounced). */
  checkedText: string
  /** The latest live check of the editor text (undefined until the first answer). */
  check: V | undefined
  /** The saved spec; undefined for a new one. */
  saved: S | undefined
  goToLine: (line: number) => void
}

export type PreviewRenderer<V extends SpecCheck, S> = (context: PreviewContext<V, S>) => ReactNode
