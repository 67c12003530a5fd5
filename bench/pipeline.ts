/**
 * Wall time of a UI run of a sample spec (queue → plan → generate → validate, no healing needed) as a ratio
 * to running its final generated file directly with the Playwright CLI, measured in the same session.
 * Run: npx tsx bench/pipeline.ts
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// @ts-expect-error -- plain ESM JavaScript without type declarations
import { createDemoShop } from '../examples/demo-shop/server.mjs'
import { registerJobKinds } from '../server/src/job-kinds.js'
import { getRun, startRun } from '../server/src/modules/runs/service.js'
import { createSpec } from '../server/src/modules/specs/service.js'
import { runPlaywrightTests } from '../server/src/platform/playwright/run-tests.js'
import { createTestRuntime } from '../server/test/support/runtime.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SPEC = process.env.BENCH_SPEC ?? 'login.md'

const shop = createDemoShop({ variant: 'baseline' }) as { listen(port: number): Promise<string>; close(): Promise<void> }
const url = await shop.listen(0)
Object.assign(process.env, { DEMO_URL: url, DEMO_PASSWORD: 'Wonderland1!', DEMO_ADMIN_PASSWORD: 'Admin#2024' })
const rt = await createTestRuntime('sqlite', { LOG_LEVEL: 'silent', SPEC_ENV_ALLOWLIST: 'DEMO_*' })
registerJobKinds(rt.deps)
await rt.deps.jobs.start()
await createSpec(rt.deps, 'default', { name: 'bench', content: fs.readFileSync(path.resolve('examples/specs', SPEC), 'utf8') })

async function pipelineRun(): Promise<{ ms: number; code: string; status: string }> {
  const started = performance.now()
  const run = await startRun(rt.deps, 'default', 'bench', { engine: 'auto', heal: true, max_heal_attempts: 3 })
  for (;;) {
    const detail = await getRun(rt.deps, 'default', run.id)
    if (!['queued', 'running'].includes(detail.status))
      return { ms: performance.now() - started, code: detail.code ?? '', status: detail.status }
    await new Promise((r) => setTimeout(r, 20))
  }
}

async function direct(code: string): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-direct-'))
  const file = path.join(dir, 'bench.spec.ts')
  fs.writeFileSync(file, code)
  const started = performance.now()
  const result = await runPlaywrightTests({
    files: [file],
    outputDir: dir,
    chromiumPath: rt.deps.config.chromiumPath,
    env: { BASE_URL: url },
    workers: 1,
    retries: 0,
  })
  const ms = performance.now() - started
  fs.rmSync(dir, { recursive: true, force: true })
  if (result.report.stats.failed > 0) throw new Error('the generated test failed when run directly')
  return ms
}

const first = await pipelineRun() // resolves every target on the live page, stores selector memory
if (first.status !== 'passed') throw new Error(`first run ${first.status}`)
const runs: number[] = []
const directs: number[] = []
for (let i = 0; i < ROUNDS; i++) {
  const r = await pipelineRun()
  if (r.status !== 'passed') throw new Error(`run ${r.status}`)
  runs.push(r.ms)
  directs.push(await direct(r.code))
}
await rt.deps.jobs.stop()
await rt.close()
await shop.close()
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
const [d, r] = [median(directs), median(runs)]
console.log(`\nbench/pipeline — spec ${SPEC}, median of ${ROUNDS}, Node ${process.version}\n`)
console.log('what'.padEnd(64), 'wall ms'.padStart(9), 'ratio'.padStart(7))
console.log('generated file run directly with the Playwright CLI'.padEnd(64), d.toFixed(0).padStart(9), '1.00'.padStart(7))
console.log(
  'Specwright run, selector memory present (queue→plan→generate→validate)'.padEnd(64),
  r.toFixed(0).padStart(9),
  (r / d).toFixed(2).padStart(7),
)
console.log(
  'first Specwright run (targets resolved on the live page)'.padEnd(64),
  first.ms.toFixed(0).padStart(9),
  (first.ms / d).toFixed(2).padStart(7),
)
console.log('\nTarget: at most 1.5 when no healing is needed.')
