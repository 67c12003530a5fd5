import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** One `event: change` of GET /events: a resource's new state, never the whole record. */
export interface ResourceChange {
  type: string
  id: string
  status: string
  progress?: number
  updated_at: string
}

/** The query root of the page that shows each resource type of the other areas. */
const AREA_ROOT: Record<string, string> = {
  exploration: 'exploration',
  db_run: 'database-testing',
  db_analysis: 'database-testing',
  load_test_run: 'load-testing',
  prd_generation: 'prd',
  llm_run: 'llm-testing',
  llm_comparison: 'llm-testing',
}

const FINAL = new Set(['passed', 'failed', 'error', 'completed', 'cancelled', 'deleted', 'stopped'])
/** Changes that arrive together (a run's stages, a batch of runs) cost one refetch. */
const COALESCE_MS = 750

interface Page {
  items: { id: string; status: string; progress?: number | null }[]
}

const isPage = (data: unknown): data is Page => Array.isArray((data as Page | undefined)?.items)

/**
 * Applies a change to the query cache: the status of a listed row is patched in place (no request); a row the cache
 * does not hold yet, a final state (duration, results) and an open detail page are refetched — only queries that
 * are on screen, and changes within `COALESCE_MS` share one request.
 */
export class LiveChanges {
  readonly #timers = new Map<string, ReturnType<typeof setTimeout>>()

  constructor(
    private readonly qc: QueryClient,
    private readonly projectId: string,
  ) {}

  apply(change: ResourceChange): void {
    const p = this.projectId
    switch (change.type) {
      case 'run':
        this.#resource(change, ['runs', p, 'list'], ['runs', p, 'detail', change.id])
        this.#later(['regression', p])
        this.#later(['schedules', p])
        this.#later(['browser-pool'])
        return
      case 'api_run':
        this.#resource(change, ['api-testing', p, 'runs', 'list'], ['api-testing', p, 'runs', 'detail', change.id])
        return
      case 'batch':
        this.#resource(change, ['regression', p, 'list'], ['regression', p, 'detail', change.id])
        this.#later(['schedules', p])
        return
      case 'schedule_execution':
        // Project schedules (batches) and LLM schedules both keep an execution history.
        this.#later(['schedules', p])
        this.#later(['llm-testing', p])
        return
      case 'job':
        this.#resource(change, ['jobs', p, 'list'], ['jobs', p, 'detail', change.id])
        return
      default:
        // Other areas: their pages' queries start with the area's root key; a change there is read once.
        this.#later([AREA_ROOT[change.type] ?? change.type, p])
    }
  }

  /** After `reset` (the stream could not replay what was missed): everything on screen is read again. */
  resetAll(): void {
    void this.qc.invalidateQueries({ refetchType: 'active' })
  }

  cancel(): void {
    for (const timer of this.#timers.values()) clearTimeout(timer)
    this.#timers.clear()
  }

  #resource(change: ResourceChange, listKey: QueryKey, detailKey: QueryKey): void {
    let found = false
    for (const [key, data] of this.qc.getQueriesData({ queryKey: listKey })) {
      if (!isPage(data) || !data.items.some((row) => row.id === change.id)) continue
      found = true
      this.qc.setQueryData(key, {
        ...data,
        items: data.items.map((row) =>
          row.id === change.id
            ? { ...row, status: change.status, ...(change.progress !== undefined ? { progress: change.progress } : {}) }
            : row,
        ),
      })
    }
    if (!found || FINAL.has(change.status)) this.#later(listKey)
    this.#later(detailKey)
  }

  #later(queryKey: QueryKey): void {
    const id = JSON.stringify(queryKey)
    if (this.#timers.has(id)) return
    this.#timers.set(
      id,
      setTimeout(() => {
        this.#timers.delete(id)
        void this.qc.invalidateQueries({ queryKey, refetchType: 'active' })
      }, COALESCE_MS),
    )
  }
}
