import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { TEST_KVSTORE_URL } from '../../support/env.js'
import { waitFor } from './support.js'

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

/** `specwright worker` as a real process, on a fresh DATA_DIR (embedded SQLite). */
function cli(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-worker-'))
  const { KVSTORE_URL: _kv, DATABASE_URL: _db, ...parentEnv } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'worker'], {
    cwd: SERVER_DIR,
    env: { ...parentEnv, DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (b) => {
    stdout += String(b)
  })
  child.stderr.on('data', (b) => {
    stderr += String(b)
  })
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve))
  return { child, exited, out: () => stdout, err: () => stderr }
}

describe('specwright worker', () => {
  it('refuses to start without KVSTORE_URL, with one clear line and exit code 1', async () => {
    const worker = cli({})
    expect(await worker.exited).toBe(1)
    expect(worker.err().trim()).toBe('specwright worker needs KVSTORE_URL (a redis:// URL): workers take jobs from Redis queues')
  })

  it.skipIf(!TEST_KVSTORE_URL)('runs until SIGTERM, then stops gracefully with exit code 0', async () => {
    const worker = cli({ KVSTORE_URL: TEST_KVSTORE_URL ?? '' })
    await waitFor(`the worker to start (stderr: ${worker.err()})`, () => worker.out().includes('"msg":"worker started"'), 20_000)
    worker.child.kill('SIGTERM')
    expect(await worker.exited).toBe(0)
    const messages = worker
      .out()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(messages.map((m) => m.msg)).toEqual(['worker started', 'worker stopping', 'worker stopped'])
    expect(messages[0]).toMatchObject({ adapter: 'bullmq', name: 'specwright-worker' })
  })
})
