import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runPlaywrightTests } from '../../../src/platform/playwright/run-tests.js'
import { processesWithEnv, startApi, tempDir, waitFor } from './support.js'

const ESC = '\u001b'
let api: Awaited<ReturnType<typeof startApi>>
let dir: string

beforeAll(async () => {
  api = await startApi()
  dir = await tempDir('run-tests')
})

afterAll(async () => {
  await api.close()
  await fs.rm(dir, { recursive: true, force: true })
})

/** Writes a test file into a fresh folder under os.tmpdir(), outside the repository and any Playwright project. */
async function testFile(name: string, source: string): Promise<{ file: string; outputDir: string }> {
  const folder = path.join(dir, randomUUID())
  await fs.mkdir(folder)
  const file = path.join(folder, name)
  await fs.writeFile(file, source)
  return { file, outputDir: path.join(folder, 'run') }
}

describe('runPlaywrightTests', () => {
  it('runs an API test from os.tmpdir() (importing @playwright/test through NODE_PATH) and streams its lines', async () => {
    const { file, outputDir } = await testFile(
      'health.api.spec.ts',
      `import { expect, test } from '@playwright/test'

test('GET /health answers ok', async ({ request }) => {
  const res = await request.get('/health')
  expect(res.status(), 'status of GET /health').toBe(200)
  expect(await res.json()).toEqual({ status: 'ok' })
})

test('POST /echo returns the body', async ({ request }) => {
  const res = await request.post('/echo', { data: { name: 'Ada' } })
  expect(res.status()).toBe(201)
  expect(await res.json()).toEqual({ name: 'Ada' })
})
`,
    )
    expect(file.startsWith(path.resolve(import.meta.dirname, '../../../..'))).toBe(false)
    const lines: string[] = []
    const result = await runPlaywrightTests({ files: [file], outputDir, env: { BASE_URL: api.url }, onLine: (line) => lines.push(line) })

    expect(result.report.errors).toEqual([])
    expect(result.exitCode).toBe(0)
    expect(result.report.ok).toBe(true)
    expect(result.report.stats).toMatchObject({ passed: 2, failed: 0, flaky: 0, skipped: 0, interrupted: 0 })
    expect(result.report.tests.map((t) => [t.title, t.status, t.file])).toEqual([
      ['GET /health answers ok', 'passed', file],
      ['POST /echo returns the body', 'passed', file],
    ])
    expect(lines.some((l) => l.includes('2 passed'))).toBe(true)
    expect(lines.join('\n')).not.toContain(ESC)
    expect(JSON.parse(await fs.readFile(path.join(outputDir, 'report.json'), 'utf8')).stats.expected).toBe(2)
  })

  it('sets the options given as use over the workspace settings in the config it writes', async () => {
    const { file, outputDir } = await testFile(
      'options.api.spec.ts',
      `import { expect, test } from '@playwright/test'

test('sees the options', async ({ ignoreHTTPSErrors, extraHTTPHeaders, headless }) => {
  expect([ignoreHTTPSErrors, extraHTTPHeaders, headless]).toEqual([true, { 'x-from-run': 'yes' }, true])
})
`,
    )
    const use = { ignoreHTTPSErrors: true, extraHTTPHeaders: { 'x-from-run': 'yes' } }
    const result = await runPlaywrightTests({ files: [file], outputDir, use })

    expect(result.report.errors).toEqual([])
    expect(result.report.tests.map((t) => [t.title, t.status])).toEqual([['sees the options', 'passed']])
  })

  it('reports a failed assertion by the check it names, without ANSI codes, and exits 1', async () => {
    const { file, outputDir } = await testFile(
      'status.api.spec.ts',
      `import { expect, test } from '@playwright/test'

test('GET /health is created', async ({ request }) => {
  const res = await request.get('/health')
  expect(res.status(), 'status of GET /health').toBe(201)
})
`,
    )
    const result = await runPlaywrightTests({ files: [file], outputDir, env: { BASE_URL: api.url } })

    expect(result.exitCode).toBe(1)
    expect(result.report.ok).toBe(false)
    expect(result.report.stats).toMatchObject({ passed: 0, failed: 1 })
    const [test] = result.report.tests
    expect(test?.status).toBe('failed')
    expect(test?.errors[0]?.message).toBe(
      'Error: status of GET /health\n\nexpect(received).toBe(expected) // Object.is equality\n\nExpected: 201\nReceived: 200',
    )
    expect(test?.errors[0]?.location).toEqual({ file, line: 5, column: 49 })
    expect(test?.errors[0]?.snippet).toContain("> 5 |   expect(res.status(), 'status of GET /health').toBe(201)")
    expect(JSON.stringify(result.report)).not.toContain(ESC)
    expect(result.report.errors).toEqual([])
  })

  it('explains a test file that does not compile in the report errors', async () => {
    const { file, outputDir } = await testFile(
      'broken.spec.ts',
      "import { test } from '@playwright/test'\n\ntest('never runs', async () => {\n  const total = ;\n})\n",
    )
    const result = await runPlaywrightTests({ files: [file], outputDir })

    expect(result.exitCode).toBe(1)
    expect(result.report.ok).toBe(false)
    expect(result.report.tests).toEqual([])
    expect(result.report.errors[0]?.message).toBe(`SyntaxError: ${file}: Unexpected token (4:16)`)
    expect(result.report.errors[0]?.location).toEqual({ file, line: 4, column: 17 })
    expect(result.report.errors[0]?.snippet).toContain('> 4 |   const total = ;')
  })

  it('gives back textual attachments decoded, and binary ones by size', async () => {
    const { file, outputDir } = await testFile(
      'evidence.spec.ts',
      `import { test } from '@playwright/test'

test('attaches the exchange', async () => {
  await test.info().attach('request', { body: 'GET /health', contentType: 'text/plain' })
  await test.info().attach('response', { body: JSON.stringify({ status: 'ok' }), contentType: 'application/json' })
  await test.info().attach('bytes', { body: Buffer.from([0, 255]), contentType: 'application/octet-stream' })
})
`,
    )
    const { report } = await runPlaywrightTests({ files: [file], outputDir })

    expect(report.ok).toBe(true)
    expect(report.tests[0]?.attachments).toEqual([
      { name: 'request', contentType: 'text/plain', body: 'GET /health', size: 11 },
      { name: 'response', contentType: 'application/json', body: '{"status":"ok"}', size: 15 },
      { name: 'bytes', contentType: 'application/octet-stream', size: 2 },
    ])
  })

  it('runs a UI test in Debian Chromium with the workspace browser settings', async () => {
    const { file, outputDir } = await testFile(
      'page.spec.ts',
      `import { expect, test } from '@playwright/test'

test('shows the heading', async ({ page, browserName, browser }) => {
  await page.setContent('<main><h1>Checkout</h1><button>Pay</button></main>')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout')
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible()
  console.log(browserName + ' ' + browser.version())
})
`,
    )
    const { report } = await runPlaywrightTests({ files: [file], outputDir, chromiumPath: '/usr/bin/chromium' })

    expect(report.errors).toEqual([])
    expect(report.tests[0]?.status).toBe('passed')
    // Debian's build, not a Playwright download (none exists on this machine).
    expect(report.tests[0]?.stdout).toMatch(/^chromium \d+\.\d+\.\d+\.\d+\n$/)
  })

  it('stops the whole process group when aborted, keeps the partial report, and leaves no process behind', async () => {
    const marker = randomUUID()
    const { file, outputDir } = await testFile(
      'slow.spec.ts',
      `import { test } from '@playwright/test'

test('quick', async () => {})

test('waits forever', async ({ page }) => {
  await page.setContent('<h1>waiting</h1>')
  console.log('browser is up')
  await new Promise(() => {})
})
`,
    )
    const controller = new AbortController()
    let running: ReturnType<typeof processesWithEnv> = []
    const t0 = Date.now()
    const result = await runPlaywrightTests({
      files: [file],
      outputDir,
      env: { SPECWRIGHT_TEST_MARKER: marker },
      signal: controller.signal,
      onLine: (line) => {
        if (line.includes('browser is up')) {
          running = processesWithEnv('SPECWRIGHT_TEST_MARKER', marker)
          controller.abort()
        }
      },
    })

    expect(running.some((p) => p.command.includes('chromium'))).toBe(true)
    expect(running.some((p) => p.command.includes('workerProcessEntry'))).toBe(true)
    expect(result.stopped).toBe('aborted')
    expect(Date.now() - t0).toBeLessThan(20_000)
    expect(result.report.ok).toBe(false)
    expect(result.report.errors.map((e) => e.message)).toContain('The test run was cancelled')
    expect(result.report.tests.map((t) => [t.title, t.status])).toEqual([
      ['quick', 'passed'],
      ['waits forever', 'interrupted'],
    ])
    await waitFor('every process of the run to be gone', () => processesWithEnv('SPECWRIGHT_TEST_MARKER', marker).length === 0, 10_000)
  })

  it('kills the group outright when the runner does not finish after the interrupt', async () => {
    const marker = randomUUID()
    const { file, outputDir } = await testFile(
      'stuck.spec.ts',
      `import { test } from '@playwright/test'

test('waits forever', async ({ page }) => {
  await page.setContent('<h1>waiting</h1>')
  console.log('browser is up')
  await new Promise(() => {})
})
`,
    )
    const controller = new AbortController()
    const result = await runPlaywrightTests({
      files: [file],
      outputDir,
      env: { SPECWRIGHT_TEST_MARKER: marker },
      signal: controller.signal,
      interruptGraceMs: 0,
      onLine: (line) => {
        if (line.includes('browser is up')) controller.abort()
      },
    })

    expect(result.stopped).toBe('aborted')
    expect(result.report.ok).toBe(false)
    expect(result.report.errors[0]?.message).toBe('The test run was cancelled')
    await waitFor('every process of the run to be gone', () => processesWithEnv('SPECWRIGHT_TEST_MARKER', marker).length === 0, 10_000)
  })

  it('stops a run that passes its time limit and says so', async () => {
    const { file, outputDir } = await testFile(
      'forever.spec.ts',
      "import { test } from '@playwright/test'\n\ntest('never ends', async () => {\n  await new Promise(() => {})\n})\n",
    )
    const t0 = Date.now()
    // 8 s: long enough for Playwright to start the test on a busy machine (3 s was not, with the suite in parallel).
    const result = await runPlaywrightTests({ files: [file], outputDir, timeoutMs: 8_000 })

    expect(result.stopped).toBe('timeout')
    expect(Date.now() - t0).toBeLessThan(20_000)
    expect(result.report.ok).toBe(false)
    expect(result.report.errors.map((e) => e.message)).toContain('The test run was stopped after its time limit of 8 s')
    expect(result.report.tests.map((t) => t.status)).toEqual(['interrupted'])
  })

  it('turns a run that crashes before reporting into a report error carrying the runner output', async () => {
    const { file, outputDir } = await testFile('ok.spec.ts', "import { test } from '@playwright/test'\n\ntest('fine', async () => {})\n")
    const configFile = path.join(path.dirname(file), 'bad.config.mjs')
    await fs.writeFile(configFile, "throw new Error('config exploded')\n")
    const result = await runPlaywrightTests({ files: [file], outputDir, configFile })

    expect(result.exitCode).toBe(1)
    expect(result.report.ok).toBe(false)
    expect(result.report.tests).toEqual([])
    expect(result.report.errors).toHaveLength(1)
    expect(result.report.errors[0]?.message).toMatch(/^Playwright exited with code 1 without writing a report:\n/)
    expect(result.report.errors[0]?.message).toContain('config exploded')
  })

  it('answers a missing test file with a report error, without starting Playwright', async () => {
    const result = await runPlaywrightTests({ files: [path.join(dir, 'nope.spec.ts')], outputDir: path.join(dir, 'nope') })
    expect(result.exitCode).toBeNull()
    expect(result.report).toMatchObject({
      ok: false,
      tests: [],
      errors: [{ message: `Test file not found: ${path.join(dir, 'nope.spec.ts')}` }],
    })
  })

  it('never passes off a report left by an earlier run in the same folder as its own', async () => {
    const { file, outputDir } = await testFile('ok.spec.ts', "import { test } from '@playwright/test'\n\ntest('fine', async () => {})\n")
    await fs.mkdir(outputDir, { recursive: true })
    await fs.writeFile(path.join(outputDir, 'report.json'), JSON.stringify({ suites: [], errors: [], stats: { duration: 1 } }))
    const configFile = path.join(path.dirname(file), 'bad.config.mjs')
    await fs.writeFile(configFile, "throw new Error('config exploded')\n")
    const result = await runPlaywrightTests({ files: [file], outputDir, configFile })
    expect(result.report.ok).toBe(false)
    expect(result.report.errors[0]?.message).toContain('without writing a report')
  })

  it('rejects with the error of a throwing onLine once the run is over, instead of crashing the process', async () => {
    const { file, outputDir } = await testFile('ok.spec.ts', "import { test } from '@playwright/test'\n\ntest('fine', async () => {})\n")
    let calls = 0
    const run = runPlaywrightTests({
      files: [file],
      outputDir,
      onLine: () => {
        calls++
        throw new Error('log store is full')
      },
    })
    await expect(run).rejects.toThrow('log store is full')
    expect(calls).toBe(1)
  })

  it('keeps the server secrets out of the test process environment', async () => {
    const { file, outputDir } = await testFile(
      'env.spec.ts',
      `import { expect, test } from '@playwright/test'

test('sees only what it should', async () => {
  expect(process.env.JWT_SECRET_KEY).toBeUndefined()
  expect(process.env.SPEC_TOKEN).toBe('t0k3n')
  expect(process.env.NODE_PATH?.split(':')[0]?.endsWith('/node_modules')).toBe(true)
})
`,
    )
    process.env.JWT_SECRET_KEY = 'server-secret-that-tests-must-not-see'
    try {
      const { report } = await runPlaywrightTests({ files: [file], outputDir, env: { SPEC_TOKEN: 't0k3n' } })
      expect(report.errors).toEqual([])
      expect(report.tests[0]?.errors).toEqual([])
      expect(report.ok).toBe(true)
    } finally {
      delete process.env.JWT_SECRET_KEY
    }
  })
})
