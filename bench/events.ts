/**
 * Fan-out of GET /events: 200 connected clients, 50 state changes per second for 10 s, published where the state is
 * written (the event bus). Reported as ratios to a bare Fastify SSE broadcast (200 raw responses, one write each)
 * measured in the same run: delivery latency p50/p99 and the process's RSS growth while the clients are connected.
 * Run: npx tsx bench/events.ts   (BENCH_EVENT_CLIENTS, BENCH_EVENTS_PER_S, BENCH_DURATION_S to change the load)
 */
import http from 'node:http'
import Fastify, { type FastifyInstance } from 'fastify'
import { buildApp } from '../server/src/app.js'

const CLIENTS = Number(process.env.BENCH_EVENT_CLIENTS ?? 200)
const PER_SECOND = Number(process.env.BENCH_EVENTS_PER_S ?? 50)
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10)

interface Figures {
  p50: number
  p99: number
  delivered: number
  expected: number
  heapMb: number
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY })

/** Opens `CLIENTS` streams; each records when every event id arrives. */
async function connect(url: string, headers: Record<string, string>, arrivals: Map<string, number[]>): Promise<http.ClientRequest[]> {
  const requests: http.ClientRequest[] = []
  await Promise.all(
    Array.from(
      { length: CLIENTS },
      () =>
        new Promise<void>((resolve, reject) => {
          const req = http.get(url, { agent, headers: { accept: 'text/event-stream', ...headers } }, (res) => {
            let buffer = ''
            let ready = false
            res.setEncoding('utf8')
            res.on('data', (chunk: string) => {
              buffer += chunk
              let cut = buffer.indexOf('\n\n')
              while (cut >= 0) {
                const frame = buffer.slice(0, cut)
                buffer = buffer.slice(cut + 2)
                if (!ready && (frame.includes('event: ready') || frame.includes('retry:'))) {
                  ready = true
                  resolve()
                }
                const data = /^data: (.*)$/m.exec(frame)?.[1]
                if (data && frame.includes('event: change')) {
                  const id = (JSON.parse(data) as { id: string }).id
                  const list = arrivals.get(id) ?? []
                  list.push(performance.now())
                  arrivals.set(id, list)
                }
                cut = buffer.indexOf('\n\n')
              }
            })
          })
          req.on('error', reject)
          requests.push(req)
        }),
    ),
  )
  return requests
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

async function measure(url: string, headers: Record<string, string>, publish: (id: string) => void): Promise<Figures> {
  global.gc?.()
  const heapBefore = process.memoryUsage().rss
  const arrivals = new Map<string, number[]>()
  const requests = await connect(url, headers, arrivals)
  const sent = new Map<string, number>()
  const total = PER_SECOND * DURATION_S
  for (let i = 0; i < total; i++) {
    const id = `e${i}`
    sent.set(id, performance.now())
    publish(id)
    await new Promise((resolve) => setTimeout(resolve, 1000 / PER_SECOND))
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const heapMb = Math.max(0, process.memoryUsage().rss - heapBefore) / 1024 / 1024
  for (const req of requests) req.destroy()
  const latencies: number[] = []
  let delivered = 0
  for (const [id, at] of sent) {
    for (const arrived of arrivals.get(id) ?? []) {
      latencies.push(arrived - at)
      delivered++
    }
  }
  latencies.sort((a, b) => a - b)
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), delivered, expected: total * CLIENTS, heapMb }
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

async function bare(): Promise<Figures> {
  const app = Fastify({ logger: false })
  const clients = new Set<http.ServerResponse>()
  app.get('/events', (req, reply) => {
    reply.hijack()
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    reply.raw.write('retry: 3000\n\n')
    clients.add(reply.raw)
    req.raw.on('close', () => clients.delete(reply.raw))
  })
  const base = await listen(app)
  let n = 0
  const figures = await measure(`${base}/events`, {}, (id) => {
    const frame = `id: ${Date.now()}-${n++}\nevent: change\ndata: ${JSON.stringify({ type: 'run', id, status: 'running', updated_at: new Date().toISOString() })}\n\n`
    for (const res of clients) res.write(frame)
  })
  await app.close()
  return figures
}

async function specwright(): Promise<Figures> {
  const { createTestRuntime } = await import('../server/test/support/runtime.js')
  const runtime = await createTestRuntime('sqlite', { RATE_LIMIT_GLOBAL_PER_HOUR: '100000000', LOG_LEVEL: 'warn' })
  const app = await buildApp(runtime.deps, { logger: false })
  const base = await listen(app)
  const figures = await measure(`${base}/events?project_id=default`, {}, (id) =>
    runtime.deps.events.publish('default', { type: 'run', id, status: 'running', updated_at: new Date().toISOString() }),
  )
  await app.close()
  await runtime.close()
  return figures
}

const line = (name: string, f: Figures) =>
  `${name.padEnd(22)} p50 ${f.p50.toFixed(1).padStart(7)} ms  p99 ${f.p99.toFixed(1).padStart(7)} ms  delivered ${f.delivered}/${f.expected}  RSS +${f.heapMb.toFixed(1)} MB`

const baseline = await bare()
const ours = await specwright()
console.log(`${CLIENTS} clients, ${PER_SECOND} changes/s for ${DURATION_S} s`)
console.log(line('bare SSE broadcast', baseline))
console.log(line('GET /events', ours))
console.log(
  `ratio to bare: p50 ${(ours.p50 / baseline.p50).toFixed(2)}x, p99 ${(ours.p99 / baseline.p99).toFixed(2)}x, RSS growth ${(ours.heapMb / Math.max(baseline.heapMb, 1)).toFixed(2)}x (floor 1 MB)`,
)
if (ours.delivered < ours.expected) {
  console.error(`lost events: ${ours.expected - ours.delivered}`)
  process.exitCode = 1
}
