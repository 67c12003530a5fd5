import type { AppDeps } from '../../../app-deps.js'
import { ConflictError, NotFoundError } from '../../../platform/http/errors.js'
import { type Page, toPage } from '../../../platform/http/pagination.js'
import * as store from './store.js'

type Deps = Pick<AppDeps, 'db' | 'clock'>

export interface WindowQuery {
  days: number
  provider_id?: string | undefined
  spec_name?: string | undefined
}

/** The first UTC day of a window of `days` days ending today. */
export function sinceDay(now: number, days: number): string {
  return new Date(now - (days - 1) * 86_400_000).toISOString().slice(0, 10)
}

function windowOf(deps: Deps, projectId: string, q: WindowQuery): store.Window {
  return { projectId, sinceDay: sinceDay(deps.clock.now(), q.days), providerId: q.provider_id, specName: q.spec_name }
}

export async function overview(deps: Deps, projectId: string, q: WindowQuery) {
  const w = windowOf(deps, projectId, q)
  const [t, golden] = await Promise.all([store.overviewTotals(deps.db, w), goldenSummary(deps, projectId)])
  const decided = t.passed + t.failed + t.errored
  return {
    since_day: w.sinceDay,
    days: q.days,
    runs: t.runs,
    cases: t.cases,
    passed: t.passed,
    failed: t.failed,
    errored: t.errored,
    pass_rate: decided > 0 ? store.round(t.passed / decided) : null,
    mean_score: t.mean_score === null ? null : store.round(t.mean_score),
    latency_avg_ms: t.latency_avg_ms === null ? null : Math.round(t.latency_avg_ms),
    cost: store.roundCost(t.cost),
    prompt_tokens: t.prompt_tokens,
    completion_tokens: t.completion_tokens,
    providers: t.providers,
    suites: t.suites,
    golden_baselines: golden.items.length,
    regressed_cases: golden.items.reduce((n, g) => n + g.regressed, 0),
  }
}

export async function trends(deps: Deps, projectId: string, q: WindowQuery) {
  const w = windowOf(deps, projectId, q)
  return { since_day: w.sinceDay, days: q.days, items: await store.trendRows(deps.db, w) }
}

export async function cost(deps: Deps, projectId: string, q: WindowQuery) {
  const w = windowOf(deps, projectId, q)
  const [items, byProvider] = await Promise.all([store.costRows(deps.db, w), store.costByProvider(deps.db, w)])
  return {
    since_day: w.sinceDay,
    days: q.days,
    total_cost: store.roundCost(byProvider.reduce((n, p) => n + p.cost, 0)),
    by_provider: byProvider,
    items,
  }
}

/** Each golden baseline with the newest finished run after it and how many cases regressed or improved. */
export async function goldenSummary(deps: Pick<AppDeps, 'db'>, projectId: string) {
  const bases = await store.baselines(deps.db, projectId)
  const withLatest = await Promise.all(bases.map(async (b) => ({ b, latest: await store.latestAfter(deps.db, projectId, b) })))
  const pairs = withLatest.flatMap(({ b, latest }) => (latest ? [{ golden_run_id: b.run_id, current_run_id: latest.id }] : []))
  const counts = await store.pairCounts(deps.db, projectId, pairs)
  return {
    items: withLatest.map(({ b, latest }) => {
      const c = latest ? counts.get(latest.id) : undefined
      const latestRate = latest?.pass_rate === null || latest?.pass_rate === undefined ? null : Number(latest.pass_rate)
      return {
        source: b.source,
        spec_name: b.spec_name,
        provider_id: b.provider_id,
        provider_name: b.provider_name,
        dataset_id: b.dataset_id,
        dataset_name: b.dataset_name,
        dataset_version: b.dataset_version,
        golden_run_id: b.run_id,
        golden_at: b.run_created_at,
        golden_pass_rate: b.pass_rate,
        golden_mean_score: b.mean_score,
        latest_run_id: latest?.id ?? null,
        latest_at: latest?.created_at ?? null,
        latest_pass_rate: latestRate,
        pass_rate_delta: latestRate !== null && b.pass_rate !== null ? store.round(latestRate - b.pass_rate) : null,
        regressed: c?.regressed ?? 0,
        improved: c?.improved ?? 0,
      }
    }),
  }
}

/** The baseline a run is measured against: same suite, provider and dataset (or none); undefined when none. */
export async function baselineOf(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  run: { spec_name: string; provider_id: string; dataset_id: string | null; id: string },
) {
  const bases = await store.baselines(deps.db, projectId)
  return bases.find(
    (b) => b.spec_name === run.spec_name && b.provider_id === run.provider_id && b.dataset_id === run.dataset_id && b.run_id !== run.id,
  )
}

/** Regressed case count of one finished run against its baseline (null: no baseline to compare with). */
export async function regressionsOfRun(deps: Pick<AppDeps, 'db'>, projectId: string, runId: string) {
  const run = await store.findRun(deps.db, projectId, runId)
  if (!run) return null
  const base = await baselineOf(deps, projectId, run)
  if (!base) return null
  const counts = await store.pairCounts(deps.db, projectId, [{ golden_run_id: base.run_id, current_run_id: run.id }])
  return { golden_run_id: base.run_id, regressed: counts.get(run.id)?.regressed ?? 0, improved: counts.get(run.id)?.improved ?? 0 }
}

/**
 * Regressed cases, pair by pair in the golden summary's order: the counts come from one aggregate per pair, then
 * only the pairs the page overlaps are read, with their own limit and offset.
 */
export async function regressions(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  q: { run_id?: string | undefined; spec_name?: string | undefined; provider_id?: string | undefined },
  page: Page,
) {
  let pairs: (store.Pair & { regressed: number })[]
  if (q.run_id) {
    const run = await store.findRun(deps.db, projectId, q.run_id)
    if (!run) throw new NotFoundError(`LLM run "${q.run_id}"`)
    const measured = await regressionsOfRun(deps, projectId, run.id)
    pairs = measured ? [{ golden_run_id: measured.golden_run_id, current_run_id: run.id, regressed: measured.regressed }] : []
  } else {
    const golden = await goldenSummary(deps, projectId)
    pairs = golden.items
      .filter((g) => (!q.spec_name || g.spec_name === q.spec_name) && (!q.provider_id || g.provider_id === q.provider_id))
      .flatMap((g) =>
        g.latest_run_id ? [{ golden_run_id: g.golden_run_id, current_run_id: g.latest_run_id, regressed: g.regressed }] : [],
      )
  }
  const total = pairs.reduce((n, p) => n + p.regressed, 0)
  const rows: Awaited<ReturnType<typeof store.regressionRows>> = []
  let skip = page.offset
  for (const p of pairs) {
    if (rows.length >= page.limit) break
    if (skip >= p.regressed) {
      skip -= p.regressed
      continue
    }
    rows.push(...(await store.regressionRows(deps.db, projectId, p, page.limit - rows.length, skip)))
    skip = 0
  }
  const items = rows.map(({ assertions, ...r }) => ({
    ...r,
    golden_score: Number(r.golden_score),
    current_score: Number(r.current_score),
    failed_assertions: failedAssertions(assertions),
  }))
  return toPage(items, total, page)
}

/** "type: reason" of each assertion that did not pass, for the regression list. */
function failedAssertions(json: string): string[] {
  try {
    const list = JSON.parse(json) as { type?: string; pass?: boolean; reason?: string }[]
    return list.filter((a) => a.pass === false).map((a) => `${a.type ?? 'assertion'}: ${a.reason ?? ''}`.trim())
  } catch {
    return []
  }
}

/** Marks a finished run as the golden baseline of its suite on its provider (replacing the previous mark). */
export async function markGolden(deps: Deps, projectId: string, runId: string, by: string | null) {
  const run = await store.findRun(deps.db, projectId, runId)
  if (!run) throw new NotFoundError(`LLM run "${runId}"`)
  if (run.status !== 'passed' && run.status !== 'failed')
    throw new ConflictError(`Only a finished run (passed or failed) can be golden; this one is ${run.status}`)
  if (run.dataset_id)
    throw new ConflictError("A run over a dataset takes its baseline from the dataset's golden version: mark the version golden instead")
  await store.markGoldenRun(deps.db, {
    project_id: projectId,
    spec_name: run.spec_name,
    provider_id: run.provider_id,
    run_id: run.id,
    marked_by: by,
    marked_at: deps.clock.nowIso(),
  })
  return goldenSummary(deps, projectId)
}

export async function unmarkGolden(deps: Deps, projectId: string, runId: string) {
  if (!(await store.unmarkGoldenRun(deps.db, projectId, runId))) throw new NotFoundError(`Golden mark of LLM run "${runId}"`)
  return goldenSummary(deps, projectId)
}
