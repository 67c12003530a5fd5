import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { compileApiSpec } from '../../../src/modules/api-testing/compiler.js'
import { writeRuntimeModule } from '../../../src/modules/api-testing/run-attempts.js'
import { RUNTIME_FILE, RUNTIME_IMPORT_LINE, RUNTIME_MODULE_SOURCE } from '../../../src/modules/api-testing/runtime-module.js'
import { SharedRunner } from '../../../src/modules/api-testing/shared-runner.js'
import { parseApiSpec } from '../../../src/modules/api-testing/spec-parser.js'

// The first attempts of several specs in one Playwright run: each member gets its own file's part, and a member
// whose part another file spoiled runs alone instead of taking that file's error for its own.

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shared-runner-'))
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

const PASSING = `import { expect, test } from '@playwright/test'
test('adds', async () => {
  expect(1 + 1, 'sum').toBe(2)
})
`
const FAILING = `import { expect, test } from '@playwright/test'
test('subtracts', async () => {
  expect(2 - 1, 'difference').toBe(3)
})
`
const BROKEN = `import { test } from '@playwright/test'
test('never loads', async () => {
  const = 1
})
`

async function member(key: string, code: string) {
  const dir = join(root, key, 'attempt-1')
  const file = join(dir, `${key}.spec.ts`)
  await mkdir(dir, { recursive: true })
  await writeFile(file, code)
  const lines: string[] = []
  return { key, file, dir, lines, member: { key, name: key, env: {}, log: (line: string) => lines.push(line) } }
}

test('each member gets its own tests and log lines, and one spoiled by another file runs alone', { timeout: 120_000 }, async () => {
  const [pass, fail, broken] = await Promise.all([member('pass', PASSING), member('fail', FAILING), member('broken', BROKEN)])
  const shared = new SharedRunner({
    members: [pass.member, fail.member, broken.member],
    batchDir: join(root, 'batch'),
    filesDir: join(root, 'files'),
    chromiumPath: '/usr/bin/chromium',
    signal: new AbortController().signal,
  })
  const run = (m: typeof pass) => shared.runnerFor(m.key)({ n: 1, file: m.file, dir: m.dir, tests: 1 })
  const [a, b, c] = await Promise.all([run(pass), run(fail), run(broken)])

  expect(a.report.tests.map((t) => [t.title, t.status])).toEqual([['adds', 'passed']])
  expect(a.report.errors).toEqual([])
  expect(b.report.tests.map((t) => [t.title, t.status])).toEqual([['subtracts', 'failed']])
  expect(b.report.errors).toEqual([])
  // The broken file keeps its own load error; the others never carry it.
  expect(c.report.tests).toEqual([])
  expect(c.report.errors.map((e) => e.location?.file.endsWith('broken.spec.ts'))).toContain(true)
  expect(pass.lines.join('\n')).toContain('shares one Playwright runner with 2 other specs')
  expect(pass.lines.join('\n')).not.toContain('subtracts')
  // Playwright runs no test when a file fails to load: the others' attempts ran again, alone.
  expect(pass.lines.join('\n')).toContain('running its attempt 1 alone')
})

/** A generated file of a one-test spec against `base`, as a run's attempt 1 holds it (the runtime module beside it). */
async function generated(key: string, base: string) {
  const { spec } = parseApiSpec(`# API Test: ${key}\n\n## Base URL\n${base}\n\n## Tests\n\n### GET /${key}\n- Verify status is 200\n`)
  const compiled = compileApiSpec(spec)
  const m = await member(key, compiled.code)
  await writeRuntimeModule(m.dir)
  return { ...m, code: compiled.code }
}

test('the specs of every batch import one runtime module, transformed once for all of them', { timeout: 120_000 }, async () => {
  const server = createServer((_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const filesDir = join(root, 'runtime-files')
  const cacheDir = join(root, 'runtime-cache')
  try {
    const batch = async (keys: string[]) => {
      const members = await Promise.all(keys.map((key) => generated(key, base)))
      const shared = new SharedRunner({
        members: members.map((m) => ({ ...m.member, env: { PLAYWRIGHT_TRANSFORM_CACHE_DIR: cacheDir } })),
        batchDir: join(root, `batch-${keys.join('-')}`),
        filesDir,
        chromiumPath: '/usr/bin/chromium',
        signal: new AbortController().signal,
      })
      const runs = await Promise.all(members.map((m) => shared.runnerFor(m.key)({ n: 1, file: m.file, dir: m.dir, tests: 1 })))
      expect(runs.map((r) => r.report.tests.map((t) => t.status))).toEqual(keys.map(() => ['passed']))
      expect(members.every((m) => m.code.includes(RUNTIME_IMPORT_LINE) && !m.code.includes('function send('))).toBe(true)
    }
    // Transformed files in the compile cache: Playwright names each after its file (letters and digits only).
    const cached = async () => {
      const names = (await readdir(cacheDir, { recursive: true })).filter((name) => name.endsWith('.js'))
      return {
        runtime: names.filter((n) => n.endsWith('specwrightapiruntime.js')).length,
        specs: names.filter((n) => n.endsWith('spec.js')).length,
      }
    }
    await batch(['alpha', 'beta'])
    expect(await readFile(join(filesDir, RUNTIME_FILE), 'utf8')).toBe(RUNTIME_MODULE_SOURCE)
    const files = (await readdir(filesDir)).sort()
    expect(
      files
        .filter((f) => f.endsWith('.spec.ts'))
        .map((f) => f.replace(/^[0-9a-f]{20}-/, ''))
        .sort(),
    ).toEqual(['alpha.spec.ts', 'beta.spec.ts'])
    expect(files).toContain(RUNTIME_FILE)
    expect(await cached()).toEqual({ runtime: 1, specs: 2 })
    // Another import: only its own files are transformed; the module is the one already in the cache.
    await batch(['gamma', 'delta'])
    expect((await readdir(filesDir)).filter((f) => f === RUNTIME_FILE || f.endsWith('.ts'))).toHaveLength(5)
    expect(await cached()).toEqual({ runtime: 1, specs: 4 })
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})
