/**
 * LLM evaluation throughput and memory: N cases (default 1,000) at a fixed provider latency (50 ms) with concurrency
 * 8, no cache, against a fake OpenAI-compatible server. Three processes, so each figure is one program's own:
 * the fake provider (fake-provider.mjs), the service (ours.ts: save the suite, run it through the job queue and
 * SQLite; the bare client loop runs first in the same process), and promptfoo 0.121.20 on the same cases (installed
 * on demand into bench/llm-eval/.cache, never a project dependency). Target: <= 1.2x the floor (N x latency /
 * concurrency) and faster than promptfoo. `BENCH_RSS=20000` runs that many cases instead and reports the service's
 * peak RSS (target < 300 MB). Run: npm run bench -- llm-eval (or npx tsx bench/llm-eval/run.ts)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const RSS_CASES = Number(process.env.BENCH_RSS ?? 0)
const CASES = RSS_CASES || Number(process.env.BENCH_CASES ?? 1000)
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50)
const CONCURRENCY = 8
const PROMPTFOO = '0.121.20'
const HERE = import.meta.dirname
const CACHE = path.join(HERE, '.cache')

/** Runs a process to its end, sampling the resident memory of it and its descendants every 100 ms. */
function measured(child: ChildProcess): Promise<{ code: number | null; wall: number; peakRssMb: number; stdout: string; stderr: string }> {
  const started = performance.now()
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (d) => {
    stdout += d
  })
  child.stderr?.on('data', (d) => {
    stderr = (stderr + d).slice(-20_000)
  })
  let peak = 0
  const timer = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRss(child.pid))
  }, 100)
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearInterval(timer)
      resolve({ code, wall: performance.now() - started, peakRssMb: Math.round(peak / 1e6), stdout, stderr })
    })
  })
}

/** RSS in bytes of a process and every process below it (promptfoo may start helpers). */
function treeRss(root: number): number {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const pid = Number(entry)
      const ppid = Number(fields[1])
      rss.set(pid, Number(fields[21]) * 4096)
      children.set(ppid, [...(children.get(ppid) ?? []), pid])
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0
  const stack = [root]
  while (stack.length > 0) {
    const pid = stack.pop()!
    total += rss.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

const fake = spawn(process.execPath, [path.join(HERE, 'fake-provider.mjs')], {
  env: { ...process.env, LATENCY_MS: String(LATENCY_MS) },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const port = await new Promise<string>((resolve) => fake.stdout!.once('data', (d) => resolve(String(d).trim())))
const baseUrl = `http://127.0.0.1:${port}/v1`

async function ours() {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'ours.ts')], {
    env: { ...process.env, BASE_URL: baseUrl, CASES: String(CASES), CONCURRENCY: String(CONCURRENCY), BARE: RSS_CASES ? '0' : '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const res = await measured(child)
  const line = res.stdout.trim().split('\n').at(-1) ?? ''
  if (res.code !== 0 || !line.startsWith('{')) throw new Error(`the service side failed (exit ${res.code}):\n${res.stderr.slice(-3000)}`)
  return JSON.parse(line) as { wall: number; bare: number | null; peakRssMb: number; idleRssMb: number }
}

function promptfooConfig(dir: string): void {
  // The openai provider speaks to any OpenAI-compatible server through `apiBaseUrl`; `{{q}}` is each test's input.
  const tests = Array.from(
    { length: CASES },
    (_, i) => `  - vars: { q: "question ${i}" }\n    assert:\n      - type: contains\n        value: Echo`,
  ).join('\n')
  fs.writeFileSync(
    path.join(dir, 'promptfooconfig.yaml'),
    [
      "description: 'bench/llm-eval'",
      "prompts: ['{{q}}']",
      'providers:',
      '  - id: openai:chat:fake',
      `    config: { apiBaseUrl: "${baseUrl}", apiKey: "bench" }`,
      'tests:',
      tests,
      '',
    ].join('\n'),
  )
}

async function promptfoo(): Promise<{ wall: number; peakRssMb: number } | { skipped: string }> {
  const bin = path.join(CACHE, 'node_modules/.bin/promptfoo')
  if (!fs.existsSync(bin)) {
    fs.mkdirSync(CACHE, { recursive: true })
    const install = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', CACHE, `promptfoo@${PROMPTFOO}`], {
      encoding: 'utf8',
      timeout: 900_000,
    })
    if (install.status !== 0 || !fs.existsSync(bin))
      return { skipped: `npm install promptfoo@${PROMPTFOO} failed: ${tail(install.stderr || String(install.error))}` }
  }
  const dir = fs.mkdtempSync(path.join(CACHE, 'run-'))
  promptfooConfig(dir)
  const child = spawn(
    bin,
    [
      'eval',
      '-c',
      'promptfooconfig.yaml',
      '--max-concurrency',
      String(CONCURRENCY),
      '--no-cache',
      '--no-write',
      '--no-table',
      '--no-progress-bar',
    ],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Its own state (database, logs) stays in the run folder; no telemetry, update check or response cache.
        PROMPTFOO_CONFIG_DIR: path.join(dir, '.promptfoo'),
        PROMPTFOO_DISABLE_TELEMETRY: '1',
        PROMPTFOO_DISABLE_UPDATE: '1',
        PROMPTFOO_CACHE_ENABLED: 'false',
        PROMPTFOO_DISABLE_SHARING: '1',
        // An eval with failing tests exits 100; 0 here means "ran", the pass count is checked below.
        PROMPTFOO_FAILED_TEST_EXIT_CODE: '0',
        OPENAI_API_KEY: 'bench',
      },
    },
  )
  const res = await measured(child)
  const passed = /(\d[\d,]*) passed/i.exec(res.stdout)?.[1]?.replace(/,/g, '')
  if (res.code !== 0 || Number(passed) !== CASES)
    return {
      skipped: `promptfoo eval exited ${res.code} after ${(res.wall / 1000).toFixed(1)} s with ${passed ?? 'no'} passed; stdout: ${tail(res.stdout)}; stderr: ${tail(res.stderr)}`,
    }
  fs.rmSync(dir, { recursive: true, force: true })
  return { wall: res.wall, peakRssMb: res.peakRssMb }
}

function tail(text: string): string {
  return text.trim().split('\n').slice(-4).join(' | ')
}

const floor = (CASES * LATENCY_MS) / CONCURRENCY
try {
  const us = await ours()
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  console.log(`load average: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`)
  console.log(`specwright: ${CASES} cases, ${LATENCY_MS} ms latency, concurrency ${CONCURRENCY}: ${s(us.wall)}`)
  console.log(`floor ${s(floor)} -> ratio to floor ${(us.wall / floor).toFixed(2)}x (target <= 1.2x)`)
  if (us.bare)
    console.log(
      `bare client loop, same calls, same process: ${s(us.bare)} (${(us.bare / floor).toFixed(2)}x floor) -> specwright / bare ${(us.wall / us.bare).toFixed(2)}`,
    )
  console.log(
    `service process (fake provider excluded): peak RSS ${us.peakRssMb} MB, ${us.idleRssMb} MB before the suite was saved${RSS_CASES ? ' (target < 300 MB)' : ''}`,
  )
  if (!RSS_CASES && process.env.BENCH_SKIP_PROMPTFOO !== '1') {
    const pf = await promptfoo()
    if ('skipped' in pf) console.log(`promptfoo ${PROMPTFOO}: not measured (${pf.skipped})`)
    else
      console.log(
        `promptfoo ${PROMPTFOO}: ${s(pf.wall)} (${(pf.wall / floor).toFixed(2)}x floor), peak RSS ${pf.peakRssMb} MB -> specwright / promptfoo ${(us.wall / pf.wall).toFixed(2)}`,
      )
  }
} finally {
  fake.kill()
}
