import type { AppDeps } from '../../app-deps.js'
import { NotFoundError } from '../../platform/http/errors.js'
import { type Page, toPage } from '../../platform/http/pagination.js'
import * as store from './store.js'
import type { RunRow } from './tables.js'
import { toCaseResult, toComparison, toRun } from './views.js'

/** Reads of LLM runs, their case results and comparisons (the use cases that start and drive them: run-service). */

export async function runOr404(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<RunRow> {
  const row = await store.findRun(deps.db, projectId, id)
  if (!row) throw new NotFoundError(`LLM run "${id}"`)
  return row
}

export async function getRun(deps: Pick<AppDeps, 'db'>, projectId: string, id: string) {
  return toRun(await runOr404(deps, projectId, id))
}

export async function listRuns(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  page: Page,
  filter: { specName?: string | undefined; status?: string | undefined },
) {
  const { rows, total } = await store.listRuns(deps.db, projectId, page, filter)
  return toPage(rows.map(toRun), total, page)
}

export async function listResults(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  id: string,
  page: Page,
  filter: { status?: string | undefined; failures?: boolean },
) {
  await runOr404(deps, projectId, id)
  const { rows, total } = await store.listResults(deps.db, id, page, filter)
  return toPage(rows.map(toCaseResult), total, page)
}

export async function comparisonOr404(deps: Pick<AppDeps, 'db'>, projectId: string, id: string) {
  const row = await store.findComparison(deps.db, projectId, id)
  if (!row) throw new NotFoundError(`LLM comparison "${id}"`)
  return row
}

export async function getComparison(deps: Pick<AppDeps, 'db'>, projectId: string, id: string) {
  const row = await comparisonOr404(deps, projectId, id)
  return toComparison(row, await store.runsOfComparison(deps.db, id))
}

export async function listComparisons(deps: Pick<AppDeps, 'db'>, projectId: string, page: Page) {
  const { rows, total } = await store.listComparisons(deps.db, projectId, page)
  const runs = await store.runsOfComparisons(
    deps.db,
    rows.map((r) => r.id),
  )
  return toPage(
    rows.map((row) => toComparison(row, runs.get(row.id) ?? [])),
    total,
    page,
  )
}

/** Side by side: each case once, with every provider's result. */
export async function comparisonCases(deps: Pick<AppDeps, 'db'>, projectId: string, id: string, page: Page, differing: boolean) {
  await comparisonOr404(deps, projectId, id)
  const runs = await store.runsOfComparison(deps.db, id)
  const runIds = runs.map((r) => r.id)
  const { indexes, total } = runIds.length ? await store.comparisonIndexes(deps.db, runIds, page, differing) : { indexes: [], total: 0 }
  const rows = await store.resultsOfRuns(deps.db, runIds, indexes)
  const byIndex = new Map<number, ReturnType<typeof toCaseResult>[]>()
  const providerOf = new Map(runs.map((r) => [r.id, r.provider_id]))
  const items = indexes.map((index) => {
    const cases = rows.filter((r) => r.case_index === index)
    const first = cases[0]!
    byIndex.set(index, cases.map(toCaseResult))
    return {
      case_index: index,
      case_name: first.case_name,
      input: first.input,
      expected: first.expected,
      results: Object.fromEntries(
        cases.map((c) => [
          providerOf.get(c.run_id)!,
          {
            status: c.status as 'passed',
            score: Number(c.score),
            output: c.output,
            latency_ms: c.latency_ms,
            cost: Number(c.cost),
            error: c.error,
          },
        ]),
      ),
    }
  })
  return toPage(items, total, page)
}
