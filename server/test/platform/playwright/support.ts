import fs from 'node:fs'
import fsp from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export async function waitFor<T>(what: string, fn: () => Promise<T> | T, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await fn()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await sleep(50)
  }
}

/** A fresh folder under os.tmpdir() (outside the repository), realpath'd so paths compare equal. */
export async function tempDir(prefix: string): Promise<string> {
  return fsp.realpath(await fsp.mkdtemp(path.join(os.tmpdir(), `sw-${prefix}-`)))
}

export interface RunningProcess {
  pid: number
  command: string
}

/**
 * Every process whose environment carries `name=value`: the runner, its workers and the Chromium they start
 * (each in its own process group) all inherit it, so this finds leftovers wherever they live.
 */
export function processesWithEnv(name: string, value: string): RunningProcess[] {
  const needle = `${name}=${value}`
  const found: RunningProcess[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const env = fs.readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0')
      if (!env.includes(needle)) continue
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim()
      found.push({ pid: Number(entry), command })
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found
}

/** A tiny API like the ones generated tests call: GET /health, POST /echo. */
export async function startApi(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok' }))
      return
    }
    if (req.method === 'POST' && req.url === '/echo') {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end(Buffer.concat(chunks)))
      return
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Not found' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
