import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createAppHarness } from '../../support/app.js'
import { TEST_KVSTORE_URL } from '../../support/env.js'
import { TEST_SECRET } from '../../support/runtime.js'
import { type ServerProcess, startServerProcess } from '../../support/server-process.js'

const login = { email: 'nobody@example.com', password: 'Wrong#pass1' }

describe('rate limits', () => {
  it('answers the 11th login in a minute with 429, retry_after and Retry-After', async () => {
    const h = await createAppHarness('sqlite')
    try {
      const statuses: number[] = []
      for (let i = 0; i < 11; i++) {
        statuses.push((await h.app.inject({ method: 'POST', url: '/auth/login', payload: login })).statusCode)
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429])
      const res = await h.app.inject({ method: 'POST', url: '/auth/login', payload: login })
      const body = res.json()
      expect(res.statusCode).toBe(429)
      expect(body.detail).toMatch(/^Rate limit exceeded: 10 requests per 1 minute\. Retry in \d+ s\.$/)
      expect(body.retry_after).toBeGreaterThan(0)
      expect(body.retry_after).toBeLessThanOrEqual(60)
      expect(res.headers['retry-after']).toBe(String(body.retry_after))
      // Other routes keep their own budget.
      expect((await h.app.inject({ url: '/auth/config' })).statusCode).toBe(200)
    } finally {
      await h.close()
    }
  })

  it('applies the global hourly budget per key', async () => {
    const h = await createAppHarness('sqlite', { RATE_LIMIT_GLOBAL_PER_HOUR: '3' })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) statuses.push((await h.app.inject({ url: '/auth/config' })).statusCode)
      expect(statuses).toEqual([200, 200, 200, 429])
      // Another client (IP) has its own budget; health checks are never limited.
      expect((await h.app.inject({ url: '/auth/config', remoteAddress: '10.9.9.9' })).statusCode).toBe(200)
      expect((await h.app.inject({ url: '/health' })).statusCode).toBe(200)
    } finally {
      await h.close()
    }
  })
})

describe.skipIf(!TEST_KVSTORE_URL)('rate limits shared through Redis', () => {
  const servers: ServerProcess[] = []
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-rl-'))
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('shares one login budget between two API processes pointed at one Redis', async () => {
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET_KEY: TEST_SECRET,
      KVSTORE_URL: TEST_KVSTORE_URL as string,
      KVSTORE_PREFIX: `rltest${randomBytes(4).toString('hex')}:`,
    }
    servers.push(await startServerProcess(env))
    servers.push(await startServerProcess(env))
    const [a, b] = servers as [ServerProcess, ServerProcess]
    const post = async (s: ServerProcess) =>
      (await fetch(`${s.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) }))
        .status
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      statuses.push(await post(a))
      statuses.push(await post(b))
    }
    expect(statuses).toEqual(Array(10).fill(401))
    expect(await post(a)).toBe(429)
    expect(await post(b)).toBe(429)
  })
})
