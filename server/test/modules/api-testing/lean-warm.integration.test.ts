import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { compileApiSpec } from '../../../src/modules/api-testing/compiler.js'
import { runApiTestFiles } from '../../../src/modules/api-testing/lean/harness.js'
import { closeLeanChildren, warmKey, warmLeanChildren } from '../../../src/modules/api-testing/lean/warm-pool.js'
import { ATTEMPT_RUN_OPTIONS, writeRuntimeModule } from '../../../src/modules/api-testing/run-attempts.js'
import { parseApiSpec } from '../../../src/modules/api-testing/spec-parser.js'
import { alive, until } from '../../support/processes.js'

// The warm lean child (lean/warm-pool.ts) with real processes and a real HTTP server: reused by the project's next
// run, never by another project's, never carrying a run's variables into the next, replaced after an abort, a
// crash or its idle time.

const PORT = 47210
const base = `http://127.0.0.1:${PORT}`
let server: Server
let root: string
/** Paths the server was asked for, in order. */
const seen: string[] = []
let connections = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '')
    if (req.url === '/slow') return void setTimeout(() => res.writeHead(200).end('{}'), 10_000).unref()
    if (req.url === '/login') return void res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'session=abc' }).end('{}')
    if (req.url === '/whoami') {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ cookie: req.headers.cookie ?? 'none' }))
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
  })
  server.on('connection', () => connections++)
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve))
  root = await mkdtemp(join(tmpdir(), 'lean-warm-'))
})

afterEach(() => closeLeanChildren())

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await rm(root, { recursive: true, force: true })
})

let files = 0

/** A spec's generated file (edited by `edit` when given), beside the runtime module, in a folder of its own. */
async function specFile(tests: string, edit: (code: string) => string = (code) => code): Promise<string> {
  const dir = join(root, `spec-${++files}`)
  await mkdir(dir, { recursive: true })
  await writeRuntimeModule(dir)
  const { code } = compileApiSpec(parseApiSpec(`# API Test: Warm\n\n## Base URL\n\n${base}\n\n## Tests\n\n${tests}`).spec)
  const file = join(dir, 'warm.api.spec.ts')
  await writeFile(file, edit(code))
  return file
}

let runs = 0

async function run(
  file: string | string[],
  project: string,
  options: { env?: Record<string, string>; idleMs?: number; signal?: AbortSignal } = {},
) {
  const log: string[] = []
  const result = await runApiTestFiles({
    ...ATTEMPT_RUN_OPTIONS,
    files: typeof file === 'string' ? [file] : file,
    outputDir: join(root, `run-${++runs}`),
    env: options.env ?? {},
    secrets: options.env,
    warm: { project, idleMs: options.idleMs ?? 60_000 },
    signal: options.signal,
    onLine: (line) => log.push(line),
  })
  const warmPid = Number(/warm lean child \(pid (\d+)\)/.exec(log.join('\n'))?.[1] ?? Number.NaN)
  return { result, log, statuses: result.report.tests.map((t) => t.status), warmPid }
}

const ping = '### GET /ping\n\n- Verify status is 200\n'

describe('the warm lean child', () => {
  test('the project’s next run reuses it; another project’s run gets a child of its own', { timeout: 60_000 }, async () => {
    const file = await specFile(ping)
    const first = await run(file, 'project-a')
    expect(first.statuses).toEqual(['passed'])
    expect(first.warmPid).toBeNaN() // nothing was warm yet
    const pid = warmLeanChildren().get(warmKey('project-a'))
    expect(alive(pid)).toBe(true)
    const second = await run(file, 'project-a')
    expect(second.statuses).toEqual(['passed'])
    expect(second.warmPid).toBe(pid)
    const other = await run(file, 'project-b')
    expect(other.statuses).toEqual(['passed'])
    expect(other.warmPid).toBeNaN()
    const warm = warmLeanChildren()
    expect(warm.get(warmKey('project-a'))).toBe(pid)
    expect(warm.get(warmKey('project-b'))).not.toBe(pid)
    expect(alive(warm.get(warmKey('project-b')))).toBe(true)
  })

  test('a run’s variables are gone for the next run in the same child', { timeout: 60_000 }, async () => {
    const file = await specFile('### GET /echo/{{SECRET_ONE}}\n\n- Verify status is 200\n')
    const first = await run(file, 'project-env', { env: { SECRET_ONE: 's3cret-value' } })
    expect(first.statuses).toEqual(['passed'])
    expect(seen).toContain('/echo/s3cret-value')
    const pid = warmLeanChildren().get(warmKey('project-env'))
    const before = seen.length
    const second = await run(file, 'project-env')
    expect(second.warmPid).toBe(pid)
    expect(second.statuses).toEqual(['failed'])
    expect(second.result.report.tests[0]?.errors[0]?.message).toContain('Variable {{SECRET_ONE}} is not set')
    expect(seen.slice(before)).toEqual([])
  })

  test('an aborted run’s child is gone, and the next run works in a fresh one', { timeout: 60_000 }, async () => {
    const file = await specFile(ping)
    await run(file, 'project-abort')
    const pid = warmLeanChildren().get(warmKey('project-abort'))
    const slow = await specFile('### GET /slow\n\n- Verify status is 200\n')
    const abort = new AbortController()
    const stopping = run(slow, 'project-abort', { signal: abort.signal })
    await until(() => seen.at(-1) === '/slow')
    abort.abort()
    const stopped = await stopping
    expect(stopped.result.stopped).toBe('aborted')
    expect(stopped.warmPid).toBe(pid)
    await until(() => !alive(pid))
    expect(warmLeanChildren().has(warmKey('project-abort'))).toBe(false)
    const next = await run(file, 'project-abort')
    expect(next.statuses).toEqual(['passed'])
    expect(next.warmPid).toBeNaN()
  })

  test('it ends after its idle time', { timeout: 60_000 }, async () => {
    await run(await specFile(ping), 'project-idle', { idleMs: 300 })
    const pid = warmLeanChildren().get(warmKey('project-idle'))
    expect(alive(pid)).toBe(true)
    await until(() => !alive(pid))
    expect(warmLeanChildren().has(warmKey('project-idle'))).toBe(false)
  })

  test('a child killed between runs is replaced and the run passes', { timeout: 60_000 }, async () => {
    const file = await specFile(ping)
    await run(file, 'project-crash')
    const pid = warmLeanChildren().get(warmKey('project-crash')) as number
    process.kill(pid, 'SIGKILL') // the next run may still find it in the pool: it starts the run anew in a fresh child
    const next = await run(file, 'project-crash')
    expect(next.statuses).toEqual(['passed'])
    const now = warmLeanChildren().get(warmKey('project-crash'))
    expect(now).not.toBe(pid)
    expect(alive(now)).toBe(true)
  })

  test('a run that leaves something in the process (a global) does not leave its child warm', { timeout: 60_000 }, async () => {
    const file = await specFile(ping, (code) =>
      code.replace('const request = await api(playwright)', ';(globalThis as any).leak = 1\n    const request = await api(playwright)'),
    )
    const first = await run(file, 'project-leak')
    expect(first.statuses).toEqual(['passed'])
    expect(first.log.join('\n')).toContain('The lean child is not kept warm: the run left the global leak')
    expect(warmLeanChildren().has(warmKey('project-leak'))).toBe(false)
  })

  test('a run setting a variable Node reads at start gets a child of its own', { timeout: 60_000 }, async () => {
    const file = await specFile(ping)
    const first = await run(file, 'project-node', { env: { NODE_OPTIONS: '--no-warnings' } })
    expect(first.statuses).toEqual(['passed'])
    expect(warmLeanChildren().has(warmKey('project-node'))).toBe(false)
  })

  test('the files of a run share a request context given back clean, never one holding a cookie', { timeout: 60_000 }, async () => {
    const pings = [await specFile(`${ping}\n${ping.replace('ping', 'ping?again')}`), await specFile(ping)]
    const before = connections
    const plain = await run(pings, 'project-contexts')
    expect(plain.statuses).toEqual(['passed', 'passed', 'passed'])
    expect(connections - before).toBe(1) // one kept-alive connection for both files, as a fetch loop keeps one
    const login = await specFile('### GET /login\n\n- Verify status is 200\n')
    const whoami = await specFile('### GET /whoami\n\n- Verify $.cookie equals "none"\n')
    const cookies = await run([login, whoami], 'project-contexts')
    expect(cookies.statuses).toEqual(['passed', 'passed'])
  })

  test('a reused child ends tests as a fresh one does: a failure with its message, location and evidence', {
    timeout: 60_000,
  }, async () => {
    const file = await specFile(`${ping}\n### GET /ping?wrong\n\n- Verify $.ok equals false\n\n${ping}`)
    const outcome = (r: Awaited<ReturnType<typeof run>>) =>
      r.result.report.tests.map((t) => ({
        status: t.status,
        errors: t.errors.map((e) => [e.message.split('\n')[0], e.location?.line, e.location?.column]),
        evidence: t.attachments.map((a) => a.name),
      }))
    const fresh = await run(file, 'project-same')
    const reused = await run(file, 'project-same')
    expect(reused.warmPid).toBe(warmLeanChildren().get(warmKey('project-same')))
    expect(outcome(reused)).toEqual(outcome(fresh))
    expect(outcome(fresh).map((t) => t.status)).toEqual(['passed', 'failed', 'passed'])
    expect(outcome(fresh)[1]?.errors[0]?.[0]).toBe('Error: field $.ok')
    expect(outcome(fresh)[1]?.evidence).toEqual(['request', 'response'])
  })
})
