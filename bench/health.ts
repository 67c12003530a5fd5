/**
 * /health/storage, /health/backup and /health/alerts with 100,000 artifact files on disk (1,000 runs x 100 files,
 * all in the artifact index), against two baselines measured in the same run:
 *   - GET /health (one database ping): what "cheap" means on this machine;
 *   - one full walk of DATA_DIR/runs (readdir + stat of every file): what a folder scan per request would cost.
 * Target: every /health/* answer under 10 ms (median over the requests, through Fastify's inject); p95 is printed
 * next to GET /health's, since on a loaded machine both tails are scheduling noise.
 * Run: npx tsx bench/health.ts   (BENCH_RUNS, BENCH_FILES_PER_RUN, BENCH_REQUESTS to change the sizes)
 */
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../server/src/app.js'
import { createRuntime } from '../server/src/bootstrap.js'
import { loadConfig } from '../server/src/config.js'
import { computeStorage } from '../server/src/modules/health/storage.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 1000)
const FILES_PER_RUN = Number(process.env.BENCH_FILES_PER_RUN ?? 100)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300)

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

async function walk(root: string): Promise<{ files: number; bytes: number }> {
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true })
  let files = 0
  let bytes = 0
  for (const e of entries) {
    if (!e.isFile()) continue
    files++
    bytes += (await fsp.stat(path.join(e.parentPath, e.name))).size
  }
  return { files, bytes }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-health-'))
const runtime = await createRuntime(
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789', LOG_LEVEL: 'silent' }),
)
try {
  const { db } = runtime.deps
  const seedStarted = performance.now()
  const now = new Date().toISOString()
  for (let r = 0; r < RUNS; r++) {
    const id = crypto.randomUUID()
    await db
      .insertInto('runs')
      .values({
        id,
        project_id: 'default',
        spec_name: `bench-${r}`,
        status: 'passed',
        engine: 'rules',
        heal: 1,
        max_heal_attempts: 3,
        job_id: null,
        stages: null,
        plan: null,
        code: null,
        attempts: null,
        error: null,
        created_at: now,
        started_at: now,
        finished_at: now,
        duration_ms: 1,
        ai_usage: null,
      })
      .execute()
    const dir = path.join(dataDir, 'runs', id, 'attempt-1')
    fs.mkdirSync(dir, { recursive: true })
    const rows = []
    for (let f = 0; f < FILES_PER_RUN; f++) {
      const name = `file-${f}.txt`
      const body = `artifact ${f} of run ${r}\n`
      fs.writeFileSync(path.join(dir, name), body)
      rows.push({ run_id: id, path: `attempt-1/${name}`, size: body.length })
    }
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('run_artifacts')
        .values(rows.slice(i, i + 200))
        .execute()
  }
  const seedS = (performance.now() - seedStarted) / 1000

  const scanStarted = performance.now()
  const scanned = await walk(path.join(dataDir, 'runs'))
  const scanMs = performance.now() - scanStarted

  const app = await buildApp(runtime.deps, { logger: false })
  await app.ready()
  const measure = async (url: string) => {
    await app.inject({ method: 'GET', url }) // first call fills the cache
    const times: number[] = []
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now()
      const res = await app.inject({ method: 'GET', url })
      times.push(performance.now() - t)
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`)
    }
    times.sort((a, b) => a - b)
    return { url, median: percentile(times, 50), p95: percentile(times, 95) }
  }
  const baseline = await measure('/health')
  const results = [await measure('/health/storage'), await measure('/health/backup'), await measure('/health/alerts')]
  const storage = (await app.inject({ method: 'GET', url: '/health/storage' })).json()
  const refreshTimes: number[] = []
  for (let i = 0; i < 10; i++) {
    const t = performance.now()
    await computeStorage(runtime.deps)
    refreshTimes.push(performance.now() - t)
  }
  refreshTimes.sort((a, b) => a - b)
  await app.close()

  console.log(`seeded ${RUNS * FILES_PER_RUN} artifact files in ${RUNS} runs in ${seedS.toFixed(1)} s`)
  console.log(`full walk of runs/: ${scanned.files} files, ${scanMs.toFixed(0)} ms (what a scan per request would cost)`)
  console.log(
    `one uncached storage refresh (index sums + statfs + archive ping): median ${percentile(refreshTimes, 50).toFixed(1)} ms, at most every 30 s, off the request path`,
  )
  console.log(`/health/storage reports runs: ${storage.folders.find((f: { name: string }) => f.name === 'runs').files} files (index)`)
  console.log(`${'endpoint'.padEnd(18)} median ms   p95 ms   median / GET /health   walk / median`)
  for (const r of [baseline, ...results]) {
    console.log(
      `${r.url.padEnd(18)} ${r.median.toFixed(2).padStart(9)} ${r.p95.toFixed(2).padStart(8)} ${(r.median / baseline.median).toFixed(2).padStart(22)} ${(scanMs / r.median).toFixed(0).padStart(15)}`,
    )
  }
  const worst = Math.max(...results.map((r) => r.median))
  const tail = Math.max(...results.map((r) => r.p95 / baseline.p95))
  console.log(
    worst < 10
      ? `OK: every /health/* median under 10 ms (worst ${worst.toFixed(2)} ms)`
      : `OVER BUDGET: worst median ${worst.toFixed(2)} ms`,
  )
  console.log(`p95 relative to GET /health's p95 (machine scheduling noise shows in both): worst ${tail.toFixed(2)}x`)
} finally {
  await runtime.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
