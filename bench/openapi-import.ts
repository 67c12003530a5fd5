/**
 * Issue 22: a run of the specs imported from a 100-operation OpenAPI document against an API that implements
 * it, as the batch job runs them (every spec's attempts through `executeAttempts`, first attempts sharing one
 * Playwright runner), compared in the same run with
 *   - a bare fetch loop making the same requests in the same order (status and JSON body read, saved ids fed
 *     forward), the floor;
 *   - the runner start: the same pipeline running a one-request spec alone, paid once by the batch.
 * Target: imported run <= 1.5 x fetch loop + one runner start. Prints the figures, the ratio
 * (imported - start) / fetch and whether the target is met, for
 *   - a first run in a fresh project: Playwright's compile cache empty (each round gets a cache folder of its
 *     own, PLAYWRIGHT_TRANSFORM_CACHE_DIR), so the runtime module and every generated file are transformed;
 *   - a first run of a new import where an earlier run left the runtime module transformed: only the generated
 *     files are (other spec names, so other paths, in the same cache);
 *   - a re-run of unchanged specs (everything cached).
 * Lean runs are the bench's project's (BENCH_WARM): after the warm-up its child stays warm between runs
 * (lean/warm-pool.ts), as a server's next run of a project finds it, so a start is a warm child's; the rows "no child
 * warm" close it first (a server's first run of the project, or one after the idle time) and are judged against a
 * start with no child warm. The runner start is measured cold (its own empty cache) and warm. BENCH_PER_SPEC=1 also times one runner per
 * spec (how single runs go). Every figure is taken for both harnesses of API runs, in turn within each round: the
 * lean harness (the default, lean/harness.ts) and Playwright Test (API_TEST_HARNESS=playwright); BENCH_HARNESS=lean
 * (or playwright) measures one. BENCH_FLOOR=1 also times the same requests through one Playwright request context
 * in a plain loop (the floor of any runner that uses it), alternating with the fetch loop, and the fetch loop's first
 * pass in a fresh Node process (as a runner's requests are the first its process makes; the bench's own loop runs
 * in a warm process).
 * The fetch loop's clock starts once it knows its requests (the specs parsed): until 2026-11-24 it timed 20 markdown
 * parses too (~100 ms of its ~180 ms at load 2; now they are kept, see spec-parser.ts), which flattered every ratio.
 * Run: npx tsx bench/openapi-import.ts   (BENCH_RESOURCES=20 resources x 5 operations, BENCH_ROUNDS=3)
 */

import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { request as playwrightRequest } from 'playwright-core'
import type { ApiHarness } from '../server/src/modules/api-testing/lean/harness.js'
import { closeLeanChildren, leanChildPids } from '../server/src/modules/api-testing/lean/warm-pool.js'
import { importOpenApi } from '../server/src/modules/api-testing/openapi-import.js'
import { executeAttempts } from '../server/src/modules/api-testing/run-attempts.js'
import { SharedRunner } from '../server/src/modules/api-testing/shared-runner.js'
import { parseApiSpec } from '../server/src/modules/api-testing/spec-parser.js'
import { attemptsInput, BENCH_WARM } from './support/attempts-input.js'

const RESOURCES = Number(process.env.BENCH_RESOURCES ?? 20) // x 5 operations = 100
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const PER_SPEC = process.env.BENCH_PER_SPEC === '1'
const FLOOR = process.env.BENCH_FLOOR === '1'
const HARNESSES = (process.env.BENCH_HARNESS?.split(',') ?? ['lean', 'playwright']) as ApiHarness[]
const names = Array.from({ length: RESOURCES }, (_, i) => `things${i}`)

/** The document: per resource list, create, read, update, delete, with schemas and a required field. */
function document(): object {
  const thing = {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'integer' }, name: { type: 'string', minLength: 1 }, size: { type: 'integer', minimum: 0 } },
  }
  const input = { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1 }, size: { type: 'integer' } } }
  const json = (schema: object) => ({ content: { 'application/json': { schema } } })
  const paths: Record<string, object> = {}
  for (const name of names) {
    const ref = { $ref: '#/components/schemas/Thing' }
    paths[`/${name}`] = {
      get: {
        tags: [name],
        summary: `List ${name}`,
        responses: { 200: { description: 'ok', ...json({ type: 'array', items: ref }) } },
      },
      post: {
        tags: [name],
        summary: `Create one of ${name}`,
        requestBody: { required: true, ...json({ $ref: '#/components/schemas/ThingInput' }) },
        responses: { 201: { description: 'created', ...json(ref) }, 422: { description: 'invalid' } },
      },
    }
    const id = [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }]
    paths[`/${name}/{id}`] = {
      get: { tags: [name], parameters: id, responses: { 200: { description: 'ok', ...json(ref) }, 404: { description: 'gone' } } },
      put: {
        tags: [name],
        parameters: id,
        requestBody: { required: true, ...json({ $ref: '#/components/schemas/ThingInput' }) },
        responses: { 200: { description: 'ok', ...json(ref) }, 422: { description: 'invalid' } },
      },
      delete: { tags: [name], parameters: id, responses: { 204: { description: 'deleted' } } },
    }
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Bench API', version: '1' },
    paths,
    components: { schemas: { Thing: thing, ThingInput: input } },
  }
}

/** An in-memory implementation of the document. */
function startApi(): Promise<{ url: string; close(): Promise<void> }> {
  const store = new Map<string, Map<number, Record<string, unknown>>>(names.map((n) => [n, new Map()]))
  let nextId = 1
  const send = (res: ServerResponse, status: number, body?: unknown) => {
    if (body === undefined) {
      res.writeHead(status).end()
      return
    }
    const text = JSON.stringify(body)
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text)
  }
  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const [, name, idText] = (req.url ?? '').split('?')[0]!.split('/')
    const items = store.get(name ?? '')
    if (!items) return send(res, 404, { error: 'not found' })
    let body: Record<string, unknown> = {}
    try {
      body = raw ? JSON.parse(raw) : {}
    } catch {
      return send(res, 400, { error: 'bad json' })
    }
    if (idText === undefined) {
      if (req.method === 'GET') return send(res, 200, [...items.values()])
      if (typeof body.name !== 'string' || body.name === '') return send(res, 422, { error: 'name is required' })
      const item = { id: nextId++, name: body.name, size: typeof body.size === 'number' ? body.size : 0 }
      items.set(item.id, item)
      return send(res, 201, item)
    }
    const item = items.get(Number(idText))
    if (!item) return send(res, 404, { error: 'not found' })
    if (req.method === 'GET') return send(res, 200, item)
    if (req.method === 'DELETE') {
      items.delete(Number(idText))
      return send(res, 204)
    }
    if (typeof body.name !== 'string' || body.name === '') return send(res, 422, { error: 'name is required' })
    Object.assign(item, { name: body.name, size: typeof body.size === 'number' ? body.size : item.size })
    return send(res, 200, item)
  }
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => {
      raw += chunk
    })
    req.on('end', () => handle(req, res, raw))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections()
            server.close(() => r())
          }),
      }),
    ),
  )
}

/**
 * CPU time of the child processes (the runner and its workers, finished or, as a warm lean child, still living),
 * from /proc (Linux; 0 elsewhere). Unlike the wall-clock time it hardly moves with the machine's load: a first run's
 * extra CPU over a re-run's is what compiling the files costs.
 */
function childrenCpuMs(): number {
  const fields = (pid: number | 'self') => {
    try {
      return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    } catch {
      return undefined
    }
  }
  const own = fields('self')
  // In clock ticks of 1/100 s: cutime + cstime of the finished children, utime + stime of the living ones.
  let ticks = own ? Number(own[13]) + Number(own[14]) : 0
  for (const pid of leanChildPids()) {
    const child = fields(pid)
    if (child) ticks += Number(child[11]) + Number(child[12])
  }
  return (ticks * 1000) / 100
}

/** Variables that point Playwright's compile cache at `dir` (the runner and its workers read it). */
const cacheIn = (dir: string) => ({ PLAYWRIGHT_TRANSFORM_CACHE_DIR: dir })

/**
 * One spec in a runner of its own, as a single run job runs it, with its compile cache in `cacheDir`; in
 * `stableDir` when given (a stable path keeps the compile cache).
 */
async function runSpec(harness: ApiHarness, content: string, cacheDir: string, stableDir?: string): Promise<{ ms: number; tests: number }> {
  const runDir = stableDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-openapi-'))
  const started = performance.now()
  const outcome = await executeAttempts({ ...attemptsInput(content, runDir), env: cacheIn(cacheDir), harness })
  const ms = performance.now() - started
  if (!stableDir) fs.rmSync(runDir, { recursive: true, force: true })
  if (outcome.status !== 'passed') throw new Error(`imported spec ${outcome.status}: ${outcome.error ?? ''}`)
  return { ms, tests: outcome.tests.length }
}

/**
 * Every spec as the batch job runs them: each through its attempts, first attempts in one shared runner. The
 * runner reads the files from `filesDir` by a hash of spec name and code, beside the runtime module; Playwright's
 * compile cache is in `cacheDir`. Specs named with a new `prefix` are a new import (new paths).
 */
async function runBatch(
  harness: ApiHarness,
  contents: string[],
  filesDir: string,
  cacheDir: string,
  prefix: string,
): Promise<{ ms: number; tests: number }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-openapi-batch-'))
  const keys = contents.map((_, i) => `${prefix}-${i}`)
  const started = performance.now()
  const shared = new SharedRunner({
    members: keys.map((key) => ({ key, name: key, env: cacheIn(cacheDir), log: () => {} })),
    batchDir: path.join(root, '.batch'),
    filesDir,
    chromiumPath: '/usr/bin/chromium',
    harness,
    warm: BENCH_WARM,
    signal: new AbortController().signal,
  })
  const outcomes = await Promise.all(
    contents.map((content, i) =>
      executeAttempts({ ...attemptsInput(content, path.join(root, keys[i]!)), runner: shared.runnerFor(keys[i]!) }).finally(() =>
        shared.leave(keys[i]!),
      ),
    ),
  )
  const ms = performance.now() - started
  fs.rmSync(root, { recursive: true, force: true })
  const bad = outcomes.find((o) => o.status !== 'passed')
  if (bad) throw new Error(`imported spec ${bad.status}: ${bad.error ?? ''}`)
  return { ms, tests: outcomes.reduce((n, o) => n + o.tests.length, 0) }
}

/** The request a loop sends for a test: method, filled path, JSON body (text) or none. */
type Send = (method: string, url: string, body: string | undefined) => Promise<{ status: number; json: unknown }>

const sendWithFetch: Send = async (method, url, body) => {
  const res = await fetch(url, { method, ...(body !== undefined ? { body, headers: { 'content-type': 'application/json' } } : {}) })
  const text = await res.text()
  return { status: res.status, json: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined }
}

/** The same, through a Playwright request context (as the runtime module sends: no redirects, no status check). */
const sendWithContext =
  (context: Awaited<ReturnType<typeof playwrightRequest.newContext>>): Send =>
  async (method, url, body) => {
    const res = await context.fetch(url, {
      method,
      data: body === undefined ? undefined : JSON.parse(body),
      maxRedirects: 0,
      failOnStatusCode: false,
    })
    const text = await res.text()
    return { status: res.status(), json: text && res.headers()['content-type']?.includes('json') ? JSON.parse(text) : undefined }
  }

/** The same requests as the specs, in order, with saved values fed forward: status checked, JSON read. */
async function fetchLoop(base: string, specs: string[], send: Send = sendWithFetch): Promise<{ ms: number; requests: number }> {
  const parsed = specs.map((content) => parseApiSpec(content).spec) // the requests to make, read before the clock starts
  const started = performance.now()
  let requests = 0
  for (const spec of parsed) {
    const saved: Record<string, unknown> = {}
    const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(saved[n]))
    for (const test of spec.tests) {
      const sendStep = test.steps.find((s) => s.kind === 'send') as { body?: unknown } | undefined
      const res = await send(
        test.method,
        base + fill(test.path),
        sendStep?.body !== undefined ? fill(JSON.stringify(sendStep.body)) : undefined,
      )
      const json = res.json as Record<string, unknown> | undefined
      const status = test.steps.find((s) => s.kind === 'status') as { anyOf: (number | string)[] } | undefined
      const ok = status?.anyOf.some((s) => s === res.status || (typeof s === 'string' && String(res.status)[0] === s[0]))
      if (!ok) throw new Error(`fetch loop: ${test.name} answered ${res.status}`)
      for (const step of test.steps) {
        if (step.kind === 'save' && step.source.from === 'body') saved[step.variable] = json?.[step.source.path.replace(/^\$\./, '')]
      }
      requests++
    }
  }
  return { ms: performance.now() - started, requests }
}

/** BENCH_COLD_CLIENT=<file of {url, specs}>: this process is the fresh one; it prints its first pass in ms and exits. */
if (process.env.BENCH_COLD_CLIENT) {
  const { url, specs } = JSON.parse(fs.readFileSync(process.env.BENCH_COLD_CLIENT, 'utf8')) as { url: string; specs: string[] }
  console.log(JSON.stringify((await fetchLoop(url, specs)).ms))
  process.exit(0)
}

/** The fetch loop's first pass in a fresh Node process (this file, run again as the client). */
async function coldFetchLoop(url: string, specs: string[], dir: string): Promise<number> {
  const job = path.join(dir, 'cold-client.json')
  fs.writeFileSync(job, JSON.stringify({ url, specs }))
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', import.meta.filename], {
    env: { ...process.env, BENCH_COLD_CLIENT: job },
  })
  return Number(stdout.trim().split('\n').at(-1))
}

const api = await startApi()
const imported = await importOpenApi(document(), { baseUrl: api.url })
const specs = imported.specs.map((s) => s.markdown)
const operations = RESOURCES * 5
const starter = `# API Test: Start\n\n## Base URL\n\n${api.url}\n\n## Tests\n\n### GET /${names[0]}\n\n- Verify status is 200\n`
type Figures = Record<'first' | 'newImport' | 'rerun' | 'coldRerun' | 'start' | 'warmStart' | 'coldStart' | 'perSpec', number[]>
const figures = () =>
  ({ first: [], newImport: [], rerun: [], coldRerun: [], start: [], warmStart: [], coldStart: [], perSpec: [] }) as Figures
const times = Object.fromEntries(HARNESSES.map((h) => [h, figures()])) as Record<ApiHarness, Figures>
const cpu = Object.fromEntries(HARNESSES.map((h) => [h, figures()])) as Record<ApiHarness, Figures>
const fetchTimes: number[] = []
const contextTimes: number[] = []
const coldTimes: number[] = []
const context = FLOOR ? await playwrightRequest.newContext() : undefined
let tests = 0
let requests = 0
const loadBefore = os.loadavg()
const cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-openapi-files-'))
try {
  for (const harness of HARNESSES) await runSpec(harness, starter, path.join(cacheRoot, `warm-up-${harness}`)) // module loading
  for (let round = 0; round < ROUNDS; round++) {
    const loop = await fetchLoop(api.url, specs)
    fetchTimes.push(loop.ms)
    if (context) contextTimes.push((await fetchLoop(api.url, specs, sendWithContext(context))).ms)
    if (FLOOR) coldTimes.push(await coldFetchLoop(api.url, specs, cacheRoot))
    requests = loop.requests
    for (const harness of HARNESSES) {
      const at = (name: string) => path.join(cacheRoot, `${harness}-${name}-${round}`)
      const timed = async (key: keyof Figures, work: () => Promise<{ ms: number }>) => {
        const cpuBefore = childrenCpuMs()
        const { ms } = await work()
        times[harness][key].push(ms)
        cpu[harness][key].push(childrenCpuMs() - cpuBefore)
      }
      // The lean child as the server's first run of a project meets it (or one after the idle time): none warm.
      closeLeanChildren()
      await timed('coldStart', () => runSpec(harness, starter, at('starter-cache'), at('starter')))
      await timed('start', () => runSpec(harness, starter, at('start-cache')))
      await runSpec(harness, starter, at('starter-cache'), at('starter'))
      await timed('warmStart', () => runSpec(harness, starter, at('starter-cache'), at('starter')))
      // A fresh project: no file of the batch, nor the runtime module, in this (empty) compile cache.
      const [filesDir, cacheDir] = [at('files'), at('cache')]
      await timed('first', async () => {
        const run = await runBatch(harness, specs, filesDir, cacheDir, 'run')
        tests = run.tests
        return run
      })
      await timed('rerun', () => runBatch(harness, specs, filesDir, cacheDir, 'run'))
      closeLeanChildren()
      await timed('coldRerun', () => runBatch(harness, specs, filesDir, cacheDir, 'run'))
      await timed('newImport', () => runBatch(harness, specs, filesDir, cacheDir, 'import'))
      if (PER_SPEC) {
        await timed('perSpec', async () => {
          let ms = 0
          for (const content of specs) ms += (await runSpec(harness, content, at('per-spec'))).ms
          return { ms }
        })
      }
    }
  }
} finally {
  await context?.dispose()
  await api.close()
  fs.rmSync(cacheRoot, { recursive: true, force: true })
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
const loop = median(fetchTimes)
const load = (avg: number[]) => avg.map((n) => n.toFixed(1)).join(', ')
const verdict = (ms: number, start: number) => {
  const budget = 1.5 * loop + start
  return `${ms.toFixed(0)} ms <= ${budget.toFixed(0)} ms? ${(ms / budget).toFixed(2)} x budget, (run - start) / fetch ${((ms - start) / loop).toFixed(2)}: ${ms <= budget ? 'met' : 'NOT met'}`
}
console.log(
  `\nbench/openapi-import — ${operations} operations -> ${specs.length} specs, ${tests} tests (${requests} requests), median of ${ROUNDS} rounds, Node ${process.version}, load before ${load(loadBefore)}, after ${load(os.loadavg())}`,
)
console.log(`bare fetch loop, same requests: ${loop.toFixed(0)} ms (rounds: ${fetchTimes.map((ms) => ms.toFixed(0)).join(', ')})`)
if (FLOOR) {
  const floor = median(contextTimes)
  console.log(
    `one Playwright request context, same loop: ${floor.toFixed(0)} ms, ${(floor / loop).toFixed(2)} x the fetch loop (rounds: ${contextTimes.map((ms) => ms.toFixed(0)).join(', ')})`,
  )
  console.log(
    `the fetch loop's first pass in a fresh process: ${median(coldTimes).toFixed(0)} ms (rounds: ${coldTimes.map((ms) => ms.toFixed(0)).join(', ')})`,
  )
}
for (const harness of HARNESSES) {
  const [t, c] = [times[harness], cpu[harness]]
  const row = (label: string, key: keyof Figures) =>
    console.log(
      `  ${label.padEnd(64)} ${median(t[key]).toFixed(0).padStart(7)} ms  (runner CPU ${median(c[key]).toFixed(0)} ms; rounds ${t[key].map((ms) => ms.toFixed(0)).join(', ')})`,
    )
  console.log(`\n${harness === 'lean' ? 'lean harness (default)' : 'Playwright Test (API_TEST_HARNESS=playwright)'}`)
  row('imported specs, one batch, first run (compile cache empty)', 'first')
  row('the same specs as a new import (runtime module cached)', 'newImport')
  row('the same batch again (compile cache warm)', 'rerun')
  row('the same batch again, no lean child warm', 'coldRerun')
  if (PER_SPEC) row(`the same specs, one runner per spec (${specs.length} runners)`, 'perSpec')
  row('runner start (one-request spec alone, compile cache empty)', 'start')
  row('runner start (the same, compile cache warm)', 'warmStart')
  row('runner start (compile cache warm, no lean child warm)', 'coldStart')
  const [start, warmStart, coldStart] = [median(t.start), median(t.warmStart), median(t.coldStart)]
  console.log('  target: run <= 1.5 x fetch loop + one runner start')
  console.log(`    first run, fresh project:               ${verdict(median(t.first), start)}`)
  console.log(`    first run of a new import:              ${verdict(median(t.newImport), start)}`)
  console.log(`    re-run:                                 ${verdict(median(t.rerun), warmStart)}`)
  console.log(`    re-run, no lean child warm:             ${verdict(median(t.coldRerun), coldStart)}`)
}
