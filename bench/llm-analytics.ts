/**
 * LLM analytics over 100,000 stored case results (1,000 runs x 100 cases over 30 days, 4 providers, 5 suites,
 * golden baselines for every suite and provider: one marked run each, plus a dataset marked golden).
 * Each endpoint is asked through Fastify's inject; its median is printed with the ratio to a bare
 * `select count(*) from llm_case_results where project_id = ?` measured in the same process. Target: every endpoint under 200 ms.
 * Run: npx tsx bench/llm-analytics.ts   (BENCH_DIALECT=postgres with TEST_DATABASE_URL set for PostgreSQL;
 * BENCH_RUNS, BENCH_CASES, BENCH_REQUESTS to change the sizes)
 */
import { sql } from 'kysely'
import { buildApp } from '../server/src/app.js'
import { registerJobKinds } from '../server/src/job-kinds.js'
import { markGoldenRun } from '../server/src/modules/llm-testing/analytics/store.js'
import type { DialectName } from '../server/src/platform/db/dialect.js'
import { runRows, type SeedCase, seedDataset, seedProvider } from '../server/test/support/llm-seed.js'
import { createTestRuntime } from '../server/test/support/runtime.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 1000)
const CASES = Number(process.env.BENCH_CASES ?? 100)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20)
const dialect = (process.env.BENCH_DIALECT ?? 'sqlite') as DialectName

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN

const rt = await createTestRuntime(dialect, { LOG_LEVEL: 'silent' })
registerJobKinds(rt.deps)
const app = await buildApp(rt.deps, { logger: false })
await app.ready()
try {
  const { db } = rt.deps
  const project = 'default'
  const providers = Array.from({ length: 4 }, (_, i) => ({ id: `prov-${i}`, name: `provider-${i}` }))
  for (const p of providers) await seedProvider(db, project, p.id, p.name)
  const suites = Array.from({ length: 5 }, (_, i) => `suite-${i}`)
  const ds = await seedDataset(db, project, 'bench-dataset', 1)
  const now = Date.now()
  const seedStarted = performance.now()
  const firstRuns = new Map<string, string>()
  for (let r = 0; r < RUNS; r++) {
    const provider = providers[r % providers.length]!
    const spec = suites[Math.floor(r / providers.length) % suites.length]!
    const createdAt = new Date(now - (RUNS - r) * Math.floor((30 * 86_400_000) / RUNS)).toISOString()
    const cases: SeedCase[] = Array.from({ length: CASES }, (_, c) => ({
      input: `question ${c} of ${spec}`,
      status: (c * 7 + Math.floor(r / 20)) % 10 === 0 ? 'failed' : (c + r) % 97 === 0 ? 'error' : 'passed',
      latency_ms: 100 + ((c * 13 + r) % 400),
      cost: 0.0001 * (1 + (c % 3)),
      cached: c % 20 === 0,
    }))
    const dataset = r % 10 === 0 ? { id: ds, version: r < RUNS / 2 ? 1 : 2 } : undefined
    const { run, cases: rows } = runRows({
      projectId: project,
      specName: spec,
      provider,
      createdAt,
      cases,
      ...(dataset ? { dataset } : {}),
    })
    await db.insertInto('llm_runs').values(run).execute()
    for (let i = 0; i < rows.length; i += 250)
      await db
        .insertInto('llm_case_results')
        .values(rows.slice(i, i + 250))
        .execute()
    const key = `${spec}|${provider.id}`
    if (!dataset && !firstRuns.has(key)) firstRuns.set(key, run.id)
  }
  for (const [key, runId] of firstRuns) {
    const [spec, providerId] = key.split('|') as [string, string]
    await markGoldenRun(db, {
      project_id: project,
      spec_name: spec,
      provider_id: providerId,
      run_id: runId,
      marked_by: null,
      marked_at: new Date().toISOString(),
    })
  }
  // As autovacuum would: sets the visibility map, so the covering index answers without reading the table.
  if (dialect === 'postgres') await sql`vacuum analyze llm_case_results`.execute(db)
  const total = await db
    .selectFrom('llm_case_results')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  console.log(
    `${dialect}: seeded ${Number(total.n)} case results in ${RUNS} runs in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  )

  const bare: number[] = []
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now()
    await db
      .selectFrom('llm_case_results')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', project)
      .executeTakeFirstOrThrow()
    bare.push(performance.now() - t)
  }
  const base = median(bare)
  console.log(`bare count(*) of the project's case results: median ${base.toFixed(2)} ms`)
  let worst = 0
  for (const path of ['overview', 'trends', 'cost', 'golden', 'regressions']) {
    const url = `/llm-testing/analytics/${path}?days=30`
    const t0 = performance.now()
    const first = await app.inject({ url })
    if (process.env.BENCH_VERBOSE) console.log(`${path}: first answer ${(performance.now() - t0).toFixed(1)} ms`)
    if (first.statusCode !== 200) throw new Error(`${url}: HTTP ${first.statusCode} ${first.body}`)
    const times: number[] = []
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now()
      await app.inject({ url })
      times.push(performance.now() - t)
    }
    const m = median(times)
    worst = Math.max(worst, m)
    const body = first.json()
    const size = Array.isArray(body.items)
      ? `${body.items.length} items${body.total !== undefined ? ` of ${body.total}` : ''}`
      : `${body.cases} cases`
    console.log(
      `${path.padEnd(12)} median ${m.toFixed(1).padStart(7)} ms  ratio to count(*) ${(m / base).toFixed(2).padStart(6)}  (${size})`,
    )
  }
  console.log(`slowest endpoint: ${worst.toFixed(1)} ms (target < 200 ms) -> ${worst < 200 ? 'OK' : 'OVER'}`)
} finally {
  await app.close()
  await rt.close()
}
