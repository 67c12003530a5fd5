import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { compileApiSpec } from '../../../src/modules/api-testing/compiler.js'
import { type ApiHarness, runApiTestFiles } from '../../../src/modules/api-testing/lean/harness.js'
import { ATTEMPT_RUN_OPTIONS, executeAttempts, writeRuntimeModule } from '../../../src/modules/api-testing/run-attempts.js'
import { parseApiSpec } from '../../../src/modules/api-testing/spec-parser.js'
import type { ParsedReport } from '../../../src/platform/playwright/report.js'

// The lean harness against Playwright Test on the same generated files and the same real HTTP server: every test
// must end the same way (status, error, where it failed, evidence), whatever ends it.

let server: Server
let base: string
let root: string
/** Connections to reset before answering (the transient network failure the NETWORK_RETRIES heal is for). */
let resets = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    if (resets > 0 && req.url === '/flaky') {
      resets--
      req.socket.destroy()
      return
    }
    const send = (status: number, body?: unknown) => {
      if (body === undefined) return res.writeHead(status).end()
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    }
    if (req.url === '/slow') return void setTimeout(() => send(200, {}), 4_000).unref()
    if (req.method === 'POST' && req.url === '/items') return send(201, { id: 41, name: 'Lamp' })
    if (req.url === '/items/41') return req.method === 'DELETE' ? send(204) : send(200, { id: 41, name: 'Lamp' })
    if (req.url === '/flaky') return send(200, { ok: true })
    send(404, { error: 'not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  root = await mkdtemp(join(tmpdir(), 'lean-harness-'))
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await rm(root, { recursive: true, force: true })
})

const spec = () => `# API Test: Parity

## Base URL

${base}

## Tests

### POST /items — create

- Send the request with JSON body {"name": "Lamp"}
- Verify status is 201
- Save $.id as {{itemId}}

### GET /items/{{itemId}} — read

- Verify status is 200
- Verify $.name equals "Lamp"

### GET /items/{{itemId}} — wrong name

- Verify $.name equals "Chair"

### GET /missing/{{neverSet}} — unset variable

- Verify status is 200

### GET /slow — too slow

- Verify status is 200

### GET /items/{{itemId}} — crash

- Verify status is 200

### GET /items/{{itemId}} — floating rejection

- Verify status is 200

### DELETE /items/{{itemId}} — delete

- Verify status is 204

### GET /items — not understood

- Do a barrel roll
`

/** The generated file, with two tests edited as a person might: one ends its process, one leaves a rejection unhandled. */
function editedCode(): string {
  const { code } = compileApiSpec(parseApiSpec(spec()).spec)
  const tests = code.split('\n  test(')
  const edit = (title: string, from: string, to: string) => {
    const i = tests.findIndex((t) => t.startsWith(`'${title}'`))
    expect(i).toBeGreaterThan(0)
    expect(tests[i]).toContain(from)
    tests[i] = tests[i]!.replace(from, to)
  }
  const check = "expect(res.status(), 'status').toBe(200)"
  edit('GET /items/{{itemId}} — crash', check, 'process.exit(3)')
  edit(
    'GET /items/{{itemId}} — floating rejection',
    check,
    `void Promise.reject(new Error('floating'))\n    await new Promise((resolve) => setTimeout(resolve, 100))\n    ${check}`,
  )
  return tests.join('\n  test(')
}

/** What our code reads of a test, without what differs by nature between two runs (times, dates, ids). */
function outcomes(report: ParsedReport) {
  const evidence = (body: string | undefined) => {
    if (!body) return undefined
    const { ms: _ms, headers: _headers, ...rest } = JSON.parse(body) as Record<string, unknown>
    return rest
  }
  return report.tests.map((t) => ({
    title: t.title,
    status: t.status,
    outcome: t.outcome,
    annotations: t.annotations,
    errors: t.errors.map((e) => ({ message: e.message.split('\n')[0], line: e.location?.line, file: e.location?.file.split('/').at(-1) })),
    evidence: t.attachments.filter((a) => a.name === 'request' || a.name === 'response').map((a) => [a.name, evidence(a.body)]),
  }))
}

async function runBoth(name: string, code: string, options: { testTimeoutMs?: number } = {}) {
  const results: Record<ApiHarness, { report: ParsedReport; log: string[]; raw: string }> = {} as never
  for (const harness of ['playwright', 'lean'] as const) {
    const dir = join(root, name, harness)
    await mkdir(dir, { recursive: true })
    const file = join(dir, 'parity.api.spec.ts')
    await writeFile(file, code)
    await writeRuntimeModule(dir)
    const log: string[] = []
    const run = await runApiTestFiles({
      ...ATTEMPT_RUN_OPTIONS,
      ...options,
      harness,
      files: [file],
      outputDir: join(dir, 'run'),
      env: {},
      onLine: (line) => log.push(line),
    })
    results[harness] = { report: run.report, log, raw: await readFile(run.reportFile, 'utf8') }
  }
  return results
}

describe('the lean harness and Playwright Test end every test the same way', () => {
  test('passing, failing, erroring, timing out, crashing, an unhandled rejection, chains, evidence, fixme', {
    timeout: 120_000,
  }, async () => {
    const { lean, playwright } = await runBoth('parity', editedCode(), { testTimeoutMs: 1_500 })
    expect(lean.log.join('\n')).toContain('in the lean API harness')
    expect(JSON.parse(lean.raw).config.version).toBe('lean')
    expect(JSON.parse(playwright.raw).config.version).not.toBe('lean')
    const got = outcomes(lean.report)
    expect(got).toEqual(outcomes(playwright.report))
    expect(lean.report.errors).toEqual(playwright.report.errors)
    // The figures the comparison rests on, so that two equally wrong runs cannot pass it.
    expect(got.map((t) => [t.title, t.status])).toEqual([
      ['POST /items — create', 'passed'],
      ['GET /items/{{itemId}} — read', 'passed'],
      ['GET /items/{{itemId}} — wrong name', 'failed'],
      ['GET /missing/{{neverSet}} — unset variable', 'failed'],
      ['GET /slow — too slow', 'timedOut'],
      ['GET /items/{{itemId}} — crash', 'failed'],
      ['GET /items/{{itemId}} — floating rejection', 'failed'],
      ['DELETE /items/{{itemId}} — delete', 'passed'],
      ['GET /items — not understood', 'skipped'],
    ])
    // The closing counts people (and the run page's log) look for, as Playwright's list reporter prints them.
    for (const { log } of [lean, playwright]) {
      expect(log).toContain('  5 failed')
      expect(log).toContain('  1 skipped')
      expect(log.some((l) => /^ {2}3 passed \(\d/.test(l))).toBe(true)
    }
    expect(got[2]?.errors[0]).toMatchObject({ message: 'Error: field $.name', file: 'parity.api.spec.ts' })
    expect(got[3]?.errors[0]).toMatchObject({
      message: expect.stringContaining('{{neverSet}} is not set'),
      file: 'specwright-api-runtime.ts',
    })
    expect(got[4]?.errors[0]?.message).toBe('Test timeout of 1500ms exceeded.')
    expect(got[5]?.errors[0]?.message).toBe('Error: worker process exited unexpectedly (code=3, signal=null)')
    expect(got[6]?.errors[0]?.message).toBe('Error: floating')
    expect(got[1]?.evidence).toEqual([
      ['request', { method: 'GET', url: `${base}/items/41`, params: {} }],
      ['response', { status: 200, body: { id: 41, name: 'Lamp' } }],
    ])
  })

  test('a run through its attempts: the NETWORK_RETRIES heal, then the healed file passes, under both', { timeout: 120_000 }, async () => {
    const content = `# API Test: Flaky\n\n## Base URL\n\n${base}\n\n## Tests\n\n### GET /flaky\n\n- Verify status is 200\n`
    const runs = []
    for (const harness of ['playwright', 'lean'] as const) {
      resets = 1
      const runDir = join(root, 'flaky', harness)
      const outcome = await executeAttempts({
        content,
        env: {},
        runDir,
        chromiumPath: '/usr/bin/chromium',
        harness,
        signal: new AbortController().signal,
        log: () => {},
        progress: () => {},
      })
      runs.push({
        status: outcome.status,
        attempts: outcome.attempts.map((a) => [a.status, a.classification, a.heal]),
        tests: outcome.tests.map((t) => [t.id, t.status, t.failed_check, t.error?.split('\n')[0] ?? null]),
        code: outcome.code,
      })
    }
    expect(runs[1]).toEqual(runs[0])
    expect(runs[0]?.status).toBe('passed')
    expect(runs[0]?.attempts.map(([status]) => status)).toEqual(['failed', 'passed'])
    expect(runs[0]?.code).toContain('const NETWORK_RETRIES = 2')
  })

  test('retries as configured: a test that fails once and passes on its retry is flaky under both', { timeout: 120_000 }, async () => {
    const { code } = compileApiSpec(
      parseApiSpec(`# API Test: Retried\n\n## Base URL\n\n${base}\n\n## Tests\n\n### GET /flaky\n\n- Verify status is 200\n`).spec,
    )
    const seen = []
    for (const harness of ['playwright', 'lean'] as const) {
      resets = 1
      const dir = join(root, 'retried', harness)
      await mkdir(dir, { recursive: true })
      await writeRuntimeModule(dir)
      const file = join(dir, 'retried.api.spec.ts')
      await writeFile(file, code)
      const run = await runApiTestFiles({
        ...ATTEMPT_RUN_OPTIONS,
        retries: 1,
        harness,
        files: [file],
        outputDir: join(dir, 'run'),
        env: {},
      })
      seen.push(
        run.report.tests.map((t) => ({
          status: t.status,
          outcome: t.outcome,
          retries: t.retries,
          earlier: t.earlierAttempts.map((a) => [a.status, a.errors[0]?.message.split('\n')[0]]),
        })),
      )
    }
    expect(seen[1]).toEqual(seen[0])
    expect(seen[0]).toEqual([
      {
        status: 'passed',
        outcome: 'flaky',
        retries: 1,
        earlier: [['failed', 'Error: apiRequestContext.fetch: socket hang up (ECONNRESET)']],
      },
    ])
  })

  test('a file that throws while loading: no test of the run runs, and the error names that file', { timeout: 120_000 }, async () => {
    const { code } = compileApiSpec(
      parseApiSpec(`# API Test: Loads\n\n## Base URL\n\n${base}\n\n## Tests\n\n### GET /items/41\n\n- Verify status is 200\n`).spec,
    )
    const results: ParsedReport[] = []
    for (const harness of ['playwright', 'lean'] as const) {
      const dir = join(root, 'loading', harness)
      await mkdir(dir, { recursive: true })
      await writeRuntimeModule(dir)
      const [good, bad] = [join(dir, 'good.api.spec.ts'), join(dir, 'bad.api.spec.ts')]
      await writeFile(good, code)
      await writeFile(bad, code.replace('const NETWORK_RETRIES = 0', "const NETWORK_RETRIES = 0\nthrow new Error('broken at load')"))
      const run = await runApiTestFiles({ ...ATTEMPT_RUN_OPTIONS, harness, files: [good, bad], outputDir: join(dir, 'run'), env: {} })
      results.push(run.report)
    }
    const [playwright, lean] = results as [ParsedReport, ParsedReport]
    const shape = (r: ParsedReport) => ({
      tests: r.tests.length,
      errors: r.errors.map((e) => [e.message.split('\n')[0], e.location?.file.split('/').at(-1), e.location?.line]),
    })
    expect(shape(lean)).toEqual(shape(playwright))
    expect(shape(lean)).toEqual({ tests: 0, errors: [['Error: broken at load', 'bad.api.spec.ts', 13]] })
  })

  test('a file using a feature outside the subset runs under Playwright Test, found before or while running', {
    timeout: 120_000,
  }, async () => {
    const { code } = compileApiSpec(
      parseApiSpec(`# API Test: Edited\n\n## Base URL\n\n${base}\n\n## Tests\n\n### GET /items/41\n\n- Verify status is 200\n`).spec,
    )
    // Found by reading the file: a hook Playwright Test runs before each test.
    const hooked = code.replace(
      "test.describe('Edited', () => {",
      "test.describe('Edited', () => {\n  test.beforeEach(async () => {\n    expect(1).toBe(1)\n  })",
    )
    // Found only while running: the playwright fixture reached through another name.
    const aliased = code.replace(
      'const request = await api(playwright)',
      'const pw = playwright\n    expect(typeof pw.selectors).toBe("object")\n    const request = await api(playwright)',
    )
    for (const [name, edited, why] of [
      ['hooked', hooked, 'it uses test.beforeEach'],
      ['aliased', aliased, 'it reached playwright.selectors'],
    ] as const) {
      const { lean, playwright } = await runBoth(name, edited)
      expect(lean.log.join('\n')).toContain(`parity.api.spec.ts runs under Playwright Test: ${why}`)
      expect(outcomes(lean.report)).toEqual(outcomes(playwright.report))
      expect(lean.report.tests.map((t) => t.status)).toEqual(['passed'])
    }
  })
})
