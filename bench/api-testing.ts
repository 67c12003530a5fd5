/**
 * 200 API checks against the demo shop's API, three ways, in one run:
 *   - Specwright: a markdown spec compiled to a Playwright request test, run and parsed by the API-testing
 *     pipeline (compile, spawn Playwright, JSON report, per-test evidence), exactly as a run job does;
 *   - Step CI (@stepci/runner) running the same 50 requests with the same 200 checks;
 *   - a plain fetch loop doing the same requests and checks (the floor).
 * Run: npx tsx bench/api-testing.ts
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { run as stepci } from '@stepci/runner'
// @ts-expect-error -- plain ESM JavaScript without type declarations
import { createDemoShop } from '../examples/demo-shop/server.mjs'
import { executeAttempts } from '../server/src/modules/api-testing/run-attempts.js'
import { attemptsInput } from './support/attempts-input.js'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50) // x 4 checks = 200
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

interface Target {
  path: string
  field: string
  equals: string | number
  type: 'string' | 'number'
}
const TARGETS: Target[] = [
  { path: '/api/health', field: '$.status', equals: 'ok', type: 'string' },
  { path: '/api/products/1', field: '$.id', equals: 1, type: 'number' },
  { path: '/api/products?q=mug', field: '$.total', equals: 1, type: 'number' },
  { path: '/api/products/2', field: '$.id', equals: 2, type: 'number' },
]
const requests = Array.from({ length: REQUESTS }, (_, i) => ({ n: i + 1, ...(TARGETS[i % TARGETS.length] as Target) }))

function markdownSpec(base: string): string {
  const tests = requests.map(
    (r) => `### GET ${r.path} — check ${r.n}

- Verify status is 200
- Verify content type is application/json
- Verify JSON field ${r.field} equals ${JSON.stringify(r.equals)}
- Verify JSON field ${r.field} is a ${r.type}
`,
  )
  return `# API Test: Bench\n\n## Base URL\n\n${base}\n\n## Tests\n\n${tests.join('\n')}`
}

async function specwright(base: string): Promise<number> {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'))
  const started = performance.now()
  const outcome = await executeAttempts(attemptsInput(markdownSpec(base), runDir))
  const ms = performance.now() - started
  fs.rmSync(runDir, { recursive: true, force: true })
  const passed = outcome.tests.filter((t) => t.status === 'passed').length
  if (outcome.status !== 'passed' || passed !== REQUESTS) throw new Error(`Specwright run ${outcome.status}: ${passed}/${REQUESTS} passed`)
  return ms
}

async function stepCi(base: string): Promise<number> {
  const steps = requests.map((r) => ({
    name: `check ${r.n}`,
    http: {
      url: base + r.path,
      method: 'GET',
      check: {
        status: 200,
        headers: { 'Content-Type': [{ match: 'application/json' }] },
        jsonpath: { [r.field]: [{ eq: r.equals }, r.type === 'string' ? { isString: true } : { isNumber: true }] },
      },
    },
  }))
  const started = performance.now()
  const result = await stepci({ version: '1.1', name: 'bench', tests: { bench: { steps } } } as never)
  const ms = performance.now() - started
  const passed = (result as { result: { passed: boolean } }).result.passed
  if (!passed) throw new Error('Step CI run did not pass')
  return ms
}

async function fetchLoop(base: string): Promise<number> {
  const started = performance.now()
  let checks = 0
  for (const r of requests) {
    const res = await fetch(base + r.path)
    const body = (await res.json()) as Record<string, unknown>
    const value = body[r.field.slice(2)]
    if (res.status !== 200) throw new Error('status')
    if (!res.headers.get('content-type')?.includes('application/json')) throw new Error('content type')
    if (value !== r.equals) throw new Error('equals')
    if (typeof value !== r.type) throw new Error('type')
    checks += 4
  }
  if (checks !== REQUESTS * 4) throw new Error('checks')
  return performance.now() - started
}

const shop = createDemoShop({ variant: 'baseline' }) as { listen(port: number): Promise<string>; close(): Promise<void> }
const base = await shop.listen(0)
const times: Record<string, number[]> = { specwright: [], stepci: [], fetch: [] }
try {
  await specwright(base) // warm-up: transform cache, module loading
  await stepCi(base)
  for (let i = 0; i < ROUNDS; i++) {
    times.fetch?.push(await fetchLoop(base))
    times.stepci?.push(await stepCi(base))
    times.specwright?.push(await specwright(base))
  }
} finally {
  await shop.close()
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
const [sw, sc, fl] = [median(times.specwright ?? []), median(times.stepci ?? []), median(times.fetch ?? [])]
console.log(`\nbench/api-testing — ${REQUESTS} requests, 200 checks, median of ${ROUNDS} rounds, Node ${process.version}\n`)
console.log('runner'.padEnd(58), 'wall ms'.padStart(9), 'vs Step CI'.padStart(11), 'vs fetch'.padStart(9))
const row = (name: string, ms: number) =>
  console.log(name.padEnd(58), ms.toFixed(0).padStart(9), (ms / sc).toFixed(2).padStart(11), (ms / fl).toFixed(2).padStart(9))
row('Specwright (compile + Playwright request run + report)', sw)
row('Step CI (@stepci/runner, same checks)', sc)
row('plain fetch loop (floor)', fl)
