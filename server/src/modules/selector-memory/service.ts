import type { AppDeps } from '../../app-deps.js'
import { ConflictError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, toPage } from '../../platform/http/pagination.js'
import { flattenResolutions, matchesQuery, withoutItem } from './flatten.js'
import * as store from './store.js'

type Deps = Pick<AppDeps, 'db' | 'clock'>

/** Specs with their stored fingerprints; with `q`, only specs and targets matching every word. */
export async function browseFingerprints(
  deps: Deps,
  projectId: string,
  filter: { q?: string | undefined; spec_name?: string | undefined },
  page: Page,
) {
  const { rows, total } = await store.searchMemory(deps.db, projectId, { q: filter.q, spec: filter.spec_name }, page)
  const items = rows.map((r) => {
    const all = flattenResolutions(r.resolutions)
    const specMatches =
      !!filter.q &&
      filter.q
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .every((w) => r.spec_name.toLowerCase().includes(w))
    const targets = specMatches ? all : all.filter((t) => matchesQuery(t, filter.q))
    return { spec_name: r.spec_name, run_id: r.run_id, updated_at: r.updated_at, total_targets: all.length, targets }
  })
  return toPage(items, total, page)
}

/** Forgets one element of a spec's memory: the next run resolves that step afresh. */
export async function forgetTarget(deps: Deps, projectId: string, specName: string, itemId: string) {
  const row = await store.readMemory(deps.db, projectId, specName)
  if (!row) throw new NotFoundError(`Selector memory for "${specName}"`)
  const after = withoutItem(row.resolutions, itemId)
  if (after === undefined) throw new NotFoundError(`Target "${itemId}" in the selector memory of "${specName}"`)
  if (!(await store.replaceResolutions(deps.db, projectId, specName, row.resolutions, after, deps.clock.nowIso()))) {
    throw new ConflictError('The selector memory changed meanwhile (a run wrote it); reload and try again')
  }
  return { deleted: true as const, spec_name: specName, item_id: itemId }
}

interface StoredAttempt {
  n: number
  status: string
  error: string | null
  classification: string | null
  heal: string | null
  diff: string | null
}

/** Heal history: every heal attempted after a failed attempt, per run, newest runs first. */
export async function healHistory(deps: Deps, projectId: string, specName: string | undefined, page: Page) {
  const { rows, total } = await store.healedRuns(deps.db, projectId, specName, page)
  const items = rows.map((r) => {
    const attempts = (JSON.parse(r.attempts ?? '[]') as StoredAttempt[]).sort((a, b) => a.n - b.n)
    const heals = attempts
      .filter((a) => a.status !== 'passed' && (a.heal !== null || a.classification !== null))
      .map((a) => ({
        after_attempt: a.n,
        classification: a.classification,
        heal: a.heal,
        diff: a.diff,
        error: a.error ? a.error.split('\n')[0]!.slice(0, 300) : null,
        outcome: attempts.find((x) => x.n === a.n + 1)?.status ?? null,
      }))
    return { run_id: r.id, spec_name: r.spec_name, status: r.status, created_at: r.created_at, attempts: attempts.length, heals }
  })
  return toPage(items, total, page)
}
