import { type ChildProcess, spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { compileApiSpec } from '../../../src/modules/api-testing/compiler.js'
import { writeRuntimeModule } from '../../../src/modules/api-testing/run-attempts.js'
import { parseApiSpec } from '../../../src/modules/api-testing/spec-parser.js'
import { alive, until } from '../../support/processes.js'

// No warm lean child outlives the process that started it: neither a parent that exits nor one that is killed.

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const PARENT = path.join(SERVER_DIR, 'test/modules/api-testing/fixtures/lean/warm-parent.ts')
const PORT = 47220
let server: Server
let root: string
let file: string

beforeAll(async () => {
  server = createServer((_, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{}'))
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve))
  root = await mkdtemp(path.join(tmpdir(), 'lean-warm-shutdown-'))
  await mkdir(path.join(root, 'spec'), { recursive: true })
  await writeRuntimeModule(path.join(root, 'spec'))
  const spec = `# API Test: Shutdown\n\n## Base URL\n\nhttp://127.0.0.1:${PORT}\n\n## Tests\n\n### GET /ping\n\n- Verify status is 200\n`
  file = path.join(root, 'spec', 'shutdown.api.spec.ts')
  await writeFile(file, compileApiSpec(parseApiSpec(spec).spec).code)
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await rm(root, { recursive: true, force: true })
})

/** Starts the parent and resolves with it and its first line (the run's statuses and its warm child's pid). */
function startParent(mode: 'exit' | 'stay', name: string): Promise<{ parent: ChildProcess; statuses: string[]; pid: number }> {
  const parent = spawn(process.execPath, ['--import', 'tsx', PARENT, file, mode, path.join(root, name)], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    parent.stdout?.on('data', (chunk) => {
      out += String(chunk)
      const line = out.split('\n').find((l) => l.startsWith('{'))
      if (line) resolve({ parent, ...(JSON.parse(line) as { statuses: string[]; pid: number }) })
    })
    parent.once('exit', (code) => setTimeout(() => reject(new Error(`parent exited (${code}) before reporting: ${out}`)), 100))
  })
}

describe('warm lean children and their parent', () => {
  test('a parent that exits takes its idle warm child with it', { timeout: 60_000 }, async () => {
    const { parent, statuses, pid } = await startParent('exit', 'exit')
    expect(statuses).toEqual(['passed'])
    expect(pid).toBeGreaterThan(0)
    await new Promise((resolve) => (parent.exitCode === null ? parent.once('exit', resolve) : resolve(undefined)))
    await until(() => !alive(pid))
  })

  test('a parent killed without a word: its warm child finds itself orphaned and ends', { timeout: 60_000 }, async () => {
    const { parent, statuses, pid } = await startParent('stay', 'killed')
    expect(statuses).toEqual(['passed'])
    expect(alive(pid)).toBe(true)
    parent.kill('SIGKILL')
    await until(() => !alive(pid))
  })
})
