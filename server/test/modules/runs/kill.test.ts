import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../src/platform/db/database.js'
import { openDb } from '../../../src/platform/db/dialect.js'
import { TEST_KVSTORE_URL } from '../../support/env.js'

// The real server as an OS process, stopped with SIGTERM and killed with SIGKILL in the middle of a UI run, for
// each queue adapter (local: in-process jobs + memory pool; bullmq: Redis queues + the Redis pool). After each,
// the run record, the pool's slot count and the process list are checked, and the next process finishes the run.

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
/**
 * A page that shows "Part 1" … "Part 6" one every 3 s after it loads, checked by one step each: the test's validate
 * stage lasts about 18 s, longer than the 10 s a stopping server lets running jobs finish, so a SIGTERM sent once
 * validate starts always finds the run still going, however fast the machine is (each step waits at most 3 s).
 */
const PARTS = [1, 2, 3, 4, 5, 6]
const SLOW_SPEC = `# Test: Slow page\n\n## Steps\n\n1. Navigate to {{SLOW_URL}}\n${PARTS.map((n) => `${n + 1}. Verify "Part ${n}" is visible\n`).join('')}`
const SLOW_PAGE =
  '<!doctype html><html><head><title>Slow</title></head><body><ul></ul><script>let n = 0; const t = setInterval(() => {' +
  ' const li = document.createElement("li"); li.textContent = `Part ${++n}`; document.querySelector("ul").append(li);' +
  ` if (n === ${PARTS.length}) clearInterval(t) }, 3000)</script></body></html>`
const MARK = 'SPECWRIGHT_KILL_TEST_MARK'

interface Server {
  url: string
  child: ChildProcess
  exited: Promise<void>
  output: string[]
}

async function startServer(env: Record<string, string>, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, SERVE_DASHBOARD: 'false', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  child.stdout?.on('data', (d) => output.push(String(d)))
  child.stderr?.on('data', (d) => output.push(String(d)))
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  const url = `http://127.0.0.1:${port}`
  await until(
    `server on ${port} (${output.join('')})`,
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`)
      return (await fetch(`${url}/health`).catch(() => undefined))?.ok ? true : undefined
    },
    60_000,
  )
  return { url, child, exited, output }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** Processes (other than this test's) whose environment carries the mark: servers, runners, workers, browsers. */
function markedProcesses(mark: string): { pid: number; cmd: string }[] {
  const found: { pid: number; cmd: string }[] = []
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid) || pid === process.pid) continue
    try {
      if (!fs.readFileSync(`/proc/${pid}/environ`, 'latin1').includes(`${MARK}=${mark}`)) continue
      found.push({ pid, cmd: fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').replace(/\0/g, ' ').slice(0, 120) })
    } catch {
      // gone, or not ours
    }
  }
  return found
}

async function json(url: string, init?: RequestInit) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json' } })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { stages?: { name: string }[] } }
}

const adapters = TEST_KVSTORE_URL ? (['local', 'bullmq'] as const) : (['local'] as const)

describe.each(adapters)('%s adapter: SIGTERM and SIGKILL of the server mid-run', (adapter) => {
  let slow: http.Server
  let slowUrl: string
  let dir: string
  let db: Db
  let close: () => Promise<void>
  const mark = randomBytes(6).toString('hex')
  const port = (n: number) => 20310 + (adapter === 'local' ? 0 : 10) + n
  let env: Record<string, string>

  beforeAll(async () => {
    slow = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(SLOW_PAGE))
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    slowUrl = `http://127.0.0.1:${(slow.address() as { port: number }).port}`
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-kill-'))
    env = {
      DATA_DIR: dir,
      [MARK]: mark,
      SLOW_URL: slowUrl,
      SPEC_ENV_ALLOWLIST: 'SLOW_URL',
      BASE_URL: '',
      MAX_BROWSER_INSTANCES: '2',
      ...(adapter === 'bullmq'
        ? { KVSTORE_URL: TEST_KVSTORE_URL ?? '', KVSTORE_PREFIX: `kill-${mark}:`, BROWSER_POOL_TYPE: 'kvstore' }
        : { KVSTORE_URL: '' }),
    }
    // The first server creates the schema; the test reads the same SQLite file.
    const first = await startServer(env, port(0))
    first.child.kill('SIGTERM')
    await first.exited
    const handle = openDb({ sqliteFile: path.join(dir, 'specwright.db') })
    db = handle.db
    close = () => handle.close()
  }, 120_000)
  afterAll(async () => {
    for (const p of markedProcesses(mark)) process.kill(p.pid, 'SIGKILL')
    await close?.()
    await new Promise((resolve) => slow?.close(resolve))
    fs.rmSync(dir, { recursive: true, force: true })
  })

  async function startRunMidway(server: Server): Promise<{ id: string; job_id: string }> {
    const created = await json(`${server.url}/specs`, {
      method: 'POST',
      body: JSON.stringify({ name: `slow-${randomBytes(3).toString('hex')}`, content: SLOW_SPEC }),
    })
    expect(created.status).toBe(201)
    const started = await json(`${server.url}/runs`, {
      method: 'POST',
      body: JSON.stringify({ spec_name: created.body.name, engine: 'rules' }),
    })
    expect(started.status).toBe(202)
    const id = String(started.body.id)
    // Mid-run: the Playwright runner (and its browser) is up.
    await until('validate to run', async () => {
      const run = await json(`${server.url}/runs/${id}`)
      return run.body.stages?.some((s) => s.name === 'validate') ? true : undefined
    })
    return { id, job_id: String(started.body.job_id) }
  }

  /** The run's record is final before its job row: the engine marks the job once the handler has returned. */
  async function jobSettled(id: string) {
    await until('the job row settles', async () => ((await record(id)).job === 'running' ? undefined : true), 15_000)
  }

  async function record(id: string) {
    const run = await db.selectFrom('runs').select(['status', 'error', 'job_id']).where('id', '=', id).executeTakeFirstOrThrow()
    const job = await db
      .selectFrom('jobs')
      .select(['status', 'attempts', 'owner'])
      .where('id', '=', run.job_id ?? '')
      .executeTakeFirstOrThrow()
    const spec = await db
      .selectFrom('runs')
      .innerJoin('specs', 'specs.name', 'runs.spec_name')
      .select('specs.accepted_run_id')
      .where('runs.id', '=', id)
      .executeTakeFirstOrThrow()
    return { run: run.status, error: run.error, job: job.status, attempts: job.attempts, accepted: spec.accepted_run_id }
  }

  async function finishedOn(server: Server, id: string) {
    return until(
      `run ${id} to finish`,
      async () => {
        const run = await json(`${server.url}/runs/${id}`)
        return ['queued', 'running'].includes(String(run.body.status)) ? undefined : run.body
      },
      180_000,
    )
  }

  async function slotsInUse(server: Server): Promise<number> {
    return Number((await json(`${server.url}/api/browser-pool/status`)).body.in_use)
  }

  it('SIGTERM re-queues the run untouched, leaves no process; SIGKILL too, after recovery; the next server finishes both', {
    timeout: 600_000,
  }, async () => {
    const a = await startServer(env, port(1))
    const termed = await startRunMidway(a)
    a.child.kill('SIGTERM')
    await a.exited
    expect(await record(termed.id)).toEqual({ run: 'queued', error: null, job: 'queued', attempts: 1, accepted: null })
    await until(
      'no server, runner or browser left after SIGTERM',
      async () => (markedProcesses(mark).length === 0 ? true : undefined),
      10_000,
    )

    const b = await startServer(env, port(2))
    const again = await finishedOn(b, termed.id)
    expect([again.status, again.error]).toEqual(['passed', null])
    await jobSettled(termed.id)
    expect(await record(termed.id)).toMatchObject({ run: 'passed', job: 'completed', attempts: 2, accepted: termed.id })

    const killed = await startRunMidway(b)
    b.child.kill('SIGKILL')
    await b.exited
    expect(await record(killed.id)).toMatchObject({ run: 'running', job: 'running', attempts: 1, accepted: null })
    await until(
      `no runner or browser left after SIGKILL (${JSON.stringify(markedProcesses(mark))})`,
      async () => (markedProcesses(mark).length === 0 ? true : undefined),
      15_000,
    )

    // Recovery re-queues the row once its heartbeat is stale (30 s), and the run is done for real.
    const c = await startServer(env, port(3))
    try {
      const recovered = await finishedOn(c, killed.id)
      expect([recovered.status, recovered.error]).toEqual(['passed', null])
      await jobSettled(killed.id)
      expect(await record(killed.id)).toMatchObject({ run: 'passed', job: 'completed', attempts: 2, accepted: killed.id })
      // The dead server's slot is reclaimed (Redis pool: owner gone); nothing is held once the runs are over.
      await until('every slot free', async () => ((await slotsInUse(c)) === 0 ? true : undefined), 150_000)
    } finally {
      c.child.kill('SIGTERM')
      await c.exited
    }
    expect(markedProcesses(mark)).toEqual([])
  })
})
