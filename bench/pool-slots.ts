/**
 * Cost of one browser-slot acquire + release, for the in-process and the Redis pool, each against a bare
 * baseline measured in the same run: a plain counting semaphore for the in-process pool, raw Redis round trips
 * (PING, and INCR + DECR as two round trips like acquire + release) for the Redis pool.
 * "serial" = one caller, always a free slot; "contended" = 8 callers on 2 slots.
 * Run: npx tsx bench/pool-slots.ts   (Redis from BENCH_KVSTORE_URL, TEST_KVSTORE_URL or redis://127.0.0.1:6379)
 */
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { BrowserPool } from '../server/src/platform/browser-pool/browser-pool.js'
import { MemoryBrowserPool } from '../server/src/platform/browser-pool/memory-browser-pool.js'
import { RedisBrowserPool } from '../server/src/platform/browser-pool/redis-browser-pool.js'
import { BareSemaphore } from './pool-bare-semaphore.js'

const REDIS_URL = process.env.BENCH_KVSTORE_URL ?? process.env.TEST_KVSTORE_URL ?? 'redis://127.0.0.1:6379'
const ROUNDS = 3
const CALLERS = 8
const SLOTS = 2

interface Row {
  name: string
  mode: 'serial' | 'contended'
  nsPerOp: number
  baseline?: string
  ratio?: number
}

/** Median over ROUNDS of ns per operation for `ops` operations run by `callers` concurrent loops. */
async function measure(ops: number, callers: number, op: (i: number) => Promise<void>): Promise<number> {
  const perRound: number[] = []
  await runLoops(Math.min(ops, 1000), callers, op) // warm-up
  for (let r = 0; r < ROUNDS; r++) {
    const start = process.hrtime.bigint()
    await runLoops(ops, callers, op)
    perRound.push(Number(process.hrtime.bigint() - start) / ops)
  }
  return perRound.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!
}

async function runLoops(ops: number, callers: number, op: (i: number) => Promise<void>): Promise<void> {
  let next = 0
  const loop = async () => {
    while (next < ops) await op(next++)
  }
  await Promise.all(Array.from({ length: callers }, loop))
}

const poolCycle = (pool: BrowserPool) => async (i: number) => {
  const lease = await pool.acquire(`bench-${i}`, 'TEST_RUN', 'bench')
  await lease.release()
}

async function memoryRows(): Promise<Row[]> {
  const ops = 100_000
  const rows: Row[] = []
  for (const [mode, callers] of [
    ['serial', 1],
    ['contended', CALLERS],
  ] as const) {
    const semaphore = new BareSemaphore(SLOTS)
    const bare = await measure(ops, callers, async () => (await semaphore.acquire())())
    const pool = new MemoryBrowserPool({ maxSlots: SLOTS })
    const pooled = await measure(ops, callers, poolCycle(pool))
    await pool.stop()
    rows.push({ name: 'bare semaphore', mode, nsPerOp: bare })
    rows.push({ name: 'memory pool', mode, nsPerOp: pooled, baseline: 'bare semaphore', ratio: pooled / bare })
  }
  return rows
}

async function redisRows(): Promise<Row[]> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null })
  try {
    await redis.connect()
  } catch (err) {
    console.log(`Redis at ${REDIS_URL} is not reachable (${(err as Error).message}); skipping the Redis rows.`)
    redis.disconnect()
    return []
  }
  const prefix = `bench:browser-pool:${randomUUID()}:`
  const counter = `${prefix}counter`
  const ops = 5000
  const rows: Row[] = []
  try {
    for (const [mode, callers] of [
      ['serial', 1],
      ['contended', CALLERS],
    ] as const) {
      const ping = await measure(ops, callers, async () => {
        await redis.ping()
      })
      const incrDecr = await measure(ops, callers, async () => {
        await redis.incr(counter)
        await redis.decr(counter)
      })
      const pool = new RedisBrowserPool({ redis, keyPrefix: prefix, maxSlots: SLOTS })
      await pool.start()
      const pooled = await measure(ops, callers, poolCycle(pool))
      await pool.stop()
      rows.push({ name: 'redis PING', mode, nsPerOp: ping })
      rows.push({ name: 'redis INCR+DECR', mode, nsPerOp: incrDecr, baseline: 'redis PING', ratio: incrDecr / ping })
      rows.push({ name: 'redis pool', mode, nsPerOp: pooled, baseline: 'redis INCR+DECR', ratio: pooled / incrDecr })
      rows.push({ name: 'redis pool', mode, nsPerOp: pooled, baseline: 'redis PING', ratio: pooled / ping })
    }
  } finally {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    redis.disconnect()
  }
  return rows
}

function print(rows: Row[]): void {
  const fmt = (ns: number) => (ns >= 1000 ? `${(ns / 1000).toFixed(1)} µs` : `${ns.toFixed(0)} ns`)
  const header = ['case', 'mode', 'per acquire+release', 'ops/s', 'vs baseline']
  const body = rows.map((r) => [
    r.name,
    r.mode,
    fmt(r.nsPerOp),
    Math.round(1e9 / r.nsPerOp).toLocaleString('en-US'),
    r.ratio === undefined ? '(baseline)' : `${r.ratio.toFixed(2)}x ${r.baseline}`,
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  console.log(line(header))
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`)
  for (const b of body) console.log(line(b))
}

console.log(`node ${process.version}, ${SLOTS} slots, contended = ${CALLERS} callers, median of ${ROUNDS} rounds`)
print([...(await memoryRows()), ...(await redisRows())])
