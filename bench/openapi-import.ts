/**
 * Issue 22: a run of the specs imported from a 100-operation OpenAPI document against an API that implements
 * it, compared in the same run with
 *   - a bare fetch loop making the same requests in the same order (status and JSON body read, saved ids fed
 *     forward), the floor;
 *   - the runner start: the same pipeline running a one-request spec, paid once per imported spec.
 * Target: imported run <= 1.5 x fetch loop + runner starts. Prints the figures and the ratio
 * (imported - starts) / fetch.
 * Run: npx tsx bench/openapi-import.ts   (BENCH_RESOURCES=20 resources x 5 operations, BENCH_ROUNDS=3)
 */
import fs from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { importOpenApi } from '../server/src/modules/api-testing/openapi-import.js'
import { executeAttempts } from '../server/src/modules/api-testing/run-attempts.js'
import { parseApiSpec } from '../server/src/modules/api-testing/spec-parser.js'

const RESOURCES = Number(process.env.BENCH_RESOURCES ?? 20) // x 5 operations = 100
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
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

async function runSpec(content: string): Promise<{ ms: number; tests: number }> {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-openapi-'))
  const started = performance.now()
  const outcome = await executeAttempts({
    content,
    env: {},
    runDir,
    chromiumPath: '/usr/bin/chromium',
    signal: new AbortController().signal,
    log: () => {},
    progress: () => {},
  })
  const ms = performance.now() - started
  fs.rmSync(runDir, { recursive: true, force: true })
  if (outcome.status !== 'passed') throw new Error(`imported spec ${outcome.status}: ${outcome.error ?? ''}`)
  return { ms, tests: outcome.tests.length }
}

/** The same requests as the specs, in order, with saved values fed forward: status checked, JSON read. */
async function fetchLoop(base: string, specs: string[]): Promise<{ ms: number; requests: number }> {
  const started = performance.now()
  let requests = 0
  for (const content of specs) {
    const { spec } = parseApiSpec(content)
    const saved: Record<string, unknown> = {}
    const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(saved[n]))
    for (const test of spec.tests) {
      const send = test.steps.find((s) => s.kind === 'send') as { body?: unknown } | undefined
      const res = await fetch(base + fill(test.path), {
        method: test.method,
        ...(send?.body !== undefined ? { body: fill(JSON.stringify(send.body)), headers: { 'content-type': 'application/json' } } : {}),
      })
      const text = await res.text()
      const json = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined
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

const api = await startApi()
const imported = await importOpenApi(document(), { baseUrl: api.url })
const specs = imported.specs.map((s) => s.markdown)
const operations = RESOURCES * 5
const starter = `# API Test: Start\n\n## Base URL\n\n${api.url}\n\n## Tests\n\n### GET /${names[0]}\n\n- Verify status is 200\n`
const times = { imported: [] as number[], fetch: [] as number[], start: [] as number[] }
let tests = 0
let requests = 0
try {
  await runSpec(starter) // warm-up: transform cache, module loading
  for (let round = 0; round < ROUNDS; round++) {
    const loop = await fetchLoop(api.url, specs)
    times.fetch.push(loop.ms)
    requests = loop.requests
    times.start.push((await runSpec(starter)).ms)
    let total = 0
    tests = 0
    for (const content of specs) {
      const run = await runSpec(content)
      total += run.ms
      tests += run.tests
    }
    times.imported.push(total)
  }
} finally {
  await api.close()
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
const [imp, loop, start] = [median(times.imported), median(times.fetch), median(times.start)]
const starts = start * specs.length
const budget = 1.5 * loop + starts
console.log(
  `\nbench/openapi-import — ${operations} operations -> ${specs.length} specs, ${tests} tests (${requests} requests), median of ${ROUNDS} rounds, Node ${process.version}\n`,
)
console.log('imported specs, run by the API-testing pipeline'.padEnd(56), `${imp.toFixed(0).padStart(8)} ms`)
console.log('bare fetch loop, same requests'.padEnd(56), `${loop.toFixed(0).padStart(8)} ms`)
console.log(`runner start (one-request spec) x ${specs.length} specs`.padEnd(56), `${starts.toFixed(0).padStart(8)} ms`)
console.log('budget: 1.5 x fetch loop + runner starts'.padEnd(56), `${budget.toFixed(0).padStart(8)} ms`)
console.log(`ratio (imported - starts) / fetch loop: ${((imp - starts) / loop).toFixed(2)} (target <= 1.5)`)
console.log(`imported / budget: ${(imp / budget).toFixed(2)} (target <= 1.00)`)
