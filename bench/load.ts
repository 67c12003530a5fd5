/**
 * Load held: a real API server (its own process, SQLite, in-process jobs and browser pool) runs 2 UI runs of the
 * demo shop specs while 200 clients follow their logs over SSE and a steady 50 requests/s of mixed API reads and
 * writes arrive. Prints errors (the goal is 0), read and write latency percentiles (goal: read p99 < 200 ms on
 * 2 cores) and the server's memory over the test (goal: flat — the last third no higher than the first by much).
 * Run: npx tsx bench/load.ts   (LOAD_DURATION_S, default 45; LOAD_PORT, default 20510)
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { setMaxListeners } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { startDemoShop } from '../server/test/support/demo-shop.js'

const ROOT = path.resolve(import.meta.dirname, '..')
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 45)
const PORT = Number(process.env.LOAD_PORT ?? 20510)
const SSE_CLIENTS = Number(process.env.LOAD_SSE_CLIENTS ?? 200)
const RATE_PER_S = 50
const BASE = `http://127.0.0.1:${PORT}`
const ADMIN = { email: 'load@example.com', password: 'Load#bench2026' }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const pct = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

async function startServer(dataDir: string, demoUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SERVE_DASHBOARD: 'false',
      DATA_DIR: dataDir,
      REQUIRE_AUTH: 'true',
      JWT_SECRET_KEY: 'load-bench-secret-key-0123456789abcdef',
      INITIAL_ADMIN_EMAIL: ADMIN.email,
      INITIAL_ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_GLOBAL_PER_HOUR: '100000000',
      MAX_BROWSER_INSTANCES: '2',
      LOG_LEVEL: process.env.LOAD_SERVER_LOG ? 'info' : 'warn',
      DEMO_URL: demoUrl,
      SPEC_ENV_ALLOWLIST: 'DEMO_*',
      DEMO_PASSWORD: 'Wonderland1!',
      DEMO_ADMIN_PASSWORD: 'Admin#2024',
      DATABASE_URL: '',
      KVSTORE_URL: '',
    },
    // LOAD_SERVER_LOG=<file> keeps the server's request log (with each response time) for a closer look.
    stdio: ['ignore', process.env.LOAD_SERVER_LOG ? fs.openSync(process.env.LOAD_SERVER_LOG, 'w') : 'ignore', 'inherit'],
  })
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`)
    const up = await fetch(`${BASE}/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return child
    await sleep(250)
  }
  throw new Error('the server did not start within 60 s')
}

async function api(token: string, method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(`${BASE}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
}

/** Follows a run's log until the stream ends or `stop` aborts; counts lines and stream errors. */
async function follow(
  token: string,
  runId: string,
  projectId: string,
  stop: AbortSignal,
  stats: { lines: number; errors: number; ended: number },
  connected: () => void,
) {
  try {
    const res = await fetch(`${BASE}/runs/${runId}/log/stream?project_id=${projectId}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: stop,
    })
    connected()
    if (res.status !== 200 || !res.body) {
      stats.errors++
      return
    }
    const decoder = new TextDecoder()
    for await (const chunk of res.body) {
      const text = decoder.decode(chunk as Uint8Array, { stream: true })
      stats.lines += text.split('event: log').length - 1
      if (text.includes('event: error')) stats.errors++
      if (text.includes('event: end')) stats.ended++
    }
  } catch (err) {
    if (!stop.aborted) stats.errors++
    void err
  }
}

const clientLoop = monitorEventLoopDelay({ resolution: 10 })
clientLoop.enable()
const shop = await startDemoShop('baseline')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-load-'))
const server = await startServer(dataDir, shop.url)
const stop = new AbortController()
setMaxListeners(SSE_CLIENTS + 10, stop.signal) // one listener per SSE client
try {
  const login = await fetch(`${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const token = ((await login.json()) as { access_token: string }).access_token
  const project = (await (await api(token, 'POST', '/projects', { name: 'Load' })).json()) as { id: string }
  const specs = ['login', 'cart-totals']
  for (const name of specs) {
    const content = fs.readFileSync(path.join(ROOT, 'examples/specs', `${name}.md`), 'utf8')
    await api(token, 'POST', '/specs', { name, content, project_id: project.id })
  }
  await api(token, 'POST', '/specs', {
    name: 'scratch',
    content: '# Test: Scratch\n\n## Steps\n\n1. Navigate to {{DEMO_URL}}\n',
    project_id: project.id,
  })
  const runIds: string[] = []
  for (const name of specs) {
    const res = await api(token, 'POST', '/runs', { spec_name: name, project_id: project.id, heal: false })
    runIds.push(((await res.json()) as { id: string }).id)
  }

  const sse = { lines: 0, errors: 0, ended: 0 }
  // The 200 followers connect first (all at once, as after a deploy); the read load is measured once they follow.
  const connectStart = performance.now()
  const connectTimes: number[] = []
  let allConnected: () => void = () => {}
  const connectedAll = new Promise<void>((resolve) => {
    allConnected = resolve
  })
  const followers = Array.from({ length: SSE_CLIENTS }, (_, i) =>
    follow(token, runIds[i % runIds.length] ?? '', project.id, stop.signal, sse, () => {
      connectTimes.push(performance.now() - connectStart)
      if (connectTimes.length === SSE_CLIENTS) allConnected()
    }),
  )
  if (SSE_CLIENTS > 0) await connectedAll
  connectTimes.sort((a, b) => a - b)

  const reads: number[] = []
  const writes: number[] = []
  const failures: string[] = []
  const memory: number[] = []
  const pid = server.pid ?? 0
  const memTimer = setInterval(() => memory.push(rssMb(pid)), 1000)
  const readTargets = [
    () => `/projects?limit=20`,
    () => `/runs?project_id=${project.id}`,
    () => `/runs/${runIds[0]}?project_id=${project.id}`,
    () => `/runs/${runIds[1]}?project_id=${project.id}`,
    () => `/specs?project_id=${project.id}`,
    () => `/jobs?project_id=${project.id}`,
    () => `/api/browser-pool/status`,
  ]
  const inflight = new Set<Promise<unknown>>()
  // Reads while the two UI runs execute (Chromium and the runners compete for the 2 cores) and after them.
  const readsDuringRuns: number[] = []
  const readsAfterRuns: number[] = []
  const started = Date.now()
  const startedPerf = performance.now()
  const slow: string[] = []
  let n = 0
  let runsDoneAt: number | undefined
  while (Date.now() - started < DURATION_S * 1000) {
    n++
    const write = n % 5 === 0 // 20 % writes: a spec edit
    const t0 = performance.now()
    const request = write
      ? api(token, 'PUT', `/specs/scratch?project_id=${project.id}`, {
          content: `# Test: Scratch\n\n## Steps\n\n1. Navigate to {{DEMO_URL}}/?v=${n}\n`,
        })
      : api(token, 'GET', readTargets[n % readTargets.length]?.() ?? '/health')
    const p = request
      .then(async (res) => {
        await res.arrayBuffer()
        const took = performance.now() - t0
        ;(write ? writes : reads).push(took)
        if (!write) (runsDoneAt === undefined ? readsDuringRuns : readsAfterRuns).push(took)
        if (took > 200)
          slow.push(`${((t0 - startedPerf) / 1000).toFixed(2)} s ${write ? 'PUT spec' : new URL(res.url).pathname} ${took.toFixed(0)} ms`)
        if (!res.ok) failures.push(`${res.status} ${write ? 'PUT spec' : res.url}`)
      })
      .catch((err: unknown) => {
        failures.push(`${String(err)}${err instanceof Error && err.cause ? ` (${String(err.cause)})` : ''}`)
      })
      .finally(() => inflight.delete(p))
    inflight.add(p)
    if (!runsDoneAt && n % RATE_PER_S === 0) {
      // Checked on the side: the request pace must not wait for it.
      const check = Promise.all(
        runIds.map(
          async (id) => ((await (await api(token, 'GET', `/runs/${id}?project_id=${project.id}`)).json()) as { status: string }).status,
        ),
      )
        .then((states) => {
          if (states.every((s) => !['queued', 'running'].includes(s))) runsDoneAt ??= Date.now()
        })
        .catch(() => undefined)
        .finally(() => inflight.delete(check))
      inflight.add(check)
    }
    const next = started + (n * 1000) / RATE_PER_S
    await sleep(Math.max(0, next - Date.now()))
  }
  await Promise.all(inflight)
  clearInterval(memTimer)
  const finals = await Promise.all(
    runIds.map(
      async (id) => ((await (await api(token, 'GET', `/runs/${id}?project_id=${project.id}`)).json()) as { status: string }).status,
    ),
  )
  // The server's own view: a calm event loop while answers are slow means the machine, not the server, is busy.
  const health = (await (await fetch(`${BASE}/health`)).json()) as {
    process: { event_loop_delay_ms: { p50: number; p99: number; max: number; window_s: number }; load_average_1m: number }
  }
  stop.abort()
  await Promise.allSettled(followers)

  reads.sort((a, b) => a - b)
  writes.sort((a, b) => a - b)
  const third = Math.max(1, Math.floor(memory.length / 3))
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)
  const [memFirst, memLast] = [avg(memory.slice(0, third)), avg(memory.slice(-third))]
  console.log(
    `\nbench/load — ${DURATION_S} s, ${SSE_CLIENTS} SSE clients, ${RATE_PER_S} req/s (80 % reads, 20 % writes), Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}`,
  )
  console.log(
    `UI runs: ${finals.join(', ')}${runsDoneAt ? ` (both finished after ${((runsDoneAt - started) / 1000).toFixed(0)} s)` : ' (still executing at the end)'}`,
  )
  console.log(
    `requests: ${reads.length + writes.length} (${((reads.length + writes.length) / DURATION_S).toFixed(1)}/s), errors: ${failures.length}`,
  )
  for (const f of [...new Set(failures)].slice(0, 5)) console.log(`  !! ${f}`)
  console.log(
    `reads  p50 ${pct(reads, 50).toFixed(1)} ms  p95 ${pct(reads, 95).toFixed(1)} ms  p99 ${pct(reads, 99).toFixed(1)} ms  (goal p99 < 200 ms on 2 cores)`,
  )
  for (const [label, xs] of [
    ['during UI runs', readsDuringRuns],
    ['after UI runs', readsAfterRuns],
  ] as const) {
    const sorted = [...xs].sort((a, b) => a - b)
    console.log(`  reads ${label}: ${sorted.length}, p50 ${pct(sorted, 50).toFixed(1)} ms, p99 ${pct(sorted, 99).toFixed(1)} ms`)
  }
  if (process.env.LOAD_SHOW_SLOW) console.log(`slow requests (> 200 ms):\n  ${slow.join('\n  ')}`)
  const loop = health.process.event_loop_delay_ms
  console.log(
    `server event-loop delay over the last ${loop.window_s} s: p50 ${loop.p50} ms, p99 ${loop.p99} ms, max ${loop.max} ms (machine load ${health.process.load_average_1m})`,
  )
  console.log(
    `bench client event-loop delay: p50 ${(clientLoop.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(clientLoop.percentile(99) / 1e6).toFixed(1)} ms, max ${(clientLoop.max / 1e6).toFixed(1)} ms`,
  )
  console.log(`writes p50 ${pct(writes, 50).toFixed(1)} ms  p95 ${pct(writes, 95).toFixed(1)} ms  p99 ${pct(writes, 99).toFixed(1)} ms`)
  console.log(
    `SSE connect (all ${SSE_CLIENTS} at once, before the measured load): p50 ${pct(connectTimes, 50).toFixed(0)} ms, last ${(connectTimes.at(-1) ?? 0).toFixed(0)} ms`,
  )
  console.log(
    `SSE: ${SSE_CLIENTS} clients, ${sse.lines} log events received, ${sse.ended} streams ended with the run's status, ${sse.errors} errors`,
  )
  console.log(
    `server RSS: first third ${memFirst.toFixed(0)} MB, last third ${memLast.toFixed(0)} MB (${(((memLast - memFirst) / memFirst) * 100).toFixed(0)} %), peak ${Math.max(...memory).toFixed(0)} MB`,
  )
  const errors = failures.length + sse.errors
  console.log(errors === 0 ? 'OK: 0 errors' : `FAIL: ${errors} errors`)
  if (errors > 0) process.exitCode = 1
} finally {
  stop.abort()
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  await shop.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
