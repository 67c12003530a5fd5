/**
 * A regression batch of 20 UI specs with 2 browser slots (MAX_BROWSER_INSTANCES=2, max_parallel=2): its wall time
 * against the ideal, (sum of the specs' own run times) / 2, measured in the same run. Target: ratio <= 1.2.
 *
 * One process by default (its job queue runs up to MAX_BROWSER_INSTANCES pipeline jobs at once);
 * `BENCH_CONSUMERS=2` adds a second job consumer on the same database, as a `specwright worker` would.
 * Run: npx tsx bench/batch.ts
 */
import fs from 'node:fs'
import path from 'node:path'
// @ts-expect-error -- plain ESM JavaScript without type declarations
import { createDemoShop } from '../examples/demo-shop/server.mjs'
import { registerJobKinds } from '../server/src/job-kinds.js'
import { createBatch, getBatch } from '../server/src/modules/regression/service.js'
import { registerPipelineJobs } from '../server/src/modules/runs/service.js'
import { createSpec } from '../server/src/modules/specs/service.js'
import { LocalJobQueue } from '../server/src/platform/jobs/local-job-queue.js'
import { createTestRuntime } from '../server/test/support/runtime.js'

const SPECS = Number(process.env.BENCH_SPECS ?? 20)
const CONSUMERS = Number(process.env.BENCH_CONSUMERS ?? 1)

const shop = createDemoShop({ variant: 'baseline' }) as { listen(port: number): Promise<string>; close(): Promise<void> }
const url = await shop.listen(0)
Object.assign(process.env, { DEMO_URL: url, DEMO_PASSWORD: 'Wonderland1!', DEMO_ADMIN_PASSWORD: 'Admin#2024' })
delete process.env.BASE_URL
const rt = await createTestRuntime('sqlite', { LOG_LEVEL: 'silent', MAX_BROWSER_INSTANCES: '2', SPEC_ENV_ALLOWLIST: 'DEMO_*' })
registerJobKinds(rt.deps)
await rt.deps.jobs.start()
const extra: LocalJobQueue[] = []
for (let i = 1; i < CONSUMERS; i++) {
  const q = new LocalJobQueue({ db: rt.deps.db })
  registerPipelineJobs({ ...rt.deps, jobs: q })
  await q.start()
  extra.push(q)
}

const login = fs.readFileSync(path.resolve('examples/specs/login.md'), 'utf8')
const names = Array.from({ length: SPECS }, (_, i) => `bench/login-${String(i + 1).padStart(2, '0')}`)
for (const name of names) await createSpec(rt.deps, 'default', { name, content: login })

const started = performance.now()
const batch = await createBatch(rt.deps, 'default', { name: 'bench', spec_ids: names, max_parallel: 2 })
let detail = await getBatch(rt.deps, 'default', batch.id)
while (['queued', 'running'].includes(detail.status)) {
  await new Promise((r) => setTimeout(r, 200))
  detail = await getBatch(rt.deps, 'default', batch.id)
}
const wall = performance.now() - started
const sum = detail.items.reduce((s, i) => s + (i.duration_ms ?? 0), 0)
const ideal = sum / 2
console.log(
  `batch ${detail.status}: ${detail.passed_count}/${detail.total} passed, ${detail.failed_count} failed, ${detail.error_count} errors`,
)
console.log(`consumers: ${CONSUMERS}, browser slots: 2, max_parallel: 2`)
console.log(
  `sum of run times: ${(sum / 1000).toFixed(1)} s; ideal (sum/2): ${(ideal / 1000).toFixed(1)} s; wall: ${(wall / 1000).toFixed(1)} s`,
)
console.log(`wall / ideal: ${(wall / ideal).toFixed(2)} (target <= 1.20)`)

for (const q of extra) await q.stop()
await rt.close()
await shop.close()
process.exit(detail.status === 'completed' && wall / ideal <= 1.2 ? 0 : 1)
