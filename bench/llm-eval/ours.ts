/**
 * The service side of bench/llm-eval, in a process of its own (run.ts starts it): an LLM evaluation worker (the
 * llm-testing module on SQLite with the job queue; `BENCH_FULL_APP=1` loads every module as the server does) saves
 * a CASES-case suite, runs it through the job queue, provider client and batched result writes, and prints one JSON
 * line: wall time, the bare client loop (same calls, same process, before the run) and RSS figures.
 */
import { ProviderCaller } from '../../server/src/modules/llm-testing/provider-client.js'
import { createProvider } from '../../server/src/modules/llm-testing/provider-service.js'
import { getRun } from '../../server/src/modules/llm-testing/run-queries.js'
import { registerLlmJobs, startRun } from '../../server/src/modules/llm-testing/run-service.js'
import { createSpec } from '../../server/src/modules/llm-testing/spec-service.js'
import { createTestRuntime } from '../../server/test/support/runtime.js'

const baseUrl = process.env.BASE_URL!
const CASES = Number(process.env.CASES ?? 1000)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8)
const BARE = process.env.BARE === '1'
const mb = (bytes: number) => Math.round(bytes / 1e6)
// BENCH_TRACE=1: memory every second on stderr, to see which phase grows the process.
if (process.env.BENCH_TRACE === '1')
  setInterval(() => {
    const m = process.memoryUsage()
    process.stderr.write(`rss ${mb(m.rss)} heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} external ${mb(m.external)}\n`)
  }, 1000).unref()

const rt = await createTestRuntime('sqlite', { LOG_LEVEL: 'silent' })
if (process.env.BENCH_FULL_APP === '1') (await import('../../server/src/job-kinds.js')).registerJobKinds(rt.deps)
else registerLlmJobs(rt.deps)
await rt.deps.jobs.start()

/** The same calls through the bare provider client (no suite, job, assertions or database): what the machine allows. */
async function bareCalls(count: number): Promise<number> {
  const caller = new ProviderCaller({ baseUrl, apiKey: undefined, model: 'fake', concurrency: CONCURRENCY, timeoutMs: 30_000 })
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await caller.call([{ role: 'user', content: `question ${next++}` }], {})
    }),
  )
  const elapsed = performance.now() - started
  await caller.close()
  return elapsed
}

// A short untimed warm-up first: the timed loop must not pay the JIT and connection set-up alone.
if (BARE) await bareCalls(10 * CONCURRENCY)
const bare = BARE ? await bareCalls(CASES) : null
const provider = await createProvider(rt.deps, 'default', {
  name: 'fake',
  provider_type: 'openai_compatible',
  base_url: baseUrl,
  model_id: 'fake',
  concurrency: CONCURRENCY,
  timeout_ms: 30_000,
})
const idleRss = process.memoryUsage().rss
// The suite is built and saved as an API client would send it, then dropped: the run reads it from the database.
let content: string | null = `# LLM Test: bench\n\n## System Prompt\nYou echo.\n\n## Test Cases\n\n${Array.from(
  { length: CASES },
  (_, i) => `### case ${i}\n- Input: question ${i}\n- Assertions:\n  - contains: Echo\n`,
).join('\n')}`
await createSpec(rt.deps, 'default', 'bench', content, null)
content = null
if (process.env.BENCH_TRACE === '1') process.stderr.write('saved\n')

const started = performance.now()
const run = await startRun(rt.deps, 'default', { spec_name: 'bench', provider_id: provider.id, use_cache: false, cache_ttl_seconds: 0 })
let r = await getRun(rt.deps, 'default', run.id)
while (r.status === 'queued' || r.status === 'running') {
  await new Promise((res) => setTimeout(res, 20))
  r = await getRun(rt.deps, 'default', run.id)
}
const wall = performance.now() - started
if (r.passed !== CASES) throw new Error(`expected ${CASES} passed cases, got ${JSON.stringify(r)}`)
await rt.deps.jobs.stop()
await rt.close()
console.log(
  JSON.stringify({
    wall,
    bare,
    // getrusage: the peak resident set of this process over its whole life (setup, save, run).
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1000),
    idleRssMb: mb(idleRss),
  }),
)
