/**
 * Throughput of an authenticated, paginated list endpoint (GET /projects?limit=20 with REQUIRE_AUTH=true)
 * against a bare Fastify route returning a list of the same size, measured in the same run.
 * Run: npx tsx bench/http.ts   (both dialects: PostgreSQL at BENCH_DATABASE_URL, TEST_DATABASE_URL or the local
 * default postgres://postgres@127.0.0.1:5432/test; reported as skipped when unreachable)
 */
import autocannon from 'autocannon'
import Fastify, { type FastifyInstance } from 'fastify'
import { buildApp } from '../server/src/app.js'
import { createProject } from '../server/src/modules/projects/service.js'
import { createUser } from '../server/src/modules/users/service.js'
import type { DialectName } from '../server/src/platform/db/dialect.js'

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5)
const CONNECTIONS = 10
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

interface Result {
  name: string
  rps: number
  p50: number
  p99: number
  errors: number
}

async function measure(name: string, app: FastifyInstance, path: string, headers: Record<string, string> = {}): Promise<Result> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const url = `http://127.0.0.1:${port}${path}`
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }) // warm-up
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S })
  await app.close()
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors }
}

function bareApp(payload: unknown): FastifyInstance {
  const app = Fastify({ logger: false })
  app.get('/items', async () => payload)
  return app
}

async function specwright(dialect: DialectName): Promise<{ app: FastifyInstance; token: string; sample: unknown; close(): Promise<void> }> {
  // Imported here: the test runtime reads TEST_DATABASE_URL when it loads, and the default is set below.
  const { createTestRuntime } = await import('../server/test/support/runtime.js')
  const runtime = await createTestRuntime(dialect, { REQUIRE_AUTH: 'true', RATE_LIMIT_GLOBAL_PER_HOUR: '100000000', LOG_LEVEL: 'warn' })
  const user = await createUser(runtime.deps, {
    email: 'bench@example.com',
    password: 'Bench#12345',
    full_name: 'Bench',
    is_superuser: false,
  })
  const principal = { id: user.id, email: user.email, isSuperuser: false }
  for (let i = 0; i < 30; i++)
    await createProject(runtime.deps, principal, { name: `Bench project ${String(i).padStart(2, '0')}`, base_url: 'https://app.example' })
  const app = await buildApp(runtime.deps, { logger: false })
  const token = await runtime.deps.tokens.signAccess(user.id, 0)
  const sample = (await app.inject({ url: '/projects?limit=20', headers: { authorization: `Bearer ${token}` } })).json()
  if (sample.items?.length !== 20) throw new Error(`expected a page of 20 projects, got ${JSON.stringify(sample).slice(0, 200)}`)
  return { app, token, sample, close: runtime.close }
}

const results: Result[] = []
const skipped: string[] = []
process.env.TEST_DATABASE_URL = PG_URL
for (const dialect of ['sqlite', 'postgres'] as DialectName[]) {
  const target = await specwright(dialect).catch((err: unknown) => {
    skipped.push(`${dialect}: skipped (${err instanceof Error ? err.message : String(err)})`)
    return undefined
  })
  if (!target) continue
  results.push(await measure(`bare Fastify, same 20-item payload (${dialect} run)`, bareApp(target.sample), '/items'))
  results.push(
    await measure(`GET /projects?limit=20, authenticated, ${dialect}`, target.app, '/projects?limit=20', {
      authorization: `Bearer ${target.token}`,
    }),
  )
  await target.close()
}

console.log(`\nbench/http — ${CONNECTIONS} connections, ${DURATION_S} s per target, Node ${process.version}\n`)
console.log('target'.padEnd(62), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'ratio'.padStart(7))
for (let i = 0; i < results.length; i += 2) {
  const [base, ours] = [results[i] as Result, results[i + 1] as Result]
  for (const r of [base, ours]) {
    const ratio = r === base ? '1.00' : (r.rps / base.rps).toFixed(2)
    console.log(r.name.padEnd(62), r.rps.toFixed(0).padStart(9), String(r.p50).padStart(8), String(r.p99).padStart(8), ratio.padStart(7))
    if (r.errors) console.log(`  !! ${r.errors} non-2xx/errors`)
  }
}
for (const line of skipped) console.log(line)
console.log('\nTarget: ratio >= 0.5 for the authenticated list endpoint on each dialect.')
console.log('Per request: token verified in memory, user from the principal cache (2 s), list and count from the')
console.log('versioned cache, whose version is read once per 100 ms: no database round trip on the hot path.')
