import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateTest, stepAtLine } from '../../../src/modules/pipeline/codegen.js'
import { classifyFailure } from '../../../src/modules/pipeline/heal-classifier.js'
import { healTest } from '../../../src/modules/pipeline/healer.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import type { Resolutions } from '../../../src/modules/pipeline/resolution.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { CHROMIUM_ARGS } from '../../../src/platform/playwright/launch.js'
import { CHROMIUM_PATH, type DemoShop, inNewPage, launchBrowser, readSample, shopEnv, startDemoShop } from './demo-shop.js'

// The generated code run for real: the @playwright/test CLI in a child process (as the runner will), its JSON
// report read back, and the rules healer fed the runner's own error.
const ROOT_MODULES = fileURLToPath(new URL('../../../../node_modules/', import.meta.url))
const recorded = JSON.parse(readFileSync(new URL('./fixtures/baseline-resolutions.json', import.meta.url), 'utf8')) as Record<
  string,
  Resolutions
>

interface RunResult {
  passed: boolean
  /** First error of the failing test, ANSI stripped, and its line in the test file. */
  error?: { message: string; line?: number }
}

const workDirs: string[] = []

/** Writes the test and a config in a temp folder and runs `playwright test` against `shop`. */
async function runGenerated(fileName: string, code: string, shop: DemoShop): Promise<RunResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'specwright-generated-'))
  workDirs.push(dir)
  writeFileSync(path.join(dir, fileName), code)
  const config = {
    testDir: dir,
    timeout: 20_000,
    retries: 0,
    workers: 1,
    reporter: [['json', { outputFile: path.join(dir, 'results.json') }]],
    expect: { timeout: 3000 },
    use: { baseURL: shop.url, headless: true, actionTimeout: 3000, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
  }
  writeFileSync(path.join(dir, 'pw.config.mjs'), `export default ${JSON.stringify(config)}\n`)
  const exitCode = await new Promise<number | null>((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT_MODULES, '@playwright/test/cli.js'), 'test', '--config', path.join(dir, 'pw.config.mjs')],
      {
        cwd: dir,
        env: { ...process.env, ...shopEnv(shop), NODE_PATH: ROOT_MODULES, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', FORCE_COLOR: '0' },
        stdio: 'ignore',
      },
    )
    child.once('exit', resolve)
  })
  const report = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as {
    stats: { expected: number; unexpected: number }
    suites: { specs: { tests: { results: { errors: { message: string; location?: { line: number } }[] }[] }[] }[] }[]
  }
  const firstError = report.suites[0]?.specs[0]?.tests[0]?.results[0]?.errors[0]
  return {
    passed: exitCode === 0 && report.stats.expected === 1 && report.stats.unexpected === 0,
    ...(firstError
      ? {
          error: {
            message: stripVTControlCharacters(firstError.message),
            ...(firstError.location ? { line: firstError.location.line } : {}),
          },
        }
      : {}),
  }
}

let browser: Browser
const shops = {} as Record<'baseline' | 'cosmetic' | 'broken', DemoShop>

beforeAll(async () => {
  const [b, baseline, cosmetic, broken] = await Promise.all([
    launchBrowser(),
    startDemoShop('baseline'),
    startDemoShop('cosmetic'),
    startDemoShop('broken'),
  ])
  browser = b
  Object.assign(shops, { baseline, cosmetic, broken })
})

afterAll(async () => {
  await browser?.close()
  await Promise.all(Object.values(shops).map((shop) => shop.stop()))
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true })
})

/** A page in a fresh context of the file's browser, closed after `run`. */
const withPage = <T>(run: (page: Page) => Promise<T>) => inNewPage(browser, run)

// Each test runs the Playwright CLI two or three times; a loaded 2-core machine needs the headroom.
describe('generated tests in the Playwright runner', { timeout: 120_000 }, () => {
  const plan = planSpec(parseUiSpec(readSample('login.md')).spec)
  const generated = generateTest(plan, recorded['login.md'])

  it('login: passes on baseline; fails on cosmetic at step 2; the healed test passes on cosmetic', async () => {
    expect(await runGenerated(generated.fileName, generated.code, shops.baseline)).toEqual({ passed: true })

    const failed = await runGenerated(generated.fileName, generated.code, shops.cosmetic)
    expect(failed.passed).toBe(false)
    expect(stepAtLine(generated.code, failed.error!.line!)).toBe(2)
    expect(failed.error!.message).toContain("getByRole('textbox', { name: 'Username' })")

    const outcome = await withPage((page) =>
      healTest(page, {
        plan,
        stored: recorded['login.md']!,
        code: generated.code,
        error: failed.error!,
        env: shopEnv(shops.cosmetic),
        graceMs: 150,
      }),
    )
    expect([outcome.status, outcome.classification, outcome.failedStep?.n]).toEqual(['healed', 'locator_drift', 2])
    expect(outcome.diff).toContain("+    await page.getByRole('button', { name: 'Log in' }).click()")
    expect(outcome.diff).not.toContain('Welcome, alice')
    expect(await runGenerated(generated.fileName, outcome.code!, shops.cosmetic)).toEqual({ passed: true })
  })

  it('cart totals: the runner’s own failure on broken is an app regression, and the healer refuses to heal it', async () => {
    const cart = planSpec(parseUiSpec(readSample('cart-totals.md')).spec)
    const code = generateTest(cart, recorded['cart-totals.md']).code
    const failed = await runGenerated('cart-totals.spec.ts', code, shops.broken)
    expect(failed.passed).toBe(false)
    const n = stepAtLine(code, failed.error!.line!)
    expect(n).toBe(9)
    expect(classifyFailure({ message: failed.error!.message, kind: cart.steps[n! - 1]!.action.kind })).toMatchObject({
      classification: 'app_regression',
      healable: false,
    })
    const outcome = await withPage((page) =>
      healTest(page, {
        plan: cart,
        stored: recorded['cart-totals.md']!,
        code,
        error: failed.error!,
        env: shopEnv(shops.broken),
        graceMs: 150,
        timeoutMs: 2000,
      }),
    )
    expect([outcome.status, outcome.classification, outcome.code]).toEqual(['not_healed', 'app_regression', undefined])
    expect(outcome.reason).toContain('"Total: $34.49"')
  })
})
