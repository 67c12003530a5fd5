import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { TEST_KVSTORE_URL } from '../../support/env.js'

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/specwright.mjs')
// A port of this suite's own (the server listens on a fixed PORT); overridable for parallel machines.
const PORT = Number(process.env.LOAD_KILL_TEST_PORT ?? 4553)
const API = `http://127.0.0.1:${PORT}`

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const v = await read().catch(() => undefined as T)
    if (v !== undefined && ok(v)) return v
    if (Date.now() > end) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(v)}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

const json = async (method: string, url: string, body?: unknown) => {
  const res = await fetch(`${API}${url}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  // biome-ignore lint/suspicious/noExplicitAny: the test reads a few fields of several response shapes
  return { status: res.status, body: (await res.json().catch(() => null)) as any }
}

/**
 * The real thing: a server process runs a load test and is killed with SIGKILL (no cleanup at all). The lock
 * stays in Redis (with its 2 h expiry), browser operations keep answering 409; a new server process on the same
 * data recovers the dead job, which releases the lock and fails the run.
 */
describe.runIf(TEST_KVSTORE_URL)('load-test lock after the server process is killed', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-kill-'))
  const prefix = `killtest${Date.now()}`
  const children: ChildProcess[] = []
  const target = http.createServer((_req, res) => res.writeHead(200).end('ok'))
  const redis = new Redis(TEST_KVSTORE_URL as string)

  const startServer = () => {
    const child = spawn(process.execPath, [BIN, 'serve'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        SERVE_DASHBOARD: 'false',
        REQUIRE_AUTH: 'false',
        KVSTORE_URL: TEST_KVSTORE_URL,
        KVSTORE_PREFIX: prefix,
        BROWSER_POOL_TYPE: 'kvstore',
        LOG_LEVEL: 'warn',
        JWT_SECRET_KEY: 'kill-test-secret-key-that-is-long-enough-0123456789',
      },
      stdio: 'ignore',
    })
    children.push(child)
    return child
  }

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL')
    target.close()
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length) await redis.del(...keys)
    redis.disconnect()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('the lock is released by the next process and the run is marked failed', async () => {
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', r))
    const targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`
    const first = startServer()
    await until(
      () => json('GET', '/health'),
      (r) => r.status > 0, // any answer: the server is up (tsx compiles it first: slow on a busy machine)
      180_000,
    )
    expect((await json('PUT', '/projects/default', { base_url: targetUrl })).status).toBe(200)
    const scenario = await json('POST', '/load-testing/scenarios', { name: 'long', url: `${targetUrl}/`, connections: 1, duration_s: 600 })
    expect(scenario.status).toBe(201)
    const run = await json('POST', `/load-testing/scenarios/${scenario.body.id}/run`)
    expect(run.status).toBe(202)
    await until(
      () => json('GET', '/load-testing/lock'),
      (r) => r.body?.held === true && r.body.run_id === run.body.id,
      30_000,
    )
    expect((await json('POST', '/runs', { spec_name: 'anything' })).status).toBe(409)

    first.kill('SIGKILL')
    await new Promise((r) => first.once('exit', r))
    // Nothing cleaned up: the lock is still in Redis, with its safety expiry of at most 2 hours.
    const lockKeys = (await redis.keys(`${prefix}*`)).filter((k) => /lock/i.test(k))
    expect(lockKeys.length).toBeGreaterThan(0)
    const ttl = await redis.pttl(lockKeys[0] as string)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(2 * 60 * 60 * 1000)

    startServer()
    await until(
      () => json('GET', '/health'),
      (r) => r.status > 0, // any answer: the server is up (tsx compiles it first: slow on a busy machine)
      180_000,
    )
    // The dead job's heartbeat goes stale (30 s), the recovery sweep fails it and the hook releases the lock.
    await until(
      () => json('GET', '/load-testing/lock'),
      (r) => r.body?.held === false,
      90_000,
    )
    const after = await json('GET', `/load-testing/runs/${run.body.id}`)
    expect(after.body.status).toBe('failed')
    expect(after.body.error).toBe('interrupted by restart')
    expect((await json('POST', '/runs', { spec_name: 'anything' })).status).toBe(404) // no longer 409: no such spec
  }, 600_000)
})
