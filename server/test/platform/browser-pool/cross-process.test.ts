import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { TEST_KVSTORE_URL } from '../../support/env.js'
import type { CycleRecord } from './cross-process-worker.js'

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cross-process-worker.ts')
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
const CYCLES_PER_PROCESS = 100

interface Child {
  proc: ChildProcessWithoutNullStreams
  ready: Promise<void>
  done: Promise<CycleRecord[]>
}

function startWorker(name: string, prefix: string): Child {
  const proc = spawn(process.execPath, ['--import', TSX, WORKER], {
    env: {
      ...process.env,
      KVSTORE_URL: TEST_KVSTORE_URL,
      POOL_PREFIX: prefix,
      WORKER_NAME: name,
      CYCLES: String(CYCLES_PER_PROCESS),
      CONCURRENCY: '3',
    },
  })
  let out = ''
  let err = ''
  proc.stderr.on('data', (d) => {
    err += d
  })
  const ready = new Promise<void>((resolve, reject) => {
    proc.stdout.on('data', (d) => {
      out += d
      if (out.startsWith('READY\n')) resolve()
    })
    proc.on('exit', () => reject(new Error(`${name} exited before READY: ${err}`)))
  })
  const done = new Promise<CycleRecord[]>((resolve, reject) => {
    proc.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${name} exited with ${code}: ${err}`))
      resolve(JSON.parse(out.slice('READY\n'.length)) as CycleRecord[])
    })
  })
  return { proc, ready, done }
}

/** Highest number of intervals open at once; at equal times a release counts before a grant. */
function peakConcurrency(records: CycleRecord[]): number {
  const events = records.flatMap((r) => [
    { t: BigInt(r.grantNs), delta: 1 },
    { t: BigInt(r.releaseNs), delta: -1 },
  ])
  events.sort((a, b) => (a.t === b.t ? a.delta - b.delta : a.t < b.t ? -1 : 1))
  let open = 0
  let peak = 0
  for (const e of events) {
    open += e.delta
    peak = Math.max(peak, open)
  }
  return peak
}

describe.skipIf(!TEST_KVSTORE_URL)('kvstore: two OS processes sharing one pool', () => {
  const redis = TEST_KVSTORE_URL ? new Redis(TEST_KVSTORE_URL, { maxRetriesPerRequest: null }) : undefined
  const prefix = `test:browser-pool:${randomUUID()}:`
  afterAll(async () => {
    const keys = (await redis?.keys(`${prefix}*`)) ?? []
    if (keys.length > 0) await redis?.del(...keys)
    redis?.disconnect()
  })

  it('never runs more than 2 slots at once across 200 random acquire/release cycles', { timeout: 60_000 }, async () => {
    const children = [startWorker('p1', prefix), startWorker('p2', prefix)]
    try {
      await Promise.all(children.map((c) => c.ready))
      for (const c of children) c.proc.stdin.write('GO\n')
      const [p1, p2] = await Promise.all(children.map((c) => c.done))
      const all = [...p1!, ...p2!]
      expect([p1!.length, p2!.length]).toEqual([CYCLES_PER_PROCESS, CYCLES_PER_PROCESS])

      // Redis' own count, read right after every grant.
      const observed = all.map((r) => r.observedRunning)
      expect(Math.max(...observed)).toBe(2)
      expect(Math.min(...observed)).toBeGreaterThanOrEqual(1)

      // The union of the holding intervals of both processes.
      expect(peakConcurrency(all)).toBe(2)
      // The processes really competed: some interval of p1 overlaps one of p2.
      const overlaps = p1!.some((a) => p2!.some((b) => BigInt(a.grantNs) < BigInt(b.releaseNs) && BigInt(b.grantNs) < BigInt(a.releaseNs)))
      expect(overlaps).toBe(true)

      // Nothing left behind, and every cycle is recorded as completed.
      expect(await redis!.zcard(`${prefix}running`)).toBe(0)
      expect(await redis!.llen(`${prefix}queue`)).toBe(0)
      const members = await redis!.zrange(`${prefix}recent`, '0', '-1')
      expect(members).toHaveLength(2 * CYCLES_PER_PROCESS)
      const states = await Promise.all(members.map((m) => redis!.hget(`${prefix}slot:${m.slice(m.indexOf(':') + 1)}`, 'state')))
      expect(new Set(states)).toEqual(new Set(['COMPLETED']))
    } finally {
      for (const c of children) if (c.proc.exitCode === null) c.proc.kill()
    }
  })
})
