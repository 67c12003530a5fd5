import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnWithSignal } from '../../../src/platform/jobs/spawn-with-signal.js'
import { CHROMIUM_ARGS } from '../../../src/platform/playwright/launch.js'
import { runPlaywrightTests } from '../../../src/platform/playwright/run-tests.js'
import { ensureWorkspace, workspacePaths } from '../../../src/platform/playwright/workspace.js'
import { startApi, tempDir } from './support.js'

const CLI = createRequire(import.meta.url).resolve('@playwright/test/cli')
const REPO = path.resolve(import.meta.dirname, '../../../..')

const UI_TEST = `import { expect, test } from '@playwright/test'

test('checkout page shows the total', async ({ page, browser }) => {
  await page.setContent('<main><h1>Checkout</h1><p data-testid="total">42.00 EUR</p></main>')
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  await expect(page.getByTestId('total')).toHaveText('42.00 EUR')
  console.log('browser ' + browser.version())
})
`

const API_TEST = `import { expect, test } from '@playwright/test'

test('GET /health answers ok', async ({ request }) => {
  const res = await request.get('/health')
  expect(res.status()).toBe(200)
  expect(await res.json()).toEqual({ status: 'ok' })
})
`

function memoryLogger() {
  const lines: { obj: object; msg: string }[] = []
  return { lines, warn: (obj: object, msg: string) => lines.push({ obj, msg }) }
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  )
}

describe('ensureWorkspace', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await tempDir('workspace')
  })
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('creates a ready Playwright project under DATA_DIR/workspace', async () => {
    const ws = await ensureWorkspace(dataDir)
    expect(ws.root).toBe(path.join(dataDir, 'workspace'))
    expect(ws).toMatchObject(workspacePaths(dataDir))
    expect(ws.written.sort()).toEqual(['.gitignore', 'README.md', 'package.json', 'playwright.config.ts'])
    expect(ws.kept).toEqual([])
    for (const dir of [ws.specs, ws.apiSpecs, ws.generated, ws.apiGenerated]) expect((await fs.stat(dir)).isDirectory()).toBe(true)
    expect(ws.apiGenerated).toBe(path.join(dataDir, 'workspace', 'tests', 'generated', 'api'))

    const pkg = JSON.parse(await fs.readFile(path.join(ws.root, 'package.json'), 'utf8'))
    expect(pkg).toMatchObject({
      private: true,
      type: 'module',
      scripts: { test: 'playwright test' },
      devDependencies: { '@playwright/test': '1.65.1' },
    })
    expect(await fs.readFile(path.join(ws.root, '.gitignore'), 'utf8')).toMatch(/^test-results\/$/m)
    expect(await fs.readFile(path.join(ws.root, '.gitignore'), 'utf8')).toMatch(/^playwright-report\/$/m)
    const config = await fs.readFile(ws.configFile, 'utf8')
    expect(config).toContain("testDir: 'tests/generated'")
    expect(config).toContain("reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }]]")
    expect(config).toContain("executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'")
    expect(config).toContain(`args: [${CHROMIUM_ARGS.map((a) => `'${a}'`).join(', ')}]`)
    expect(config).toContain('baseURL: process.env.BASE_URL')
    expect(config).toContain("trace: 'retain-on-failure'")
    expect(config).toContain("screenshot: 'only-on-failure'")
    expect(await fs.readFile(path.join(ws.root, 'README.md'), 'utf8')).toContain('npx playwright test')
  })

  it('is idempotent: a second call writes nothing', async () => {
    const before = await fs.stat(path.join(dataDir, 'workspace', 'playwright.config.ts'))
    const again = await ensureWorkspace(dataDir)
    expect([again.written, again.kept]).toEqual([[], []])
    expect((await fs.stat(again.configFile)).mtimeMs).toBe(before.mtimeMs)
  })

  it('keeps a file the user changed, and says so once per change', async () => {
    const ws = workspacePaths(dataDir)
    const theirs = "import { defineConfig } from '@playwright/test'\nexport default defineConfig({ testDir: 'tests', retries: 2 })\n"
    await fs.writeFile(ws.configFile, theirs)
    const logger = memoryLogger()

    expect((await ensureWorkspace(dataDir, { logger })).kept).toEqual(['playwright.config.ts'])
    expect((await ensureWorkspace(dataDir, { logger })).kept).toEqual(['playwright.config.ts'])
    expect(await fs.readFile(ws.configFile, 'utf8')).toBe(theirs)
    expect(logger.lines).toEqual([
      {
        obj: { file: ws.configFile, workspace: ws.root },
        msg: 'Keeping your changed playwright.config.ts in the Playwright workspace; Specwright no longer updates it (delete it to get the current default)',
      },
    ])

    await fs.writeFile(ws.configFile, `${theirs}// tweaked again\n`)
    await ensureWorkspace(dataDir, { logger })
    expect(logger.lines).toHaveLength(2)
  })

  it('recreates a deleted file', async () => {
    const ws = workspacePaths(dataDir)
    await fs.rm(ws.configFile)
    expect((await ensureWorkspace(dataDir)).written).toEqual(['playwright.config.ts'])
    expect(await fs.readFile(ws.configFile, 'utf8')).toContain("testDir: 'tests/generated'")
  })

  it('refreshes a file that is still an older version of what Specwright wrote', async () => {
    const ws = workspacePaths(dataDir)
    const readme = path.join(ws.root, 'README.md')
    const older = '# Specwright workspace\n\nAn older README.\n'
    await fs.writeFile(readme, older)
    const manifestFile = path.join(ws.root, '.specwright', 'managed.json')
    const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8'))
    manifest.files['README.md'] = { written: createHash('sha256').update(older).digest('hex') }
    await fs.writeFile(manifestFile, JSON.stringify(manifest))

    expect((await ensureWorkspace(dataDir)).written).toEqual(['README.md'])
    expect(await fs.readFile(readme, 'utf8')).toContain('npx playwright test')
  })

  it('treats every differing file as the user’s when its record is damaged', async () => {
    const ws = workspacePaths(dataDir)
    await fs.writeFile(path.join(ws.root, '.specwright', 'managed.json'), '{not json')
    await fs.writeFile(path.join(ws.root, '.gitignore'), 'node_modules/\n')
    const result = await ensureWorkspace(dataDir)
    expect(result.kept).toEqual(['.gitignore'])
    expect(await fs.readFile(path.join(ws.root, '.gitignore'), 'utf8')).toBe('node_modules/\n')
  })
})

describe('the workspace as a Playwright project', () => {
  let api: Awaited<ReturnType<typeof startApi>>
  beforeAll(async () => {
    api = await startApi()
  })
  afterAll(async () => {
    await api.close()
  })

  it('runs unchanged with `playwright test` from inside it, in Debian Chromium', async () => {
    // Inside the repository, as with the default DATA_DIR=./data: node finds @playwright/test by walking up,
    // as it finds the workspace's own node_modules after `npm install`. No NODE_PATH, no extra flags.
    const dataDir = path.join(REPO, 'server', '.tmp', `workspace-${process.pid}-${Date.now()}`)
    try {
      const ws = await ensureWorkspace(dataDir)
      await fs.writeFile(path.join(ws.generated, 'checkout.spec.ts'), UI_TEST)
      await fs.writeFile(path.join(ws.apiGenerated, 'health.spec.ts'), API_TEST)
      const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, BASE_URL: api.url }
      const { child, exited } = spawnWithSignal(process.execPath, [CLI, 'test'], {
        cwd: ws.root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        signal: AbortSignal.timeout(60_000),
      })
      let output = ''
      child.stdout?.on('data', (b: Buffer) => {
        output += b
      })
      child.stderr?.on('data', (b: Buffer) => {
        output += b
      })
      const { code } = await exited

      expect(output).toContain('2 passed')
      expect(code).toBe(0)
      expect(output).toMatch(/browser \d+\.\d+\.\d+\.\d+/)
      const report = JSON.parse(await fs.readFile(path.join(ws.root, 'test-results', 'report.json'), 'utf8'))
      expect(report.stats).toMatchObject({ expected: 2, unexpected: 0 })
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true })
      await fs.rmdir(path.dirname(dataDir)).catch(() => {}) // server/.tmp, when nothing else uses it
    }
  })

  it('runs through runPlaywrightTests from a DATA_DIR outside the repository ("type": "module", nothing installed)', async () => {
    const dataDir = await tempDir('outside-workspace')
    try {
      expect(dataDir.startsWith(REPO)).toBe(false)
      const ws = await ensureWorkspace(dataDir)
      expect(await exists(path.join(ws.root, 'node_modules'))).toBe(false)
      const ui = path.join(ws.generated, 'checkout.spec.ts')
      const apiTest = path.join(ws.apiGenerated, 'health.spec.ts')
      await fs.writeFile(ui, UI_TEST)
      await fs.writeFile(apiTest, API_TEST)
      const outputDir = path.join(dataDir, 'runs', 'run-1')

      const result = await runPlaywrightTests({ cwd: ws.root, files: [apiTest, ui], outputDir, env: { BASE_URL: api.url } })

      expect(result.report.errors).toEqual([])
      expect(result.exitCode).toBe(0)
      expect(result.report.tests.map((t) => [path.relative(ws.root, t.file), t.status])).toEqual([
        ['tests/generated/api/health.spec.ts', 'passed'],
        ['tests/generated/checkout.spec.ts', 'passed'],
      ])
      // Evidence goes to the run folder, not into the committed workspace.
      expect(await exists(path.join(outputDir, 'report.json'))).toBe(true)
      expect(await exists(path.join(ws.root, 'test-results'))).toBe(false)
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })

  it('runs only the files asked for, even when their names look like regular expressions', async () => {
    const dataDir = await tempDir('only-these')
    try {
      const ws = await ensureWorkspace(dataDir)
      const wanted = path.join(ws.apiGenerated, 'orders (v2)+.spec.ts')
      await fs.writeFile(wanted, API_TEST)
      await fs.writeFile(path.join(ws.apiGenerated, 'orders.spec.ts'), API_TEST.replace('GET /health answers ok', 'other file'))
      const { report } = await runPlaywrightTests({
        cwd: ws.root,
        files: ['tests/generated/api/orders (v2)+.spec.ts'],
        outputDir: path.join(dataDir, 'runs', 'r'),
        env: { BASE_URL: api.url },
      })
      expect(report.errors).toEqual([])
      expect(report.tests.map((t) => [t.file, t.title])).toEqual([[wanted, 'GET /health answers ok']])
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})
