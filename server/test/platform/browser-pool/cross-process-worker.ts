/**
 * Child process of cross-process.test.ts: shares the Redis pool with a sibling process and records, per
 * cycle, when it held a slot (CLOCK_MONOTONIC, comparable between processes on one machine) and how many slots
 * Redis counted as running right after the grant.
 * Env: KVSTORE_URL, POOL_PREFIX, WORKER_NAME, CYCLES, CONCURRENCY. Prints READY, waits for GO on stdin,
 * prints one JSON line of results.
 */
import { createInterface } from 'node:readline'
import { Redis } from 'ioredis'
import { RedisBrowserPool } from '../../../src/platform/browser-pool/redis-browser-pool.js'

export interface CycleRecord {
  worker: string
  grantNs: string
  releaseNs: string
  observedRunning: number
}

const env = (name: string) => {
  const v = process.env[name]
  if (!v) throw new Error(`${name} is not set`)
  return v
}

const prefix = env('POOL_PREFIX')
const name = env('WORKER_NAME')
const cycles = Number(env('CYCLES'))
const concurrency = Number(env('CONCURRENCY'))
const redis = new Redis(env('KVSTORE_URL'), { maxRetriesPerRequest: null })
const pool = new RedisBrowserPool({ redis, keyPrefix: prefix, maxSlots: 2, heartbeatIntervalMs: 1000 })
await pool.start()

const lines = createInterface({ input: process.stdin })
const go = new Promise<void>((resolve) => lines.on('line', (l) => l.trim() === 'GO' && resolve()))
process.stdout.write('READY\n')
await go

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const records: CycleRecord[] = []
let next = 0
async function loop(): Promise<void> {
  while (next < cycles) {
    const i = next++
    await sleep(Math.floor(Math.random() * 3))
    const lease = await pool.acquire(`${name}-${i}`, 'TEST_RUN', `cycle ${i}`)
    // Recorded after the grant and before the release, so each interval lies inside the real holding time.
    const grantNs = process.hrtime.bigint()
    const observedRunning = await redis.zcard(`${prefix}running`)
    await sleep(Math.floor(Math.random() * 4))
    const releaseNs = process.hrtime.bigint()
    await lease.release()
    records.push({ worker: name, grantNs: String(grantNs), releaseNs: String(releaseNs), observedRunning })
  }
}
await Promise.all(Array.from({ length: concurrency }, loop))
await pool.stop()
process.stdout.write(`${JSON.stringify(records)}\n`)
lines.close()
redis.disconnect()
