/**
 * Throughput of a no-op job through each JobQueue adapter, end to end (enqueue -> claim -> run -> completed
 * row), each against bare baselines measured in the same run:
 *   local (SQLite)  vs a plain in-memory async queue, and vs the bare durable minimum (insert, claim, complete
 *                   as three Kysely statements on the same SQLite file, no queue around them)
 *   bullmq (Redis)  vs raw Redis LPUSH/BRPOP round trips, and vs bare BullMQ (Queue.add + Worker, no rows)
 * Run: npx tsx bench/pool-jobs.ts   (BENCH_JOBS=1000 by default; needs Redis at BENCH_KVSTORE_URL,
 * TEST_KVSTORE_URL or redis://127.0.0.1:6379 for the BullMQ rows, which are skipped when it does not answer)
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { Queue, Worker } from 'bullmq'
import { Redis } from 'ioredis'
import { uuidv7 } from 'uuidv7'
import type { Db } from '../server/src/platform/db/database.js'
import { BullmqJobQueue } from '../server/src/platform/jobs/bullmq-job-queue.js'
import type { JobQueue } from '../server/src/platform/jobs/job-queue.js'
import { LocalJobQueue } from '../server/src/platform/jobs/local-job-queue.js'
import { createTestRuntime } from '../server/test/support/runtime.js'

const JOBS = Number(process.env.BENCH_JOBS ?? 1000)
const CONCURRENCY = 4
const REDIS_URL = process.env.BENCH_KVSTORE_URL ?? process.env.TEST_KVSTORE_URL ?? 'redis://127.0.0.1:6379'
const silent = { info: () => {}, warn: () => {}, error: (o: object, m: string) => console.error(m, o) }

interface Row {
  name: string
  jobsPerS: number
  baseline?: string
}

const rate = (n: number, ms: number) => (n * 1000) / ms

async function completed(db: Db): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Enqueues JOBS no-op jobs into a started queue and times until every row reads completed. */
async function throughput(queue: JobQueue, db: Db): Promise<number> {
  queue.register('bench.noop', async () => null, { concurrency: CONCURRENCY })
  await queue.start()
  const t0 = performance.now()
  for (let i = 0; i < JOBS; i++) await queue.enqueue('bench.noop', { i }, { projectId: 'default' })
  while ((await completed(db)) < JOBS) await sleep(5)
  const ms = performance.now() - t0
  await queue.stop()
  return rate(JOBS, ms)
}

async function inMemoryQueue(): Promise<number> {
  const items: number[] = []
  let done = 0
  let wake: (() => void) | undefined
  let finished: () => void = () => {}
  const all = new Promise<void>((resolve) => {
    finished = resolve
  })
  const handler = async () => null
  const worker = async () => {
    for (;;) {
      const item = items.shift()
      if (item === undefined) {
        if (done === JOBS) return
        await new Promise<void>((resolve) => {
          wake = resolve
        })
        continue
      }
      await handler()
      done += 1
      if (done === JOBS) {
        finished()
        wake?.()
      }
    }
  }
  const t0 = performance.now()
  const workers = Array.from({ length: CONCURRENCY }, worker)
  for (let i = 0; i < JOBS; i++) {
    items.push(i)
    const w = wake
    wake = undefined
    w?.()
    await Promise.resolve()
  }
  await all
  const ms = performance.now() - t0
  wake?.()
  await Promise.race([Promise.all(workers), sleep(10)])
  return rate(JOBS, ms)
}

/** What any durable queue must do per job at least: insert the row, claim it, complete it. */
async function bareSqlite(db: Db): Promise<number> {
  const t0 = performance.now()
  for (let i = 0; i < JOBS; i++) {
    const id = uuidv7()
    const now = new Date().toISOString()
    await db
      .insertInto('jobs')
      .values({
        id,
        kind: 'bench.bare',
        project_id: 'default',
        status: 'queued',
        progress_message: null,
        payload: JSON.stringify({ i }),
        result: null,
        error: null,
        error_name: null,
        error_code: null,
        max_attempts: 2,
        timeout_ms: null,
        owner: null,
        heartbeat_at: null,
        created_at: now,
        started_at: null,
        finished_at: null,
      })
      .execute()
    await db
      .updateTable('jobs')
      .set({ status: 'running', owner: 'bench', started_at: now })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .execute()
    await db.updateTable('jobs').set({ status: 'completed', result: 'null', finished_at: now }).where('id', '=', id).execute()
  }
  return rate(JOBS, performance.now() - t0)
}

async function rawRedis(redis: Redis, prefix: string): Promise<number> {
  const key = `${prefix}:raw`
  const consumers = Array.from({ length: CONCURRENCY }, () => redis.duplicate())
  let done = 0
  const t0 = performance.now()
  const consuming = consumers.map(async (c) => {
    while (done < JOBS) {
      const item = await c.brpop(key, 0.05)
      if (item) done += 1
    }
  })
  for (let i = 0; i < JOBS; i++) await redis.lpush(key, String(i))
  await Promise.all(consuming)
  const ms = performance.now() - t0
  for (const c of consumers) c.disconnect()
  return rate(JOBS, ms)
}

async function bareBullmq(redis: Redis, prefix: string): Promise<number> {
  const queue = new Queue('bench-bare', { connection: redis, prefix, defaultJobOptions: { removeOnComplete: true } })
  let done = 0
  let finished: () => void = () => {}
  const all = new Promise<void>((resolve) => {
    finished = resolve
  })
  const worker = new Worker(
    'bench-bare',
    async () => {
      done += 1
      if (done === JOBS) finished()
      return null
    },
    { connection: redis, prefix, concurrency: CONCURRENCY },
  )
  await worker.waitUntilReady()
  const t0 = performance.now()
  for (let i = 0; i < JOBS; i++) await queue.add('bench-bare', { i })
  await all
  const ms = performance.now() - t0
  await worker.close()
  await queue.close()
  return rate(JOBS, ms)
}

async function redisAvailable(): Promise<Redis | undefined> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: true, retryStrategy: () => null })
  try {
    await redis.connect()
    await redis.ping()
    return redis
  } catch {
    redis.disconnect()
    return undefined
  }
}

async function main(): Promise<void> {
  const rows: Row[] = []

  const memory = await inMemoryQueue()
  rows.push({ name: 'baseline: in-memory async queue', jobsPerS: memory })
  {
    const runtime = await createTestRuntime('sqlite')
    rows.push({ name: 'baseline: bare SQLite insert+claim+complete', jobsPerS: await bareSqlite(runtime.deps.db) })
    await runtime.deps.db.deleteFrom('jobs').execute()
    const local = new LocalJobQueue({ db: runtime.deps.db, logger: silent, concurrency: CONCURRENCY })
    rows.push({ name: 'local adapter (SQLite)', jobsPerS: await throughput(local, runtime.deps.db), baseline: 'in-memory|sqlite' })
    await runtime.close()
  }

  const redis = await redisAvailable()
  if (redis) {
    const prefix = `bench-${uuidv7()}`
    try {
      rows.push({ name: 'baseline: raw Redis LPUSH/BRPOP', jobsPerS: await rawRedis(redis, prefix) })
      rows.push({ name: 'baseline: bare BullMQ add+Worker', jobsPerS: await bareBullmq(redis, prefix) })
      const runtime = await createTestRuntime('sqlite')
      const bullmq = new BullmqJobQueue({ db: runtime.deps.db, redis, prefix, logger: silent })
      rows.push({
        name: 'bullmq adapter (Redis + SQLite rows)',
        jobsPerS: await throughput(bullmq, runtime.deps.db),
        baseline: 'redis|bullmq',
      })
      await runtime.close()
    } finally {
      const keys = await redis.keys(`${prefix}:*`)
      if (keys.length > 0) await redis.del(...keys)
      redis.disconnect()
    }
  } else {
    console.log(`(no Redis at ${REDIS_URL}: BullMQ rows skipped)`)
  }

  const by = (prefix: string) => rows.find((r) => r.name.startsWith(prefix))?.jobsPerS
  const baselines: Record<string, [string, string]> = {
    'in-memory|sqlite': ['baseline: in-memory', 'baseline: bare SQLite'],
    'redis|bullmq': ['baseline: raw Redis', 'baseline: bare BullMQ'],
  }
  console.log(`\nno-op jobs, ${JOBS} per row, concurrency ${CONCURRENCY}, Node ${process.version}\n`)
  console.log(`${'row'.padEnd(42)} ${'jobs/s'.padStart(10)}   ratio to baselines`)
  for (const row of rows) {
    let ratios = ''
    if (row.baseline) {
      const [a, b] = baselines[row.baseline] ?? ['', '']
      const ra = by(a)
      const rb = by(b)
      ratios = [ra && `${(row.jobsPerS / ra).toFixed(4)}x ${a.slice(10)}`, rb && `${(row.jobsPerS / rb).toFixed(2)}x ${b.slice(10)}`]
        .filter(Boolean)
        .join(', ')
    }
    console.log(`${row.name.padEnd(42)} ${row.jobsPerS.toFixed(0).padStart(10)}   ${ratios}`)
  }
}

await main()
