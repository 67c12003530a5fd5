import type { QueryKey } from '@tanstack/react-query'
import type { SpecCheck, StepCompletion } from './types.js'

/** A saved spec as every area's API returns it (each area's spec carries more). */
export interface SavedSpec extends SpecCheck {
  name: string
  content: string
  updated_at: string
  tags?: readonly string[]
}

/** A spec in the list (the tree is built from the names). */
export interface SpecSummary {
  name: string
}

export interface SpecListQuery {
  /** Text the name (or, where the API supports it, the content) contains; '' for all. */
  q: string
  /** Only specs with every one of these tags (areas with tags). */
  tags: readonly string[]
}

export interface SpecChange {
  name: string
  content?: string
  tags?: string[]
  newName?: string
}

/**
 * What a spec area plugs into the shared workspace: its API calls and a few words. The workspace owns the React
 * Query wiring (keys below, invalidation after writes), the tree, the editor, the problems list and the toolbar.
 */
export interface SpecAreaAdapter<S extends SavedSpec, V extends SpecCheck, L extends SpecSummary = SpecSummary> {
  keys: {
    /** Every list-like query of the area (names, tags, folders): invalidated by each write. */
    list: QueryKey
    spec: (name: string) => QueryKey
    validate: (content: string) => QueryKey
    /** Invalidated after a run is queued. */
    runs: QueryKey
  }
  /** What a new spec starts from (it should parse). */
  template: string
  /** The name a new spec in `folder` starts with. */
  draftName: (folder: string) => string
  /** Why a name would be refused, checked before asking the API; null when fine. */
  nameProblem?: (name: string) => string | null
  /** Phrasings the editor offers at the start of a step until `loadCompletions` answers (or when it fails). */
  completions: readonly StepCompletion[]
  /** The grammar's own phrasings from the server (`GET /specs/step-suggestions`), so the editor never drifts from it. */
  loadCompletions?: () => Promise<readonly StepCompletion[]>
  text: {
    /** The tree when the project has no spec. */
    noSpecs: string
    /** Where the format is documented, under the editor. */
    formatDoc: string
    /** Said when confirming a delete (what stays). */
    deleteNote: string
  }
  /** Every spec (up to the area's cap) matching the query. */
  list: (query: SpecListQuery) => Promise<{ items: L[]; total: number }>
  get: (name: string) => Promise<S>
  validate: (content: string, signal: AbortSignal) => Promise<V>
  create: (draft: { name: string; content: string; tags?: string[] }) => Promise<S>
  update: (change: SpecChange) => Promise<S>
  remove: (name: string) => Promise<unknown>
  /** Queues a run of the saved spec; resolves to the address of the run's page. */
  run: (name: string) => Promise<string>
  /** Areas whose specs have tags: the tag counts for the filter. */
  tags?: () => Promise<readonly { tag: string; count: number }[]>
}

/** Fetches every page of a paged list (the tree needs every name), stopping at `max` items. */
export async function fetchAllPages<T>(
  page: (offset: number, limit: number) => Promise<{ items: T[]; total: number }>,
  pageSize = 200,
  max = 2000,
): Promise<{ items: T[]; total: number }> {
  const items: T[] = []
  let total = 0
  do {
    const next = await page(items.length, pageSize)
    items.push(...next.items)
    total = next.total
    if (next.items.length === 0) break
  } while (items.length < total && items.length < max)
  return { items, total }
}

/**
 * The server's step suggestions as editor completions: each is shown as the sentence it writes (its `#{field}`s at
 * their defaults), so typing the start of a step finds it, with the grammar's own name for it as the detail.
 */
export function stepCompletionsOf(items: readonly { label: string; insert_text: string; detail: string }[]): StepCompletion[] {
  return items.map((item) => {
    let field = 0
    return {
      label: item.insert_text.replace(/#\{([^}]*)\}/g, '$1'),
      // CodeMirror reads `#{500}` as field number 500 with no text: number each field and keep its text.
      insert_text: item.insert_text.replace(/#\{([^}]*)\}/g, (_, text: string) => `#{${++field}:${text}}`),
      detail: `${item.label}: ${item.detail}`,
    }
  })
}
