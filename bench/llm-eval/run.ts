/**
 * LLM evaluation throughput: N cases (default 1,000) at a fixed provider latency (50 ms) with concurrency 8, no
 * cache, against a fake OpenAI-compatible server started here. Reports the wall time as a ratio to the floor
 * (N x latency / concurrency) and, when it can be installed, to promptfoo 0.121.20 on the same cases in the same run
 * (installed on demand into bench/llm-eval/.cache, never a project dependency). Target: <= 1.2x the floor and faster
 * than promptfoo. `BENCH_RSS=20000` instead runs that many cases and reports the process's peak RSS (target < 300 MB).
 * Run: npx tsx bench/llm-eval/run.ts
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { registerJobKinds } from '../../server/src/job-kinds.js'
import { ProviderCaller } from '../../server/src/modules/llm-testing/provider-client.js'
import { createProvider } from '../../server/src/modules/llm-testing/provider-service.js'
import { getRun, startRun } from '../../server/src/modules/llm-testing/run-service.js'
import { createSpec } from '../../server/src/modules/llm-testing/spec-service.js'
import { createTestRuntime } from '../../server/test/support/runtime.js'

const RSS_CASES = Number(process.env.BENCH_RSS ?? 0)
const CASES = RSS_CASES || Number(process.env.BENCH_CASES ?? 1000)
const LATENCY_MS = 50
const CONCURRENCY = 8
const PROMPTFOO = '0.121.20'
const CACHE = path.resolve(import.meta.dirname, '.cache')

let peakRss = 0
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}, 100)

const server = http.createServer(async (req, res) => {
  const chunks: Buffer[] = []
  for await (const c of req) chunks.push(c as Buffer)
  if (req.url?.endsWith('/models')) return res.end(JSON.stringify({ data: [{ id: 'fake' }] }))
  const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { messages?: { content: string }[] }
  const content = `Echo: ${body.messages?.at(-1)?.content ?? ''}`
  setTimeout(() => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        id: 'x',
        object: 'chat.completion',
        model: 'fake',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 12, completion_tokens: 8, total_tokens: 20 },
      }),
    )
  }, LATENCY_MS)
})
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
const inputs = Array.from({ length: CASES }, (_, i) => `question ${i}`)

async function ours(): Promise<number> {
  const rt = await createTestRuntime('sqlite', { LOG_LEVEL: 'silent' })
  registerJobKinds(rt.deps)
  await rt.deps.jobs.start()
  const provider = await createProvider(rt.deps, 'default', {
    name: 'fake',
    provider_type: 'openai_compatible',
    base_url: baseUrl,
    model_id: 'fake',
    concurrency: CONCURRENCY,
    timeout_ms: 30_000,
  })
  const cases = inputs.map((input, i) => `### case ${i}\n- Input: ${input}\n- Assertions:\n  - contains: Echo\n`).join('\n')
  await createSpec(rt.deps, 'default', 'bench', `# LLM Test: bench\n\n## System Prompt\nYou echo.\n\n## Test Cases\n\n${cases}`, null)
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
  return wall
}

function promptfoo(): { wall: number } | { skipped: string } {
  const bin = path.join(CACHE, 'node_modules/.bin/promptfoo')
  if (!fs.existsSync(bin)) {
    fs.mkdirSync(CACHE, { recursive: true })
    const install = spawnSync('npm', ['install', '--no-save', '--prefix', CACHE, `promptfoo@${PROMPTFOO}`], {
      encoding: 'utf8',
      timeout: 600_000,
    })
    if (install.status !== 0 || !fs.existsSync(bin))
      return {
        skipped: `npm install promptfoo@${PROMPTFOO} failed: ${(install.stderr || String(install.error)).trim().split('\n').slice(-2).join(' ')}`,
      }
  }
  const dir = fs.mkdtempSync(path.join(CACHE, 'run-'))
  const tests = inputs.map((input) => `  - vars: { q: "${input}" }\n    assert: [{ type: contains, value: Echo }]`).join('\n')
  fs.writeFileSync(
    path.join(dir, 'promptfooconfig.yaml'),
    `prompts: ['{{q}}']\nproviders:\n  - id: openai:chat:fake\n    config: { apiBaseUrl: "${baseUrl}", apiKey: "x" }\ntests:\n${tests}\n`,
  )
  const started = performance.now()
  const res = spawnSync(
    bin,
    ['eval', '-c', 'promptfooconfig.yaml', '--max-concurrency', String(CONCURRENCY), '--no-cache', '--no-write', '--no-progress-bar'],
    {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, PROMPTFOO_DISABLE_TELEMETRY: '1', PROMPTFOO_DISABLE_UPDATE: '1', OPENAI_API_KEY: 'x' },
      timeout: 600_000,
    },
  )
  const wall = performance.now() - started
  if (res.status !== 0 && !/passed|Successes/i.test(res.stdout))
    return { skipped: `promptfoo eval failed: ${res.stderr.trim().split('\n').slice(-2).join(' ')}` }
  return { wall }
}

/** The same calls through the bare provider client (no suite, job, assertions or database): what the machine allows. */
async function bareCalls(): Promise<number> {
  const caller = new ProviderCaller({ baseUrl, apiKey: undefined, model: 'fake', concurrency: CONCURRENCY, timeoutMs: 30_000 })
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CASES) await caller.call([{ role: 'user', content: inputs[next++]! }], {})
    }),
  )
  return performance.now() - started
}

const floor = (CASES * LATENCY_MS) / CONCURRENCY
const bare = RSS_CASES ? 0 : await bareCalls()
const wall = await ours()
clearInterval(sampler)
console.log(`specwright: ${CASES} cases, ${LATENCY_MS} ms latency, concurrency ${CONCURRENCY}: ${(wall / 1000).toFixed(2)} s`)
console.log(`floor ${(floor / 1000).toFixed(2)} s -> ratio to floor ${(wall / floor).toFixed(2)}x (target <= 1.2x)`)
if (bare)
  console.log(
    `bare client loop, same calls: ${(bare / 1000).toFixed(2)} s (${(bare / floor).toFixed(2)}x floor) -> specwright / bare ${(wall / bare).toFixed(2)}`,
  )
console.log(`peak RSS of this process: ${Math.round(peakRss / 1e6)} MB${RSS_CASES ? ' (target < 300 MB)' : ''}`)
if (!RSS_CASES && process.env.BENCH_SKIP_PROMPTFOO !== '1') {
  const pf = promptfoo()
  if ('skipped' in pf) console.log(`promptfoo ${PROMPTFOO}: not measured (${pf.skipped}); the floor ratio stands alone`)
  else console.log(`promptfoo ${PROMPTFOO}: ${(pf.wall / 1000).toFixed(2)} s -> specwright / promptfoo ${(wall / pf.wall).toFixed(2)}`)
}
server.close()
